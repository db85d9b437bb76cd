/**
 * Days an unconfirmed sign-up is kept: the retention rule `newsletterUnconfirmed` (a test keeps
 * them the same; the rule's module is not sent to the browser).
 */
export const UNCONFIRMED_DAYS = 7;

/** The sign-up form's labels, beside its fields and in its error summary. */
export const SIGNUP_LABELS = { email: "Email", topics: "Topics" } as const;

/** The words of the newsletter's pages and emails (decisions 0389, 0390). */
export const NEWSLETTER_MESSAGES = {
  signupTitle: "Email newsletter",
  signupLead:
    "Choose what you would like to hear about. We send a link to confirm your address first.",
  /** What is kept, beside the form (the privacy notice has the rest). */
  privacy: `We keep your email address, the topics you chose and when you confirmed. Nothing else: our emails carry no tracking pixels and their links go straight to where they say. Every email has a link to change your topics or unsubscribe, which deletes your address at once. A sign-up never confirmed is deleted after ${UNCONFIRMED_DAYS} days.`,
  privacyLink: "Read our privacy notice",
  checkEmail:
    "Please check your email: we sent you a link to confirm your subscription. If the address was already subscribed, nothing changed.",
  notStored: "Your sign-up could not be saved just now. Please try again in a minute.",
  confirmed: "Thank you: your subscription is confirmed.",
  confirmedTitle: "Subscription confirmed",
  confirmedText:
    "You will receive our emails about the topics you chose. Each one has a link to change them or unsubscribe.",
  linkUnknownTitle: "Link not recognised",
  linkUnknown:
    "This link is not one of ours, or the subscription was removed (an unsubscribe, or a sign-up never confirmed within a week). You can sign up again.",
  manageTitle: "Your newsletter subscription",
  manageLead: (email: string) => `Subscribed as ${email}. Change your topics or unsubscribe.`,
  topicsSaved: "Your topics are saved.",
  unsubscribeButton: "Unsubscribe and delete my address",
  unsubscribed: "You are unsubscribed, and your address is deleted.",
  unsubscribedTitle: "Unsubscribed",
  unsubscribedText:
    "We deleted your email address and will send you no more newsletters. You can sign up again at any time.",
  confirmationSubject: (site: string) => `Please confirm your subscription – ${site}`,
  // Admin
  adminTitle: "Newsletter",
  adminLead:
    "Emails to subscribers of a topic, sent through the outbox at the rate the mail provider allows.",
  newIssue: "New newsletter",
  noIssues: "No newsletters yet.",
  issueSaved: "Newsletter saved.",
  issueNotFound: "Newsletter not found",
  testSent: (email: string) => `A test was queued to ${email}.`,
  sendingStarted: "Sending has started.",
  alreadySending: "This newsletter is already being sent, or has been sent.",
  noSubscribers: "No confirmed subscribers have chosen this topic yet.",
  sendQuestion: (topic: string, count: number) =>
    `Send this newsletter to ${count} ${topic} subscriber${count === 1 ? "" : "s"}? This cannot be undone.`,
  saveFailed: "The newsletter could not be saved just now. Please try again.",
  fixErrors: "Please fix the following:",
  testSubjectPrefix: "[Test] ",
} as const;

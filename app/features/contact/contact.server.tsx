import { notificationAddress } from "#app/lib/config/site";
import type { DataSubject, PersonalData } from "#app/lib/personal-data.server";
import { storeSubmission, submissionsSentBy } from "#app/lib/submissions.server";
import { ContactAcknowledgementEmail, ContactNotificationEmail } from "./emails/contact-emails";
import type { ContactMessage } from "./schema";

export function saveContactMessage(message: ContactMessage): Promise<string> {
  return storeSubmission("contact", message, (submissionId, site) => [
    {
      template: "contact-notification",
      to: notificationAddress(site, "contact"),
      replyTo: message.email,
      subject: `Contact message from ${message.firstName} ${message.lastName}`,
      body: <ContactNotificationEmail message={message} submissionId={submissionId} />,
    },
    {
      template: "contact-acknowledgement",
      to: message.email,
      replyTo: site.emails.contact,
      subject: `We have received your message – ${site.name}`,
      body: <ContactAcknowledgementEmail message={message} />,
    },
  ]);
}

/** "Download my data": the messages sent with the person's email address. */
export function personalData(subject: DataSubject): Promise<PersonalData> {
  return submissionsSentBy(subject, {
    key: "contactMessages",
    kinds: ["contact"],
    emailField: "email",
  });
}

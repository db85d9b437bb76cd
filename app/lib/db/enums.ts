/**
 * The fixed values of the database's status and role columns, as plain lists: the pages import
 * them (select options, filters) without pulling Drizzle and the table definitions into the
 * browser's bundle, as importing `./schema` would.
 */

const submissionStatuses = ["new", "handled"] as const;
export type SubmissionStatus = (typeof submissionStatuses)[number];

export const outboxStatuses = ["queued", "sending", "sent", "failed"] as const;
export type OutboxStatus = (typeof outboxStatuses)[number];

/** The back office's roles; an account may hold several (`#app/lib/auth/roles` says what each may do). */
export const staffRoles = [
  "administrator",
  "editor",
  "treasurer",
  "academy",
  "summer",
  "directory",
  "counselling",
] as const;
export type StaffRole = (typeof staffRoles)[number];

const blogPostStatuses = ["draft", "published"] as const;
export type BlogPostStatus = (typeof blogPostStatuses)[number];

/**
 * After 'paid', Stripe's refunds and disputes move a payment (app/lib/payments/charges.ts):
 * 'partially-refunded', 'refunded', 'disputed' (the money is held while the bank decides),
 * 'dispute-lost' (the money went back to the payer).
 */
/** What Stripe's refunds and disputes make of a paid payment, of either kind. */
const chargeOutcomes = ["partially-refunded", "refunded", "disputed", "dispute-lost"] as const;
const paymentStatuses = ["open", "paid", "expired", "failed", ...chargeOutcomes] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

export const listingStatuses = ["pending", "approved", "denied"] as const;
export type ListingStatus = (typeof listingStatuses)[number];

/** A summer season, a competition edition or an academy term moves through these, in order. */
export const seasonStatuses = ["draft", "open", "closed", "archived"] as const;
export type SeasonStatus = (typeof seasonStatuses)[number];

/** A donation: 'pending' until Stripe confirms; one-off → 'paid'; monthly → 'active' until cancelled. */
export const donationStatuses = [
  "pending",
  "paid",
  "active",
  "failed",
  "expired",
  "cancelled",
  "refunded",
] as const;
export type DonationStatus = (typeof donationStatuses)[number];

export const donationFrequencies = ["one-off", "monthly"] as const;
export type DonationFrequency = (typeof donationFrequencies)[number];

/** One payment of a donation (the one-off payment, or one month's invoice). */
const donationPaymentStatuses = ["paid", "failed", ...chargeOutcomes] as const;
export type DonationPaymentStatus = (typeof donationPaymentStatuses)[number];

/** 'amount': the donor chooses it; 'per-person': the admin's rate × number of people (Fitrana, Fidya). */
export const fundKinds = ["amount", "per-person"] as const;
export type FundKind = (typeof fundKinds)[number];

/** What a notice is about (decision 0386); each has the topic its subscribers choose. */
export const noticeKinds = ["general", "janazah", "prayer-times", "event", "urgent"] as const;
export type NoticeKind = (typeof noticeKinds)[number];

/** What people subscribe to, by push or email. */
export const noticeTopics = ["janazah", "prayer-times", "events", "academy", "urgent"] as const;
export type NoticeTopic = (typeof noticeTopics)[number];

/** How a notice shows on the wall screens: not at all, a line in the strip, or a whole slide. */
export const noticeScreenStyles = ["none", "flash", "slide"] as const;
export type NoticeScreenStyle = (typeof noticeScreenStyles)[number];

/** A newsletter subscription waits for its confirmation link (double opt-in). */
export type NewsletterSubscriberStatus = "pending" | "confirmed";

/** A newsletter issue: written, then being sent (in batches through the outbox), then sent. */
export type NewsletterIssueStatus = "draft" | "sending" | "sent";

export type PushDeliveryStatus = "queued" | "sent" | "failed";

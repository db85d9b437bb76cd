import { instantAt, localClock, localDate } from "#app/lib/time/london";

/**
 * How long the centre keeps each kind of personal data (UK GDPR storage limitation;
 * decisions 0256–0268 and 0305–0311).
 * The daily retention job, the admin's retention page and the privacy notice all read this one
 * list, so what the notice promises is what the job does.
 */

export type RetentionPeriod = { days: number } | { months: number };

type RetentionAction = "delete" | "anonymise" | "blank";

export interface RetentionRule {
  /** What is kept, as the privacy notice names it. */
  what: string;
  period: RetentionPeriod;
  /** When the period starts, completing "kept for <period> after …". */
  from: string;
  action: RetentionAction;
  /** What happens at the end of the period, in the notice's words. */
  outcome: string;
  /** Why the period is this long. */
  basis: string;
}

export const RETENTION_RULES = {
  directoryDrafts: {
    what: "Unsubmitted business directory and job-seeker drafts",
    period: { days: 7 },
    from: "they were saved",
    action: "delete",
    outcome: "Deleted, with any CV attached to them.",
    basis: "A draft is only kept so you can finish and submit it.",
  },
  jobSeekers: {
    what: "Job-seeker profiles and CVs",
    period: { months: 12 },
    from: "the profile was last updated",
    action: "delete",
    outcome:
      "Deleted with the CV. We email you 30 days before; updating your profile keeps it for another 12 months.",
    basis: "Consent: a profile nobody keeps up to date no longer helps you find work.",
  },
  counselling: {
    what: "Islamic advice and counselling requests",
    period: { months: 12 },
    from: "the request was handled (or received, if it never was)",
    action: "delete",
    outcome: "Deleted.",
    basis: "Special category data is kept no longer than a follow-up question may need it.",
  },
  summerRegistrations: {
    what: "Summer programme registrations",
    period: { months: 24 },
    from: "the programme's last session",
    action: "anonymise",
    outcome:
      "Children's and parents' names and contact details are removed; the payment record (amounts and dates) is kept, without names, for HMRC.",
    basis: "Contract, then legal obligation for the accounts.",
  },
  competitionRegistrations: {
    what: "Winter Qur'an Competition registrations",
    period: { months: 24 },
    from: "the competition day",
    action: "anonymise",
    outcome:
      "Participants' and parents' names, contact details and postcodes are removed; the payment record and scores are kept without names.",
    basis: "Contract, then legal obligation for the accounts.",
  },
  donations: {
    what: "Donations and Gift Aid declarations",
    period: { months: 72 },
    from: "the last Gift Aid claim that included the donation (or its last payment, if none was claimed)",
    action: "anonymise",
    outcome:
      "The donor's name, email and home address are removed; the fund, amounts and dates are kept without them for the accounts.",
    basis: "Legal obligation: HMRC requires Gift Aid records for 6 years after the claim.",
  },
  formSubmissions: {
    what: "Academy enrolments, contact messages and project forms",
    period: { months: 24 },
    from: "the submission was handled (or received, if it never was)",
    action: "delete",
    outcome: "Deleted.",
    basis: "Kept while a question about the enrolment or request may still come up.",
  },
  eidBookings: {
    what: "Eid prayer bookings",
    period: { months: 1 },
    from: "the Eid",
    action: "delete",
    outcome: "Deleted; the jama'at times stay.",
    basis: "A booking is only needed to plan the jama'at and to tell you if the day moves.",
  },
  iftarSignups: {
    what: "Community iftar sign-ups and volunteer rotas",
    period: { months: 1 },
    from: "the iftar",
    action: "delete",
    outcome: "Deleted; the evening's date, places and note stay.",
    basis: "Kept only to organise the evening and answer a question about it afterwards.",
  },
  janazahNotices: {
    what: "Janazah notices (the name of the deceased and the funeral details)",
    period: { days: 30 },
    from: "the notice ended",
    action: "delete",
    outcome: "Deleted from the site, the feed and the screens.",
    basis:
      "Published with the family's consent to gather people for the prayer; not needed once it has passed.",
  },
  newsletterUnconfirmed: {
    what: "Newsletter sign-ups never confirmed",
    period: { days: 7 },
    from: "the sign-up",
    action: "delete",
    outcome: "Deleted; we send nothing to an address that did not confirm.",
    basis: "Consent is given by the confirmation link; without it we keep nothing.",
  },
  emailBodies: {
    what: "Copies of the emails we send",
    period: { days: 90 },
    from: "they were sent (or finally failed)",
    action: "blank",
    outcome:
      "The message, its subject and the address are erased; we keep only which email it was, when and whether it was delivered.",
    basis: "Long enough to resend a lost email or answer a question about it.",
  },
  declinedListings: {
    what: "Business listings and job-seeker profiles we declined",
    period: { days: 30 },
    from: "we declined them, unless you changed them and sent them back for review",
    action: "delete",
    outcome: "Deleted with the logo, picture and CV.",
    basis: "Kept only so you can make the changes we asked for.",
  },
  sessions: {
    what: "Sign-ins (the device's internet address and browser) and email confirmation links",
    period: { days: 30 },
    from: "they expired",
    action: "delete",
    outcome: "Deleted (signing out deletes your sign-in at once).",
    basis: "Kept a short while to look into a sign-in you did not make.",
  },
  rateLimits: {
    what: "Counts of forms sent and log-ins tried from one internet address, browser or email address, or for one account",
    period: { days: 1 },
    from: "the count started",
    action: "delete",
    outcome: "Deleted.",
    basis: "Legitimate interest: they protect the site from abuse, and no limit lasts a day.",
  },
  backupArchives: {
    what: "Backups of the website (copies of its database and uploaded files, holding everything above)",
    period: { days: 35 },
    from: "they were made",
    action: "delete",
    outcome:
      "Deleted, except the most recent backup, which is kept until a newer one is made. Whatever the site deletes is gone from its backups once the last backup made before the deletion has gone.",
    basis:
      "Kept only to restore the site after a failure or an upgrade that went wrong: five weeks of daily and weekly copies.",
  },
  unusedImages: {
    what: "Uploaded photos and logos (job seekers' pictures, business logos, blog and page images)",
    period: { days: 1 },
    from: "they were uploaded, and for as long as a profile, listing, post or page shows them",
    action: "delete",
    outcome: "Deleted from our server: a deleted profile's picture goes with it.",
    basis: "A photo of a person is personal data; it is kept only while it is shown.",
  },
} as const satisfies Record<string, RetentionRule>;

export type RetentionRuleId = keyof typeof RETENTION_RULES;

export const RETENTION_RULE_IDS = Object.keys(RETENTION_RULES) as RetentionRuleId[];

/** Job seekers are emailed this many days before their profile's period ends. */
export const SEEKER_WARNING_DAYS = 30;

/** What an anonymised record shows in place of a person's name. */
export const ANONYMISED_NAME = "Anonymised";

/** The submission kind whose period is the counselling rule's (all other kinds: formSubmissions). */
export const COUNSELLING_SUBMISSION_KIND = "advice-and-counselling";

/** The audit log is kept: what administrators did is the centre's own accountability record. */
export const AUDIT_LOG_KEPT =
  "The record of what administrators did (the audit log) is kept, as the centre's accountability record.";

/**
 * Each rule as one sentence, for a page's `{{retention:<rule>}}`: "12 months after the profile
 * was last updated. Deleted with the CV. …".
 */
export function retentionWords(): Record<RetentionRuleId, string> {
  return Object.fromEntries(
    RETENTION_RULE_IDS.map((id) => {
      const rule = RETENTION_RULES[id];
      return [id, `${periodLabel(rule.period)} after ${rule.from}. ${rule.outcome}`];
    }),
  ) as Record<RetentionRuleId, string>;
}

/** "7 days", "12 months", "1 month". */
export function periodLabel(period: RetentionPeriod): string {
  const [count, unit] = "days" in period ? [period.days, "day"] : [period.months, "month"];
  return `${count} ${unit}${count === 1 ? "" : "s"}`;
}

/** A YYYY-MM-DD date moved by whole months; a day the month lacks becomes its last (31 → 28). */
export function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const first = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(
    Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0),
  ).getUTCDate();
  first.setUTCDate(Math.min(day, lastDay));
  return first.toISOString().slice(0, 10);
}

/** The UK calendar date one period before `now`'s UK date. */
export function cutoffDate(period: RetentionPeriod, now: Date): string {
  const today = localDate(now.getTime());
  if ("months" in period) return addMonths(today, -period.months);
  const [year, month, day] = today.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day - period.days)).toISOString().slice(0, 10);
}

/**
 * The instant one period before `now`, on the UK wall clock (12 months before 10:00 on 1 April is
 * 10:00 on 1 April the year before, whatever the clocks did in between). Anything whose period
 * started before it is due.
 */
export function retentionCutoff(period: RetentionPeriod, now: Date): Date {
  const clock = localClock(now.getTime());
  const seconds = Number(clock.slice(6, 8));
  const instant = instantAt(cutoffDate(period, now), clock.slice(0, 5));
  return new Date(instant + seconds * 1000 + now.getUTCMilliseconds());
}

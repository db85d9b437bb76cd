import type { NewsletterIssueStatus } from "#app/lib/db/enums";
import type { JanazahDetails } from "#app/lib/db/schema";

/** The newsletter's rules (decisions 0389, 0390), without database or request. */

/** Subscribers queued in the outbox per transaction while an issue is being sent. */
export const QUEUE_BATCH = 500;

/**
 * Where each subscriber's own unsubscribe link goes in an issue's email: the email is rendered
 * once per batch with this, and the database puts each subscriber's link in its place.
 */
export const UNSUBSCRIBE_PLACEHOLDER = "https://unsubscribe.invalid/WIC-NEWSLETTER-UNSUBSCRIBE";

/** The address of a subscriber's page: change topics, unsubscribe (also the one-click POST). */
export const unsubscribeUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/newsletter/unsubscribe/${token}`;

export const confirmUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/newsletter/confirm/${token}`;

/** RFC 8058: a mail program unsubscribes with one POST of `List-Unsubscribe=One-Click` to the URL. */
const ONE_CLICK_BODY = "List-Unsubscribe=One-Click";

export function unsubscribeHeaders(url: string): Record<string, string> {
  return { "List-Unsubscribe": `<${url}>`, "List-Unsubscribe-Post": ONE_CLICK_BODY };
}

/** The POST a mail program sends for RFC 8058's one-click unsubscribe. */
export function isOneClick(form: FormData): boolean {
  return form.get("List-Unsubscribe") === "One-Click";
}

/** A token as the links carry it. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,64}$/;

export interface IssueCounts {
  sent: number;
  failed: number;
  /** Queued in the outbox, or being handed to the mail server. */
  queued: number;
  /** Confirmed subscribers of the topic not yet queued (while the issue is being sent). */
  notQueued: number;
}

export interface IssueProgress {
  sent: number;
  failed: number;
  remaining: number;
  /** draft, sending (queued or still in the outbox), or sent (every email handed over or failed). */
  state: NewsletterIssueStatus;
}

export function issueProgress(status: NewsletterIssueStatus, counts: IssueCounts): IssueProgress {
  const remaining = counts.queued + (status === "sending" ? counts.notQueued : 0);
  const state =
    status === "draft" ? "draft" : remaining > 0 || status === "sending" ? "sending" : "sent";
  return { sent: counts.sent, failed: counts.failed, remaining, state };
}

/** A notice as an issue's Markdown: its text, the janazah's details, then its link. */
export function noticeIssueBody(notice: {
  body: string;
  link: string | null;
  janazah: JanazahDetails | null;
}): string {
  const parts = [notice.body.trim()];
  const janazah = notice.janazah;
  if (janazah) {
    const lines = [
      janazah.familyConsent && janazah.deceasedName.trim()
        ? `**Deceased:** ${janazah.deceasedName}`
        : "",
      janazah.prayer.trim() ? `**Janazah prayer:** ${janazah.prayer}` : "",
      janazah.place.trim() ? `**Place:** ${janazah.place}` : "",
      janazah.burial.trim() ? `**Burial:** ${janazah.burial}` : "",
    ].filter(Boolean);
    if (lines.length > 0) parts.push(lines.map((line) => `- ${line}`).join("\n"));
  }
  if (notice.link) parts.push(`[More details](${notice.link})`);
  return parts.filter(Boolean).join("\n\n");
}

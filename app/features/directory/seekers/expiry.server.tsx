import { and, gte, isNull, lt, lte, or } from "drizzle-orm";
import { getSiteSettings } from "#app/lib/config/settings.server";
import { db } from "#app/lib/db/client.server";
import { countRows } from "#app/lib/db/counts.server";
import { jobSeekers } from "#app/lib/db/schema";
import { queueEmail } from "#app/lib/email/outbox.server";
import {
  addMonths,
  RETENTION_RULES,
  retentionCutoff,
  SEEKER_WARNING_DAYS,
} from "#app/lib/privacy/retention";
import { formatCalendarDate } from "#app/lib/time/calendar";
import { localDate } from "#app/lib/time/london";
import { SeekerExpiryEmail } from "../emails/seeker-expiry-email";
import { forgetCv } from "./cv-files.server";

/**
 * Retention of job-seeker profiles (decision 0260): a profile not updated for 12 months is deleted
 * with its CV, after its owner was emailed 30 days before. A warning counts only while it is newer
 * than the profile's last update, so an update starts the period again without clearing anything.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const PERIOD = RETENTION_RULES.jobSeekers.period;

/** Profiles whose period ends within the warning window and whose owner was not yet told. */
function dueForWarning(now: Date) {
  const warnFrom = retentionCutoff(PERIOD, new Date(now.getTime() + SEEKER_WARNING_DAYS * DAY_MS));
  return and(
    lt(jobSeekers.updatedAt, warnFrom),
    or(isNull(jobSeekers.expiryWarnedAt), lt(jobSeekers.expiryWarnedAt, jobSeekers.updatedAt)),
  );
}

/**
 * Profiles past their period whose owner was warned since the last update, at least 30 days ago:
 * a profile the job never warned (the server was off, or the rule is new) gets its 30 days first.
 */
function dueForDeletion(now: Date) {
  return and(
    lt(jobSeekers.updatedAt, retentionCutoff(PERIOD, now)),
    gte(jobSeekers.expiryWarnedAt, jobSeekers.updatedAt),
    lte(jobSeekers.expiryWarnedAt, new Date(now.getTime() - SEEKER_WARNING_DAYS * DAY_MS)),
  );
}

export interface SeekerExpiryPreview {
  warn: number;
  delete: number;
  /** The profiles the next run deletes, by name (a short list). */
  deleting: string[];
}

export async function previewSeekerExpiry(now: Date, listLimit = 10): Promise<SeekerExpiryPreview> {
  const warn = await countRows(jobSeekers, dueForWarning(now));
  const deleting = await countRows(jobSeekers, dueForDeletion(now));
  const names = await db()
    .select({ name: jobSeekers.fullName })
    .from(jobSeekers)
    .where(dueForDeletion(now))
    .orderBy(jobSeekers.updatedAt)
    .limit(listLimit);
  return {
    warn,
    delete: deleting,
    deleting: names.map((row) => row.name),
  };
}

/** Deletes the expired profiles (then their CV files, once nothing else uses them). */
export async function deleteExpiredSeekers(now: Date): Promise<number> {
  const deleted = await db()
    .delete(jobSeekers)
    .where(dueForDeletion(now))
    .returning({ cvFile: jobSeekers.cvFile });
  for (const { cvFile } of deleted) await forgetCv(cvFile);
  return deleted.length;
}

/**
 * Emails each owner whose profile is due for a warning, once: the rows are claimed by the UPDATE
 * that stamps them (two servers running at once claim disjoint rows) and the emails are queued in
 * the same transaction, so a failure leaves neither.
 */
export async function warnExpiringSeekers(now: Date): Promise<number> {
  return db().transaction(async (tx) => {
    const claimed = await tx
      .update(jobSeekers)
      .set({ expiryWarnedAt: now })
      .where(dueForWarning(now))
      .returning({
        email: jobSeekers.email,
        fullName: jobSeekers.fullName,
        updatedAt: jobSeekers.updatedAt,
      });
    if (claimed.length === 0) return 0;
    const site = await getSiteSettings(tx);
    for (const seeker of claimed) {
      // Not before the period ends, nor before the 30 days' notice this email gives.
      const noticeEnds = localDate(now.getTime() + SEEKER_WARNING_DAYS * DAY_MS);
      const periodEnds = addMonths(localDate(seeker.updatedAt.getTime()), PERIOD.months);
      // YYYY-MM-DD dates sort as text: the later of the two.
      const deleteOn = [noticeEnds, periodEnds].sort()[1] ?? periodEnds;
      await queueEmail(tx, {
        template: "directory-seeker-expiry",
        to: seeker.email,
        replyTo: site.emails.contact,
        subject: `Your job-seeker profile will be deleted on ${formatCalendarDate(deleteOn, "weekdayLong")} – ${site.name}`,
        body: (
          <SeekerExpiryEmail
            name={seeker.fullName}
            profileName={seeker.fullName}
            deleteOn={formatCalendarDate(deleteOn, "weekdayLong")}
          />
        ),
      });
    }
    return claimed.length;
  });
}

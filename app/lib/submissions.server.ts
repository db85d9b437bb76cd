import { and, count, eq, inArray, lt, ne, sql } from "drizzle-orm";
import { getSiteSettings } from "#app/lib/config/settings.server";
import type { SiteConfig } from "#app/lib/config/site";
import { type Database, db as defaultDb } from "#app/lib/db/client.server";
import { submissions } from "#app/lib/db/schema";
import { type EmailToQueue, queueEmail } from "#app/lib/email/outbox.server";
import { logger } from "#app/lib/logger.server";
import { type DataSubject, type PersonalData, sameEmail } from "#app/lib/personal-data.server";
import {
  COUNSELLING_SUBMISSION_KIND,
  RETENTION_RULES,
  retentionCutoff,
} from "#app/lib/privacy/retention";

/**
 * Stores a public form submission and its emails in one transaction: the row is safe before any
 * email is tried, and the emails exist exactly when the row does. `emails` gets the centre's
 * settings as they are now (where notifications go, the centre's name for subjects).
 */
export async function storeSubmission(
  kind: string,
  payload: Record<string, unknown>,
  emails: (submissionId: string, site: SiteConfig) => Omit<EmailToQueue, "submissionId">[],
  database: Database = defaultDb(),
): Promise<string> {
  const id = await database.transaction(async (tx) => {
    const [row] = await tx
      .insert(submissions)
      .values({ kind, payload })
      .returning({ id: submissions.id });
    if (!row) throw new Error("submission insert returned no row");
    const site = await getSiteSettings(tx);
    for (const email of emails(row.id, site))
      await queueEmail(tx, { ...email, submissionId: row.id });
    return row.id;
  });
  logger.info({ kind, submissionId: id }, "submission stored");
  return id;
}

/**
 * "Download my data": the submissions of these kinds sent with the person's email address (the
 * payload's `emailField`), oldest first, listed under `key`.
 */
export async function submissionsSentBy(
  subject: DataSubject,
  { key, kinds, emailField }: { key: string; kinds: readonly string[]; emailField: string },
): Promise<PersonalData> {
  const rows = await defaultDb()
    .select()
    .from(submissions)
    .where(
      and(
        inArray(submissions.kind, [...kinds]),
        sameEmail(sql`${submissions.payload} ->> ${emailField}`, subject.confirmedEmail),
      ),
    )
    .orderBy(submissions.createdAt);
  return { records: { [key]: rows }, auditTargets: rows.map((row) => `submission:${row.id}`) };
}

/**
 * The submissions past their retention period (decision 0262): counselling requests after 12
 * months, every other form after 24, counted from when staff marked them handled, or from arrival
 * for one nobody ever handled (an abandoned request is not a reason to keep someone's details
 * forever).
 */
function expiredSubmissions(rule: "counselling" | "formSubmissions", now: Date) {
  const cutoff = retentionCutoff(RETENTION_RULES[rule].period, now);
  return and(
    rule === "counselling"
      ? eq(submissions.kind, COUNSELLING_SUBMISSION_KIND)
      : ne(submissions.kind, COUNSELLING_SUBMISSION_KIND),
    lt(sql`coalesce(${submissions.handledAt}, ${submissions.createdAt})`, cutoff),
  );
}

export async function countExpiredSubmissions(
  rule: "counselling" | "formSubmissions",
  now: Date,
  database: Database = defaultDb(),
): Promise<{ count: number; kinds: string[] }> {
  const rows = await database
    .select({ kind: submissions.kind, count: count() })
    .from(submissions)
    .where(expiredSubmissions(rule, now))
    .groupBy(submissions.kind)
    .orderBy(submissions.kind);
  return {
    count: rows.reduce((total, row) => total + row.count, 0),
    kinds: rows.map((row) => `${row.kind} (${row.count})`),
  };
}

/** Deletes them; their emails stay in the outbox (without their link) until that rule blanks them. */
export async function deleteExpiredSubmissions(
  rule: "counselling" | "formSubmissions",
  now: Date,
  database: Database = defaultDb(),
): Promise<number> {
  const deleted = await database
    .delete(submissions)
    .where(expiredSubmissions(rule, now))
    .returning({ id: submissions.id });
  return deleted.length;
}

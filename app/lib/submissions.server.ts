import { and, inArray, sql } from "drizzle-orm";
import { getSiteSettings } from "~/lib/config/settings.server";
import type { SiteConfig } from "~/lib/config/site";
import { type Database, db as defaultDb } from "~/lib/db/client.server";
import { submissions } from "~/lib/db/schema";
import { type EmailToQueue, queueEmail } from "~/lib/email/outbox.server";
import { logger } from "~/lib/logger.server";
import { type DataSubject, type PersonalData, sameEmail } from "~/lib/personal-data.server";

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

import { type Database, db as defaultDb } from "~/lib/db/client.server";
import { submissions } from "~/lib/db/schema";
import { type EmailToQueue, queueEmail } from "~/lib/email/outbox.server";
import { logger } from "~/lib/logger.server";

/**
 * Stores a public form submission and its emails in one transaction: the row is safe before any
 * email is tried, and the emails exist exactly when the row does.
 */
export async function storeSubmission(
  kind: string,
  payload: Record<string, unknown>,
  emails: (submissionId: string) => Omit<EmailToQueue, "submissionId">[],
  database: Database = defaultDb(),
): Promise<string> {
  const id = await database.transaction(async (tx) => {
    const [row] = await tx
      .insert(submissions)
      .values({ kind, payload })
      .returning({ id: submissions.id });
    if (!row) throw new Error("submission insert returned no row");
    for (const email of emails(row.id)) await queueEmail(tx, { ...email, submissionId: row.id });
    return row.id;
  });
  logger.info({ kind, submissionId: id }, "submission stored");
  return id;
}

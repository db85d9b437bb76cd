import { count, desc, eq, sql } from "drizzle-orm";
import { db } from "#app/lib/db/client.server";
import { columnsOf } from "#app/lib/db/columns";
import { countRows, countWhere, tally } from "#app/lib/db/counts.server";
import { auditLog, outbox, submissions, users } from "#app/lib/db/schema";

/** What waits for an administrator: new submissions and emails that failed for good. */
export async function pendingCounts(): Promise<{ newSubmissions: number; failedEmails: number }> {
  const [newSubmissions, failedEmails] = await Promise.all([
    countRows(submissions, eq(submissions.status, "new")),
    countRows(outbox, eq(outbox.status, "failed")),
  ]);
  return { newSubmissions, failedEmails };
}

/** The figures on the admin overview. */
export async function adminStats() {
  const [submissionTotals, emailTotals, userTotals] = await Promise.all([
    tally(submissions, { new: countWhere(sql`${submissions.status} = 'new'`), total: count() }),
    tally(outbox, {
      queued: countWhere(sql`${outbox.status} = 'queued'`),
      failed: countWhere(sql`${outbox.status} = 'failed'`),
    }),
    tally(users, { accounts: count(), admins: countWhere(sql`${users.role} = 'admin'`) }),
  ]);
  return {
    newSubmissions: submissionTotals.new,
    totalSubmissions: submissionTotals.total,
    queuedEmails: emailTotals.queued,
    failedEmails: emailTotals.failed,
    accounts: userTotals.accounts,
    admins: userTotals.admins,
  };
}

/** The newest entries of the audit log. */
export async function recentAudit(limit: number) {
  const rows = await db()
    .select(columnsOf(auditLog, ["id", "actorEmail", "action", "target", "details", "createdAt"]))
    .from(auditLog)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
  return rows.map(({ details, ...row }) => ({
    ...row,
    details: details && Object.keys(details).length > 0 ? JSON.stringify(details) : "",
  }));
}

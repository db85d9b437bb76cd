import { count, desc, eq, sql } from "drizzle-orm";
import { db } from "~/lib/db/client.server";
import { auditLog, outbox, submissions, users } from "~/lib/db/schema";

/** What waits for an administrator: new submissions and emails that failed for good. */
export async function pendingCounts(): Promise<{ newSubmissions: number; failedEmails: number }> {
  const [[newSubmissions], [failedEmails]] = await Promise.all([
    db().select({ total: count() }).from(submissions).where(eq(submissions.status, "new")),
    db().select({ total: count() }).from(outbox).where(eq(outbox.status, "failed")),
  ]);
  return { newSubmissions: newSubmissions?.total ?? 0, failedEmails: failedEmails?.total ?? 0 };
}

const countWhere = (condition: ReturnType<typeof sql>) =>
  sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

/** The figures on the admin overview. */
export async function adminStats() {
  const [[submissionTotals], [emailTotals], [userTotals]] = await Promise.all([
    db()
      .select({
        new: countWhere(sql`${submissions.status} = 'new'`),
        total: count(),
      })
      .from(submissions),
    db()
      .select({
        queued: countWhere(sql`${outbox.status} = 'queued'`),
        failed: countWhere(sql`${outbox.status} = 'failed'`),
      })
      .from(outbox),
    db()
      .select({
        accounts: count(),
        admins: countWhere(sql`${users.role} = 'admin'`),
      })
      .from(users),
  ]);
  return {
    newSubmissions: submissionTotals?.new ?? 0,
    totalSubmissions: submissionTotals?.total ?? 0,
    queuedEmails: emailTotals?.queued ?? 0,
    failedEmails: emailTotals?.failed ?? 0,
    accounts: userTotals?.accounts ?? 0,
    admins: userTotals?.admins ?? 0,
  };
}

/** The newest entries of the audit log. */
export async function recentAudit(limit: number) {
  const rows = await db()
    .select({
      id: auditLog.id,
      actorEmail: auditLog.actorEmail,
      action: auditLog.action,
      target: auditLog.target,
      details: auditLog.details,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
  return rows.map(({ details, ...row }) => ({
    ...row,
    details: details && Object.keys(details).length > 0 ? JSON.stringify(details) : "",
  }));
}

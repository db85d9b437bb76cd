import { and, desc, eq } from "drizzle-orm";
import type { StaffRole } from "#app/lib/auth/roles";
import { db } from "#app/lib/db/client.server";
import { columnsOf } from "#app/lib/db/columns";
import { countRows } from "#app/lib/db/counts.server";
import { auditLog, outbox, submissions } from "#app/lib/db/schema";
import { auditDetailsText } from "./readable-text";
import { scopeCondition } from "./submissions.server";
import { submissionScope } from "./visibility";

/** The new submissions the viewer's roles may see, for the menu's badge. */
export function newSubmissionCount(roles: readonly StaffRole[]): Promise<number> {
  return countRows(
    submissions,
    and(eq(submissions.status, "new"), scopeCondition(submissionScope(roles))),
  );
}

/** Emails that failed for good, for the menu's badge. */
export function failedEmailCount(): Promise<number> {
  return countRows(outbox, eq(outbox.status, "failed"));
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
    details: auditDetailsText(details),
  }));
}

import type { Database } from "#app/lib/db/client.server";
import { newsletterIssues, type notices } from "#app/lib/db/schema";
import { noticeIssueBody } from "./rules";
import { startSending } from "./send.server";

type Executor = Pick<Database, "insert" | "select" | "execute" | "update">;

/**
 * Sends a notice by email: a newsletter issue made from it, to its topic's confirmed subscribers,
 * started with the caller's transaction (once per notice).
 */
export async function queueNoticeEmail(
  executor: Executor,
  notice: typeof notices.$inferSelect,
): Promise<void> {
  const now = new Date();
  // The unique index on notice_id makes it once per notice, whoever calls twice.
  const [issue] = await executor
    .insert(newsletterIssues)
    .values({
      subject: notice.title,
      body: noticeIssueBody(notice),
      topic: notice.topic,
      noticeId: notice.id,
      createdBy: notice.createdBy,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: newsletterIssues.id });
  if (issue) await startSending(executor, issue.id, now);
}

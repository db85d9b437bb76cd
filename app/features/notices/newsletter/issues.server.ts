import { desc, eq, sql } from "drizzle-orm";
import { recordAudit } from "#app/lib/audit/audit.server";
import { db } from "#app/lib/db/client.server";
import type { NoticeTopic } from "#app/lib/db/enums";
import { noticeTopics } from "#app/lib/db/enums";
import { newsletterIssues, newsletterSubscribers } from "#app/lib/db/schema";
import { type SaveCheck, type StaleSave, staleSave, versionOf } from "#app/lib/versions";
import { issueProgress } from "./rules";
import { ISSUE_LABELS, type IssueValues } from "./schema";
import { issueCounts, startSending } from "./send.server";

/** The newsletter's admin: issues and subscriber counts. */

type Actor = { id: string | null; email: string };

/** Confirmed subscribers per topic, and sign-ups waiting for their confirmation. */
export async function subscriberCounts() {
  const rows = await db()
    .select({
      topic: sql<string>`topic`,
      count: sql<number>`count(*)`.mapWith(Number),
    })
    .from(
      sql`${newsletterSubscribers}, jsonb_array_elements_text(${newsletterSubscribers.topics}) as topic`,
    )
    .where(eq(newsletterSubscribers.status, "confirmed"))
    .groupBy(sql`topic`);
  const [pending] = await db()
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.status, "pending"));
  const byTopic = Object.fromEntries(noticeTopics.map((topic) => [topic, 0])) as Record<
    NoticeTopic,
    number
  >;
  for (const row of rows) if (row.topic in byTopic) byTopic[row.topic as NoticeTopic] = row.count;
  return { byTopic, pending: pending?.count ?? 0 };
}

export async function listIssues() {
  return db()
    .select({
      id: newsletterIssues.id,
      subject: newsletterIssues.subject,
      topic: newsletterIssues.topic,
      status: newsletterIssues.status,
      createdAt: newsletterIssues.createdAt,
      sendStartedAt: newsletterIssues.sendStartedAt,
    })
    .from(newsletterIssues)
    .orderBy(desc(newsletterIssues.createdAt), desc(newsletterIssues.id))
    .limit(200);
}

export function parseIssueId(value: string): number | null {
  return /^\d{1,9}$/.test(value) ? Number(value) : null;
}

export async function findIssue(id: number) {
  const [issue] = await db().select().from(newsletterIssues).where(eq(newsletterIssues.id, id));
  return issue ?? null;
}

/** An issue for its page: its values, version and progress. */
export async function issueForEditor(id: number) {
  const issue = await findIssue(id);
  if (!issue) return null;
  return {
    id: issue.id,
    status: issue.status,
    values: { subject: issue.subject, topic: issue.topic, body: issue.body },
    version: versionOf(issue.updatedAt),
    sendStartedAt: issue.sendStartedAt?.toISOString() ?? null,
    progress: issueProgress(issue.status, await issueCounts(issue)),
  };
}

/**
 * Creates or saves a draft; refused as stale when someone saved since the form was opened, and
 * "not-draft" once sending has started (what went out is what it says).
 */
export async function saveIssue(
  actor: Actor,
  id: number | null,
  values: IssueValues,
  check: SaveCheck,
  now = new Date(),
): Promise<{ id: number } | StaleSave | "not-draft" | "gone"> {
  return db().transaction(async (tx) => {
    if (id === null) {
      const [created] = await tx
        .insert(newsletterIssues)
        .values({ ...values, createdBy: actor.email, createdAt: now, updatedAt: now })
        .returning({ id: newsletterIssues.id });
      if (!created) throw new Error("the newsletter was not stored");
      await recordAudit(actor, "newsletter.create", `newsletter_issue:${created.id}`, values, tx);
      return created;
    }
    const [before] = await tx
      .select()
      .from(newsletterIssues)
      .where(eq(newsletterIssues.id, id))
      .for("update");
    if (!before) return "gone";
    if (before.status !== "draft") return "not-draft";
    const stale = staleSave(before.updatedAt, check, () => before, ISSUE_LABELS);
    if (stale) return stale;
    await tx
      .update(newsletterIssues)
      .set({ ...values, updatedAt: now })
      .where(eq(newsletterIssues.id, id));
    await recordAudit(actor, "newsletter.update", `newsletter_issue:${id}`, values, tx);
    return { id };
  });
}

/** Starts sending a saved draft to its topic; false when it was not a draft. */
export async function sendIssue(actor: Actor, id: number, now = new Date()): Promise<boolean> {
  return db().transaction(async (tx) => {
    const started = await startSending(tx, id, now);
    if (started) await recordAudit(actor, "newsletter.send", `newsletter_issue:${id}`, {}, tx);
    return started;
  });
}

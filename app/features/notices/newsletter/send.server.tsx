import { and, eq, inArray, sql } from "drizzle-orm";
import { env } from "#app/lib/config/env.server";
import { type Database, db as defaultDb } from "#app/lib/db/client.server";
import { countWhere, tally } from "#app/lib/db/counts.server";
import { newsletterIssues, newsletterSubscribers, outbox } from "#app/lib/db/schema";
import { queueEmail, renderEmail, wakeOutbox } from "#app/lib/email/outbox.server";
import { startWakeableWorker, wakeChannel } from "#app/lib/jobs/wakeable-worker.server";
import { renderMarkdown } from "#app/lib/markdown/render";
import { NewsletterIssueEmail } from "./emails/newsletter-emails";
import { NEWSLETTER_MESSAGES } from "./messages";
import {
  type IssueCounts,
  QUEUE_BATCH,
  UNSUBSCRIBE_PLACEHOLDER,
  unsubscribeHeaders,
  unsubscribeUrl,
} from "./rules";

/**
 * Sending an issue (decision 0390): marked 'sending', then queued in the outbox in batches, one
 * row per confirmed subscriber of its topic (the unique index on issue and address makes it once
 * each, whichever server or restart queues it), then 'sent' once none is left to queue. The
 * outbox sends them after every other email, at NEWSLETTER_SEND_PER_MINUTE.
 */

type Issue = typeof newsletterIssues.$inferSelect;
type Executor = Pick<Database, "update">;

/** Starts sending a draft, with the caller's transaction; false when it is not a draft any more. */
export async function startSending(executor: Executor, issueId: number, now: Date) {
  const started = await executor
    .update(newsletterIssues)
    .set({ status: "sending", sendStartedAt: now, updatedAt: now })
    .where(and(eq(newsletterIssues.id, issueId), eq(newsletterIssues.status, "draft")))
    .returning({ id: newsletterIssues.id });
  if (started.length > 0) wakeNewsletterSender();
  return started.length > 0;
}

/** The issue's email, rendered once per batch; each subscriber's link replaces the placeholder. */
function issueEmail(issue: Pick<Issue, "subject" | "body">, link: string) {
  return (
    <NewsletterIssueEmail
      subject={issue.subject}
      html={renderMarkdown(issue.body).html}
      unsubscribeUrl={link}
    />
  );
}

const ofTopic = (topic: string) =>
  sql`${newsletterSubscribers.status} = 'confirmed' and ${newsletterSubscribers.topics} @> jsonb_build_array(${topic}::text)`;

const notQueuedFor = (issueId: number) =>
  sql`not exists (select 1 from ${outbox} where ${outbox.newsletterIssueId} = ${issueId} and ${outbox.toAddress} = ${newsletterSubscribers.email})`;

/** Queues the next batch of the issue's subscribers; answers how many were queued. */
async function queueNextBatch(
  issue: Issue,
  now: Date,
  database: Database = defaultDb(),
): Promise<number> {
  const { html, text } = await renderEmail(database, issueEmail(issue, UNSUBSCRIBE_PLACEHOLDER));
  const link = sql`${unsubscribeUrl(env().PUBLIC_URL, "")} || ${newsletterSubscribers.token}`;
  const headers = JSON.stringify(unsubscribeHeaders(UNSUBSCRIBE_PLACEHOLDER));
  const result = await database.execute(sql`
    insert into ${outbox} (template, to_address, subject, html, text, headers, newsletter_issue_id, next_attempt_at)
    select 'newsletter-issue', ${newsletterSubscribers.email}, ${issue.subject},
      replace(${html}::text, ${UNSUBSCRIBE_PLACEHOLDER}::text, ${link}),
      replace(${text}::text, ${UNSUBSCRIBE_PLACEHOLDER}::text, ${link}),
      replace(${headers}::text, ${UNSUBSCRIBE_PLACEHOLDER}::text, ${link})::jsonb,
      ${issue.id}, ${now.toISOString()}::timestamptz
    from ${newsletterSubscribers}
    where ${ofTopic(issue.topic)} and ${notQueuedFor(issue.id)}
    order by ${newsletterSubscribers.id}
    limit ${QUEUE_BATCH}
    on conflict do nothing
    returning id`);
  const queued = rowCount(result);
  if (queued > 0) wakeOutbox();
  return queued;
}

/** Rows a raw statement returned (PGlite and node-postgres answer differently). */
function rowCount(result: unknown): number {
  const rows = (result as { rows?: unknown[] }).rows ?? (result as unknown[]);
  return Array.isArray(rows) ? rows.length : 0;
}

/**
 * Queues the issue's batches until none is left (then it is 'sent') or `stopping` is aborted.
 * Safe to run twice at once or after a crash: what is queued is in the database.
 */
async function queueIssue(
  issue: Issue,
  stopping?: AbortSignal,
  database: Database = defaultDb(),
): Promise<void> {
  while (!stopping?.aborted) {
    const queued = await queueNextBatch(issue, new Date(), database);
    if (queued < QUEUE_BATCH) {
      await database
        .update(newsletterIssues)
        .set({ status: "sent", sentAt: new Date() })
        .where(and(eq(newsletterIssues.id, issue.id), eq(newsletterIssues.status, "sending")));
      return;
    }
  }
}

/** One run of the sender: every issue being sent, queued on. */
export async function queueSendingIssues(
  stopping?: AbortSignal,
  database: Database = defaultDb(),
): Promise<void> {
  const sending = await database
    .select()
    .from(newsletterIssues)
    .where(eq(newsletterIssues.status, "sending"))
    .orderBy(newsletterIssues.id);
  for (const issue of sending) {
    if (stopping?.aborted) return;
    await queueIssue(issue, stopping, database);
  }
}

const newsletterSenders = wakeChannel("Newsletter");
const wakeNewsletterSender = newsletterSenders.wake;

/**
 * The sender's job: every `intervalMs`, and soon after an issue starts in this process. A new
 * process continues where a stopped one left off. Answers what stops it (after its batch).
 */
export function startNewsletterSender({ intervalMs = 10_000 } = {}): () => Promise<void> {
  return startWakeableWorker({
    channel: newsletterSenders,
    intervalMs,
    failure: "newsletter queueing failed",
    run: async (stopping) => {
      await queueSendingIssues(stopping);
      return false;
    },
  });
}

/** Where an issue stands: its emails by status, and the subscribers not yet queued. */
export async function issueCounts(issue: Pick<Issue, "id" | "topic" | "status">) {
  const [emails, notQueued] = await Promise.all([
    tally(
      outbox,
      {
        sent: countWhere(sql`${outbox.status} = 'sent'`),
        failed: countWhere(sql`${outbox.status} = 'failed'`),
        queued: countWhere(inArray(outbox.status, ["queued", "sending"])),
      },
      eq(outbox.newsletterIssueId, issue.id),
    ),
    issue.status === "sending"
      ? tally(
          newsletterSubscribers,
          { count: countWhere(sql`true`) },
          sql`${ofTopic(issue.topic)} and ${notQueuedFor(issue.id)}`,
        ).then((row) => row.count)
      : 0,
  ]);
  return { ...emails, notQueued } satisfies IssueCounts;
}

/** "Send a test to me": the issue to the staff member alone, through the outbox as any email. */
export async function sendTest(issue: Pick<Issue, "subject" | "body">, to: string) {
  await defaultDb().transaction((tx) =>
    queueEmail(tx, {
      template: "newsletter-test",
      to,
      subject: `${NEWSLETTER_MESSAGES.testSubjectPrefix}${issue.subject}`,
      body: issueEmail(issue, `${env().PUBLIC_URL}/newsletter`),
    }),
  );
}

import { render } from "@react-email/render";
import { and, asc, count, eq, inArray, lt, lte, ne, or, sql } from "drizzle-orm";
import { createElement, type ReactElement } from "react";
import { env } from "#app/lib/config/env.server";
import { getSiteSettings } from "#app/lib/config/settings.server";
import { SiteSettingsContext } from "#app/lib/config/use-site-settings";
import { type Database, db as defaultDb } from "#app/lib/db/client.server";
import { columnsOf } from "#app/lib/db/columns";
import { outbox } from "#app/lib/db/schema";
import { startWakeableWorker, wakeChannel } from "#app/lib/jobs/wakeable-worker.server";
import { errorForLog, logger } from "#app/lib/logger.server";
import { sameEmail } from "#app/lib/personal-data.server";
import { RETENTION_RULES, retentionCutoff } from "#app/lib/privacy/retention";
import type { MailTransport } from "./transport.server";

/** Minutes to wait after the 1st, 2nd, 3rd and 4th failed attempt; the 5th failure is final. */
const RETRY_DELAYS_MINUTES = [1, 5, 30, 120] as const;
export const MAX_ATTEMPTS = RETRY_DELAYS_MINUTES.length + 1;
/** A row left in 'sending' this long (a worker died mid-send) is picked up again. */
const STALE_CLAIM_MS = 10 * 60 * 1000;

type Executor = Pick<Database, "insert" | "select">;

export interface EmailToQueue {
  template: string;
  to: string;
  replyTo?: string;
  subject: string;
  body: ReactElement;
  submissionId?: string;
  /** Extra headers for the message. */
  headers?: Record<string, string>;
}

/** An email's HTML and plain text, with the centre's settings as they are now (through `executor`). */
export async function renderEmail(
  executor: Pick<Database, "select">,
  email: ReactElement,
): Promise<{ html: string; text: string }> {
  const body = createElement(
    SiteSettingsContext,
    { value: await getSiteSettings(executor) },
    email,
  );
  const [html, text] = await Promise.all([render(body), render(body, { plainText: true })]);
  return { html, text };
}

/**
 * Renders the email and inserts it with the caller's transaction, so it commits with the data.
 * The templates read the centre's settings (name, address, colours) as they are now, through
 * the caller's transaction.
 */
export async function queueEmail(executor: Executor, email: EmailToQueue): Promise<void> {
  const { html, text } = await renderEmail(executor, email.body);
  await executor.insert(outbox).values({
    template: email.template,
    toAddress: email.to,
    replyTo: email.replyTo ?? null,
    subject: email.subject,
    html,
    text,
    submissionId: email.submissionId ?? null,
    headers: email.headers ?? null,
    // Due at this process's clock (milliseconds), not the database's now() (microseconds): a run
    // started in the same millisecond (`now = new Date()`) would otherwise find it not yet due.
    nextAttemptAt: new Date(),
  });
  wakeOutbox();
}

/**
 * The emails queued for this address, oldest first, without their bodies: those repeat records
 * the person already has, and some carry one-time links (password resets).
 */
export function emailsSentTo(email: string, database: Database = defaultDb()) {
  return database
    .select(columnsOf(outbox, ["template", "subject", "status", "createdAt", "sentAt"]))
    .from(outbox)
    .where(sameEmail(outbox.toAddress, email))
    .orderBy(asc(outbox.createdAt), asc(outbox.id));
}

/** The delay before the next try, or null when the attempt just made was the last one. */
export function nextAttemptDelayMs(attemptsMade: number): number | null {
  const minutes = RETRY_DELAYS_MINUTES[attemptsMade - 1];
  return minutes === undefined ? null : minutes * 60 * 1000;
}

export interface OutboxRunResult {
  sent: number;
  retried: number;
  failed: number;
}

/**
 * How many newsletter emails may be claimed now, at `perMinute` (decision 0390): a bucket that
 * fills at that rate and holds ten seconds' worth, so a worker sends them in small batches while
 * every other email goes first and at once.
 */
export class NewsletterPace {
  private tokens: number;
  private readonly capacity: number;
  private last: number;

  constructor(
    private readonly perMinute = env().NEWSLETTER_SEND_PER_MINUTE,
    start = Date.now(),
  ) {
    this.capacity = Math.max(1, Math.ceil(perMinute / 6));
    this.tokens = this.capacity;
    this.last = start;
  }

  /** The whole emails allowed at `now`. */
  allowance(now = Date.now()): number {
    this.tokens = Math.min(
      this.capacity,
      this.tokens + ((now - this.last) * this.perMinute) / 60_000,
    );
    this.last = Math.max(this.last, now);
    return Math.floor(this.tokens);
  }

  take(count: number): void {
    this.tokens -= count;
  }
}

export async function processOutbox({
  transport,
  database = defaultDb(),
  now = new Date(),
  batchSize = 20,
  stopping,
  newsletterPace = new NewsletterPace(),
}: {
  transport: MailTransport;
  database?: Database;
  now?: Date;
  batchSize?: number;
  /** Once aborted, the email being sent is finished and the rest of the batch is put back. */
  stopping?: AbortSignal;
  /** How many newsletter emails may go now (a worker keeps one across its runs). */
  newsletterPace?: NewsletterPace;
}): Promise<OutboxRunResult> {
  const result: OutboxRunResult = { sent: 0, retried: 0, failed: 0 };
  const staleBefore = new Date(now.getTime() - STALE_CLAIM_MS);

  // Claim due rows; SKIP LOCKED lets several workers run without sending a row twice.
  const claimed = await database.transaction(async (tx) => {
    const locked = await tx
      .select()
      .from(outbox)
      .where(
        and(
          lte(outbox.nextAttemptAt, now),
          or(
            eq(outbox.status, "queued"),
            and(eq(outbox.status, "sending"), lt(outbox.claimedAt, staleBefore)),
          ),
        ),
      )
      // Every other email before any newsletter's, so a password reset never waits behind one.
      .orderBy(sql`(${outbox.newsletterIssueId} is not null)`, asc(outbox.id))
      .limit(batchSize)
      .for("update", { skipLocked: true });
    let newsletters = newsletterPace.allowance(now.getTime());
    const rows = locked.filter((row) => row.newsletterIssueId === null || newsletters-- > 0);
    newsletterPace.take(rows.filter((row) => row.newsletterIssueId !== null).length);
    if (rows.length > 0) {
      await tx
        .update(outbox)
        .set({ status: "sending", claimedAt: now })
        .where(
          inArray(
            outbox.id,
            rows.map((row) => row.id),
          ),
        );
    }
    return rows;
  });

  for (const [index, row] of claimed.entries()) {
    if (stopping?.aborted) {
      await releaseClaims(database, claimed.slice(index));
      break;
    }
    const attempts = row.attempts + 1;
    try {
      await transport.send({
        messageId: outboxMessageId(row),
        to: row.toAddress,
        replyTo: row.replyTo,
        subject: row.subject,
        html: row.html,
        text: row.text,
        headers: row.headers,
      });
      await database
        .update(outbox)
        .set({ status: "sent", attempts, sentAt: new Date(), lastError: null })
        .where(eq(outbox.id, row.id));
      result.sent++;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const delay = nextAttemptDelayMs(attempts);
      await database
        .update(outbox)
        .set(
          delay === null
            ? { status: "failed", attempts, lastError: message }
            : {
                status: "queued",
                attempts,
                lastError: message,
                nextAttemptAt: new Date(now.getTime() + delay),
              },
        )
        .where(eq(outbox.id, row.id));
      if (delay === null) result.failed++;
      else result.retried++;
      logger.warn(
        { outboxId: row.id, template: row.template, attempts, error: errorForLog(error) },
        delay === null ? "email failed for good" : "email failed, will retry",
      );
    }
  }
  return result;
}

/**
 * One Message-ID per outbox row, the same on every attempt: a worker killed after the mail
 * server took an email but before the row was marked sent sends it again (at least once), and
 * mail systems that keep Message-IDs (Gmail among them) show the copy once.
 */
function outboxMessageId(row: { id: number; createdAt: Date }): string {
  return `<outbox-${row.id}-${row.createdAt.getTime()}@${new URL(env().PUBLIC_URL).hostname}>`;
}

/** Hands claimed rows back to the queue untried, for the next worker to send without delay. */
async function releaseClaims(database: Database, rows: { id: number }[]): Promise<void> {
  await database
    .update(outbox)
    .set({ status: "queued", claimedAt: null })
    .where(
      and(
        eq(outbox.status, "sending"),
        inArray(
          outbox.id,
          rows.map((row) => row.id),
        ),
      ),
    );
}

/** Puts a failed email back in the queue for an immediate try (admin action). */
export async function retryEmail(id: number, database: Database = defaultDb()): Promise<void> {
  await database
    .update(outbox)
    .set({ status: "queued", attempts: 0, nextAttemptAt: new Date(), lastError: null })
    .where(and(eq(outbox.id, id), eq(outbox.status, "failed")));
  wakeOutbox();
}

const outboxWorkers = wakeChannel("Outbox");

/** Wakes this process's outbox worker (after emails were queued). */
export const wakeOutbox = outboxWorkers.wake;

/**
 * Sends due emails every `intervalMs`, and soon after new ones are queued in this process.
 * Returns a function that stops the worker: it waits for the email being sent, and puts the
 * rest of the batch back in the queue (a shutdown should not wait for twenty SMTP round trips).
 */
export function startOutboxWorker({
  transport,
  intervalMs,
  batchSize = 20,
  newsletterPerMinute,
}: {
  transport: MailTransport;
  intervalMs: number;
  batchSize?: number;
  newsletterPerMinute?: number;
}): () => Promise<void> {
  const newsletterPace = new NewsletterPace(newsletterPerMinute);
  return startWakeableWorker({
    channel: outboxWorkers,
    intervalMs,
    wakeDelayMs: 50,
    failure: "outbox run failed",
    run: async (stopping) => {
      const run = await processOutbox({ transport, batchSize, newsletterPace, stopping });
      // A full batch: more may be waiting (a newsletter), so the next run starts at once.
      return run.sent + run.retried + run.failed >= batchSize;
    },
  });
}

/**
 * Emails whose copy has been kept long enough (retention rule `emailBodies`): sent, or failed for
 * good, before the cutoff, and not yet blanked. Queued and sending rows are never touched.
 */
function bodiesPastRetention(now: Date) {
  const cutoff = retentionCutoff(RETENTION_RULES.emailBodies.period, now);
  return and(
    inArray(outbox.status, ["sent", "failed"]),
    lt(sql`coalesce(${outbox.sentAt}, ${outbox.createdAt})`, cutoff),
    or(ne(outbox.html, ""), ne(outbox.toAddress, BLANKED_ADDRESS)),
  );
}

/**
 * A blanked email's address: empty, but "#id" for a newsletter's emails, which stay one per
 * address of each issue (a unique index).
 */
const BLANKED_ADDRESS = sql<string>`case when ${outbox.newsletterIssueId} is null then '' else '#' || ${outbox.id} end`;

export async function countEmailBodiesToBlank(
  now: Date,
  database: Database = defaultDb(),
): Promise<number> {
  const [row] = await database
    .select({ count: count() })
    .from(outbox)
    .where(bodiesPastRetention(now));
  return row?.count ?? 0;
}

/**
 * Erases the message, subject and address of old emails (subjects often name the person); the
 * row keeps its template, status, attempts and times, so the admin still sees what was sent when.
 */
export async function blankOldEmailBodies(
  now: Date,
  database: Database = defaultDb(),
): Promise<number> {
  const blanked = await database
    .update(outbox)
    .set({
      html: "",
      text: "",
      subject: "",
      toAddress: BLANKED_ADDRESS,
      replyTo: null,
      lastError: null,
      headers: null,
    })
    .where(bodiesPastRetention(now))
    .returning({ id: outbox.id });
  return blanked.length;
}

import { and, asc, eq, inArray, lte } from "drizzle-orm";
import webpush from "web-push";
import { type Database, db as defaultDb } from "#app/lib/db/client.server";
import { notices, pushDeliveries, pushSubscriptions } from "#app/lib/db/schema";
import { nextAttemptDelayMs } from "#app/lib/email/outbox.server";
import { startWakeableWorker } from "#app/lib/jobs/wakeable-worker.server";
import { logger } from "#app/lib/logger.server";
import { noticePayload, pushUrgency } from "./payload.server";
import { vapidKeys, vapidSubject } from "./vapid.server";
import { pushSenders } from "./wake.server";

/** How long a push service may keep a push for a phone that is off: half a day. */
export const PUSH_TTL_SECONDS = 12 * 60 * 60;
/** A claimed delivery is left alone this long; a sender that died mid-send is then replaced. */
const CLAIM_MS = 10 * 60 * 1000;
const SEND_TIMEOUT_MS = 15_000;

export interface PushRunResult {
  sent: number;
  retried: number;
  failed: number;
  /** Subscriptions the push service said are gone (404/410), deleted. */
  gone: number;
}

type Claimed = { noticeId: number; subscriptionId: number; attempts: number };

/** Claims due deliveries: pushed out by the claim time, so no other sender takes them meanwhile. */
async function claim(database: Database, now: Date, batchSize: number): Promise<Claimed[]> {
  return database.transaction(async (tx) => {
    const rows = await tx
      .select({
        noticeId: pushDeliveries.noticeId,
        subscriptionId: pushDeliveries.subscriptionId,
        attempts: pushDeliveries.attempts,
      })
      .from(pushDeliveries)
      .where(and(eq(pushDeliveries.status, "queued"), lte(pushDeliveries.nextAttemptAt, now)))
      .orderBy(asc(pushDeliveries.nextAttemptAt))
      .limit(batchSize)
      .for("update", { skipLocked: true });
    for (const row of rows)
      await tx
        .update(pushDeliveries)
        .set({ nextAttemptAt: new Date(now.getTime() + CLAIM_MS) })
        .where(delivery(row));
    return rows;
  });
}

const delivery = (row: { noticeId: number; subscriptionId: number }) =>
  and(
    eq(pushDeliveries.noticeId, row.noticeId),
    eq(pushDeliveries.subscriptionId, row.subscriptionId),
  );

/** Posts the push (web-push signs and encrypts it), answering the push service's status. */
async function post(request: webpush.RequestDetails): Promise<{ status: number; text: string }> {
  const response = await fetch(request.endpoint, {
    method: request.method,
    headers: Object.fromEntries(
      Object.entries(request.headers).map(([name, value]) => [name, String(value)]),
    ),
    body: request.body ? new Uint8Array(request.body) : undefined,
    signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
  });
  return { status: response.status, text: (await response.text()).slice(0, 200) };
}

/**
 * Sends due pushes: each through its subscription's push service (Web Push protocol, VAPID
 * signed, payload encrypted), deleting subscriptions the service says are gone, retrying others
 * on the outbox's delays, then marking them failed.
 */
export async function processPushDeliveries({
  database = defaultDb(),
  now = new Date(),
  batchSize = 50,
}: {
  database?: Database;
  now?: Date;
  batchSize?: number;
} = {}): Promise<PushRunResult> {
  const result: PushRunResult = { sent: 0, retried: 0, failed: 0, gone: 0 };
  const claimed = await claim(database, now, batchSize);
  if (claimed.length === 0) return result;
  const keys = vapidKeys();
  const vapidDetails = { subject: await vapidSubject(database), ...keys };
  const subscriptions = await database
    .select()
    .from(pushSubscriptions)
    .where(
      inArray(
        pushSubscriptions.id,
        claimed.map((row) => row.subscriptionId),
      ),
    );
  const noticeRows = await database
    .select()
    .from(notices)
    .where(
      inArray(
        notices.id,
        claimed.map((row) => row.noticeId),
      ),
    );
  for (const row of claimed) {
    const subscription = subscriptions.find((each) => each.id === row.subscriptionId);
    const notice = noticeRows.find((each) => each.id === row.noticeId);
    if (!subscription || !notice) continue; // deleted meanwhile: its deliveries went with it
    const attempts = row.attempts + 1;
    if (notice.endsAt <= now) {
      await database
        .update(pushDeliveries)
        .set({ status: "failed", attempts, lastError: "The notice ended before it was sent." })
        .where(delivery(row));
      result.failed++;
      continue;
    }
    let problem: string;
    try {
      const payload = noticePayload(notice);
      const request = webpush.generateRequestDetails(
        {
          endpoint: subscription.endpoint,
          keys: { p256dh: subscription.p256dh, auth: subscription.auth },
        },
        JSON.stringify(payload),
        {
          vapidDetails,
          TTL: PUSH_TTL_SECONDS,
          urgency: pushUrgency(notice.kind),
          topic: payload.tag.replace(/[^A-Za-z0-9_-]/g, ""),
          contentEncoding: "aes128gcm",
        },
      );
      const answer = await post(request);
      if (answer.status >= 200 && answer.status < 300) {
        const sentAt = new Date();
        await database
          .update(pushDeliveries)
          .set({ status: "sent", attempts, sentAt, lastError: null })
          .where(delivery(row));
        await database
          .update(pushSubscriptions)
          .set({ lastSentAt: sentAt })
          .where(eq(pushSubscriptions.id, subscription.id));
        result.sent++;
        continue;
      }
      if (answer.status === 404 || answer.status === 410) {
        // The browser unsubscribed or the subscription expired: its deliveries go with it.
        await database.delete(pushSubscriptions).where(eq(pushSubscriptions.id, subscription.id));
        logger.info({ subscriptionId: subscription.id }, "push subscription gone: deleted");
        result.gone++;
        continue;
      }
      problem = `Push service answered ${answer.status}: ${answer.text}`.trim();
    } catch (error) {
      problem = error instanceof Error ? error.message : String(error);
    }
    const delay = nextAttemptDelayMs(attempts);
    await database
      .update(pushDeliveries)
      .set(
        delay === null
          ? { status: "failed", attempts, lastError: problem }
          : {
              attempts,
              lastError: problem,
              nextAttemptAt: new Date(now.getTime() + delay),
            },
      )
      .where(delivery(row));
    if (delay === null) result.failed++;
    else result.retried++;
    logger.warn(
      { noticeId: row.noticeId, subscriptionId: row.subscriptionId, attempts, problem },
      delay === null ? "push failed for good" : "push failed, will retry",
    );
  }
  return result;
}

/**
 * Sends due pushes every `intervalMs`, and soon after pushes are queued in this process. Answers
 * a function that stops it (after the run in progress).
 */
export function startPushSender({ intervalMs }: { intervalMs: number }): () => Promise<void> {
  return startWakeableWorker({
    channel: pushSenders,
    intervalMs,
    unref: true,
    failure: "push run failed",
    run: async () => {
      await processPushDeliveries();
      return false;
    },
  });
}

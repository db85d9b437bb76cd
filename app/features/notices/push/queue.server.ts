import { sql } from "drizzle-orm";
import type { Database } from "#app/lib/db/client.server";
import { pushDeliveries, pushSubscriptions } from "#app/lib/db/schema";
import type { NoticeTopic } from "../topics";
import { wakePushSender } from "./wake.server";

type Executor = Pick<Database, "insert" | "select" | "execute">;

/** Rows per insert: a centre's subscribers are thousands at most. */
const CHUNK = 500;

/**
 * Queues one push of the notice to every subscription of its topic (at most one each, whatever
 * is called twice), with the caller's transaction, and wakes the sender. Answers how many.
 */
export async function queueNoticePushes(
  executor: Executor,
  notice: { id: number; topic: NoticeTopic },
): Promise<number> {
  const subscribers = await executor
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(sql`${pushSubscriptions.topics} @> ${JSON.stringify([notice.topic])}::jsonb`);
  // Due at this process's clock, as the outbox's rows (a run started in the same millisecond).
  const nextAttemptAt = new Date();
  let queued = 0;
  for (let start = 0; start < subscribers.length; start += CHUNK) {
    const rows = subscribers.slice(start, start + CHUNK).map((subscription) => ({
      noticeId: notice.id,
      subscriptionId: subscription.id,
      nextAttemptAt,
    }));
    const inserted = await executor
      .insert(pushDeliveries)
      .values(rows)
      .onConflictDoNothing()
      .returning({ subscriptionId: pushDeliveries.subscriptionId });
    queued += inserted.length;
  }
  if (queued > 0) wakePushSender();
  return queued;
}

import { eq, sql } from "drizzle-orm";
import { type Database, db as defaultDb } from "#app/lib/db/client.server";
import { pushSubscriptions } from "#app/lib/db/schema";
import type { NoticeTopic } from "../topics";

/** A browser's subscription as the subscribe form sends it. */
export interface SubscriptionToSave {
  endpoint: string;
  p256dh: string;
  auth: string;
  topics: NoticeTopic[];
}

/** Stores the subscription, or replaces the keys and topics of the one with its endpoint. */
export async function saveSubscription(
  subscription: SubscriptionToSave,
  database: Database = defaultDb(),
): Promise<void> {
  await database
    .insert(pushSubscriptions)
    .values(subscription)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: {
        p256dh: subscription.p256dh,
        auth: subscription.auth,
        topics: subscription.topics,
        updatedAt: sql`now()`,
      },
    });
}

/** Deletes the subscription with this endpoint (its queued pushes go with it); false if none. */
export async function deleteSubscription(
  endpoint: string,
  database: Database = defaultDb(),
): Promise<boolean> {
  const deleted = await database
    .delete(pushSubscriptions)
    .where(eq(pushSubscriptions.endpoint, endpoint))
    .returning({ id: pushSubscriptions.id });
  return deleted.length > 0;
}

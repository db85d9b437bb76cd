import { eq } from "drizzle-orm";
import type { Database } from "#app/lib/db/client.server";
import { outbox } from "#app/lib/db/schema";

/** The emails queued with one template, oldest first. */
export function queuedEmails(db: Database, template: string) {
  return db.select().from(outbox).where(eq(outbox.template, template)).orderBy(outbox.id);
}

import { type Database, db as defaultDb } from "#app/lib/db/client.server";
import { auditLog } from "#app/lib/db/schema";

type Executor = Pick<Database, "insert">;

/** Records an administrator's action; pass the transaction that makes the change. */
export async function recordAudit(
  actor: { id: string | null; email: string },
  action: string,
  target: string,
  details?: Record<string, unknown>,
  executor: Executor = defaultDb(),
): Promise<void> {
  await executor.insert(auditLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    action,
    target,
    details: details ?? null,
  });
}

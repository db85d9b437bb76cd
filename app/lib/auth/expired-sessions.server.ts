import { lt } from "drizzle-orm";
import { db } from "#app/lib/db/client.server";
import { countRows } from "#app/lib/db/counts.server";
import { sessions, verifications } from "#app/lib/db/schema";
import { RETENTION_RULES, retentionCutoff } from "#app/lib/privacy/retention";

const expiredBefore = (now: Date) => retentionCutoff(RETENTION_RULES.sessions.period, now);

/** Sign-ins and email links that expired longer ago than the `sessions` rule's period. */
export async function countExpiredSessions(now: Date): Promise<number> {
  const cutoff = expiredBefore(now);
  const [signIns, links] = await Promise.all([
    countRows(sessions, lt(sessions.expiresAt, cutoff)),
    countRows(verifications, lt(verifications.expiresAt, cutoff)),
  ]);
  return signIns + links;
}

/** Deletes them (retention rule `sessions`): the addresses and browsers they recorded go too. */
export async function deleteExpiredSessions(now: Date): Promise<number> {
  const cutoff = expiredBefore(now);
  const signIns = await db()
    .delete(sessions)
    .where(lt(sessions.expiresAt, cutoff))
    .returning({ id: sessions.id });
  const links = await db()
    .delete(verifications)
    .where(lt(verifications.expiresAt, cutoff))
    .returning({ id: verifications.id });
  return signIns.length + links.length;
}

import { eq } from "drizzle-orm";
import { type Database, db as defaultDb } from "#app/lib/db/client.server";
import { rateLimits } from "#app/lib/db/schema";
import { hashedKey } from "#app/lib/security/rate-limit.server";
import { loginAttempt } from "./rules";

/**
 * An account's wrong passwords live in the shared rate-limit table (every server sees them), as
 * `count` and the last one's time in `window_start`, under a keyed hash of the normalised email:
 * the same for an address with no account, and no address stored in the clear.
 */
function accountKey(email: string): string {
  return hashedKey("login-account", email.trim().toLowerCase());
}

/**
 * Claims a log-in attempt for this email at `now`: the seconds it must still wait, or 0 when its
 * password may be checked. A claimed attempt counts as a wrong password until `clearLoginFailures`
 * says otherwise, so attempts sent at once cannot all slip through the free ones.
 */
export async function claimLoginAttempt(
  email: string,
  now: Date,
  database: Database = defaultDb(),
): Promise<number> {
  const key = accountKey(email);
  return database.transaction(async (tx) => {
    await tx
      .insert(rateLimits)
      .values({ key, windowStart: now, count: 0 })
      .onConflictDoNothing({ target: rateLimits.key });
    const [row] = await tx.select().from(rateLimits).where(eq(rateLimits.key, key)).for("update");
    const failures = row && row.count > 0 ? { count: row.count, lastAt: row.windowStart } : null;
    const { waitSeconds, failuresIfWrong } = loginAttempt(failures, now);
    if (waitSeconds === 0)
      await tx
        .update(rateLimits)
        .set({ count: failuresIfWrong.count, windowStart: failuresIfWrong.lastAt })
        .where(eq(rateLimits.key, key));
    return waitSeconds;
  });
}

/** The right password, or a new one set from a reset email: the account's failures are forgotten. */
export async function clearLoginFailures(
  email: string,
  database: Database = defaultDb(),
): Promise<void> {
  await database.delete(rateLimits).where(eq(rateLimits.key, accountKey(email)));
}

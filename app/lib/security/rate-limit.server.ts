import { createHmac } from "node:crypto";
import { lt, sql } from "drizzle-orm";
import { env } from "#app/lib/config/env.server";
import { type Database, db as defaultDb } from "#app/lib/db/client.server";
import { countRows } from "#app/lib/db/counts.server";
import { rateLimits } from "#app/lib/db/schema";
import { RETENTION_RULES, retentionCutoff } from "#app/lib/privacy/retention";
import type { FormLimits } from "./form-limits";

export interface RateLimitRule {
  limit: number;
  windowSeconds: number;
}

/**
 * A counter's key for something personal (an email, an address, a browser): `prefix:` and a
 * keyed hash, so the table never holds it in the clear.
 */
export function hashedKey(prefix: string, value: string): string {
  return `${prefix}:${createHmac("sha256", env().SESSION_SECRET).update(value).digest("base64url")}`;
}

/**
 * Counts one hit for `key` in a fixed window and says whether it is within the limit, and when
 * the window started. The counter lives in the database so every app server sees the same count.
 */
export async function consumeRateLimit(
  key: string,
  { limit, windowSeconds }: RateLimitRule,
  { database = defaultDb(), now = new Date() }: { database?: Database; now?: Date } = {},
): Promise<{ allowed: boolean; count: number; windowStart: Date }> {
  const cutoff = new Date(now.getTime() - windowSeconds * 1000);
  const expired = sql`${rateLimits.windowStart} <= ${cutoff}`;
  const [row] = await database
    .insert(rateLimits)
    .values({ key, windowStart: now, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${expired} then ${now} else ${rateLimits.windowStart} end`,
      },
    })
    .returning({ count: rateLimits.count, windowStart: rateLimits.windowStart });
  const count = row?.count ?? 1;
  return { allowed: count <= limit, count, windowStart: row?.windowStart ?? now };
}

/** Counters whose window started longer ago than the `rateLimits` rule's period (no window is longer). */
const staleBefore = (now: Date) =>
  lt(rateLimits.windowStart, retentionCutoff(RETENTION_RULES.rateLimits.period, now));

export function countStaleRateLimits(now: Date): Promise<number> {
  return countRows(rateLimits, staleBefore(now));
}

/** Deletes them (retention rule `rateLimits`): the keys hold internet addresses. */
export async function deleteStaleRateLimits(now: Date): Promise<number> {
  const deleted = await defaultDb()
    .delete(rateLimits)
    .where(staleBefore(now))
    .returning({ key: rateLimits.key });
  return deleted.length;
}

export function publicFormLimits(): FormLimits {
  const { FORM_RATE_LIMIT, FORM_RATE_ADDRESS_LIMIT, FORM_RATE_WINDOW_SECONDS } = env();
  return {
    perVisitor: FORM_RATE_LIMIT,
    perAddress: FORM_RATE_ADDRESS_LIMIT,
    windowSeconds: FORM_RATE_WINDOW_SECONDS,
  };
}

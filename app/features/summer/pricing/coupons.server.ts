import { and, eq, isNull, lte, or, sql } from "drizzle-orm";
import { db, type Transaction } from "#app/lib/db/client.server";
import { summerCoupons } from "#app/lib/db/schema";
import { normaliseCoupon } from "../rules";
import { couponState } from "./coupon-state";

/**
 * Summer coupons. A coupon is usable when it is not disabled, `now` is inside its window
 * (valid from ≤ now ≤ valid to), it has uses left, and it belongs to the season being booked (or
 * to no season). Every refusal is the same to the visitor: 'Invalid or expired coupon'.
 */

/** A coupon of another season never applies; a coupon of no season applies to every season. */
const forSeason = (seasonId: number) =>
  or(isNull(summerCoupons.seasonId), eq(summerCoupons.seasonId, seasonId));

/** The coupon's percentage, or null when unknown, disabled, of another season, outside its window or used up. */
export async function findCouponPercent(
  code: string,
  now: Date,
  seasonId: number,
): Promise<number | null> {
  const normalised = normaliseCoupon(code);
  if (!normalised) return null;
  const [coupon] = await db()
    .select()
    .from(summerCoupons)
    .where(and(eq(summerCoupons.code, normalised), forSeason(seasonId)));
  if (!coupon || couponState(coupon, now) !== "active") return null;
  return coupon.percent;
}

/**
 * Counts a use inside the registration's transaction; false when the coupon ran out, was
 * disabled or left its window meanwhile (the same rules as findCouponPercent, in one UPDATE).
 */
export async function countCouponUse(
  tx: Transaction,
  code: string,
  now: Date,
  seasonId: number,
): Promise<boolean> {
  const used = await tx
    .update(summerCoupons)
    .set({ uses: sql`${summerCoupons.uses} + 1` })
    .where(
      and(
        eq(summerCoupons.code, normaliseCoupon(code)),
        eq(summerCoupons.disabled, false),
        forSeason(seasonId),
        or(isNull(summerCoupons.validFrom), lte(summerCoupons.validFrom, now)),
        or(isNull(summerCoupons.validTo), sql`${summerCoupons.validTo} >= ${now}`),
        or(isNull(summerCoupons.maxUses), sql`${summerCoupons.uses} < ${summerCoupons.maxUses}`),
      ),
    )
    .returning({ code: summerCoupons.code });
  return used.length > 0;
}

import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import { db, type Transaction } from "~/lib/db/client.server";
import { summerCoupons } from "~/lib/db/schema";
import { normaliseCoupon } from "./rules";

/**
 * Summer coupons. A coupon is usable when it is not disabled, `now` is inside its window, it has
 * uses left, and it belongs to the season being booked (or to no season).
 */
/** The coupon's percentage, or null when unknown, not yet valid, expired or used up. */
export async function findCouponPercent(code: string, now = new Date()): Promise<number | null> {
  const normalised = normaliseCoupon(code);
  if (!normalised) return null;
  const [coupon] = await db()
    .select()
    .from(summerCoupons)
    .where(eq(summerCoupons.code, normalised));
  if (!coupon) return null;
  if (coupon.validFrom && coupon.validFrom > now) return null;
  if (coupon.validTo && coupon.validTo < now) return null;
  if (coupon.maxUses !== null && coupon.uses >= coupon.maxUses) return null;
  return coupon.percent;
}

/** Counts a use inside the registration's transaction; false when the coupon ran out meanwhile. */
export async function countCouponUse(tx: Transaction, code: string, now: Date): Promise<boolean> {
  const used = await tx
    .update(summerCoupons)
    .set({ uses: sql`${summerCoupons.uses} + 1` })
    .where(
      and(
        eq(summerCoupons.code, code),
        or(isNull(summerCoupons.validFrom), lt(summerCoupons.validFrom, now)),
        or(isNull(summerCoupons.validTo), sql`${summerCoupons.validTo} >= ${now}`),
        or(isNull(summerCoupons.maxUses), lt(summerCoupons.uses, summerCoupons.maxUses)),
      ),
    )
    .returning({ code: summerCoupons.code });
  return used.length > 0;
}

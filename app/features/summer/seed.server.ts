import { db } from "~/lib/db/client.server";
import { summerCoupons } from "~/lib/db/schema";

/** The 2025 coupon (10% off after the other discounts); the migration adds it too. Idempotent. */
export async function seedSummerCoupons(): Promise<void> {
  await db()
    .insert(summerCoupons)
    .values({ code: "WIC2025", percent: 10, validFrom: new Date("2025-01-01T00:00:00Z") })
    .onConflictDoNothing();
}

import type { BadgeTone } from "#app/components/ui/badge";
import { formatInstant } from "#app/lib/time/format";

/**
 * Where a coupon stands at a moment: the booking form's rule (a coupon applies only while
 * `active`) and the admin's State column read the same function, so the admin never shows
 * "Active" for a coupon parents are told is "Invalid or expired".
 */
export type CouponState = "active" | "disabled" | "not-yet" | "expired" | "used-up";

export interface CouponLimits {
  disabled: boolean;
  validFrom: Date | null;
  validTo: Date | null;
  maxUses: number | null;
  uses: number;
}

export function couponState(coupon: CouponLimits, now: Date): CouponState {
  if (coupon.disabled) return "disabled";
  if (coupon.validTo && coupon.validTo < now) return "expired";
  if (coupon.maxUses !== null && coupon.uses >= coupon.maxUses) return "used-up";
  if (coupon.validFrom && coupon.validFrom > now) return "not-yet";
  return "active";
}

export const COUPON_STATE_BADGES: Record<CouponState, { label: string; tone: BadgeTone }> = {
  active: { label: "Active", tone: "good" },
  disabled: { label: "Disabled", tone: "bad" },
  "not-yet": { label: "Not yet valid", tone: "info" },
  expired: { label: "Expired", tone: "neutral" },
  "used-up": { label: "Used up", tone: "neutral" },
};

/**
 * What an admin saving a coupon should know (decision 0368): warnings, never refusals, when the
 * coupon as saved cannot be used by parents, because its end has passed or its uses are taken.
 * Disabled or not: enabling it again would not make it usable.
 */
export function couponWarnings(coupon: CouponLimits, now: Date): string[] {
  const warnings: string[] = [];
  if (coupon.validTo && coupon.validTo < now)
    warnings.push(
      `This coupon has expired: it ended on ${formatInstant(coupon.validTo, "weekdayDateTime")}, so parents are told it is invalid or expired. Change “Valid to” to use it again.`,
    );
  if (coupon.maxUses !== null && coupon.uses >= coupon.maxUses)
    warnings.push(
      `This coupon is used up: ${coupon.uses} of ${coupon.maxUses} ${coupon.maxUses === 1 ? "use" : "uses"} taken, so parents are told it is invalid or expired. Raise “Maximum uses” to use it again.`,
    );
  return warnings;
}

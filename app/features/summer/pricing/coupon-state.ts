import type { BadgeTone } from "#app/components/ui/badge";

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

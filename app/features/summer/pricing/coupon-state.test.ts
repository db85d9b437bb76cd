import { describe, expect, it } from "vitest";
import { type CouponLimits, type CouponState, couponState } from "./coupon-state";

const now = new Date("2026-07-01T12:00:00Z");
const open: CouponLimits = {
  disabled: false,
  validFrom: null,
  validTo: null,
  maxUses: null,
  uses: 0,
};

describe("a coupon's state", () => {
  const cases: [string, Partial<CouponLimits>, CouponState][] = [
    ["no limits", {}, "active"],
    [
      "inside its window",
      { validFrom: new Date("2026-06-01"), validTo: new Date("2026-08-01") },
      "active",
    ],
    ["uses left", { maxUses: 5, uses: 4 }, "active"],
    ["disabled, whatever else", { disabled: true, maxUses: 1, uses: 1 }, "disabled"],
    ["its last moment passed", { validTo: new Date("2026-07-01T11:59:59Z") }, "expired"],
    [
      "expired and used up: expired",
      { validTo: new Date("2026-06-01"), maxUses: 1, uses: 1 },
      "expired",
    ],
    ["every use taken", { maxUses: 3, uses: 3 }, "used-up"],
    ["its window still to come", { validFrom: new Date("2026-07-02") }, "not-yet"],
    ["valid at its very moment", { validFrom: now, validTo: now }, "active"],
  ];
  it.each(cases)("%s", (_, limits, state) => {
    expect(couponState({ ...open, ...limits }, now)).toBe(state);
  });
});

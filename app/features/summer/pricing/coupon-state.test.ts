import { describe, expect, it } from "vitest";
import { type CouponLimits, type CouponState, couponState, couponWarnings } from "./coupon-state";

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

describe("the warnings said after a coupon's save (0368)", () => {
  const EXPIRED =
    "This coupon has expired: it ended on Tue 30 Jun 2026, 23:59, so parents are told it is invalid or expired. Change “Valid to” to use it again.";
  const USED_UP =
    "This coupon is used up: 3 of 3 uses taken, so parents are told it is invalid or expired. Raise “Maximum uses” to use it again.";
  const ended = new Date("2026-06-30T22:59:00Z");

  it("says nothing of a coupon parents can use, or will be able to", () => {
    expect(couponWarnings(open, now)).toEqual([]);
    expect(couponWarnings({ ...open, validTo: new Date("2026-07-01T12:00:00Z") }, now)).toEqual([]);
    expect(couponWarnings({ ...open, maxUses: 3, uses: 2 }, now)).toEqual([]);
    expect(couponWarnings({ ...open, validFrom: new Date("2026-08-01") }, now)).toEqual([]);
  });

  it("warns of an end in the past, with its day and time in UK time", () => {
    expect(couponWarnings({ ...open, validTo: ended }, now)).toEqual([EXPIRED]);
  });

  it("warns of uses all taken, one or several", () => {
    expect(couponWarnings({ ...open, maxUses: 3, uses: 3 }, now)).toEqual([USED_UP]);
    expect(couponWarnings({ ...open, maxUses: 1, uses: 1 }, now)).toEqual([
      "This coupon is used up: 1 of 1 use taken, so parents are told it is invalid or expired. Raise “Maximum uses” to use it again.",
    ]);
  });

  it("says both, disabled or not: enabling it would not make it usable", () => {
    const both = { ...open, validTo: ended, maxUses: 3, uses: 3 };
    expect(couponWarnings(both, now)).toEqual([EXPIRED, USED_UP]);
    expect(couponWarnings({ ...both, disabled: true }, now)).toEqual([EXPIRED, USED_UP]);
  });
});

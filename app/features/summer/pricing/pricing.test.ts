import { describe, expect, it } from "vitest";
import { SATURDAYS, SEASON_2025, SUNDAYS, WEDNESDAYS } from "#tests/support/summer-2025";
import { type ChildChoice, percentOf, priceRegistration } from "./pricing";

const child = (name: string, programmes: ChildChoice["programmes"]): ChildChoice => ({
  name,
  programmes,
});
const saturdays = (n: number) => ({
  programme: "fantastic-5",
  dates: SATURDAYS.slice(0, n),
});

/** The expected totals: the discounts not named are 0. */
const totals = (named: {
  subtotal: number;
  fullWeekDiscount?: number;
  siblingDiscount?: number;
  couponDiscount?: number;
  grandTotal: number;
}) => ({ fullWeekDiscount: 0, siblingDiscount: 0, couponDiscount: 0, ...named });

describe("priceRegistration", () => {
  it.each([
    {
      case: "1 child, 1 day",
      children: [child("Yusuf", [saturdays(1)])],
      coupon: 0,
      expected: totals({ subtotal: 2000, grandTotal: 2000 }),
    },
    {
      case: "6 Saturdays → £108",
      children: [child("Yusuf", [saturdays(6)])],
      coupon: 0,
      expected: totals({ subtotal: 12000, fullWeekDiscount: 1200, grandTotal: 10800 }),
    },
    {
      case: "5 Saturdays: no full-week discount",
      children: [child("Yusuf", [saturdays(5)])],
      coupon: 0,
      expected: totals({ subtotal: 10000, grandTotal: 10000 }),
    },
    {
      case: "Qur'an Intensive: 3 Sundays + 3 Wednesdays make a full week",
      children: [
        child("Aisha", [
          {
            programme: "quran",
            dates: SUNDAYS.slice(0, 3),
            wednesdayDates: WEDNESDAYS.slice(0, 3),
          },
        ]),
      ],
      coupon: 0,
      expected: totals({ subtotal: 12000, fullWeekDiscount: 1200, grandTotal: 10800 }),
    },
    {
      case: "siblings: 5% of the total",
      children: [child("Yusuf", [saturdays(1)]), child("Aisha", [saturdays(2)])],
      coupon: 0,
      expected: totals({ subtotal: 6000, siblingDiscount: 300, grandTotal: 5700 }),
    },
    {
      case: "coupon WIC2025: 10%",
      children: [child("Yusuf", [saturdays(2)])],
      coupon: 10,
      expected: totals({ subtotal: 4000, couponDiscount: 400, grandTotal: 3600 }),
    },
    {
      case: "all three: full week, then siblings, then coupon",
      children: [
        child("Yusuf", [saturdays(6)]),
        child("Aisha", [{ programme: "quran", dates: [SUNDAYS[0]] }]),
      ],
      coupon: 10,
      // 12000 + 2000 = 14000; −1200 = 12800; sibling 640 → 12160; coupon 1216 → 10944
      expected: totals({
        subtotal: 14000,
        fullWeekDiscount: 1200,
        siblingDiscount: 640,
        couponDiscount: 1216,
        grandTotal: 10944,
      }),
    },
    {
      case: "Full-Day Camp: £35 a day",
      children: [
        child("Zain", [{ programme: "full-day-camp", dates: ["2025-07-28", "2025-07-29"] }]),
      ],
      coupon: 0,
      expected: totals({ subtotal: 7000, grandTotal: 7000 }),
    },
    {
      case: "rounding: half a penny rounds up at each step",
      // 3500 + 2000 = 5500; sibling 275 → 5225; coupon 522.5 → 523 → 4702
      children: [
        child("Zain", [{ programme: "full-day-camp", dates: ["2025-07-28"] }]),
        child("Aisha", [saturdays(1)]),
      ],
      coupon: 10,
      expected: totals({
        subtotal: 5500,
        siblingDiscount: 275,
        couponDiscount: 523,
        grandTotal: 4702,
      }),
    },
  ])("$case", ({ children, coupon, expected }) => {
    expect(
      priceRegistration({ season: SEASON_2025, children, couponPercent: coupon }),
    ).toMatchObject(expected);
  });

  it("breaks the price down per child and programme; early start and late finish cost nothing", () => {
    const result = priceRegistration({
      season: SEASON_2025,
      children: [child("Yusuf", [{ ...saturdays(6), earlyStart: true, lateFinish: true }])],
    });
    expect(result.children).toEqual([
      {
        name: "Yusuf",
        subtotal: 12000,
        fullWeekDiscount: 1200,
        programmes: [
          {
            programme: "fantastic-5",
            name: "Saturdays – Fantastic 5 (10am–1pm)",
            days: 6,
            ratePence: 2000,
            amount: 12000,
            fullWeekDiscount: 1200,
          },
        ],
      },
    ]);
    expect(result.grandTotal).toBe(10800);
  });

  it("rounds half up to the penny", () => {
    expect(percentOf(5225, 10)).toBe(523);
    expect(percentOf(5224, 10)).toBe(522);
    expect(percentOf(1, 5)).toBe(0);
    expect(percentOf(10, 5)).toBe(1);
  });

  describe("a season with other rates and thresholds", () => {
    /** £25 a day (Qur'an £15), 15% off 4 days or more, 10% sibling discount. */
    const season = {
      rules: { fullWeekDays: 4, fullWeekPercent: 15, siblingPercent: 10 },
      programmes: [
        { id: "fantastic-5", name: "Fantastic 5", ratePence: 2500 },
        { id: "quran", name: "Qur'an Intensive", ratePence: 1500 },
      ],
    };

    it("charges the season's rate and takes its full-week discount from its threshold", () => {
      const result = priceRegistration({
        season,
        children: [child("Yusuf", [saturdays(4)])],
      });
      expect(result).toMatchObject({
        subtotal: 10000,
        fullWeekDiscount: 1500,
        siblingDiscount: 0,
        grandTotal: 8500,
        fullWeekPercent: 15,
        siblingPercent: 10,
      });
      // Three days are under this season's threshold (they would be too under 2025's).
      expect(
        priceRegistration({ season, children: [child("Yusuf", [saturdays(3)])] }).fullWeekDiscount,
      ).toBe(0);
    });

    it("takes its sibling percentage, then the coupon, each rounded half up", () => {
      const result = priceRegistration({
        season,
        couponPercent: 10,
        children: [
          child("Yusuf", [saturdays(4)]),
          child("Aisha", [
            {
              programme: "quran",
              dates: SUNDAYS.slice(0, 1),
              wednesdayDates: WEDNESDAYS.slice(0, 2),
            },
          ]),
        ],
      });
      // 10000 − 1500 + 4500 = 13000; sibling 10% = 1300; 11700; coupon 10% = 1170.
      expect(result).toMatchObject({
        subtotal: 14500,
        fullWeekDiscount: 1500,
        siblingDiscount: 1300,
        couponDiscount: 1170,
        grandTotal: 10530,
      });
    });

    it("prices the same choices differently from 2025", () => {
      const children = [child("Yusuf", [saturdays(6)])];
      expect(priceRegistration({ season: SEASON_2025, children }).grandTotal).toBe(10800);
      expect(priceRegistration({ season, children }).grandTotal).toBe(12750);
    });
  });
});

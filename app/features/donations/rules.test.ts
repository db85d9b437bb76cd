import { describe, expect, it } from "vitest";
import {
  amountProblem,
  campaignRunning,
  DONATION_MESSAGES,
  type Fund,
  fundOffered,
  giftAidValue,
  perPersonTotal,
  progressPercent,
  resolveAmount,
  statusAfter,
  suggestedAmounts,
} from "./rules";

const fund = (overrides: Partial<Fund> = {}): Fund => ({
  id: 1,
  slug: "sadaqah",
  name: "Sadaqah",
  description: "",
  kind: "amount",
  perPersonPence: null,
  suggestedPence: [],
  monthlyAllowed: true,
  showFrom: null,
  showTo: null,
  active: true,
  ...overrides,
});
const fitrana = fund({
  slug: "fitrana",
  kind: "per-person",
  perPersonPence: 500,
  monthlyAllowed: false,
});

describe("amount rules", () => {
  it("takes £1 to £10,000 per payment, in whole pence", () => {
    expect(amountProblem(100)).toBeNull();
    expect(amountProblem(1_000_000)).toBeNull();
    expect(amountProblem(99)).toBe("The minimum donation is £1");
    expect(amountProblem(0)).toBe(DONATION_MESSAGES.minimum);
    expect(amountProblem(1_000_001)).toBe("The maximum donation is £10,000 per payment");
    expect(amountProblem(250.5)).toBe(DONATION_MESSAGES.minimum);
  });

  it("uses the chosen amount of an ordinary fund, one-off or monthly", () => {
    expect(
      resolveAmount(fund(), { frequency: "one-off", amountPence: 2500, people: null }),
    ).toEqual({
      ok: true,
      amountPence: 2500,
      people: null,
      perPersonPence: null,
    });
    expect(
      resolveAmount(fund(), { frequency: "monthly", amountPence: 1000, people: null }),
    ).toMatchObject({
      ok: true,
      amountPence: 1000,
    });
    expect(
      resolveAmount(fund(), { frequency: "one-off", amountPence: null, people: null }),
    ).toEqual({
      ok: false,
      field: "amount",
      message: DONATION_MESSAGES.amount,
    });
    expect(resolveAmount(fund(), { frequency: "one-off", amountPence: 50, people: null })).toEqual({
      ok: false,
      field: "otherAmount",
      message: DONATION_MESSAGES.minimum,
    });
  });

  it("refuses monthly where the fund does not allow it", () => {
    expect(
      resolveAmount(fund({ monthlyAllowed: false }), {
        frequency: "monthly",
        amountPence: 1000,
        people: null,
      }),
    ).toEqual({ ok: false, field: "frequency", message: DONATION_MESSAGES.monthlyNotOffered });
    expect(
      resolveAmount(fitrana, { frequency: "monthly", amountPence: null, people: 2 }),
    ).toMatchObject({
      ok: false,
      field: "frequency",
    });
  });

  it("offers the fund's own suggested amounts, or the defaults", () => {
    expect(suggestedAmounts(fund())).toEqual([1000, 2500, 5000, 10000]);
    expect(suggestedAmounts(fund({ suggestedPence: [500, 2000] }))).toEqual([500, 2000]);
  });
});

describe("Fitrana and Fidya", () => {
  it("multiplies the admin's rate by the number of people, ignoring any amount sent", () => {
    expect(perPersonTotal(500, 3)).toBe(1500);
    expect(resolveAmount(fitrana, { frequency: "one-off", amountPence: 99999, people: 3 })).toEqual(
      {
        ok: true,
        amountPence: 1500,
        people: 3,
        perPersonPence: 500,
      },
    );
  });

  it("needs 1 to 50 people, and a rate set by the admin", () => {
    for (const people of [null, 0, 51, 2.5])
      expect(resolveAmount(fitrana, { frequency: "one-off", amountPence: null, people })).toEqual({
        ok: false,
        field: "people",
        message: DONATION_MESSAGES.people,
      });
    expect(
      resolveAmount(fund({ kind: "per-person", perPersonPence: null }), {
        frequency: "one-off",
        amountPence: null,
        people: 2,
      }),
    ).toEqual({ ok: false, field: "fund", message: DONATION_MESSAGES.rateMissing });
    // A rate below £1 for one person is below the minimum payment.
    expect(
      resolveAmount(fund({ kind: "per-person", perPersonPence: 60 }), {
        frequency: "one-off",
        amountPence: null,
        people: 1,
      }),
    ).toEqual({ ok: false, field: "people", message: DONATION_MESSAGES.minimum });
  });

  it("are offered only between the dates the admin set, and only with a rate", () => {
    const ramadan = { ...fitrana, showFrom: "2027-02-08", showTo: "2027-03-09" };
    expect(fundOffered(ramadan, "2027-02-07")).toBe(false);
    expect(fundOffered(ramadan, "2027-02-08")).toBe(true);
    expect(fundOffered(ramadan, "2027-03-09")).toBe(true);
    expect(fundOffered(ramadan, "2027-03-10")).toBe(false);
    expect(fundOffered({ ...ramadan, perPersonPence: null }, "2027-02-20")).toBe(false);
    expect(fundOffered(fund({ active: false }), "2027-02-20")).toBe(false);
    expect(fundOffered(fund(), "2030-01-01")).toBe(true);
  });
});

describe("Gift Aid, campaigns and statuses", () => {
  it("is worth 25p for every £1, rounded down to the penny", () => {
    expect(giftAidValue(2500)).toBe(625);
    expect(giftAidValue(1001)).toBe(250);
  });

  it("fills a campaign's bar in whole percent, never past 100", () => {
    expect(progressPercent(0, 100000)).toBe(0);
    expect(progressPercent(33333, 100000)).toBe(33);
    expect(progressPercent(250000, 100000)).toBe(100);
    expect(progressPercent(100, 0)).toBe(0);
    expect(campaignRunning({ startsOn: "2027-02-08", endsOn: "2027-03-09" }, "2027-03-09")).toBe(
      true,
    );
    expect(campaignRunning({ startsOn: "2027-02-08", endsOn: "2027-03-09" }, "2027-03-10")).toBe(
      false,
    );
  });

  it("moves a donation's status only forward", () => {
    expect(statusAfter("pending", "paid")).toBe("paid");
    expect(statusAfter("paid", "paid")).toBeNull();
    expect(statusAfter("pending", "invoice-paid")).toBe("active");
    expect(statusAfter("failed", "invoice-paid")).toBe("active");
    expect(statusAfter("active", "invoice-paid")).toBeNull();
    expect(statusAfter("active", "failed")).toBeNull();
    expect(statusAfter("pending", "expired")).toBe("expired");
    expect(statusAfter("paid", "expired")).toBeNull();
    expect(statusAfter("active", "cancelled")).toBe("cancelled");
    expect(statusAfter("cancelled", "invoice-paid")).toBeNull();
    expect(statusAfter("paid", "refunded")).toBe("refunded");
    expect(statusAfter("active", "refunded")).toBeNull();
  });
});

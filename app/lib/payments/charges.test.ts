import { describe, expect, it } from "vitest";
import {
  type ChargeState,
  chargeStatus,
  chargeStatusText,
  chargeUpdate,
  isAllReturned,
  mergeCharge,
} from "./charges";

const paid: ChargeState = { amountPence: 5000, refundedPence: 0, disputeStatus: null };
const statusAfter = (...facts: Parameters<typeof mergeCharge>[1][]) =>
  chargeStatus(facts.reduce(mergeCharge, paid));

describe("a payment's status from Stripe's refunds and disputes", () => {
  it("paid → partially refunded → refunded, from Stripe's amounts, never added", () => {
    expect(statusAfter()).toBe("paid");
    expect(statusAfter({ refundedPence: 1000 })).toBe("partially-refunded");
    expect(statusAfter({ refundedPence: 1000 }, { refundedPence: 5000 })).toBe("refunded");
    // A repeated or older event brings a smaller figure: the larger stays.
    const state = [
      { refundedPence: 2500 },
      { refundedPence: 1000 },
      { refundedPence: 2500 },
    ].reduce(mergeCharge, paid);
    expect(state.refundedPence).toBe(2500);
    expect(mergeCharge(paid, { refundedPence: 9999 }).refundedPence).toBe(5000);
  });

  it("paid → disputed → paid when won, dispute-lost when lost; a late opening never reopens it", () => {
    expect(statusAfter({ disputeStatus: "needs_response" })).toBe("disputed");
    expect(statusAfter({ disputeStatus: "needs_response" }, { disputeStatus: "won" })).toBe("paid");
    expect(statusAfter({ disputeStatus: "needs_response" }, { disputeStatus: "lost" })).toBe(
      "dispute-lost",
    );
    expect(statusAfter({ disputeStatus: "won" }, { disputeStatus: "needs_response" })).toBe("paid");
    expect(statusAfter({ disputeStatus: "lost" }, { disputeStatus: "under_review" })).toBe(
      "dispute-lost",
    );
    expect(statusAfter({ refundedPence: 1000 }, { disputeStatus: "won" })).toBe(
      "partially-refunded",
    );
  });

  it("says the money all went back only when refunded in full or a dispute was lost", () => {
    expect(["refunded", "dispute-lost"].every(isAllReturned)).toBe(true);
    expect(["paid", "partially-refunded", "disputed", undefined].some(isAllReturned)).toBe(false);
  });

  it("says when an event changes nothing, and words the status for the admin", () => {
    const row = { ...paid, refundedPence: 5000, status: "refunded" };
    expect(chargeUpdate(row, { refundedPence: 5000 })).toBeNull();
    expect(chargeUpdate({ ...paid, status: "paid" }, { refundedPence: 1250 })).toEqual({
      status: "partially-refunded",
      refundedPence: 1250,
      disputeStatus: null,
    });
    expect(
      chargeStatusText({ status: "partially-refunded", amountPence: 5000, refundedPence: 1250 }),
    ).toBe("Partially refunded (£12.50 of £50.00)");
    expect(chargeStatusText({ status: "open", amountPence: 5000, refundedPence: 0 })).toBeNull();
  });
});

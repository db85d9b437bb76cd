import { pounds } from "#app/lib/money";

/**
 * What Stripe's refunds and disputes make of a paid payment (decisions 0349–0356): pure rules, so
 * every order and repetition of Stripe's events gives the same record.
 *
 * Each event brings what Stripe's object says now, never a difference to add: a charge's
 * `amount_refunded` (all its refunds so far), one refund's `amount` (at least that much is
 * refunded), a dispute's `status`. Merging keeps the larger refunded amount and a closed
 * dispute over an open one, so a repeated or late event changes nothing.
 */

/** What the site knows of a paid charge. */
export interface ChargeState {
  amountPence: number;
  refundedPence: number;
  /** Stripe's dispute status (`needs_response`, `under_review`, `won`, `lost`…), or null. */
  disputeStatus: string | null;
}

/** What one event says of the charge. */
export interface ChargeFacts {
  /** At least this much is refunded (a charge's `amount_refunded`, or one refund's `amount`). */
  refundedPence?: number;
  disputeStatus?: string;
}

export type ChargeStatus = "paid" | "partially-refunded" | "refunded" | "disputed" | "dispute-lost";

/** The statuses a payment can only reach once paid: the ones Stripe's events may change. */
export const SETTLED_STATUSES: readonly ChargeStatus[] = [
  "paid",
  "partially-refunded",
  "refunded",
  "disputed",
  "dispute-lost",
];

/** The centre keeps the money, all or part of it: counted in totals, and refundable (the rest). */
export const KEPT_STATUSES = ["paid", "partially-refunded"] as const satisfies ChargeStatus[];
export const isKept = (status: string) => (KEPT_STATUSES as readonly string[]).includes(status);

/** All the money went back to the payer: refunded in full, or a dispute lost. */
export const isAllReturned = (status: string | undefined) =>
  status === "refunded" || status === "dispute-lost";

/** A dispute is over: the bank decided (won, lost) or an inquiry closed without a chargeback. */
const CLOSED_DISPUTES = new Set(["won", "lost", "warning_closed", "prevented"]);
const isClosed = (status: string | null) => status !== null && CLOSED_DISPUTES.has(status);

/** The state after an event: the larger refund, and a closed dispute never reopened. */
export function mergeCharge(state: ChargeState, facts: ChargeFacts): ChargeState {
  const refundedPence = Math.min(
    state.amountPence,
    Math.max(state.refundedPence, facts.refundedPence ?? 0),
  );
  const incoming = facts.disputeStatus ?? null;
  const disputeStatus =
    incoming === null || (isClosed(state.disputeStatus) && !isClosed(incoming))
      ? state.disputeStatus
      : incoming;
  return { ...state, refundedPence, disputeStatus };
}

/**
 * The payment's status: a lost dispute (the money went back through the bank), an open dispute
 * (the money is held), then the refunds; a won dispute leaves the refunds to say.
 */
export function chargeStatus(state: ChargeState): ChargeStatus {
  if (state.disputeStatus === "lost") return "dispute-lost";
  if (state.disputeStatus !== null && !isClosed(state.disputeStatus)) return "disputed";
  if (state.refundedPence >= state.amountPence) return "refunded";
  if (state.refundedPence > 0) return "partially-refunded";
  return "paid";
}

/**
 * What an event changes of a stored payment (its status, refunded amount and dispute), or null
 * when it changes nothing (a repeated or older event).
 */
export function chargeUpdate(row: ChargeState & { status: string }, facts: ChargeFacts) {
  const next = mergeCharge(
    {
      amountPence: row.amountPence,
      refundedPence: row.refundedPence,
      disputeStatus: row.disputeStatus,
    },
    facts,
  );
  const status = chargeStatus(next);
  if (
    status === row.status &&
    next.refundedPence === row.refundedPence &&
    next.disputeStatus === row.disputeStatus
  )
    return null;
  return { status, refundedPence: next.refundedPence, disputeStatus: next.disputeStatus };
}

/** The money that went back to the payer: the refunds, or all of it after a lost dispute. */
export const returnedPence = (state: ChargeState) =>
  state.disputeStatus === "lost" ? state.amountPence : state.refundedPence;

const CHARGE_STATUS_LABELS: Record<ChargeStatus, string> = {
  paid: "Paid",
  "partially-refunded": "Partially refunded",
  refunded: "Refunded",
  disputed: "Disputed",
  "dispute-lost": "Dispute lost",
};

const isChargeStatus = (status: string): status is ChargeStatus =>
  (SETTLED_STATUSES as readonly string[]).includes(status);

/**
 * The admin's words for a paid payment's status, with the amount refunded when part of it was:
 * "Partially refunded (£12.50 of £50.00)", "Disputed", "Dispute lost". Null for a payment
 * that was never paid.
 */
export function chargeStatusText(payment: {
  status: string;
  amountPence: number;
  refundedPence: number;
}): string | null {
  if (!isChargeStatus(payment.status)) return null;
  const label = CHARGE_STATUS_LABELS[payment.status];
  return payment.status === "partially-refunded"
    ? `${label} (${pounds(payment.refundedPence)} of ${pounds(payment.amountPence)})`
    : label;
}

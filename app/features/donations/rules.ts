import type { DonationFrequency, DonationStatus, FundKind } from "#app/lib/db/enums";
import { shortPounds } from "#app/lib/money";

/** Limits of one payment (decision 0276): at least £1, at most £10,000. */
export const MIN_DONATION_PENCE = 100;
export const MAX_DONATION_PENCE = 1_000_000;
/** Fitrana and Fidya: how many people one payment may cover. */
export const MAX_PEOPLE = 50;

/** What the webhook dispatches donation payments on (the `payments` row's purpose). */
export const PURPOSE = "donation";

export const DONATION_MESSAGES = {
  fund: "Please choose a fund",
  amount: "Please choose or enter an amount",
  amountFormat: "Please enter an amount in pounds, such as 25 or 25.50",
  minimum: `The minimum donation is ${shortPounds(MIN_DONATION_PENCE)}`,
  maximum: `The maximum donation is ${shortPounds(MAX_DONATION_PENCE)} per payment`,
  people: `Please enter the number of people, from 1 to ${MAX_PEOPLE}`,
  monthlyNotOffered: "This fund takes one-off donations only",
  rateMissing: "This fund is not taking donations at the moment",
  firstName: "Please enter your first name",
  lastName: "Please enter your last name",
  email: "Please enter a valid email address",
  giftAidTaxpayer: "Gift Aid can only be claimed for UK taxpayers",
  house: "Please enter your house name or number",
  postcode: "Please enter a valid UK postcode",
  unavailable: "Online giving is not available at the moment. Please try again later.",
} as const;

/** A fund as the donate page and the rules need it. */
export interface Fund {
  id: number;
  slug: string;
  name: string;
  description: string;
  kind: FundKind;
  perPersonPence: number | null;
  suggestedPence: number[];
  monthlyAllowed: boolean;
  showFrom: string | null;
  showTo: string | null;
  active: boolean;
}

/** The suggested amounts of a fund that has none of its own. */
const DEFAULT_SUGGESTED_PENCE = [1000, 2500, 5000, 10000] as const;

/** Whether the fund is offered on `today` (a UK date): active and inside its dates. */
export function fundOffered(
  fund: Pick<Fund, "active" | "showFrom" | "showTo" | "kind" | "perPersonPence">,
  today: string,
) {
  if (!fund.active) return false;
  if (fund.kind === "per-person" && !fund.perPersonPence) return false;
  if (fund.showFrom && today < fund.showFrom) return false;
  if (fund.showTo && today > fund.showTo) return false;
  return true;
}

export const suggestedAmounts = (fund: Pick<Fund, "suggestedPence">): readonly number[] =>
  fund.suggestedPence.length > 0 ? fund.suggestedPence : DEFAULT_SUGGESTED_PENCE;

/** Why an amount cannot be one payment, or null. */
export function amountProblem(pence: number): string | null {
  if (!Number.isInteger(pence) || pence < MIN_DONATION_PENCE) return DONATION_MESSAGES.minimum;
  if (pence > MAX_DONATION_PENCE) return DONATION_MESSAGES.maximum;
  return null;
}

/** Fitrana / Fidya: the admin's rate for one person × the number of people. */
export const perPersonTotal = (ratePence: number, people: number): number => ratePence * people;

/** What the form asked for, before the fund's own rules are applied. */
export interface DonationChoice {
  frequency: DonationFrequency;
  /** A suggested amount in pence, or the amount typed under "Other". */
  amountPence: number | null;
  people: number | null;
}

export type ResolvedAmount =
  | { ok: true; amountPence: number; people: number | null; perPersonPence: number | null }
  | {
      ok: false;
      field: "amount" | "otherAmount" | "people" | "frequency" | "fund";
      message: string;
    };

/**
 * The amount of one payment under the fund's rules: a per-person fund multiplies its rate by the
 * number of people (and is one-off only); any other fund takes the chosen amount. Both must be
 * between £1 and £10,000.
 */
export function resolveAmount(fund: Fund, choice: DonationChoice): ResolvedAmount {
  if (choice.frequency === "monthly" && (!fund.monthlyAllowed || fund.kind === "per-person")) {
    return { ok: false, field: "frequency", message: DONATION_MESSAGES.monthlyNotOffered };
  }
  if (fund.kind === "per-person") {
    if (!fund.perPersonPence) {
      return { ok: false, field: "fund", message: DONATION_MESSAGES.rateMissing };
    }
    const people = choice.people;
    if (people === null || !Number.isInteger(people) || people < 1 || people > MAX_PEOPLE) {
      return { ok: false, field: "people", message: DONATION_MESSAGES.people };
    }
    const total = perPersonTotal(fund.perPersonPence, people);
    const problem = amountProblem(total);
    if (problem) return { ok: false, field: "people", message: problem };
    return { ok: true, amountPence: total, people, perPersonPence: fund.perPersonPence };
  }
  if (choice.amountPence === null) {
    return { ok: false, field: "amount", message: DONATION_MESSAGES.amount };
  }
  const problem = amountProblem(choice.amountPence);
  if (problem) return { ok: false, field: "otherAmount", message: problem };
  return { ok: true, amountPence: choice.amountPence, people: null, perPersonPence: null };
}

/** HMRC adds 25p for every £1 given under Gift Aid (basic-rate tax on the gross gift). */
export const giftAidValue = (pence: number): number => Math.floor(pence / 4);

/** A campaign's bar: how far towards the target, in whole percent (0–100). */
export function progressPercent(raisedPence: number, targetPence: number): number {
  if (targetPence <= 0) return 0;
  return Math.min(100, Math.floor((raisedPence / targetPence) * 100));
}

/** Whether a campaign runs on `today` (UK dates, inclusive). */
export const campaignRunning = (campaign: { startsOn: string; endsOn: string }, today: string) =>
  campaign.startsOn <= today && today <= campaign.endsOn;

/** The donation's status once its payment or subscription event arrives (null: no change). */
export function statusAfter(
  current: DonationStatus,
  event: "paid" | "invoice-paid" | "failed" | "expired" | "cancelled" | "refunded",
): DonationStatus | null {
  switch (event) {
    case "paid":
      return current === "pending" || current === "expired" || current === "failed" ? "paid" : null;
    case "invoice-paid":
      return current === "pending" || current === "expired" || current === "failed"
        ? "active"
        : null;
    case "failed":
      return current === "pending" ? "failed" : null;
    case "expired":
      return current === "pending" ? "expired" : null;
    case "cancelled":
      return current === "active" || current === "pending" ? "cancelled" : null;
    case "refunded":
      return current === "paid" ? "refunded" : null;
  }
}

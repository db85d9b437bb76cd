import { z } from "zod";
import {
  type DonationFrequency,
  type DonationStatus,
  donationFrequencies,
  donationStatuses,
  fundKinds,
} from "#app/lib/db/enums";
import { fieldIssue } from "#app/lib/field-issue";
import { parseId } from "#app/lib/http/ids";
import { poundsToPence } from "#app/lib/money";
import { addDays, isCalendarDate } from "#app/lib/time/london";
import { MAX_DONATION_PENCE, MIN_DONATION_PENCE } from "../rules";

/**
 * The admin's donation pages (decisions 0284–0285): the list's filters, and one zod schema per form (funds,
 * campaigns, a Gift Aid claim's period), shared by the browser and the actions. Dates are UK
 * calendar dates (YYYY-MM-DD, as date controls send them); amounts are typed in pounds.
 */

// ---- The list's filters ----

export interface DonationFilters {
  fund: number | null;
  /** UK dates, inclusive; "" = open-ended. */
  from: string;
  to: string;
  frequency: DonationFrequency | "";
  giftAid: "yes" | "no" | "";
  status: DonationStatus | "";
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | "" =>
  values.includes(value as T) ? (value as T) : "";

const calendarDate = (value: string | null) => (value && isCalendarDate(value) ? value : "");

/** The filters in the address; anything unknown or malformed is left out (never an error). */
export function parseDonationFilters(params: URLSearchParams): DonationFilters {
  return {
    fund: parseId(params.get("fund")),
    from: calendarDate(params.get("from")),
    to: calendarDate(params.get("to")),
    frequency: oneOf(donationFrequencies, params.get("frequency")),
    giftAid: oneOf(["yes", "no"] as const, params.get("giftAid")),
    status: oneOf(donationStatuses, params.get("status")),
  };
}

/** The filters as a query string (the CSV export of the same list). */
export function donationFiltersQuery(filters: DonationFilters): string {
  return new URLSearchParams(
    Object.entries(filters).flatMap(([name, value]) =>
      value === "" || value === null ? [] : [[name, String(value)]],
    ),
  ).toString();
}

// ---- Shared field rules ----

const text = (label: string, max: number) =>
  z
    .string({ error: `Please enter the ${label}` })
    .trim()
    .min(1, `Please enter the ${label}`)
    .max(max, `The ${label} must be ${max} characters or fewer`);

const DATE_MESSAGE = "Please enter a date such as 2027-02-08";

const optionalDate = z
  .string()
  .trim()
  .max(10, DATE_MESSAGE)
  .optional()
  .transform((value) => value ?? "")
  .refine((value) => !value || isCalendarDate(value), DATE_MESSAGE);

const requiredDate = (label: string) =>
  z
    .string({ error: `Please enter the ${label}` })
    .trim()
    .min(1, `Please enter the ${label}`)
    .max(10, DATE_MESSAGE)
    .refine(isCalendarDate, DATE_MESSAGE);

const LIMITS_MESSAGE = `between £${MIN_DONATION_PENCE / 100} and £${(MAX_DONATION_PENCE / 100).toLocaleString("en-GB")}`;

const pounds = (label: string, min: number, max: number, range: string) =>
  z
    .string({ error: `Please enter the ${label} in pounds, such as 5.00` })
    .trim()
    .min(1, `Please enter the ${label} in pounds, such as 5.00`)
    .max(20, `Please enter the ${label} in pounds, such as 5.00`)
    .refine(
      (value) => poundsToPence(value) !== null,
      `Please enter the ${label} in pounds, such as 5.00`,
    )
    .transform((value) => poundsToPence(value) ?? 0)
    .refine((pence) => pence >= min && pence <= max, `The ${label} must be ${range}`);

/** An end date that is not before its start (checked even while other fields need fixing). */
const inOrder = (from: unknown, to: unknown) =>
  typeof from !== "string" ||
  typeof to !== "string" ||
  !isCalendarDate(from) ||
  !isCalendarDate(to) ||
  to >= from;

// ---- Funds ----

const MAX_SUGGESTED = 6;

export const FUND_MESSAGES = {
  suggested: `Please enter up to ${MAX_SUGGESTED} amounts in pounds, separated by commas, such as 10, 25, 50`,
  suggestedRange: `Each suggested amount must be ${LIMITS_MESSAGE}`,
  rate: "Please enter the rate for one person, in pounds, such as 5.00",
  monthly: "A per-person fund takes one-off donations only: untick “Monthly allowed”",
  showOrder: "The last day must be on or after the first day",
  saveFailed: "The fund could not be saved. Please try again.",
} as const;

/** "10, 25, 50.50" → pence, or null when any part is not an amount. */
export function suggestedToPence(value: string): number[] | null {
  const parts = value
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  const pence = parts.map(poundsToPence);
  return pence.every((amount) => amount !== null) ? (pence as number[]) : null;
}

/** Pence → "10, 25, 50.50", as the field shows them. */
export const suggestedToText = (pence: readonly number[]) =>
  pence
    .map((amount) => (amount % 100 === 0 ? String(amount / 100) : (amount / 100).toFixed(2)))
    .join(", ");

export const fundFormSchema = z
  .object({
    name: text("fund's name", 60),
    description: text("description of how the fund is used", 600),
    suggested: z
      .string()
      .trim()
      .max(200, FUND_MESSAGES.suggested)
      .optional()
      .transform((value) => value ?? ""),
    kind: z.enum(fundKinds, { error: "Please choose how donors give to this fund" }),
    perPerson: z
      .string()
      .trim()
      .max(20, FUND_MESSAGES.rate)
      .optional()
      .transform((value) => value ?? ""),
    monthlyAllowed: z.boolean().optional(),
    showFrom: optionalDate,
    showTo: optionalDate,
    active: z.boolean().optional(),
    position: z
      .number({ error: "Please enter the order as a whole number, such as 1" })
      .int("Please enter the order as a whole number, such as 1")
      .min(0, "The order must be between 0 and 999")
      .max(999, "The order must be between 0 and 999"),
  })
  .superRefine((fund, context) => {
    const suggested = suggestedToPence(fund.suggested);
    if (suggested === null || suggested.length > MAX_SUGGESTED)
      fieldIssue(context, ["suggested"], FUND_MESSAGES.suggested);
    else if (suggested.some((pence) => pence < MIN_DONATION_PENCE || pence > MAX_DONATION_PENCE))
      fieldIssue(context, ["suggested"], FUND_MESSAGES.suggestedRange);
    if (fund.kind === "per-person") {
      const rate = poundsToPence(fund.perPerson);
      if (rate === null || rate < MIN_DONATION_PENCE || rate > MAX_DONATION_PENCE)
        fieldIssue(context, ["perPerson"], FUND_MESSAGES.rate);
      if (fund.monthlyAllowed) fieldIssue(context, ["monthlyAllowed"], FUND_MESSAGES.monthly);
    } else if (fund.perPerson && poundsToPence(fund.perPerson) === null) {
      fieldIssue(context, ["perPerson"], FUND_MESSAGES.rate);
    }
    if (!inOrder(fund.showFrom, fund.showTo))
      fieldIssue(context, ["showTo"], FUND_MESSAGES.showOrder);
  });

export type FundFormValues = z.input<typeof fundFormSchema>;
export type FundInput = z.output<typeof fundFormSchema>;

// ---- Campaigns ----

export const CAMPAIGN_MESSAGES = {
  fund: "Please choose a fund",
  endsOn: "The campaign must end on or after its first day",
  target: "between £1 and £10,000,000",
} as const;

export const campaignFormSchema = z
  .object({
    title: text("campaign's title", 100),
    fundId: z
      .string({ error: CAMPAIGN_MESSAGES.fund })
      .max(20, CAMPAIGN_MESSAGES.fund)
      .refine((value) => parseId(value) !== null, CAMPAIGN_MESSAGES.fund)
      .transform((value) => parseId(value) ?? 0),
    target: pounds("target", 100, 1_000_000_000, CAMPAIGN_MESSAGES.target),
    startsOn: requiredDate("first day"),
    endsOn: requiredDate("last day"),
  })
  .refine((campaign) => inOrder(campaign.startsOn, campaign.endsOn), {
    path: ["endsOn"],
    message: CAMPAIGN_MESSAGES.endsOn,
    when: () => true,
  });

export type CampaignFormValues = z.input<typeof campaignFormSchema>;
export type CampaignInput = z.output<typeof campaignFormSchema>;

/** The campaign form's labels: beside each field (the target with its unit) and in the error summary. */
export const CAMPAIGN_FIELD_LABELS = {
  title: "Title",
  fundId: "Fund",
  target: "Target",
  startsOn: "First day",
  endsOn: "Last day",
} as const;

/** A campaign's stored columns as its form's fields show them (£ with pence, the fund's id). */
export function campaignFormValues(campaign: {
  title: string;
  fundId: number;
  targetPence: number;
  startsOn: string;
  endsOn: string;
}): CampaignFormValues {
  return {
    title: campaign.title,
    fundId: String(campaign.fundId),
    target: (campaign.targetPence / 100).toFixed(2),
    startsOn: campaign.startsOn,
    endsOn: campaign.endsOn,
  };
}

// ---- A Gift Aid claim's period ----

export const claimPeriodSchema = z
  .object({ from: requiredDate("first day"), to: requiredDate("last day") })
  .refine((period) => inOrder(period.from, period.to), {
    path: ["to"],
    message: "The last day must be on or after the first day",
    when: () => true,
  });

/** Last calendar month before `today` (UK dates): the claim page's default period. */
export function lastMonth(today: string): { from: string; to: string } {
  const to = addDays(`${today.slice(0, 7)}-01`, -1);
  return { from: `${to.slice(0, 7)}-01`, to };
}

/** The fund form's labels, beside each field and in the error summary. */
export const FUND_FIELD_LABELS = {
  name: "Name",
  description: "How it is used",
  suggested: "Suggested amounts (£)",
  kind: "Kind",
  perPerson: "Rate per person (£)",
  monthlyAllowed: "Monthly allowed",
  showFrom: "Show from",
  showTo: "Show until",
  active: "Active",
  position: "Order",
} as const;

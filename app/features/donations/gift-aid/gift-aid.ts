/**
 * Gift Aid (decision 0280): HMRC's model declaration, UK postcodes, and the rows of HMRC's Charities
 * Online Gift Aid schedule. Pure, so the claim a centre sends is tested without a server.
 */

/**
 * The declaration texts, by version: a donor's declaration stores the version it was shown, so a
 * text is never edited in place; a new wording is a new version (and the current one below).
 */
const DECLARATION_TEXTS = {
  "hmrc-model-2026-11": (charity: string) =>
    `I want to Gift Aid my donation and any donations I make in the future or have made in the past 4 years to ${charity}. I am a UK taxpayer and understand that if I pay less Income Tax and/or Capital Gains Tax than the amount of Gift Aid claimed on all my donations in that tax year it is my responsibility to pay any difference.`,
} as const;

export type DeclarationVersion = keyof typeof DECLARATION_TEXTS;
export const CURRENT_DECLARATION: DeclarationVersion = "hmrc-model-2026-11";

export const declarationText = (version: string, charity: string): string =>
  (DECLARATION_TEXTS[version as DeclarationVersion] ?? DECLARATION_TEXTS[CURRENT_DECLARATION])(
    charity,
  );

/** HMRC's note beside the declaration: what the donor must tell the charity. */
export const DECLARATION_NOTICE =
  "Please let us know if you want to cancel this declaration, change your name or home address, or no longer pay sufficient tax on your income and/or capital gains.";

/** HMRC's titles are at most 4 characters; these are the ones offered. */
export const TITLES = ["", "Mr", "Mrs", "Miss", "Ms", "Mx", "Dr", "Prof"] as const;

// Outward code (area, district) and inward code (sector, unit), as Royal Mail writes them; plus
// the Girobank code. Letters that never appear in a position are left out, as HMRC's own check does.
const POSTCODE =
  /^(GIR ?0AA|[A-PR-UWYZ](?:[0-9][0-9A-HJKPSTUW]?|[A-HK-Y][0-9][0-9ABEHMNPRVWXY]?) ?[0-9][ABD-HJLNP-UW-Z]{2})$/;

/** A UK postcode as Royal Mail writes it ("wd245er" → "WD24 5ER"), or null when it is not one. */
export function normaliseUkPostcode(value: string): string | null {
  const compact = value.replace(/\s+/g, "").toUpperCase();
  if (compact.length < 5 || compact.length > 7 || !POSTCODE.test(compact)) return null;
  return `${compact.slice(0, -3)} ${compact.slice(-3)}`;
}

/** The columns of HMRC's Gift Aid schedule spreadsheet, in its order. */
export const HMRC_SCHEDULE_COLUMNS = [
  "Title",
  "First name or initial",
  "Last name",
  "House name or number",
  "Postcode",
  "Aggregated donations",
  "Sponsored event",
  "Donation date",
  "Amount",
] as const;

/** One Gift Aid payment with its donor's declaration, as the claim reads it. */
export interface ClaimablePayment {
  title: string;
  firstName: string;
  lastName: string;
  houseNameOrNumber: string;
  postcode: string;
  /** The UK date it was paid, YYYY-MM-DD. */
  paidOn: string;
  amountPence: number;
}

/** HMRC's field limits: longer values are refused by Charities Online, so they are cut. */
const LIMITS = { title: 4, name: 35, house: 40 } as const;

/** HMRC allows letters, spaces, hyphens, apostrophes and full stops in names. */
const hmrcName = (value: string, max: number) =>
  value
    .normalize("NFKC")
    .replace(/[^\p{L}\p{M} '.-]/gu, "")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, max);

/** "2026-11-05" → "05/11/26", the schedule's date format. */
export function scheduleDate(isoDate: string): string {
  const [year, month, day] = isoDate.split("-");
  return `${day}/${month}/${(year ?? "").slice(2)}`;
}

/**
 * The schedule's rows, one per payment, oldest first: every donation is listed with its donor
 * (no aggregation of small gifts, no sponsored events), amounts in pounds with two decimals.
 */
export function hmrcScheduleRows(payments: readonly ClaimablePayment[]): string[][] {
  return [...payments]
    .sort((a, b) => a.paidOn.localeCompare(b.paidOn))
    .map((payment) => [
      payment.title.slice(0, LIMITS.title),
      hmrcName(payment.firstName, LIMITS.name),
      hmrcName(payment.lastName, LIMITS.name),
      payment.houseNameOrNumber.trim().slice(0, LIMITS.house),
      normaliseUkPostcode(payment.postcode) ?? payment.postcode,
      "",
      "",
      scheduleDate(payment.paidOn),
      (payment.amountPence / 100).toFixed(2),
    ]);
}

// Winter Qur'an Competition: the constants and pure rules (decisions 0125–0136). The date, fee
// and group sizes below are the 2025 edition's; the pages read the current edition (editions.ts).

export const FEE_LABEL = "£5";
export const MIN_AGE = 5;
export const MAX_AGE = 25;
export const COMPETITION_DATE_TEXT = "25 December 2025";
export const GROUP_MIN = 10;
export const GROUP_MAX = 15;
/** How long the thank-you banner shows before the URL is cleaned (decision 0130). */
export const REDIRECT_DELAY_MS = 3000;

export const STATUS = { pending: "Pending Payment", paid: "Paid", refunded: "Refunded" } as const;
export const PURPOSE = "quran-competition";

export const MESSAGES = {
  required: "This field is required",
  category: "Please select a category",
  group: "Please select a group",
  overall: "❌ Please fill in all required fields.",
  sending: "⏳ Sending registration...",
  success: "✅ Registration submitted successfully!",
  failure: "❌ Something went wrong. Please try again.",
  paymentError: "Payment error. Please try again.",
  age: `Participants must be aged ${MIN_AGE} to ${MAX_AGE}`,
  postcode: "Please enter a valid UK postcode",
  email: "Please enter a valid email address",
  phone: "Please enter a valid phone number",
  groupNotInCategory: "Please select a group from this category",
  ageGroup: (band: string) => `Qirā'ah groups go by age: please select Ages ${band}`,
  duplicate:
    "This person is already registered in this category. Check your email for the confirmation, or choose another category.",
} as const;

export interface CompetitionGroup {
  id: string;
  label: string;
  prize: string;
}

export interface CompetitionCategory {
  id: number;
  name: string;
  /** What is recited. */
  summary: string;
  scoring: { maxTotal: number; criteria: string[] };
  groups: CompetitionGroup[];
}

const HIFDH_GROUPS: CompetitionGroup[] = [
  { id: "A", label: "Group A", prize: "£150" },
  { id: "B", label: "Group B", prize: "£200" },
  { id: "C", label: "Group C", prize: "£300" },
  { id: "D", label: "Group D", prize: "£400" },
  { id: "E", label: "Group E", prize: "£500" },
];

const HIFDH_CRITERIA = ["Memorisation (Hifdh)", "Tajweed", "Fluency and voice"];

const AGE_BANDS = [
  { id: "5-7", min: 5, max: 7 },
  { id: "8-10", min: 8, max: 10 },
  { id: "11-15", min: 11, max: 15 },
  { id: "16-19", min: 16, max: 19 },
  { id: "20-25", min: 20, max: 25 },
] as const;

export const CATEGORIES: readonly CompetitionCategory[] = [
  {
    id: 1,
    name: "Hifdh first 10 Juz",
    summary: "Memorisation from the first ten Juz of the Qur'an.",
    scoring: { maxTotal: 30, criteria: HIFDH_CRITERIA },
    groups: HIFDH_GROUPS,
  },
  {
    id: 2,
    name: "Hifdh last 10 Juz",
    summary: "Memorisation from the last ten Juz of the Qur'an.",
    scoring: { maxTotal: 30, criteria: HIFDH_CRITERIA },
    groups: HIFDH_GROUPS,
  },
  {
    id: 3,
    name: "Qirā'ah",
    summary: "Recitation (Qirā'ah) of 1 to 3 minutes, in groups by age.",
    scoring: { maxTotal: 20, criteria: ["Tajweed", "Fluency and voice"] },
    groups: AGE_BANDS.map((band) => ({
      id: band.id,
      label: `Ages ${band.id}`,
      prize: "£100",
    })),
  },
  {
    id: 4,
    name: "Complete Qur'an",
    summary: "Memorisation of the complete Qur'an.",
    scoring: { maxTotal: 30, criteria: HIFDH_CRITERIA },
    // The original specification leaves category 4's groups open: one open group for the whole
    // range (docs/decisions/0125-competition-category-4s-groups.md).
    groups: [{ id: "Open", label: "Open group (ages 5–25)", prize: "£1000" }],
  },
];

function findCategory(id: unknown): CompetitionCategory | undefined {
  const n = typeof id === "string" ? Number(id) : id;
  return CATEGORIES.find((category) => category.id === n);
}

/** The groups offered for a category (none until a category is chosen). */
export function groupOptions(categoryId: unknown): CompetitionGroup[] {
  return findCategory(categoryId)?.groups ?? [];
}

export function isGroupInCategory(categoryId: unknown, group: unknown): boolean {
  return groupOptions(categoryId).some((option) => option.id === group);
}

/** Category 3's group for an age, or null outside 5–25. */
export function ageBand(age: number): string | null {
  if (!Number.isInteger(age)) return null;
  return AGE_BANDS.find((band) => age >= band.min && age <= band.max)?.id ?? null;
}

export function isAgeAllowed(age: number): boolean {
  return Number.isInteger(age) && age >= MIN_AGE && age <= MAX_AGE;
}

const POSTCODE =
  /^(GIR ?0AA|[A-PR-UWYZ][A-HK-Y]?[0-9][0-9A-HJKMNPR-Y]? ?[0-9][ABD-HJLNP-UW-Z]{2})$/i;

/** A UK postcode in the Royal Mail format (space optional). */
export function isUkPostcode(value: string): boolean {
  return POSTCODE.test(value.trim().replace(/\s+/g, " "));
}

/** 'wd17 1aa' → 'WD17 1AA'. */
export function formatPostcode(value: string): string {
  const compact = value.replace(/\s+/g, "").toUpperCase();
  return `${compact.slice(0, -3)} ${compact.slice(-3)}`;
}

export function groupLabel(categoryId: number, group: string): string {
  return groupOptions(categoryId).find((option) => option.id === group)?.label ?? group;
}

export function categoryLabel(categoryId: number): string {
  const category = findCategory(categoryId);
  return category ? `${category.id}. ${category.name}` : String(categoryId);
}

/** The key that stops the same person entering one category twice. */
export function participantKey(name: string, email: string): string {
  return `${name.trim().toLowerCase().replace(/\s+/g, " ")}|${email.trim().toLowerCase()}`;
}

// ---- scoring (judges' sheet) ----

export interface ScoreRow {
  id: string;
  name: string;
  scores: (number | null)[];
}

export interface RankedRow extends ScoreRow {
  total: number | null;
  rank: number | null;
  tied: boolean;
}

/**
 * Totals each participant's criteria (all must be scored, 0–10 each) and ranks them, highest
 * first; equal totals share a rank and are flagged as ties for the judges to settle.
 */
export function rankScores(rows: ScoreRow[], criteria: number): RankedRow[] {
  const totals = rows.map((row) => {
    const complete =
      row.scores.length === criteria &&
      row.scores.every((score) => typeof score === "number" && score >= 0 && score <= 10);
    return {
      ...row,
      total: complete ? row.scores.reduce<number>((sum, score) => sum + (score ?? 0), 0) : null,
    };
  });
  const scored = totals
    .filter((row) => row.total !== null)
    .sort((a, b) => (b.total ?? 0) - (a.total ?? 0));
  const counts = new Map<number, number>();
  for (const row of scored) counts.set(row.total ?? 0, (counts.get(row.total ?? 0) ?? 0) + 1);
  const ranked: RankedRow[] = scored.map((row) => ({
    ...row,
    rank: scored.findIndex((other) => other.total === row.total) + 1,
    tied: (counts.get(row.total ?? 0) ?? 0) > 1,
  }));
  const unscored = totals
    .filter((row) => row.total === null)
    .map((row) => ({ ...row, rank: null, tied: false }));
  return [...ranked, ...unscored];
}

/**
 * Summer programmes 2025 (spec 001 §2, §5, §9): the programmes, their dates and age ranges, the
 * registration limits and the messages a parent sees. Pure data and functions, shared by the
 * browser (live breakdown, wizard) and the server (validation, pricing).
 */

import { formDates, type Programme, type Season } from "./seasons/season";

const MIN_AGE = 4;
const MAX_AGE = 16;
export const MAX_CHILDREN = 5;

export type { Programme };

/** The spec's 2025 session dates (the migration's 2025 season; tests and the admin use them). */
export const SATURDAYS = [
  "2025-07-26",
  "2025-08-02",
  "2025-08-09",
  "2025-08-16",
  "2025-08-23",
  "2025-08-30",
] as const;
export const SUNDAYS = [
  "2025-07-27",
  "2025-08-03",
  "2025-08-10",
  "2025-08-17",
  "2025-08-24",
  "2025-08-31",
] as const;
export const WEDNESDAYS = [
  "2025-07-23",
  "2025-07-30",
  "2025-08-06",
  "2025-08-13",
  "2025-08-20",
  "2025-08-27",
] as const;

const programme2025 = (
  fields: Pick<Programme, "id" | "name" | "short" | "ratePence" | "maxAge" | "offered">,
  dates: readonly string[],
): Programme => ({
  ...fields,
  description: "",
  details: null,
  minAge: MIN_AGE,
  startTime: "10:00",
  endTime: "13:00",
  extrasFeePence: 500,
  ...formDates(dates),
  unavailable: {},
});

/**
 * The spec's 2025 season as the migration stores it (id 1): what the unit tests price and check
 * against, and what the admin's 2025 register lists.
 */
export const SEASON_2025: Season = {
  id: 1,
  title: "Wicked Wednesdays & Weekends 2025",
  status: "open",
  opensAt: null,
  closesAt: "2025-08-31T22:59:59.000Z",
  rules: { fullWeekDays: 6, fullWeekPercent: 10, siblingPercent: 5 },
  demo: false,
  programmes: [
    programme2025(
      {
        id: "fantastic-5",
        name: "Saturdays – Fantastic 5 (10am–1pm)",
        short: "Fantastic 5",
        ratePence: 2000,
        maxAge: MAX_AGE,
        offered: true,
      },
      SATURDAYS,
    ),
    programme2025(
      {
        id: "quran",
        name: "Sundays + Wednesdays - Qur'an Intensive (10am–1pm)",
        short: "Qur'an Intensive",
        ratePence: 2000,
        maxAge: MAX_AGE,
        offered: true,
      },
      [...SUNDAYS, ...WEDNESDAYS],
    ),
    programme2025(
      {
        id: "full-day-camp",
        name: "Full-Day Camp",
        short: "Full-Day Camp",
        ratePence: 3500,
        maxAge: 11,
        offered: false,
      },
      [],
    ),
  ],
};

/** A season's programme by key. */
export function seasonProgramme(season: Pick<Season, "programmes">, id: unknown) {
  return season.programmes.find((programme) => programme.id === id);
}

/** The programmes the wizard offers. */
export const offeredProgrammes = (season: Pick<Season, "programmes">) =>
  season.programmes.filter((programme) => programme.offered);

/** The youngest and oldest ages the season's offered programmes take (4–16 in 2025). */
export function seasonAges(season: Pick<Season, "programmes">): { min: number; max: number } {
  const offered = offeredProgrammes(season);
  if (offered.length === 0) return { min: MIN_AGE, max: MAX_AGE };
  return {
    min: Math.min(...offered.map((p) => p.minAge)),
    max: Math.max(...offered.map((p) => p.maxAge)),
  };
}

export const MESSAGES = {
  childName: "Please enter the child's name",
  ageInvalid: "Please enter a valid age",
  ageRange: (min: number, max: number) => `This programme is only for children aged ${min}–${max}`,
  agePrompt: (min: number, max: number) =>
    `Please enter a valid age (${min}-${max}) to see available programmes.`,
  noProgramme: "Please select at least one programme to continue.",
  noDate: "Please select at least one date for this programme.",
  dateInvalid: "Date input not valid.",
  datePast: (date: string) => `${date} has passed: please choose another date.`,
  dateFull: (date: string) => `${date} is full: please choose another date.`,
  dateClosed: (date: string) => `Registration for ${date} is closed.`,
  noSeason: "There is no summer programme to book at the moment.",
  notifyEmail: "Please enter a valid email address",
  notifyThanks: "Thank you! We will email you when registration opens.",
  unknownProgramme: "Please choose from the programmes listed.",
  tooManyChildren: `You can register up to ${MAX_CHILDREN} children.`,
  parentName: "Please enter your name",
  parentPhone: "Please enter your phone number",
  parentPhoneInvalid: "Please enter a valid phone number",
  parentEmail: "Please enter your email address",
  parentEmailInvalid: "Please enter a valid email address",
  coupon: "Invalid or expired coupon",
  tooLong: (max: number) => `Please use at most ${max} characters`,
  terms: "Please accept the Terms & Conditions to proceed.",
  submitFailed: "An error occurred during submission.",
  noSession: "Invalid or expired payment session.",
  checkoutNoUrl: "Could not retrieve checkout session URL.",
  unknownError: "An unknown error occurred",
} as const;

/** The longest answers accepted; longer ones are refused with MESSAGES.tooLong, never cut. */
export const MAX_LENGTH = { childName: 100, parentName: 100, parentEmail: 254, coupon: 40 };

export const PAYMENT_METHOD = "Upfront";
export const STATUS = {
  pending: "Pending Payment",
  paid: "Paid",
  refunded: "Refunded",
  cancelled: "Cancelled",
} as const;
export type RegistrationStatus = (typeof STATUS)[keyof typeof STATUS];
export const STATUSES: readonly RegistrationStatus[] = Object.values(STATUS);

export const STEP_TITLES = [
  "Children and programmes",
  "Parent details",
  "Payment",
  "Terms",
  "Review",
] as const;

/** Age as typed: a whole number within the season's ages, or why not. */
export function parseAge(
  season: Pick<Season, "programmes">,
  raw: unknown,
): { age: number } | { error: string } {
  const text = typeof raw === "string" ? raw.trim() : typeof raw === "number" ? String(raw) : "";
  if (!/^\d{1,3}$/.test(text)) return { error: MESSAGES.ageInvalid };
  const age = Number(text);
  const { min, max } = seasonAges(season);
  if (age < min || age > max) return { error: MESSAGES.ageRange(min, max) };
  return { age };
}

/** The programmes open to an age as typed: none until it is a valid age. */
export function programmesForAge(
  season: Pick<Season, "programmes">,
  raw: unknown,
): readonly Programme[] {
  const parsed = parseAge(season, raw);
  if ("error" in parsed) return [];
  return offeredProgrammes(season).filter((p) => parsed.age >= p.minAge && parsed.age <= p.maxAge);
}

/** What a child is booked on: the ticked programmes the age allows (other ticks are dropped). */
export function bookedProgrammes(
  season: Pick<Season, "programmes">,
  age: unknown,
  ticked: readonly unknown[],
): readonly Programme[] {
  return programmesForAge(season, age).filter((programme) => ticked.includes(programme.id));
}

const shortDateFormat = new Intl.DateTimeFormat("en-GB", {
  weekday: "short",
  day: "numeric",
  month: "short",
  timeZone: "Europe/London",
});

/** "2025-07-26" → "Sat 26 Jul" (UK). */
export function shortDate(iso: string): string {
  return shortDateFormat.format(new Date(`${iso}T12:00:00Z`));
}

const writtenDateFormat = new Intl.DateTimeFormat("en-GB", {
  weekday: "short",
  day: "numeric",
  month: "long",
  timeZone: "Europe/London",
});

/** "2025-07-26" → "Sat 26 July", as people write a date (the review, the record, the emails). */
export function writtenDate(iso: string): string {
  return writtenDateFormat.format(new Date(`${iso}T12:00:00Z`));
}

/** Coupon codes compare trimmed and case-insensitive. */
export function normaliseCoupon(code: unknown): string {
  return typeof code === "string" ? code.trim().toUpperCase() : "";
}

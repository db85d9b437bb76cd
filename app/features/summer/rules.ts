/**
 * Summer programmes 2025 (spec 001 §2, §5, §9): the programmes, their dates and age ranges, the
 * registration limits and the messages a parent sees. Pure data and functions, shared by the
 * browser (live breakdown, wizard) and the server (validation, pricing).
 */

const MIN_AGE = 4;
const MAX_AGE = 16;
export const MAX_CHILDREN = 5;

export type ProgrammeId = "fantastic-5" | "quran" | "full-day-camp";

export interface Programme {
  id: ProgrammeId;
  name: string;
  /** Short label for tables. */
  short: string;
  ratePence: number;
  minAge: number;
  maxAge: number;
  /** Selectable dates (ISO); for Qur'an Intensive the Sundays. */
  dates: readonly string[];
  /** Qur'an Intensive only: the Wednesday sessions (go into wednesdayDates). */
  wednesdayDates: readonly string[];
  /** Offered in the registration form (Full-Day Camp is priced but not offered in 2025). */
  offered: boolean;
}

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

const PROGRAMMES: readonly Programme[] = [
  {
    id: "fantastic-5",
    name: "Saturdays – Fantastic 5 (10am–1pm)",
    short: "Fantastic 5",
    ratePence: 2000,
    minAge: MIN_AGE,
    maxAge: MAX_AGE,
    dates: SATURDAYS,
    wednesdayDates: [],
    offered: true,
  },
  {
    id: "quran",
    name: "Sundays + Wednesdays - Qur'an Intensive (10am–1pm)",
    short: "Qur'an Intensive",
    ratePence: 2000,
    minAge: MIN_AGE,
    maxAge: MAX_AGE,
    dates: SUNDAYS,
    wednesdayDates: WEDNESDAYS,
    offered: true,
  },
  {
    id: "full-day-camp",
    name: "Full-Day Camp",
    short: "Full-Day Camp",
    ratePence: 3500,
    minAge: MIN_AGE,
    maxAge: 11,
    dates: [],
    wednesdayDates: [],
    offered: false,
  },
];

export const OFFERED_PROGRAMMES = PROGRAMMES.filter((programme) => programme.offered);

export function findProgramme(id: unknown): Programme | undefined {
  return PROGRAMMES.find((programme) => programme.id === id);
}

/** Every session date of 2025 in date order (for the admin register). */
export const ALL_SESSION_DATES: readonly string[] = [
  ...SATURDAYS,
  ...SUNDAYS,
  ...WEDNESDAYS,
].sort();

export const MESSAGES = {
  childName: "Please enter the child's name",
  ageInvalid: "Please enter a valid age",
  ageRange: "This programme is only for children aged 4–16",
  agePrompt: "Please enter a valid age (4-16) to see available programmes.",
  noProgramme: "Please select at least one programme to continue.",
  noDate: "Please select at least one date for this programme.",
  dateInvalid: "Date input not valid.",
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

/** Age as typed: a whole number, or why not. */
export function parseAge(raw: unknown): { age: number } | { error: string } {
  const text = typeof raw === "string" ? raw.trim() : typeof raw === "number" ? String(raw) : "";
  if (!/^\d{1,3}$/.test(text)) return { error: MESSAGES.ageInvalid };
  const age = Number(text);
  if (age < MIN_AGE || age > MAX_AGE) return { error: MESSAGES.ageRange };
  return { age };
}

/** The programmes open to an age as typed: none until it is a valid age. */
export function programmesForAge(raw: unknown): readonly Programme[] {
  const parsed = parseAge(raw);
  if ("error" in parsed) return [];
  return OFFERED_PROGRAMMES.filter((p) => parsed.age >= p.minAge && parsed.age <= p.maxAge);
}

/** What a child is booked on: the ticked programmes the age allows (other ticks are dropped). */
export function bookedProgrammes(age: unknown, ticked: readonly unknown[]): readonly Programme[] {
  return programmesForAge(age).filter((programme) => ticked.includes(programme.id));
}

/** "2025-07-26" → "Sat 26 Jul" (UK). */
export function shortDate(iso: string): string {
  const date = new Date(`${iso}T12:00:00Z`);
  return new Intl.DateTimeFormat("en-GB", {
    weekday: "short",
    day: "numeric",
    month: "short",
    timeZone: "Europe/London",
  }).format(date);
}

/** "2025-07-26" → "Sat 26 July", as people write a date (the review, the record, the emails). */
export function writtenDate(iso: string): string {
  return new Intl.DateTimeFormat("en-GB", {
    weekday: "short",
    day: "numeric",
    month: "long",
    timeZone: "Europe/London",
  }).format(new Date(`${iso}T12:00:00Z`));
}

/** Pence as "£108.00". */
export function pounds(pence: number): string {
  const sign = pence < 0 ? "-" : "";
  return `${sign}£${(Math.abs(pence) / 100).toFixed(2)}`;
}

/** Coupon codes compare trimmed and case-insensitive. */
export function normaliseCoupon(code: unknown): string {
  return typeof code === "string" ? code.trim().toUpperCase() : "";
}

/**
 * The summer programmes' rules (decisions 0082–0089, 0137–0140): ages, registration limits, statuses and
 * which programmes a child may book. Pure functions, shared by the browser (live breakdown,
 * wizard) and the server (validation, pricing); the words a parent reads are in messages.ts.
 */

import { formatCalendarDate } from "#app/lib/time/calendar";
import { MESSAGES } from "./messages";
import type { Programme, Season } from "./seasons/season";

const MIN_AGE = 4;
const MAX_AGE = 16;
export const MAX_CHILDREN = 5;

export type { Programme };

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

/** "2025-07-26" → "Sat 26 Jul" (UK). */
export function shortDate(iso: string): string {
  return formatCalendarDate(iso, "weekdayShort");
}

/** "2025-07-26" → "Sat 26 July", as people write a date (the review, the record, the emails). */
export function writtenDate(iso: string): string {
  return formatCalendarDate(iso, "weekdayWritten");
}

/** Coupon codes compare trimmed and case-insensitive. */
export function normaliseCoupon(code: unknown): string {
  return typeof code === "string" ? code.trim().toUpperCase() : "";
}

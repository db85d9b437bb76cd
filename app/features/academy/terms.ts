/**
 * Academy terms: the rules for copying a term to the next one and for the demo term (pure).
 * Dates are calendar dates (YYYY-MM-DD) as the centre reads them in the UK.
 */

import { formatCalendarDate } from "#app/lib/time/calendar";
import { localDate } from "#app/lib/time/london";

const TERM_STATUSES = ["draft", "current", "archived"] as const;
export type TermStatus = (typeof TERM_STATUSES)[number];

const parse = (date: string) => {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day));
};
const format = (date: Date) => date.toISOString().slice(0, 10);

/** "September 2025": the month a term starts, as its name says it. */
function monthYear(date: string): string {
  return formatCalendarDate(date, "month");
}

/** "1 September 2025". */
export function longDate(date: string): string {
  return formatCalendarDate(date, "long");
}

/**
 * The next term's start: two terms a year, so six months later (same day of the month, or the
 * month's last day), then forward to the same weekday as the copied term's start.
 * 2025-09-01 (a Monday) → 2026-03-02 (a Monday).
 */
export function nextTermStart(startsOn: string): string {
  const start = parse(startsOn);
  const year = start.getUTCFullYear();
  const month = start.getUTCMonth() + 6;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const next = new Date(Date.UTC(year, month, Math.min(start.getUTCDate(), lastDay)));
  const shift = (start.getUTCDay() - next.getUTCDay() + 7) % 7;
  next.setUTCDate(next.getUTCDate() + shift);
  return format(next);
}

/** A term's default name: "New term from March 2026". */
export const termName = (startsOn: string) => `New term from ${monthYear(startsOn)}`;

/**
 * The copy's name: the copied name with its "Month YYYY" moved to the new start, or the default
 * name when it has none.
 */
export function copiedTermName(name: string, from: string, to: string): string {
  const old = monthYear(from);
  return name.includes(old) ? name.replace(old, monthYear(to)) : termName(to);
}

/** The demo term of a fresh database: starts on the first Monday from today (UK date). */
export function demoTermStart(today: string): string {
  const date = parse(today);
  date.setUTCDate(date.getUTCDate() + ((8 - date.getUTCDay()) % 7));
  return format(date);
}

/** Today's date in the UK. */
export function ukDate(now: Date): string {
  return localDate(now.getTime());
}

/** A URL-safe id from a title ("Weekday Quran & Arabic" → "weekday-quran-arabic"). */
export function slugify(text: string): string {
  return (
    text
      .toLowerCase()
      .normalize("NFKD")
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 40) || "course"
  );
}

/** A slug not yet taken among `taken` ("tafseer", "tafseer-2", …). */
export function uniqueSlug(base: string, taken: readonly string[]): string {
  if (!taken.includes(base)) return base;
  let n = 2;
  while (taken.includes(`${base}-${n}`)) n++;
  return `${base}-${n}`;
}

/**
 * The home page's academy card line: the current term's name without its own start year at the
 * end ("New term from September 2025" → "New term from September."), as the card has always read.
 */
export function homeCardLine(term: { name: string; startsOn: string } | null): string {
  if (!term) return "Enrolment for the next term opens soon.";
  const year = term.startsOn.slice(0, 4);
  const name = term.name.trim().replace(new RegExp(`\\s+${year}$`), "");
  return /[.!?]$/.test(name) ? name : `${name}.`;
}

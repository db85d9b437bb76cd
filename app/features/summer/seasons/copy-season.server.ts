import { addDays, instantAt, localClock, localDate } from "~/lib/time/london";

/**
 * Copying a season to the next summer (issue 19). Pure: the admin's copy action stores what
 * this returns.
 *
 * A date moves to the same weekday nearest the same day a year later. A year on, the weekday has
 * moved on by one day (two across 29 February), so the nearest same weekday is always 52 weeks
 * (364 days) later: Sat 26 Jul 2025 → Sat 25 Jul 2026, Sat 24 Jul 2027 → Sat 22 Jul 2028. Every
 * date moves by the same amount, so weekly patterns (Sundays + Wednesdays) and the gaps between
 * dates stay exactly as they were.
 */
const DAYS_MOVED = 364;

/** "2025-07-26" → "2026-07-25": the same weekday, nearest the same day a year later. */
export function moveDateByYear(date: string): string {
  return addDays(date, DAYS_MOVED);
}

/** An instant moved the same way, keeping its UK wall-clock time (23:59:59 stays 23:59:59). */
export function moveInstantByYear(instant: Date): Date {
  const time = instant.getTime();
  const clock = localClock(time);
  const seconds = Number(clock.slice(6, 8));
  const millis = time % 1000;
  return new Date(
    instantAt(moveDateByYear(localDate(time)), clock.slice(0, 5)) + seconds * 1000 + millis,
  );
}

/** Every year in the title moves on by one ("… 2025" → "… 2026"); a title without one gets "(copy)". */
export function nextTitle(title: string): string {
  const moved = title.replace(/\b(19|20)(\d\d)\b/g, (year) => String(Number(year) + 1));
  return moved === title ? `${title} (copy)` : moved;
}

export interface SeasonToCopy<Programme extends { sessions: SessionToCopy[] }> {
  title: string;
  registrationOpensAt: Date | null;
  registrationClosesAt: Date | null;
  fullWeekDays: number;
  fullWeekPercent: number;
  siblingPercent: number;
  programmes: Programme[];
}

interface SessionToCopy {
  date: string;
  capacity: number | null;
}

/**
 * The next season made from `season`: a draft, with its title's year, its registration window and
 * every session date moved by a year to the same weekday; programmes, rates, times, capacities
 * and discount rules as they were.
 */
export function copySeason<Programme extends { sessions: SessionToCopy[] }>(
  season: SeasonToCopy<Programme>,
) {
  return {
    title: nextTitle(season.title),
    status: "draft" as const,
    registrationOpensAt: season.registrationOpensAt
      ? moveInstantByYear(season.registrationOpensAt)
      : null,
    registrationClosesAt: season.registrationClosesAt
      ? moveInstantByYear(season.registrationClosesAt)
      : null,
    fullWeekDays: season.fullWeekDays,
    fullWeekPercent: season.fullWeekPercent,
    siblingPercent: season.siblingPercent,
    demo: false,
    programmes: season.programmes.map((programme) => ({
      ...programme,
      sessions: programme.sessions.map((session) => ({
        date: moveDateByYear(session.date),
        capacity: session.capacity,
      })),
    })),
  };
}

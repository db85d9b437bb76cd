import { formatCalendarDate, hijriDateParts } from "#app/lib/time/calendar";
import { addDays } from "#app/lib/time/london";

/**
 * The Hijri calendar as the centre keeps it (decision 0376): the Umm al-Qura calendar, moved by
 * the site's adjustment, except where the centre announced a month's first day after the sighting.
 */

/** The months' names as `formatHijriDate` writes them (Intl's en-GB names), Muharram first. */
export const HIJRI_MONTHS = [
  "Muharram",
  "Safar",
  "Rabiʻ I",
  "Rabiʻ II",
  "Jumada I",
  "Jumada II",
  "Rajab",
  "Shaʻban",
  "Ramadan",
  "Shawwal",
  "Dhuʻl-Qiʻdah",
  "Dhuʻl-Hijjah",
] as const;

export const RAMADAN = 9;
export const SHAWWAL = 10;
export const DHU_AL_HIJJAH = 12;

/** The months whose first day the centre announces, with the names the admin reads. */
export const ANNOUNCED_MONTHS = [
  { month: RAMADAN, name: "Ramadan" },
  { month: SHAWWAL, name: "Shawwal" },
  { month: DHU_AL_HIJJAH, name: "Dhu al-Hijjah" },
] as const;

interface HijriDate {
  year: number;
  /** 1 Muharram … 12 Dhu al-Hijjah. */
  month: number;
  day: number;
}

/** The first day of a month as the centre announced it. */
export interface MonthStart {
  hijriYear: number;
  month: number;
  startsOn: string;
}

/** "20 Ramadan 1448 AH", as `formatHijriDate` writes a date. */
const writeHijriDate = ({ year, month, day }: HijriDate): string =>
  `${day} ${HIJRI_MONTHS[month - 1]} ${year} AH`;

export const announcedMonthName = (month: number): string =>
  ANNOUNCED_MONTHS.find((candidate) => candidate.month === month)?.name ??
  HIJRI_MONTHS[month - 1] ??
  "";

/** Whole days from one YYYY-MM-DD date to another. */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** Months counted from year 0, so that the month after Dhu al-Hijjah is next year's Muharram. */
const monthIndex = (year: number, month: number) => year * 12 + month - 1;

const earliest = (a: string, b: string) => (a < b ? a : b);
const latest = (a: string, b: string) => (a > b ? a : b);
const clamp = (date: string, from: string, to: string) => earliest(latest(date, from), to);

/** The month a date is in by the calendar, and that month's first day. */
function calendarMonthAround(date: string, adjustment: number) {
  const { year, month, day } = hijriDateParts(date, adjustment);
  return { index: monthIndex(year, month), startsOn: addDays(date, 1 - day) };
}

/** 1 Muharram 1447 by Umm al-Qura: where the search for a month's first day starts. */
const KNOWN_START = { index: 1447 * 12, startsOn: "2025-06-26" };
const MEAN_MONTH_DAYS = 29.530589;

/** The first day of a Hijri month by the calendar (moved by the adjustment). */
export function calendarMonthStart(year: number, month: number, adjustment = 0): string {
  const target = monthIndex(year, month);
  let found = KNOWN_START;
  // Each guess lands within a day or two of the month's middle: two or three rounds at most.
  for (let round = 0; round < 8 && found.index !== target; round += 1) {
    const guess = addDays(
      found.startsOn,
      Math.round((target - found.index + 0.5) * MEAN_MONTH_DAYS),
    );
    found = calendarMonthAround(guess, adjustment);
  }
  return found.startsOn;
}

/** Days in the calendar's month that begins on `startsOn`: 29, or 30. */
const calendarLength = (startsOn: string, adjustment: number) =>
  hijriDateParts(addDays(startsOn, 29), adjustment).day === 1 ? 29 : 30;

/**
 * Months either side of the announcements that are worked out from them: a month moved by an
 * announcement moves its neighbours by at most a day each, so the calendar is met again well
 * within these.
 */
const SETTLING_MONTHS = 6;

export interface CentreCalendar {
  /** A date's Hijri date as the centre keeps it. */
  dateOf(isoDate: string): HijriDate;
  /** A date's Hijri date, written as `formatHijriDate` writes one. */
  format(isoDate: string): string;
  /** The first day of a Hijri month as the centre keeps it. */
  monthStart(year: number, month: number): string;
  /** Whether the centre announced that month's first day. */
  isAnnounced(year: number, month: number): boolean;
}

/**
 * The centre's calendar. Every month has 29 or 30 days. An announced month begins on its
 * announced day and ends at the next month's announced start; a month nobody announced keeps the
 * calendar's first day unless that would make a neighbour shorter than 29 days or longer than 30
 * (its first day then moves by the least that keeps both), so a late or early sighting moves the
 * months around it by a day and the calendar is met again a month or two on. Dates far from any
 * announcement are the calendar's.
 */
export function centreCalendar(
  adjustment: number,
  announcements: readonly MonthStart[],
): CentreCalendar {
  const announced = new Map(
    announcements.map((start) => [monthIndex(start.hijriYear, start.month), start.startsOn]),
  );
  const indexes = [...announced.keys()];
  const first = Math.min(...indexes) - SETTLING_MONTHS;
  const last = Math.max(...indexes) + SETTLING_MONTHS;
  const starts = new Map<number, string>();
  if (announced.size > 0) {
    const firstYear = Math.floor(first / 12);
    let calendarStart = calendarMonthStart(firstYear, first - firstYear * 12 + 1, adjustment);
    const calendarStarts = new Map<number, string>();
    for (let index = first; index <= last; index += 1) {
      calendarStarts.set(index, calendarStart);
      calendarStart = addDays(calendarStart, calendarLength(calendarStart, adjustment));
    }
    const at = (index: number) => starts.get(index) as string;
    const calendarAt = (index: number) => calendarStarts.get(index) as string;
    // Forwards from each announcement, then backwards from each: every month 29 or 30 days.
    for (let index = first; index <= last; index += 1) {
      const fixed = announced.get(index);
      starts.set(
        index,
        fixed ??
          (index === first
            ? calendarAt(index)
            : clamp(calendarAt(index), addDays(at(index - 1), 29), addDays(at(index - 1), 30))),
      );
    }
    for (let index = last - 1; index >= first; index -= 1) {
      if (!announced.has(index))
        starts.set(
          index,
          clamp(at(index), addDays(at(index + 1), -30), addDays(at(index + 1), -29)),
        );
    }
  }

  const dateOf = (isoDate: string): HijriDate => {
    const firstStart = starts.get(first);
    const lastStart = starts.get(last);
    if (!firstStart || !lastStart || isoDate < firstStart || isoDate >= lastStart)
      return hijriDateParts(isoDate, adjustment);
    let index = first;
    while ((starts.get(index + 1) as string) <= isoDate) index += 1;
    const year = Math.floor(index / 12);
    return {
      year,
      month: index - year * 12 + 1,
      day: daysBetween(starts.get(index) as string, isoDate) + 1,
    };
  };

  return {
    dateOf,
    format: (isoDate) => writeHijriDate(dateOf(isoDate)),
    monthStart: (year, month) =>
      starts.get(monthIndex(year, month)) ?? calendarMonthStart(year, month, adjustment),
    isAnnounced: (year, month) => announced.has(monthIndex(year, month)),
  };
}

/** How far (in days) an announced first day may be from the calendar's, as the adjustment may. */
const MAX_DAYS_FROM_CALENDAR = 2;

/**
 * Why announced first days cannot all hold, by month ("1448-9"); empty when they can. Each is
 * within two days of the calendar's first day, and months between two announcements keep 29 or
 * 30 days each.
 */
export function monthStartProblems(
  starts: readonly MonthStart[],
  adjustment: number,
): Map<string, string> {
  const problems = new Map<string, string>();
  const sorted = [...starts].sort(
    (a, b) => monthIndex(a.hijriYear, a.month) - monthIndex(b.hijriYear, b.month),
  );
  sorted.forEach((start, position) => {
    const key = monthKey(start.hijriYear, start.month);
    const name = `${announcedMonthName(start.month)} ${start.hijriYear}`;
    const expected = calendarMonthStart(start.hijriYear, start.month, adjustment);
    if (Math.abs(daysBetween(expected, start.startsOn)) > MAX_DAYS_FROM_CALENDAR) {
      problems.set(
        key,
        `${name} must begin within ${MAX_DAYS_FROM_CALENDAR} days of the calendar's first day, ${formatCalendarDate(expected, "weekdayMedium")}.`,
      );
      return;
    }
    const before = sorted[position - 1];
    if (!before) return;
    const months =
      monthIndex(start.hijriYear, start.month) - monthIndex(before.hijriYear, before.month);
    const days = daysBetween(before.startsOn, start.startsOn);
    if (days < 29 * months || days > 30 * months) {
      const span =
        months === 1 ? "29 or 30 days" : `between ${29 * months} and ${30 * months} days`;
      problems.set(
        key,
        `${name} must begin ${span} after ${announcedMonthName(before.month)} ${before.hijriYear} (${formatCalendarDate(before.startsOn, "weekdayMedium")}).`,
      );
    }
  });
  return problems;
}

export const monthKey = (year: number, month: number) => `${year}-${month}`;

import { maxAgeUntilMidnight, OPEN_DATA_MAX_AGE } from "#app/lib/http/open-data";
import { addDays, isCalendarDate } from "#app/lib/time/london";
import {
  API_TIMEZONE,
  type ApiDay,
  FIRST_YEAR,
  LAST_YEAR,
  MAX_RANGE_DAYS,
  MONTH_PATTERN,
  type PrayerTimesAnswer,
  YEAR_PATTERN,
} from "./api-schema";
import { type JumuahSettings, jumuahSessions } from "./jumuah";
import { daysInMonth } from "./month";
import { isFriday, type PrayerDay } from "./prayers";

/** The days one request asks for: `days` days from `from`, or why the query cannot be answered. */
export type RequestedRange = { from: string; days: number; today: boolean } | { error: string };

export const API_ERRORS = {
  oneForm: "Ask for one form at a time: date, month, from and to, or year.",
  date: "date must be a calendar date written YYYY-MM-DD, for example 2026-03-06.",
  month: "month must be written YYYY-MM with a month from 01 to 12, for example 2026-03.",
  year: "year must be written YYYY, for example 2026.",
  rangeHalf: "from and to go together: give both, for example from=2026-03-01&to=2026-03-31.",
  rangeDates: "from and to must be calendar dates written YYYY-MM-DD, for example 2026-03-01.",
  rangeOrder: "to must be the same day as from or after it.",
  rangeLength: `A range covers at most ${MAX_RANGE_DAYS} days: ask for a whole year with year=YYYY.`,
  years: `Prayer times are available for the years ${FIRST_YEAR} to ${LAST_YEAR}.`,
} as const;

const FORMS = ["date", "month", "from", "to", "year"] as const;
const DAY_MS = 86_400_000;

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

const yearOf = (date: string) => Number(date.slice(0, 4));

/**
 * The days a query asks for (`today`, YYYY-MM-DD, when it names none). Other parameters are
 * ignored, so a cache-busting `?_=…` still works.
 */
export function requestedRange(query: URLSearchParams, today: string): RequestedRange {
  const given = FORMS.filter((name) => query.has(name));
  const range = rangeOf(query, given, today);
  if ("error" in range) return range;
  const last = addDays(range.from, range.days - 1);
  if (yearOf(range.from) < FIRST_YEAR || yearOf(last) > LAST_YEAR)
    return { error: API_ERRORS.years };
  return range;
}

function rangeOf(query: URLSearchParams, given: readonly string[], today: string): RequestedRange {
  if (given.length === 0) return { from: today, days: 1, today: true };
  const isRange = given.every((name) => name === "from" || name === "to");
  if (given.length > 1 && !isRange) return { error: API_ERRORS.oneForm };
  const date = query.get("date");
  const month = query.get("month");
  const year = query.get("year");
  if (date !== null)
    return isCalendarDate(date)
      ? { from: date, days: 1, today: false }
      : { error: API_ERRORS.date };
  if (month !== null)
    return MONTH_PATTERN.test(month)
      ? { from: `${month}-01`, days: daysInMonth(month), today: false }
      : { error: API_ERRORS.month };
  if (year !== null)
    return YEAR_PATTERN.test(year)
      ? { from: `${year}-01-01`, days: daysBetween(`${year}-01-01`, `${year}-12-31`), today: false }
      : { error: API_ERRORS.year };
  const from = query.get("from");
  const to = query.get("to");
  if (from === null || to === null) return { error: API_ERRORS.rangeHalf };
  if (!isCalendarDate(from) || !isCalendarDate(to)) return { error: API_ERRORS.rangeDates };
  const days = daysBetween(from, to);
  if (days < 1) return { error: API_ERRORS.rangeOrder };
  if (days > MAX_RANGE_DAYS) return { error: API_ERRORS.rangeLength };
  return { from, days, today: false };
}

/**
 * One day as the API gives it: the site's times under public names, and on Fridays the day's own
 * Jumu'ah with every session in order (the further ones after it).
 */
export function apiDay(day: PrayerDay, jumuah: JumuahSettings): ApiDay {
  return {
    date: day.date,
    hijriDate: day.hijriDate,
    source: day.source,
    begins: { ...day.times },
    iqamah: { ...day.iqamah },
    ...(isFriday(day.date)
      ? { jumuah: { ...day.jummah }, jumuahSessions: jumuahSessions(day.jummah, jumuah) }
      : {}),
  };
}

/** The answer for `days` (one at least, in order), with what an integrator needs to read them. */
export function prayerTimesAnswer(
  days: readonly PrayerDay[],
  about: { centre: string; calculationMethod: string; jumuah: JumuahSettings },
): PrayerTimesAnswer {
  return {
    centre: about.centre,
    timezone: API_TIMEZONE,
    calculationMethod: about.calculationMethod,
    from: days[0]?.date ?? "",
    to: days.at(-1)?.date ?? "",
    days: days.map((day) => apiDay(day, about.jumuah)),
  };
}

/** How long a copy may be kept: an hour, and today's answer no later than midnight. */
export const cacheSeconds = (range: { from: string; today: boolean }, now: number): number =>
  range.today ? maxAgeUntilMidnight(range.from, now) : OPEN_DATA_MAX_AGE;

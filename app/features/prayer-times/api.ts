import { addDays, instantAt, isCalendarDate } from "#app/lib/time/london";
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

/** One day as the API gives it: the site's times under public names, Jumu'ah on Fridays. */
export function apiDay(day: PrayerDay): ApiDay {
  return {
    date: day.date,
    hijriDate: day.hijriDate,
    source: day.source,
    begins: { ...day.times },
    iqamah: { ...day.iqamah },
    ...(isFriday(day.date) ? { jumuah: { ...day.jummah } } : {}),
  };
}

/** The answer for `days` (one at least, in order), with what an integrator needs to read them. */
export function prayerTimesAnswer(
  days: readonly PrayerDay[],
  about: { centre: string; calculationMethod: string },
): PrayerTimesAnswer {
  return {
    centre: about.centre,
    timezone: API_TIMEZONE,
    calculationMethod: about.calculationMethod,
    from: days[0]?.date ?? "",
    to: days.at(-1)?.date ?? "",
    days: days.map(apiDay),
  };
}

/** How long a copy may be kept: an hour, and today's answer no later than midnight. */
export const CACHE_SECONDS = 3600;

export function cacheSeconds(range: { from: string; today: boolean }, now: number): number {
  if (!range.today) return CACHE_SECONDS;
  const untilMidnight = Math.floor((instantAt(addDays(range.from, 1), "00:00") - now) / 1000);
  return Math.max(0, Math.min(CACHE_SECONDS, untilMidnight));
}

/** Whether an If-None-Match header names `etag` (compared weakly, as RFC 9110 asks for GET). */
export function etagMatches(ifNoneMatch: string | null, etag: string): boolean {
  if (ifNoneMatch === null) return false;
  const strip = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || strip(tag) === strip(etag));
}

import { addDays, instantAt } from "#app/lib/time/london";

/**
 * The open-data API's caching (decision 0372): an answer may be kept an hour; one that depends on
 * which day it is (today's times, the Ramadan under way) no later than midnight in London.
 */
export const OPEN_DATA_MAX_AGE = 3600;

/** Seconds a copy of an answer about `today` may be kept at `now`: `maxAge`, and not past midnight. */
export function maxAgeUntilMidnight(
  today: string,
  now: number,
  maxAge = OPEN_DATA_MAX_AGE,
): number {
  const untilMidnight = Math.floor((instantAt(addDays(today, 1), "00:00") - now) / 1000);
  return Math.max(0, Math.min(maxAge, untilMidnight));
}

/** Whether an If-None-Match header names `etag` (compared weakly, as RFC 9110 asks for GET). */
export function etagMatches(ifNoneMatch: string | null, etag: string): boolean {
  if (ifNoneMatch === null) return false;
  const strip = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || strip(tag) === strip(etag));
}

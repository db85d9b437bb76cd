import { addDays, instantAt, localDate } from "#app/lib/time/london";

/** Stale after an hour; refreshed daily at 03:00 centre time (decision 0065). */
const STALE_AFTER_MS = 3_600_000;
const DAILY_SYNC_TIME = "03:00";
/** A sync fills today and the next 60 days. */
export const SYNC_DAYS = 61;

export function isStale(lastUpdated: Date | null | undefined, now: number): boolean {
  if (!lastUpdated || Number.isNaN(lastUpdated.getTime())) return true;
  return now - lastUpdated.getTime() > STALE_AFTER_MS;
}

/**
 * The next 03:00 on the centre's clocks strictly after `now`. Scheduling each run from the wall
 * clock (rather than adding 24 hours) keeps it at 03:00 across the clock changes.
 */
export function nextDailySync(now: number): number {
  const today = localDate(now);
  const todayRun = instantAt(today, DAILY_SYNC_TIME);
  return todayRun > now ? todayRun : instantAt(addDays(today, 1), DAILY_SYNC_TIME);
}

import {
  getPrayerSettings,
  openDataAbout,
  prayerDays,
  timesSource,
} from "#app/features/prayer-times/index.server";
import { requestNow } from "#app/lib/http/clock.server";
import { maxAgeUntilMidnight, OPEN_DATA_MAX_AGE } from "#app/lib/http/open-data";
import { openDataJson, openDataPreflight, openDataRefusal } from "#app/lib/http/open-data.server";
import { localDate } from "#app/lib/time/london";
import { ramadanAnswer, requestedRamadanYear } from "./api";
import { ramadanOfYear } from "./ramadan.server";

/**
 * Where a Ramadan's adhan times come from (the calculation method, or the centre's timetable),
 * as its printed copies state it: its `days` days from `startsOn`.
 */
export async function ramadanTimesSource(startsOn: string, days: number): Promise<string> {
  const [prayers, settings] = await Promise.all([prayerDays(startsOn, days), getPrayerSettings()]);
  return timesSource(prayers, settings);
}

/** GET /api/v1/ramadan?year=: a Ramadan timetable (decision 0385). */
export async function ramadanResponse(request: Request): Promise<Response> {
  if (request.method === "OPTIONS") return openDataPreflight();
  const asked = requestedRamadanYear(new URL(request.url).searchParams);
  if ("error" in asked) return openDataRefusal(asked.error);
  const now = requestNow(request);
  const today = localDate(now);
  const [ramadan, about] = await Promise.all([ramadanOfYear(asked.year, today), openDataAbout()]);
  // Without a year, the answer becomes next year's Ramadan on the day of Eid.
  const maxAge = asked.year === null ? maxAgeUntilMidnight(today, now) : OPEN_DATA_MAX_AGE;
  return openDataJson(request, ramadanAnswer(ramadan, about), maxAge);
}

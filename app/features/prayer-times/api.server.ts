import { getSiteSettings } from "#app/lib/config/settings.server";
import { requestNow } from "#app/lib/http/clock.server";
import { OPEN_DATA_MAX_AGE } from "#app/lib/http/open-data";
import { openDataJson, openDataPreflight, openDataRefusal } from "#app/lib/http/open-data.server";
import { localDate } from "#app/lib/time/london";
import { cacheSeconds, prayerTimesAnswer, requestedRange } from "./api";
import { openApiDocument } from "./api-document";
import { API_TIMEZONE } from "./api-schema";
import type { JumuahSettings } from "./jumuah";
import { getPrayerSettings, prayerDays } from "./prayer-times.server";
import { calculationLabel } from "./settings";

/** What every open-data answer states: whose times, in which zone, and how they were worked out. */
export interface OpenDataAbout {
  centre: string;
  timezone: typeof API_TIMEZONE;
  calculationMethod: string;
  jumuah: JumuahSettings;
}

export async function openDataAbout(): Promise<OpenDataAbout> {
  const [settings, site] = await Promise.all([getPrayerSettings(), getSiteSettings()]);
  return {
    centre: site.name,
    timezone: API_TIMEZONE,
    calculationMethod: calculationLabel(settings),
    jumuah: settings.jumuah,
  };
}

/** GET /api/v1/prayer-times: the days the query asks for, as /timetable shows them. */
export async function prayerTimesResponse(request: Request): Promise<Response> {
  if (request.method === "OPTIONS") return openDataPreflight();
  const now = requestNow(request);
  const range = requestedRange(new URL(request.url).searchParams, localDate(now));
  if ("error" in range) return openDataRefusal(range.error);
  const [days, about] = await Promise.all([prayerDays(range.from, range.days), openDataAbout()]);
  return openDataJson(request, prayerTimesAnswer(days, about), cacheSeconds(range, now));
}

/** GET /api/v1/openapi.json: the document the committed docs/api/prayer-times.openapi.json holds. */
export function openApiResponse(request: Request): Response {
  if (request.method === "OPTIONS") return openDataPreflight();
  return openDataJson(request, openApiDocument(), OPEN_DATA_MAX_AGE);
}

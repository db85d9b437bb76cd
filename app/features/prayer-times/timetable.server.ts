import { requestNow } from "#app/lib/http/clock.server";
import { daysInMonth, monthParam } from "./month";
import { getPrayerSettings, prayerDays } from "./prayer-times.server";
import type { PrayerDay } from "./prayers";
import { calculationLabel, type PrayerSettings } from "./settings";

/**
 * The month a /timetable request asks for (or the current one), its days, and where their adhan
 * times come from, which a printed or downloaded copy states.
 */
export async function monthForRequest(request: Request) {
  const now = requestNow(request);
  const month = monthParam(new URL(request.url).searchParams.get("month"), now);
  const [days, settings] = await Promise.all([
    prayerDays(`${month}-01`, daysInMonth(month)),
    getPrayerSettings(),
  ]);
  return { now, month, days, timesSource: timesSource(days, settings), jumuah: settings.jumuah };
}

// The calculation method says nothing about days taken from the centre's own timetable.
export function timesSource(days: readonly PrayerDay[], settings: PrayerSettings): string {
  const calculated = `calculated (${calculationLabel(settings)})`;
  const fromTimetable = days.filter((day) => day.source === "timetable").length;
  if (fromTimetable === 0) return `Adhan times ${calculated}`;
  if (fromTimetable === days.length) return "Adhan times from the centre's timetable";
  return `Adhan times from the centre's timetable; other days ${calculated}`;
}

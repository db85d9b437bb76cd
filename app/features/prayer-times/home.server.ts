import { requestNow } from "#app/lib/http/clock.server";
import { localDate } from "#app/lib/time/london";
import { getPrayerSettings, prayerDays } from "./prayer-times.server";
import { upcomingOccurrences } from "./weekly-events";
import { listWeeklyEvents } from "./weekly-events.server";

/** The home page's prayer card and "this week" list. */
export async function homePrayerData(request: Request) {
  const now = requestNow(request);
  const [days, events, settings] = await Promise.all([
    prayerDays(localDate(now), 2),
    listWeeklyEvents(),
    getPrayerSettings(),
  ]);
  return {
    now,
    days,
    events: upcomingOccurrences(events, now, 7).slice(0, 5),
    jumuah: settings.jumuah,
  };
}

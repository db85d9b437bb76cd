import { addDays, localDate } from "#app/lib/time/london";
import { screenJumuah } from "./jumuah";
import { getPrayerSettings, prayerDays } from "./prayer-times.server";
import { upcomingOccurrences } from "./weekly-events";
import { listWeeklyEvents } from "./weekly-events.server";

/** Yesterday (for a prayer still running after midnight) and the next 8 days: a week offline. */
const DISPLAY_DAYS = 10;

/** Everything a wall screen needs, also served as JSON so it can refresh itself. */
export async function displayData(now: number) {
  const today = localDate(now);
  const [days, settings, events] = await Promise.all([
    prayerDays(addDays(today, -1), DISPLAY_DAYS),
    getPrayerSettings(),
    listWeeklyEvents(),
  ]);
  return {
    generatedAt: now,
    days,
    screen: {
      prayerMinutes: settings.prayerMinutes,
      adhkarMinutes: settings.adhkarMinutes,
      standby: settings.standby,
    },
    events: upcomingOccurrences(events, now, 8),
    announcements: settings.announcements,
    jumuah: screenJumuah(settings.jumuah),
  };
}

import { getSiteSettings } from "#app/lib/config/settings.server";
import { requestNow } from "#app/lib/http/clock.server";
import { localDate } from "#app/lib/time/london";
import { calendarChoice, calendarFileName, prayerCalendar } from "../calendar";
import { getPrayerSettings, prayerDays } from "../prayer-times.server";
import { SYNC_DAYS } from "../schedule";
import type { Route } from "./+types/calendar-ics";

/**
 * Add-to-calendar and calendar subscriptions: today and the next 60 days of the prayers and
 * times the query chooses (by default every iqamah). Calendar apps subscribing ignore
 * Content-Disposition; a browser opening the address saves a file instead of showing text.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const now = requestNow(request);
  const url = new URL(request.url);
  const choice = calendarChoice(url.searchParams);
  const [days, settings, site] = await Promise.all([
    prayerDays(localDate(now), SYNC_DAYS),
    getPrayerSettings(),
    getSiteSettings(),
  ]);
  return new Response(
    prayerCalendar(days, settings.jumuah, choice, { host: url.host, now, site }),
    {
      headers: {
        "Content-Type": "text/calendar; charset=utf-8",
        "Content-Disposition": `attachment; filename="${calendarFileName(choice)}"`,
        "Cache-Control": "public, max-age=3600",
      },
    },
  );
}

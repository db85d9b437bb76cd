import { getSiteSettings } from "#app/lib/config/settings.server";
import { requestNow } from "#app/lib/http/clock.server";
import { localDate } from "#app/lib/time/london";
import { iqamahCalendar } from "../exports";
import { getPrayerSettings, prayerDays } from "../prayer-times.server";
import { SYNC_DAYS } from "../schedule";
import type { Route } from "./+types/calendar-ics";

/** Add-to-calendar: the iqamah times of today and the next 60 days. */
export async function loader({ request }: Route.LoaderArgs) {
  const now = requestNow(request);
  const [days, settings] = await Promise.all([
    prayerDays(localDate(now), SYNC_DAYS),
    getPrayerSettings(),
  ]);
  return new Response(
    iqamahCalendar(days, settings.jumuah, new URL(request.url).host, now, await getSiteSettings()),
    {
      headers: {
        "Content-Type": "text/calendar; charset=utf-8",
        "Content-Disposition": 'attachment; filename="iqamah-times.ics"',
        "Cache-Control": "public, max-age=3600",
      },
    },
  );
}

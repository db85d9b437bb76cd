import { getSiteSettings } from "#app/lib/config/settings.server";
import { requestNow } from "#app/lib/http/clock.server";
import { localDate } from "#app/lib/time/london";
import { prayerDays } from "../prayer-times.server";
import { WIDGET_CONTENT_SECURITY_POLICY, widgetHtml, widgetMaxAge, widgetTheme } from "../widget";
import type { Route } from "./+types/widget";

/** Today's times as a small page other websites frame (`<iframe src=".../widget">`). */
export async function loader({ request }: Route.LoaderArgs) {
  const now = requestNow(request);
  const [[day], site] = await Promise.all([prayerDays(localDate(now), 1), getSiteSettings()]);
  if (!day) throw new Response("No prayer times for today", { status: 404 });
  const theme = widgetTheme(new URL(request.url).searchParams.get("theme"));
  return new Response(widgetHtml({ day, site, theme }), {
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy": WIDGET_CONTENT_SECURITY_POLICY,
      "Cache-Control": `public, max-age=${widgetMaxAge(now)}`,
    },
  });
}

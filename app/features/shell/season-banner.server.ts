import { eidNoticeOn } from "#app/features/eid/index.server";
import { ramadanBanner } from "#app/features/ramadan/index.server";
import { requestNow } from "#app/lib/http/clock.server";
import { localDate } from "#app/lib/time/london";
import { eidBannerText, ramadanBannerText } from "./season-banner";

/**
 * The lines of the strip on every public page: Ramadan's fast in view, the Eid being shown. Both
 * come from shared reads (the calendar, the Ramadan times, the prayer days, the Eid's notice), so
 * a page asks the database nothing more for them.
 */
export async function seasonBanner(request: Request) {
  const now = requestNow(request);
  const [fast, eid] = await Promise.all([ramadanBanner(now), eidNoticeOn(localDate(now))]);
  return {
    ramadan: fast ? ramadanBannerText(fast) : null,
    eid: eid ? eidBannerText(eid) : null,
  };
}

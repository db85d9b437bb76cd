import type { LinkStripData } from "#app/components/layout/link-strip";
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
  return seasonStrip({
    ramadan: fast ? ramadanBannerText(fast) : null,
    eid: eid ? eidBannerText(eid) : null,
  });
}

/**
 * The slim strip under the announcement: today's or tomorrow's fast (to /ramadan) and the Eid
 * shown (to /eid), the strong brand colour on its soft band.
 */
function seasonStrip(lines: { ramadan: string | null; eid: string | null }): LinkStripData {
  const shown = (
    [
      ["Ramadan", "/ramadan", lines.ramadan],
      ["Eid", "/eid", lines.eid],
    ] as const
  ).flatMap(([name, to, text]) => (text ? [{ name, to, text }] : []));
  return {
    label: shown.map((line) => line.name).join(" and "),
    classes: {
      strip:
        "border-b border-brand/20 bg-brand-soft px-4 py-1.5 text-center text-sm text-brand-strong",
      list: "mx-auto flex max-w-7xl flex-wrap justify-center gap-x-8 gap-y-1",
      link: "decoration-brand/40 hover:decoration-brand-strong",
    },
    lines: shown.map(({ to, text }) => ({ to, text })),
  };
}

import { pdfDownload } from "#app/features/prayer-times/index.server";
import { getSiteSettings } from "#app/lib/config/settings.server";
import { requestNow } from "#app/lib/http/clock.server";
import { localDate } from "#app/lib/time/london";
import { requestedRamadanYear } from "../api";
import { ramadanTimesSource } from "../api.server";
import { ramadanOfYear } from "../ramadan.server";
import { ramadanPdf } from "../ramadan-pdf.server";
import type { Route } from "./+types/ramadan-pdf";

/**
 * GET /ramadan.pdf?year=: the Ramadan timetable to print; without a year, or with one it cannot
 * show, the Ramadan /ramadan shows (decision 0385).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const asked = requestedRamadanYear(new URL(request.url).searchParams);
  const year = "error" in asked ? null : asked.year;
  const [ramadan, site] = await Promise.all([
    ramadanOfYear(year, localDate(requestNow(request))),
    getSiteSettings(),
  ]);
  const timesSource = await ramadanTimesSource(ramadan.startsOn, ramadan.length);
  const pdf = await ramadanPdf({ ...ramadan, site, timesSource });
  return pdfDownload(pdf, `ramadan-${ramadan.year}-timetable.pdf`);
}

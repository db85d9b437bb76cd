import { getSiteSettings } from "#app/lib/config/settings.server";
import { monthForRequest } from "../timetable.server";
import { pdfDownload, timetablePdf } from "../timetable-pdf.server";
import type { Route } from "./+types/timetable-pdf";

export async function loader({ request }: Route.LoaderArgs) {
  const [{ month, days, timesSource, jumuah }, site] = await Promise.all([
    monthForRequest(request),
    getSiteSettings(),
  ]);
  const pdf = await timetablePdf({ site, month, days, timesSource, jumuah });
  return pdfDownload(pdf, `prayer-timetable-${month}.pdf`);
}

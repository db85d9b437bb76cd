import { getSiteSettings } from "#app/lib/config/settings.server";
import { monthForRequest } from "../timetable.server";
import { timetablePdf } from "../timetable-pdf.server";
import type { Route } from "./+types/timetable-pdf";

export async function loader({ request }: Route.LoaderArgs) {
  const [{ month, days, timesSource }, site] = await Promise.all([
    monthForRequest(request),
    getSiteSettings(),
  ]);
  const pdf = await timetablePdf({ site, month, days, timesSource });
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="prayer-timetable-${month}.pdf"`,
    },
  });
}

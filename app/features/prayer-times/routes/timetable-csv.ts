import { timetableCsv } from "../exports";
import { monthForRequest } from "../timetable.server";
import type { Route } from "./+types/timetable-csv";

export async function loader({ request }: Route.LoaderArgs) {
  const { month, days } = await monthForRequest(request);
  return new Response(timetableCsv(days), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="prayer-timetable-${month}.csv"`,
    },
  });
}

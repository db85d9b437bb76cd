import { data } from "react-router";
import { requireStaff } from "#app/lib/auth/session.server";
import { requestNow } from "#app/lib/http/clock.server";
import { csvDownload } from "#app/lib/http/csv-download";
import { isCalendarDate } from "#app/lib/time/london";
import { iftarCsv } from "../export.server";
import { findNight } from "../store.server";
import type { Route } from "./+types/admin-iftars-export";

/**
 * The sign-ups and volunteer rota of one night (`?date=YYYY-MM-DD`), or of every night, as a CSV
 * download, a line per person.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  const date = new URL(request.url).searchParams.get("date");
  if (date !== null && (!isCalendarDate(date) || !(await findNight(date))))
    throw data("Iftar not found", { status: 404 });
  return csvDownload(await iftarCsv(date), date ? `iftar-${date}` : "iftars", requestNow(request));
}

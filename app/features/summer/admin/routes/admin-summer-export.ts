import { requireStaff } from "#app/lib/auth/session.server";
import { requestNow } from "#app/lib/http/clock.server";
import { csvDownload } from "#app/lib/http/csv-download";
import { findRegistrations, parseFilters, registrationsCsv } from "../admin.server";
import type { Route } from "./+types/admin-summer-export";

/** The filtered summer registrations as a CSV download. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  const { filters } = await parseFilters(new URL(request.url).searchParams);
  const rows = await findRegistrations(filters);
  return csvDownload(registrationsCsv(rows), "summer-registrations", requestNow(request));
}

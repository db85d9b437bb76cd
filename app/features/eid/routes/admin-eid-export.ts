import { requireStaff } from "#app/lib/auth/session.server";
import { requestNow } from "#app/lib/http/clock.server";
import { csvDownload } from "#app/lib/http/csv-download";
import { eidBookingsCsv } from "../admin-export.server";
import type { Route } from "./+types/admin-eid-export";

/** An Eid's bookings (`?eid=fitr&year=1448`) as a CSV download. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  const { csv, name } = await eidBookingsCsv(new URL(request.url).searchParams);
  return csvDownload(csv, name, requestNow(request));
}

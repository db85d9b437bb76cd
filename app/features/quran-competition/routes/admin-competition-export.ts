import { requireStaff } from "#app/lib/auth/session.server";
import { requestNow } from "#app/lib/http/clock.server";
import { csvDownload } from "#app/lib/http/csv-download";
import { entriesCsv, listEntries } from "../admin.server";
import { adminEdition } from "../editions.server";
import type { Route } from "./+types/admin-competition-export";

/** An edition's registrations (`?edition=`, default the current one) as a CSV download. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  const now = requestNow(request);
  const edition = await adminEdition(request, now);
  const csv = entriesCsv(await listEntries(edition.id));
  return csvDownload(csv, `competition-registrations-${edition.year}`, now);
}

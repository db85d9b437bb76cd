import { requireStaff } from "#app/lib/auth/session.server";
import { requestNow } from "#app/lib/http/clock.server";
import { csvDownload } from "#app/lib/http/csv-download";
import { donationsCsv } from "../admin.server";
import { parseDonationFilters } from "../admin-schema";
import type { Route } from "./+types/admin-donations-export";

/** The filtered donations' payments as a CSV download (one row per payment). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  const filters = parseDonationFilters(new URL(request.url).searchParams);
  return csvDownload(await donationsCsv(filters), "donations", requestNow(request));
}

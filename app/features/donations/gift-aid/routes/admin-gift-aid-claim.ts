import { requireStaff } from "#app/lib/auth/session.server";
import { requestNow } from "#app/lib/http/clock.server";
import { csvDownload } from "#app/lib/http/csv-download";
import { parseId } from "#app/lib/http/ids";
import { claimCsv } from "../claims.server";
import type { Route } from "./+types/admin-gift-aid-claim";

/** One claim's Gift Aid schedule in HMRC's columns, the same file each time. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request);
  const id = parseId(params.id);
  const csv = id === null ? null : await claimCsv(id);
  if (csv === null) throw new Response("Not Found", { status: 404 });
  return csvDownload(csv, `gift-aid-claim-${id}`, requestNow(request));
}

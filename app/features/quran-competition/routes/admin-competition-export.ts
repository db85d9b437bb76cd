import { requireAdmin } from "~/lib/auth/session.server";
import { requestNow } from "~/lib/http/clock.server";
import { entriesCsv, listEntries } from "../admin.server";
import { adminEdition } from "../editions.server";
import type { Route } from "./+types/admin-competition-export";

/** An edition's registrations (`?edition=`, default the current one) as a CSV download. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const edition = await adminEdition(request, requestNow(request));
  const date = new Date().toISOString().slice(0, 10);
  return new Response(`\uFEFF${entriesCsv(await listEntries(edition.id))}`, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="competition-registrations-${edition.year}-${date}.csv"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

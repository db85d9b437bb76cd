import { requireAdmin } from "~/features/accounts/index.server";
import { findRegistrations, parseFilters, registrationsCsv } from "../admin.server";
import type { Route } from "./+types/admin-summer-export";

/** The filtered summer registrations as a CSV download. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const { filters } = await parseFilters(new URL(request.url).searchParams);
  const rows = await findRegistrations(filters);
  const date = new Date().toISOString().slice(0, 10);
  return new Response(`\uFEFF${registrationsCsv(rows)}`, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="summer-registrations-${date}.csv"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

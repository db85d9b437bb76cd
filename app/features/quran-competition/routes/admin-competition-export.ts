import { requireAdmin } from "~/features/accounts/index.server";
import { entriesCsv, listEntries } from "../admin.server";
import type { Route } from "./+types/admin-competition-export";

/** Every competition registration as a CSV download. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const date = new Date().toISOString().slice(0, 10);
  return new Response(`\uFEFF${entriesCsv(await listEntries())}`, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="competition-registrations-${date}.csv"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

import { requireAdmin } from "~/features/accounts/index.server";
import { submissionsCsv } from "../csv";
import { findSubmissions, parseSubmissionFilters } from "../submissions.server";
import type { Route } from "./+types/submissions-export";

/** The filtered submissions (all pages) as a CSV download. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const filters = parseSubmissionFilters(new URL(request.url).searchParams);
  const rows = await findSubmissions(filters);
  const date = new Date().toISOString().slice(0, 10);
  // The byte order mark lets Excel read the file as UTF-8 (names in Arabic script, accents).
  return new Response(`\uFEFF${submissionsCsv(rows)}`, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="submissions-${date}.csv"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

import { requestNow } from "#app/lib/http/clock.server";
import { csvDownload } from "#app/lib/http/csv-download";
import { adminListFilters } from "../list-filters.server";
import { findSubmissions, parseSubmissionFilters } from "../submissions.server";
import { submissionsCsv } from "../submissions-csv";
import type { Route } from "./+types/submissions-export";

/** The filtered submissions (all pages) as a CSV download. */
export async function loader({ request }: Route.LoaderArgs) {
  const filters = await adminListFilters(request, parseSubmissionFilters);
  return csvDownload(
    submissionsCsv(await findSubmissions(filters)),
    "submissions",
    requestNow(request),
  );
}

import { requestNow } from "#app/lib/http/clock.server";
import { csvDownload } from "#app/lib/http/csv-download";
import { adminListFilters } from "../list-filters.server";
import { findSubmissions, parseSubmissionFilters } from "../submissions.server";
import { submissionsCsv } from "../submissions-csv";
import { submissionScope } from "../visibility";
import type { Route } from "./+types/submissions-export";

/** The filtered submissions (all pages) as a CSV download. */
export async function loader({ request }: Route.LoaderArgs) {
  const { user, filters } = await adminListFilters(request, parseSubmissionFilters);
  return csvDownload(
    submissionsCsv(await findSubmissions(submissionScope(user.roles), filters)),
    "submissions",
    requestNow(request),
  );
}

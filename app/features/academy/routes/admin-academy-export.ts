import { data } from "react-router";
import { requireStaff } from "#app/lib/auth/session.server";
import { requestNow } from "#app/lib/http/clock.server";
import { csvDownload } from "#app/lib/http/csv-download";
import { parseId } from "#app/lib/http/ids";
import { getTerm, termEnrolmentsCsv } from "../terms.server";
import type { Route } from "./+types/admin-academy-export";

/** A term's enrolments as a CSV download, one line per learner. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request);
  const id = parseId(params.id);
  const term = id === null ? null : await getTerm(id);
  if (!term) throw data("Term not found", { status: 404 });
  return csvDownload(
    await termEnrolmentsCsv(term),
    `academy-enrolments-${term.id}`,
    requestNow(request),
  );
}

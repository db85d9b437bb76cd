import { getCurrentUser } from "#app/lib/auth/session.server";
import { cvResponse } from "../cv-access.server";
import type { Route } from "./+types/seeker-cv";

/** GET /directory/job-seekers/:id/cv[?download=1]: the CV, only for those allowed to see it. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const download = new URL(request.url).searchParams.has("download");
  return cvResponse(await getCurrentUser(request), params.id, download);
}

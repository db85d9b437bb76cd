import { getCurrentUser } from "#app/lib/auth/session.server";
import { cvPreview } from "../cv-access.server";
import type { Route } from "./+types/seeker-cv-preview";

/** GET /directory/job-seekers/:id/cv/preview: a Word CV as sanitised HTML, for the CV viewer. */
export async function loader({ request, params }: Route.LoaderArgs) {
  return cvPreview(await getCurrentUser(request), params.id);
}

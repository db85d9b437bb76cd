import { getCurrentUser } from "~/features/accounts/index.server";
import { idFrom } from "../../ids";
import { cvPreview } from "../cv-access.server";
import { SEEKER_MESSAGES } from "../messages";
import type { Route } from "./+types/seeker-cv-preview";

/** GET /directory/job-seekers/:id/cv/preview: a Word CV as sanitised HTML, for the CV viewer. */
export async function loader({ request, params }: Route.LoaderArgs) {
  return cvPreview(await getCurrentUser(request), idFrom(params.id, SEEKER_MESSAGES.notFound));
}

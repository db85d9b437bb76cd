import { openApiResponse } from "../api.server";
import type { Route } from "./+types/api-openapi";

/** The OpenAPI document of /api/v1/prayer-times, as committed in docs/api/. */
export const loader = ({ request }: Route.LoaderArgs) => openApiResponse(request);

import { ramadanResponse } from "../api.server";
import type { Route } from "./+types/api-ramadan";

/** The open Ramadan data (decision 0385); OPTIONS reaches the loader too (CORS preflight). */
export const loader = ({ request }: Route.LoaderArgs) => ramadanResponse(request);

import { prayerTimesResponse } from "../api.server";
import type { Route } from "./+types/api-prayer-times";

/** The open prayer-time data (decision 0372); OPTIONS reaches the loader too (CORS preflight). */
export const loader = ({ request }: Route.LoaderArgs) => prayerTimesResponse(request);

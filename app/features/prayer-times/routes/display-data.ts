import { requestNow } from "#app/lib/http/clock.server";
import { displayData, screenParam } from "../display.server";
import type { Route } from "./+types/display-data";

/**
 * What /display and /tv refresh themselves from, every 15 minutes and after midnight (with the
 * address's `?screen=`, for its layout).
 */
export async function loader({ request }: Route.LoaderArgs) {
  return Response.json(await displayData(requestNow(request), screenParam(request)), {
    headers: { "Cache-Control": "no-store" },
  });
}

import { EID_MAX_AGE, openDataAbout } from "#app/features/prayer-times/index.server";
import { requestNow } from "#app/lib/http/clock.server";
import { maxAgeUntilMidnight } from "#app/lib/http/open-data";
import { openDataJson, openDataPreflight } from "#app/lib/http/open-data.server";
import { localDate } from "#app/lib/time/london";
import { eidAnswer } from "../api";
import { eidNoticeOn } from "../eid.server";
import type { Route } from "./+types/api-eid";

/**
 * GET /api/v1/eid: the Eid the site shows, with its jama'at and places left (decision 0385);
 * OPTIONS reaches the loader too (CORS preflight).
 */
export async function loader({ request }: Route.LoaderArgs) {
  if (request.method === "OPTIONS") return openDataPreflight();
  const now = requestNow(request);
  const today = localDate(now);
  const [notice, about] = await Promise.all([eidNoticeOn(today), openDataAbout()]);
  return openDataJson(
    request,
    eidAnswer(notice, about),
    maxAgeUntilMidnight(today, now, EID_MAX_AGE),
  );
}

import { createHash } from "node:crypto";
import { getSiteSettings } from "#app/lib/config/settings.server";
import { requestNow } from "#app/lib/http/clock.server";
import { localDate } from "#app/lib/time/london";
import { CACHE_SECONDS, cacheSeconds, etagMatches, prayerTimesAnswer, requestedRange } from "./api";
import { openApiDocument } from "./api-schema";
import { getPrayerSettings, prayerDays } from "./prayer-times.server";
import { calculationLabel } from "./settings";

/** Any website may read the answers; ETag is exposed so that a script can revalidate its copy. */
const CORS = { "Access-Control-Allow-Origin": "*", "Access-Control-Expose-Headers": "ETag" };
const JSON_TYPE = "application/json; charset=utf-8";

/**
 * A simple GET needs no preflight; a script that sends a header of its own (If-None-Match, say)
 * is asked for one first, and is allowed any header: nothing here reads cookies or credentials.
 */
function preflight(): Response {
  return new Response(null, {
    status: 204,
    headers: {
      ...CORS,
      "Access-Control-Allow-Methods": "GET, HEAD, OPTIONS",
      "Access-Control-Allow-Headers": "*",
      "Access-Control-Max-Age": "86400",
    },
  });
}

function refusal(error: string): Response {
  return new Response(JSON.stringify({ error }), {
    status: 400,
    headers: { ...CORS, "Content-Type": JSON_TYPE, "Cache-Control": "no-store" },
  });
}

/** A public JSON body with a strong ETag of its bytes: 304 when the asker's copy is the same. */
function publicJson(request: Request, body: string, maxAge: number): Response {
  const etag = `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
  const headers = {
    ...CORS,
    "Content-Type": JSON_TYPE,
    "Cache-Control": `public, max-age=${maxAge}`,
    ETag: etag,
  };
  if (etagMatches(request.headers.get("If-None-Match"), etag))
    return new Response(null, { status: 304, headers });
  return new Response(body, { headers });
}

/** GET /api/v1/prayer-times: the days the query asks for, as /timetable shows them. */
export async function prayerTimesResponse(request: Request): Promise<Response> {
  if (request.method === "OPTIONS") return preflight();
  const now = requestNow(request);
  const range = requestedRange(new URL(request.url).searchParams, localDate(now));
  if ("error" in range) return refusal(range.error);
  const [days, settings, site] = await Promise.all([
    prayerDays(range.from, range.days),
    getPrayerSettings(),
    getSiteSettings(),
  ]);
  const answer = prayerTimesAnswer(days, {
    centre: site.name,
    calculationMethod: calculationLabel(settings),
  });
  return publicJson(request, JSON.stringify(answer), cacheSeconds(range, now));
}

/** GET /api/v1/openapi.json: the document the committed docs/api/prayer-times.openapi.json holds. */
export function openApiResponse(request: Request): Response {
  if (request.method === "OPTIONS") return preflight();
  return publicJson(request, JSON.stringify(openApiDocument()), CACHE_SECONDS);
}

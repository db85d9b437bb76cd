import { createHash } from "node:crypto";
import { etagMatches } from "./open-data";

/**
 * The answers of the open-data API (/api/v1/…, decision 0372): public JSON any website may read,
 * with a strong ETag, and the CORS preflight.
 */

/** Any website may read the answers; ETag is exposed so that a script can revalidate its copy. */
const CORS = { "Access-Control-Allow-Origin": "*", "Access-Control-Expose-Headers": "ETag" };
const JSON_TYPE = "application/json; charset=utf-8";

/**
 * A simple GET needs no preflight; a script that sends a header of its own (If-None-Match, say)
 * is asked for one first, and is allowed any header: nothing here reads cookies or credentials.
 */
export function openDataPreflight(): Response {
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

/** 400 with `{ "error": "…" }`, never kept. */
export function openDataRefusal(error: string): Response {
  return new Response(JSON.stringify({ error }), {
    status: 400,
    headers: { ...CORS, "Content-Type": JSON_TYPE, "Cache-Control": "no-store" },
  });
}

/** A public JSON answer with a strong ETag of its bytes: 304 when the asker's copy is the same. */
export function openDataJson(request: Request, answer: unknown, maxAge: number): Response {
  const body = JSON.stringify(answer);
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

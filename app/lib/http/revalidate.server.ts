import { createHash } from "node:crypto";

/**
 * A small generated file that browsers may keep but must check on every use: `no-cache` with an
 * ETag of its content, so an unchanged file costs a 304 and an edit in the admin shows on the
 * next load (no max-age to wait out).
 */
export function revalidatedResponse(request: Request, body: string, contentType: string): Response {
  const etag = `"${createHash("sha256").update(body).digest("base64url").slice(0, 22)}"`;
  const headers = { "Content-Type": contentType, "Cache-Control": "no-cache", ETag: etag };
  const known = request.headers.get("If-None-Match");
  if (known?.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag)) {
    return new Response(null, { status: 304, headers });
  }
  return new Response(body, { headers });
}

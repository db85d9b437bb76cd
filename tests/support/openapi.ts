import { readFileSync } from "node:fs";
import { expect } from "vitest";
import { z } from "zod";

/** The committed OpenAPI document of the open-data API (decision 0372). */
export const OPENAPI_FILE = "docs/api/prayer-times.openapi.json";

export const committedOpenApi = () => JSON.parse(readFileSync(OPENAPI_FILE, "utf8"));

/**
 * A schema of the committed file itself, read back with zod (its $refs pointed at $defs), so that
 * a test checks real answers against what the file says, besides the zod schemas it came from.
 */
export function committedSchema(id: string) {
  const schemas = committedOpenApi().components.schemas;
  return z.fromJSONSchema(
    JSON.parse(
      JSON.stringify({ $ref: `#/$defs/${id}`, $defs: schemas }).replaceAll(
        "#/components/schemas/",
        "#/$defs/",
      ),
    ),
  );
}

/**
 * The headers of every open-data answer (decision 0372): JSON any website may read, its ETag
 * readable by scripts, kept public for `maxAge` seconds; the tag itself.
 */
export function expectOpenDataHeaders(response: Response, maxAge: number): string {
  expect(response.status).toBe(200);
  expect(Object.fromEntries(response.headers)).toMatchObject({
    "access-control-allow-origin": "*",
    "access-control-expose-headers": "ETag",
    "content-type": "application/json; charset=utf-8",
    "cache-control": `public, max-age=${maxAge}`,
  });
  return response.headers.get("ETag") ?? "";
}

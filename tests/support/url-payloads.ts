import fc from "fast-check";

/**
 * Generators for property tests of the one same-origin rule (app/lib/http/safe-redirect.ts):
 * what attackers put in a redirect target or a link, and what visitors legitimately do.
 */

/** Pieces attackers put together: slashes, dots, encodings of both, look-alikes, controls, schemes. */
export const ATTACK_PIECES = [
  "/",
  "/",
  "//",
  "\\",
  ".",
  "..",
  "%2e",
  "%2E",
  "%2e%2e",
  "%2f",
  "%2F",
  "%5c",
  "%5C",
  "%25",
  "%252e",
  "%252f",
  "%255c",
  "%09",
  "%0a",
  "%0d",
  "%00",
  "\t",
  "\n",
  "\r",
  "\u0000",
  " ",
  "\u00a0",
  "\uff0f",
  "\u2215",
  "\u2044",
  "\u29f8",
  "\uff3c",
  "\u2216",
  "%E2%88%96",
  "\u3002",
  "\uff0e",
  "%EF%BC%8F",
  "%E2%88%95",
  "%E2%81%84",
  "%EF%BC%BC",
  "%E3%80%82",
  "%EF%BC%8E",
  ":",
  "@",
  "?",
  "#",
  "javascript:",
  "https:",
  "data:",
  "evil.example",
  "a",
  "%",
];

export const assembledFrom = (pieces: readonly string[]) =>
  fc.array(fc.constantFrom(...pieces), { maxLength: 12 }).map((parts) => parts.join(""));

const assembled = assembledFrom(ATTACK_PIECES);

/** Addresses of other sites, whole, without their scheme, and with a path of ours in front. */
const urlish = fc.oneof(
  fc.webUrl({ withQueryParameters: true, withFragments: true }),
  fc
    .webUrl({ withQueryParameters: true, withFragments: true })
    .map((url) => url.replace(/^[a-z]+:/, "")),
  fc
    .tuple(
      fc.constantFrom("", "/", "/.", "/..", "/%2e%2e", "/.%2F", "/%5C", "\\"),
      fc.webUrl().map((url) => url.replace(/^[a-z]+:/, "")),
    )
    .map(([prefix, rest]) => prefix + rest),
  fc
    .tuple(fc.webPath(), fc.webQueryParameters(), fc.webFragments())
    .map(([path, query, fragment]) => `${path}?${query}#${fragment}`),
);

/** Any text, whole and after a slash; then the pieces and the addresses above. */
export const hostileTargets: [string, fc.Arbitrary<string>][] = [
  ["any string", fc.string({ unit: "binary", maxLength: 40 })],
  ["any string after a slash", fc.string({ unit: "binary", maxLength: 40 }).map((s) => `/${s}`)],
  ["assembled from attackers' pieces", assembled],
  ["assembled after a slash", assembled.map((s) => `/${s}`)],
  ["URL-ish", urlish],
];

/** Paths that are plainly ours: plain segments, an encoded query in any script, a fragment. */
const segment = fc.stringMatching(/^[A-Za-z0-9_-]{1,12}$/);
const queryValue = fc
  .string({ unit: "grapheme", maxLength: 12 })
  .filter((text) => !/\p{Cc}/u.test(text))
  // As browsers send a query: encoded, and the apostrophe too (WHATWG encodes it in queries).
  .map((text) => encodeURIComponent(text).replace(/'/g, "%27"));
export const plainPath = fc
  .tuple(
    fc.array(segment, { maxLength: 5 }),
    fc.option(fc.array(fc.tuple(segment, queryValue), { minLength: 1, maxLength: 3 })),
    fc.option(segment),
  )
  .map(
    ([segments, query, fragment]) =>
      `/${segments.join("/")}${query ? `?${query.map(([k, v]) => `${k}=${v}`).join("&")}` : ""}${fragment ? `#${fragment}` : ""}`,
  );

/**
 * One rule for every relative address the site sends a browser to from text it did not write
 * itself: the `redirectTo` after logging in, and the links and images in staff's Markdown.
 * See docs/decisions/0292-one-rule-for-every-relative-address.md and the decisions after it.
 */

/** Any http(s) origin: a path that starts with one slash resolves alike against all of them. */
const PROBE_ORIGIN = "https://origin.invalid";
const MAX_LENGTH = 2048;
/** A path still changing after this many percent-decodings is refused, not decoded forever. */
const MAX_DECODINGS = 4;

/** One slash, then printable ASCII without the backslash, every "%" starting a valid escape. */
const PLAIN_PATH = /^\/(?:[\x21-\x24\x26-\x5B\x5D-\x7E]|%[0-9A-Fa-f]{2})*$/;
const CONTROL = /\p{Cc}/u;
const CONTROL_OR_BACKSLASH = /[\p{Cc}\\]/u;
/** Look-alikes NFKC leaves alone (it already turns ／ into "/", ＼ into "\" and ． into "."). */
const SLASH_LOOKALIKES = /[\u2044\u2215\u2571\u29F8]/g;
const BACKSLASH_LOOKALIKES = /[\u2216\u29F5\u29F9]/g;
const DOT_LOOKALIKES = /[\u3002]/g;
const ESCAPE_RUN = /(?:%[0-9A-Fa-f]{2})+/g;

const utf8 = new TextDecoder();

/** Percent-decodes what can be decoded (bad UTF-8 becomes U+FFFD, a stray "%" stays). */
function percentDecode(text: string): string {
  return text.replace(ESCAPE_RUN, (run) =>
    utf8.decode(Uint8Array.from(run.slice(1).split("%"), (hex) => Number.parseInt(hex, 16))),
  );
}

/** The path as a careless normaliser could read it: Unicode slashes and dots as ASCII ones. */
function foldLookalikes(path: string): string {
  return path
    .normalize("NFKC")
    .replace(SLASH_LOOKALIKES, "/")
    .replace(BACKSLASH_LOOKALIKES, "\\")
    .replace(DOT_LOOKALIKES, ".");
}

/** A browser resolving `path` stays on the origin, on a path that does not start with "//". */
function resolvesToOwnPath(path: string): boolean {
  try {
    const url = new URL(path, PROBE_ORIGIN);
    return url.origin === PROBE_ORIGIN && !url.pathname.startsWith("//");
  } catch {
    // "//" with no host name: not an address a browser can follow.
    return false;
  }
}

function staysOnSite(path: string): boolean {
  const folded = foldLookalikes(path);
  return !CONTROL_OR_BACKSLASH.test(folded) && resolvesToOwnPath(path) && resolvesToOwnPath(folded);
}

/**
 * Whether a browser following `value` (a `Location` header, an `href`) stays on the site's own
 * origin, and still would if something on the way percent-decoded it again or read Unicode
 * slashes and dots as ASCII ones: one leading slash, printable ASCII (no backslash, whitespace or
 * control), and every decoding of its path, after the browser removes dot segments, still a path
 * starting with a single slash. Controls are refused in the query and fragment too.
 */
export function isSameOriginPath(value: string): boolean {
  if (value.length > MAX_LENGTH || !PLAIN_PATH.test(value)) return false;
  if (CONTROL.test(percentDecode(value))) return false;
  let path = value.replace(/[?#][\s\S]*$/, "");
  for (let decodings = 0; decodings <= MAX_DECODINGS; decodings++) {
    if (!staysOnSite(path)) return false;
    const decoded = percentDecode(path);
    if (decoded === path) return true;
    path = decoded;
  }
  return false;
}

/**
 * The path, query and fragment a browser asks for when it follows `value` on a page of
 * `siteOrigin` (dot segments removed, characters encoded), or null when `value` could take it
 * elsewhere. The answer is checked again, so what the browser follows is exactly what was checked.
 */
export function followedPath(value: string, siteOrigin = PROBE_ORIGIN): string | null {
  if (!isSameOriginPath(value)) return null;
  const url = new URL(value, siteOrigin);
  const path = `${url.pathname}${url.search}${url.hash}`;
  return isSameOriginPath(path) ? path : null;
}

/**
 * Where to send a visitor after logging in or signing up, from a `redirectTo` they could have been
 * handed by anyone: only a path on our own site is followed, anything else becomes `fallback`.
 */
export function safeRedirect(target: unknown, siteOrigin: string, fallback = "/dashboard"): string {
  return (typeof target === "string" && followedPath(target, siteOrigin)) || fallback;
}

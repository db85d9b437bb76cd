/** A path of printable ASCII other than the backslash, starting with one slash (not two). */
const PLAIN_PATH = /^\/(?!\/)[\x21-\x5B\x5D-\x7E]*$/;
/** Once percent-decoded, still no control character, whitespace, backslash or leading "//". */
const UNSAFE_WHEN_DECODED = /[\s\p{Cc}\\]|^\/\//u;

/**
 * Where to send a visitor after logging in or signing up, from a `redirectTo` they could have been
 * handed by anyone: only a path on our own site is followed, anything else becomes `fallback`.
 * The answer is re-serialised from the parsed URL, so what the browser follows is what was checked.
 */
export function safeRedirect(target: unknown, siteOrigin: string, fallback = "/dashboard"): string {
  if (typeof target !== "string" || !PLAIN_PATH.test(target)) return fallback;
  let decoded: string;
  try {
    decoded = decodeURIComponent(target);
  } catch {
    return fallback;
  }
  if (UNSAFE_WHEN_DECODED.test(decoded)) return fallback;
  const origin = new URL(siteOrigin).origin;
  const url = new URL(target, origin);
  return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : fallback;
}

import { VISITOR_COOKIE } from "#app/lib/security/visitor";

/** How long a shared cache (the server's page cache, or a CDN in front of it) may keep a public page. */
const PUBLIC_PAGE_SECONDS = 60;

/**
 * The `headers` export of a page that is the same for every visitor without an account. Browsers
 * ask again each time (and get a 304 when nothing changed); a shared cache may answer for a
 * minute. Requests that carry one of our cookies never get this (see keepPersonalPagesPrivate).
 */
export function publicPageHeaders(args?: HeadersArgs) {
  return {
    "Cache-Control": `public, max-age=0, must-revalidate, s-maxage=${PUBLIC_PAGE_SECONDS}`,
    Vary: "Cookie",
    ...retryAfter(args),
  };
}

/** The `headers` export of a page that holds one visitor's answers (a wizard, a registration). */
export function privatePageHeaders(args?: HeadersArgs) {
  return { "Cache-Control": "private, no-store", ...retryAfter(args) };
}

interface HeadersArgs {
  actionHeaders?: Headers;
}

/** A form's Retry-After (lib/security/public-form.server) kept on the page that answers it. */
function retryAfter(args: HeadersArgs | undefined): { "Retry-After"?: string } {
  const value = args?.actionHeaders?.get("Retry-After");
  return value ? { "Retry-After": value } : {};
}

/**
 * Whether a request carries one of the site's cookies: a session (`wic.session_token`, with the
 * `__Secure-` prefix over https), a flash message, a saved draft, the tests' clock. Such a request
 * may see something of its own, so it is never answered from or into a shared cache.
 */
export function hasSiteCookie(cookieHeader: string | null | undefined): boolean {
  if (!cookieHeader) return false;
  return cookieHeader.split(";").some((pair) => {
    const name = pair.trim().split("=", 1)[0] ?? "";
    // The form limits' browser id changes nothing on a page.
    return name !== VISITOR_COOKIE && /^(?:__Secure-|__Host-)?wic[._]/.test(name);
  });
}

/**
 * A page marked public is made private when the request carried someone's cookies or the response
 * sets one: it may show their name, their flash message or their draft.
 */
export function keepPersonalPagesPrivate(request: Request, headers: Headers): void {
  if (!/\bpublic\b/.test(headers.get("Cache-Control") ?? "")) return;
  if (hasSiteCookie(request.headers.get("Cookie")) || headers.has("Set-Cookie"))
    headers.set("Cache-Control", "private, no-store");
}

import { data, isRouteErrorResponse } from "react-router";

/**
 * What a request is answered with when the database could not be reached for it (a connection
 * cut by a restart or a fail-over): 503, a page asking to try again in a moment, never cached.
 */
const BRIEFLY_UNAVAILABLE = "briefly-unavailable";

/** The page's words. */
export const BRIEFLY_UNAVAILABLE_PAGE = {
  title: "The service is briefly unavailable",
  text: "Sorry, the website could not answer just now. Please try again in a moment.",
};

/** Seconds a browser or proxy is asked to wait before trying again (starting, or a lost database). */
export const RETRY_AFTER_SECONDS = 5;

/** The answer a loader or action throws: the error boundary shows the page. */
export function brieflyUnavailable() {
  return data(BRIEFLY_UNAVAILABLE, { status: 503, statusText: "Service Unavailable" });
}

export function isBrieflyUnavailable(error: unknown): boolean {
  return isRouteErrorResponse(error) && error.status === 503 && error.data === BRIEFLY_UNAVAILABLE;
}

/** A document showing that page is asked to be tried again shortly and is kept by no cache. */
export function markBrieflyUnavailable(errors: Record<string, unknown> | null, headers: Headers) {
  if (!errors || !Object.values(errors).some(isBrieflyUnavailable)) return;
  headers.set("Retry-After", String(RETRY_AFTER_SECONDS));
  headers.set("Cache-Control", "no-store");
}

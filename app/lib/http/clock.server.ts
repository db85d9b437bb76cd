import { env } from "#app/lib/config/env.server";

const TEST_CLOCK_COOKIE = "wic_test_now";

/**
 * The time a request is answered at. The end-to-end tests freeze it with a cookie (only when
 * WIC_TEST_ROUTES=1), so a server-rendered countdown can be checked against a frozen browser clock.
 */
export function requestNow(request: Request): number {
  if (env().WIC_TEST_ROUTES) {
    const cookie = request.headers.get("Cookie") ?? "";
    const match = new RegExp(`(?:^|;\\s*)${TEST_CLOCK_COOKIE}=(\\d+)`).exec(cookie);
    if (match) return Number(match[1]);
  }
  return Date.now();
}

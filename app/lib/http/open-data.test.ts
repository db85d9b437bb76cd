import { describe, expect, it } from "vitest";
import { instantAt } from "#app/lib/time/london";
import { etagMatches, maxAgeUntilMidnight, OPEN_DATA_MAX_AGE } from "./open-data";

describe("the open-data answers' caching", () => {
  it("keeps an answer about today an hour at most, and no later than midnight in London", () => {
    expect(maxAgeUntilMidnight("2026-03-04", instantAt("2026-03-04", "10:00"))).toBe(
      OPEN_DATA_MAX_AGE,
    );
    expect(maxAgeUntilMidnight("2026-03-04", instantAt("2026-03-04", "23:30"))).toBe(1800);
    expect(maxAgeUntilMidnight("2026-03-04", instantAt("2026-03-04", "23:30"), 300)).toBe(300);
    // The night the clocks go forward: midnight is still midnight on the London clock.
    expect(maxAgeUntilMidnight("2026-03-28", instantAt("2026-03-28", "23:45"))).toBe(900);
    expect(maxAgeUntilMidnight("2026-03-04", instantAt("2026-03-05", "00:10"))).toBe(0);
  });

  it("matches If-None-Match as RFC 9110 asks: any of a list, weak or strong, or *", () => {
    const etag = '"abc"';
    expect(etagMatches(null, etag)).toBe(false);
    expect(etagMatches('"abc"', etag)).toBe(true);
    expect(etagMatches('W/"abc"', etag)).toBe(true);
    expect(etagMatches('"x", "abc"', etag)).toBe(true);
    expect(etagMatches("*", etag)).toBe(true);
    expect(etagMatches('"abd"', etag)).toBe(false);
    expect(etagMatches("abc", etag)).toBe(false);
  });
});

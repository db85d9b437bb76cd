import { describe, expect, it } from "vitest";
import { agoText, countedItem, isThisWeek } from "./today";

const at = (iso: string) => Date.parse(iso);

describe("Today's rules", () => {
  it("counts what waits, and says nothing of none", () => {
    const words = ["new submission", "new submissions"] as const;
    expect(countedItem(0, words, "/admin/submissions")).toEqual([]);
    expect(countedItem(1, words, "/admin/submissions")).toEqual([
      { text: "1 new submission", href: "/admin/submissions", kind: "todo" },
    ]);
    expect(countedItem(1200, words, "/admin/submissions", "problem")[0]?.text).toBe(
      "1,200 new submissions",
    );
  });

  it("takes this week as today and the next six days on the UK calendar", () => {
    // Saturday 31 October 2026, late evening (GMT again since the 25th).
    const now = at("2026-10-31T23:30:00Z");
    expect(isThisWeek("2026-10-31", now)).toBe(true);
    expect(isThisWeek("2026-11-06", now)).toBe(true);
    expect(isThisWeek("2026-11-07", now)).toBe(false);
    expect(isThisWeek("2026-10-30", now)).toBe(false);
    // 23:30 UTC on 30 June is 00:30 on 1 July in the UK (BST): yesterday has gone.
    expect(isThisWeek("2026-06-30", at("2026-06-30T23:30:00Z"))).toBe(false);
    expect(isThisWeek("2026-07-07", at("2026-06-30T23:30:00Z"))).toBe(true);
  });

  it("says how long ago in hours, then days", () => {
    const now = at("2026-11-29T12:00:00Z");
    expect(agoText(now - 59 * 60_000, now)).toBe("less than an hour ago");
    expect(agoText(now - 60 * 60_000, now)).toBe("1 hour ago");
    expect(agoText(now - 47 * 3_600_000, now)).toBe("47 hours ago");
    expect(agoText(now - 49 * 3_600_000, now)).toBe("2 days ago");
  });
});

import { describe, expect, it } from "vitest";
import {
  cleanSlug,
  dateToLondonLocal,
  excerptFromMarkdown,
  formatPostDate,
  londonLocalToDate,
  parseTags,
  postState,
  readingMinutes,
  resolveSlug,
  slugFromTitle,
  uniqueSlug,
} from "./rules";

describe("slugs", () => {
  it("makes a readable slug from a title", () => {
    expect(slugFromTitle("Qur'an Competition 2025: Register Now!")).toBe(
      "quran-competition-2025-register-now",
    );
    expect(slugFromTitle("Summer  Round-up & Thank You")).toBe("summer-round-up-and-thank-you");
    expect(slugFromTitle("Café Élan")).toBe("cafe-elan");
    expect(slugFromTitle("!!!")).toBe("post");
    expect(slugFromTitle("a ".repeat(100)).length).toBeLessThanOrEqual(80);
    expect(slugFromTitle("a ".repeat(100))).not.toMatch(/-$/);
  });

  it("accepts only lower-case words joined by hyphens as a typed slug", () => {
    expect(cleanSlug(" New-Term ")).toBe("new-term");
    expect(cleanSlug("new term")).toBeNull();
    expect(cleanSlug("-x")).toBeNull();
    expect(cleanSlug("../etc")).toBeNull();
  });

  it("numbers a slug that is taken by another post or an old slug", () => {
    expect(uniqueSlug("news", new Set())).toBe("news");
    expect(uniqueSlug("news", new Set(["news"]))).toBe("news-2");
    expect(uniqueSlug("news", new Set(["news", "news-2"]))).toBe("news-3");
  });

  it("sends an old slug to the post's current slug, and an unknown one nowhere", () => {
    const current = new Set(["new-title"]);
    const redirects = new Map([["old-title", "new-title"]]);
    expect(resolveSlug("new-title", current, redirects)).toEqual({
      kind: "post",
      slug: "new-title",
    });
    expect(resolveSlug("old-title", current, redirects)).toEqual({
      kind: "redirect",
      to: "new-title",
    });
    expect(resolveSlug("never", current, redirects)).toEqual({ kind: "missing" });
  });
});

describe("reading time and excerpts", () => {
  it("counts 200 words a minute, at least one minute", () => {
    expect(readingMinutes("Hello")).toBe(1);
    expect(readingMinutes("word ".repeat(1000))).toBe(5);
    expect(readingMinutes(`# Title\n\n${"word ".repeat(599)}[link](https://x.example/a/b/c)`)).toBe(
      3,
    );
  });

  it("takes an excerpt from the text of the body, cut on a word", () => {
    expect(excerptFromMarkdown("## Hi\n\nThe **summer** was [great](/x).")).toBe(
      "Hi The summer was great.",
    );
    const long = excerptFromMarkdown("lorem ipsum ".repeat(50), 30);
    expect(long.endsWith("…")).toBe(true);
    expect(long.length).toBeLessThanOrEqual(31);
  });

  it("cleans tags", () => {
    expect(parseTags("Events, academy , events,,Open  Day!")).toEqual([
      "events",
      "academy",
      "open day",
    ]);
  });
});

describe("London time", () => {
  it("reads a form's date and time as UK time, summer and winter", () => {
    expect(londonLocalToDate("2025-12-25T09:00")?.toISOString()).toBe("2025-12-25T09:00:00.000Z");
    expect(londonLocalToDate("2025-07-01T09:00")?.toISOString()).toBe("2025-07-01T08:00:00.000Z");
    expect(londonLocalToDate("2025-02-30T09:00")).toBeNull();
    expect(londonLocalToDate("tomorrow")).toBeNull();
  });

  it("writes an instant back as the form's value", () => {
    expect(dateToLondonLocal(new Date("2025-07-01T08:00:00Z"))).toBe("2025-07-01T09:00");
    expect(dateToLondonLocal(new Date("2025-12-25T09:00:00Z"))).toBe("2025-12-25T09:00");
  });

  it("formats dates en-GB in UK time", () => {
    // 23:30 UTC on 31 August is already 1 September in London.
    expect(formatPostDate(new Date("2025-08-31T23:30:00Z"))).toBe("1 September 2025");
  });

  it("tells drafts, scheduled and published posts apart", () => {
    const now = new Date("2025-09-01T12:00:00Z");
    expect(postState({ status: "draft", publishAt: null }, now)).toBe("draft");
    expect(postState({ status: "draft", publishAt: new Date("2025-01-01") }, now)).toBe("draft");
    expect(postState({ status: "published", publishAt: new Date("2025-10-01") }, now)).toBe(
      "scheduled",
    );
    expect(postState({ status: "published", publishAt: new Date("2025-08-01") }, now)).toBe(
      "published",
    );
  });
});

import { describe, expect, it } from "vitest";
import { defaultTimes, noticeState, parseUkLocal, shownJanazah, ukLocal } from "./rules";
import { noticeFormSchema } from "./schema";

const HOUR = 3_600_000;
const NOW = Date.parse("2026-12-01T10:00:00Z");
const notice = (from: number, to: number) => ({ startsAt: new Date(from), endsAt: new Date(to) });

describe("a notice's state", () => {
  it("is scheduled before its start, current until its end, then past", () => {
    expect(noticeState(notice(NOW + 1, NOW + HOUR), NOW)).toBe("scheduled");
    expect(noticeState(notice(NOW, NOW + HOUR), NOW)).toBe("current");
    expect(noticeState(notice(NOW - HOUR, NOW), NOW)).toBe("past");
  });
});

describe("UK times in the form", () => {
  it("reads and writes datetime-local values on London's clock, summer time included", () => {
    expect(parseUkLocal("2026-07-01T13:15")).toEqual(new Date("2026-07-01T12:15:00Z"));
    expect(parseUkLocal("2026-12-01T13:15")).toEqual(new Date("2026-12-01T13:15:00Z"));
    expect(parseUkLocal("2026-02-30T13:15")).toBeNull();
    expect(parseUkLocal("2026-12-01T24:00")).toBeNull();
    expect(parseUkLocal("tomorrow")).toBeNull();
    expect(ukLocal(new Date("2026-07-01T12:15:00Z"))).toBe("2026-07-01T13:15");
  });

  it("starts a new notice now and ends it at the end of today, or a day later late in the day", () => {
    expect(defaultTimes(NOW)).toEqual({ startsAt: "2026-12-01T10:00", endsAt: "2026-12-01T23:59" });
    const late = Date.parse("2026-12-01T22:30:00Z");
    expect(defaultTimes(late)).toEqual({
      startsAt: "2026-12-01T22:30",
      endsAt: "2026-12-02T22:30",
    });
  });
});

describe("a janazah's details", () => {
  it("show the name only with the family's consent", () => {
    const details = {
      deceasedName: "Abdullah Khan",
      prayer: "After Dhuhr",
      place: "Hall",
      burial: "",
    };
    expect(shownJanazah({ ...details, familyConsent: true })?.deceasedName).toBe("Abdullah Khan");
    expect(shownJanazah({ ...details, familyConsent: false })).toEqual({
      ...details,
      deceasedName: "",
    });
    expect(shownJanazah(null)).toBeNull();
  });
});

describe("the notice form's schema", () => {
  const form = {
    title: "Janazah",
    body: "Please join the janazah prayer.",
    kind: "janazah",
    topic: "janazah",
    startsAt: "2026-12-01T09:00",
    endsAt: "2026-12-01T18:00",
  };
  const errors = (value: Record<string, unknown>) =>
    noticeFormSchema.safeParse(value).error?.issues.map((issue) => issue.path.join(".")) ?? [];

  it("asks a janazah for its prayer and place, and the family's consent to a name", () => {
    expect(errors(form)).toEqual(["prayer", "place"]);
    const named = { ...form, prayer: "After Asr", place: "Hall", deceasedName: "A. Khan" };
    expect(errors(named)).toEqual(["familyConsent"]);
    expect(errors({ ...named, familyConsent: true })).toEqual([]);
    expect(errors({ ...form, kind: "general", topic: "events" })).toEqual([]);
  });

  it("limits the title to 120 characters and the text to 1,000", () => {
    const general = { ...form, kind: "general" };
    expect(errors({ ...general, title: "t".repeat(121), body: "b".repeat(1_001) })).toEqual([
      "title",
      "body",
    ]);
    expect(errors({ ...general, title: "t".repeat(120), body: "b".repeat(1_000) })).toEqual([]);
  });

  it("takes site paths and https links only", () => {
    const general = { ...form, kind: "general" };
    expect(errors({ ...general, link: "/eid" })).toEqual([]);
    expect(errors({ ...general, link: "https://example.org/x" })).toEqual([]);
    expect(errors({ ...general, link: "http://example.org" })).toEqual(["link"]);
    expect(errors({ ...general, link: "//evil.example" })).toEqual(["link"]);
  });
});

import { describe, expect, it } from "vitest";
import {
  closedReason,
  closesAtFor,
  copiedEdition,
  currentEdition,
  deadlineDate,
  type Edition,
  feeLabel,
  groupCapacity,
  longDateText,
  nextYearDate,
} from "./editions";

/** The 2025 edition, as the migration stores it. */
const edition2025: Edition = {
  id: 1,
  year: 2025,
  title: "Winter Qur'an Competition 2025",
  eventDate: "2025-12-25",
  venue: "Watford Islamic Centre",
  feePence: 500,
  closesAt: Date.parse("2025-12-20T23:59:59Z"),
  minAge: 5,
  maxAge: 25,
  groupMin: 10,
  groupMax: 15,
  rulesText: "",
  status: "open",
  demo: false,
};

describe("copying an edition to next year", () => {
  it("keeps the calendar date of a date-specific event (25 December) and moves the deadline the same way", () => {
    const copy = copiedEdition(edition2025);
    expect(copy).toMatchObject({
      year: 2026,
      title: "Winter Qur'an Competition 2026",
      eventDate: "2026-12-25",
      status: "draft",
      demo: false,
      feePence: 500,
      groupMin: 10,
      groupMax: 15,
      venue: "Watford Islamic Centre",
    });
    expect(new Date(copy.closesAt).toISOString()).toBe("2026-12-20T23:59:59.000Z");
    // 25 December 2025 is a Thursday; 2026's is a Friday: the date is kept, not the weekday.
    expect(new Date(`${copy.eventDate}T12:00:00Z`).getUTCDay()).toBe(5);
  });

  it("turns 29 February into 28 February, and names an untitled year", () => {
    expect(nextYearDate("2028-02-29")).toBe("2029-02-28");
    expect(nextYearDate("2027-02-28")).toBe("2028-02-28");
    expect(copiedEdition({ ...edition2025, title: "Winter competition" }).title).toBe(
      "Winter competition 2026",
    );
  });

  it("keeps a summer deadline at 23:59:59 UK time (British Summer Time)", () => {
    const june = { ...edition2025, eventDate: "2026-06-27", closesAt: closesAtFor("2026-06-20") };
    expect(new Date(june.closesAt).toISOString()).toBe("2026-06-20T22:59:59.000Z");
    const copy = copiedEdition(june);
    expect(new Date(copy.closesAt).toISOString()).toBe("2027-06-20T22:59:59.000Z");
    expect(deadlineDate(copy)).toBe("2027-06-20");
  });
});

describe("the deadline", () => {
  const at = (iso: string) => closedReason(edition2025, Date.parse(iso));

  it("takes registrations until 23:59:59 UK time on the deadline day, then says when it closed", () => {
    expect(at("2025-12-01T12:00:00Z")).toBeNull();
    expect(at("2025-12-20T23:59:59Z")).toBeNull();
    expect(at("2025-12-21T00:00:00Z")).toBe(
      "Registration for the 2025 competition closed on 20 December 2025",
    );
    expect(at("2026-11-24T12:00:00Z")).toBe(
      "Registration for the 2025 competition closed on 20 December 2025",
    );
  });

  it("is closed before the deadline when the edition is not open", () => {
    for (const status of ["draft", "closed", "archived"] as const)
      expect(closedReason({ ...edition2025, status }, Date.parse("2025-12-01T12:00:00Z"))).toBe(
        "Registration for the 2025 competition is closed",
      );
  });

  it("prints dates in UK long form and fees in pounds", () => {
    expect(longDateText("2025-12-25")).toBe("25 December 2025");
    expect(feeLabel(500)).toBe("£5");
    expect(feeLabel(750)).toBe("£7.50");
  });
});

describe("group capacity comes from the edition", () => {
  it("reproduces 2025's 10–15", () => {
    expect([0, 9, 10, 14, 15, 16].map((n) => groupCapacity(edition2025, n))).toEqual([
      "under",
      "under",
      "ok",
      "ok",
      "full",
      "over",
    ]);
  });

  it("follows another edition's sizes", () => {
    const small = { groupMin: 4, groupMax: 6 };
    expect([3, 4, 5, 6, 7].map((n) => groupCapacity(small, n))).toEqual([
      "under",
      "ok",
      "ok",
      "full",
      "over",
    ]);
  });
});

describe("the edition visitors see", () => {
  const next = { ...edition2025, id: 2, year: 2026, eventDate: "2026-12-25" };

  it("is the next one to come, else the latest; drafts and archived ones are never shown", () => {
    const all = [edition2025, next];
    expect(currentEdition(all, Date.parse("2025-12-01T12:00:00Z"))?.year).toBe(2025);
    expect(currentEdition(all, Date.parse("2025-12-26T12:00:00Z"))?.year).toBe(2026);
    expect(currentEdition(all, Date.parse("2027-01-01T12:00:00Z"))?.year).toBe(2026);
    expect(
      currentEdition([edition2025, { ...next, status: "draft" }], Date.parse("2026-01-01"))?.year,
    ).toBe(2025);
    expect(currentEdition([{ ...edition2025, status: "archived" }], Date.now())).toBeNull();
  });
});

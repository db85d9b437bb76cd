import { describe, expect, it } from "vitest";
import { instantAt } from "#app/lib/time/london";
import { SEASON_2025 } from "#tests/support/summer-2025";
import {
  atInstant,
  closeWithDates,
  dateState,
  displayStatus,
  followsDates,
  formDates,
  programmeFull,
  registrationState,
  type Season,
  sessionPassed,
} from "./season";

/** A value the test has just stored or loaded (it fails loudly when it is missing). */
function must<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw new Error("expected a value");
  return value;
}

const at = (date: string, time = "12:00") => instantAt(date, time);

/** The 2026 season of these tests: opens 1 March 2026 9am, closes 31 July 2026. */
const SEASON_2026: Season = {
  ...SEASON_2025,
  id: 2,
  title: "Wicked Wednesdays & Weekends 2026",
  opensAt: new Date(at("2026-03-01", "09:00")).toISOString(),
  closesAt: new Date(at("2026-07-31", "23:59")).toISOString(),
  programmes: [
    {
      ...must(SEASON_2025.programmes[0]),
      ...formDates(["2026-07-25", "2026-08-01"]),
    },
  ],
};

describe("registration window", () => {
  it("is not yet open before its opening instant, open after, closed after its end", () => {
    expect(registrationState(SEASON_2026, at("2026-03-01", "08:59"))).toBe("not-yet-open");
    expect(registrationState(SEASON_2026, at("2026-03-01", "09:00"))).toBe("open");
    expect(registrationState(SEASON_2026, at("2026-07-31", "23:58"))).toBe("open");
    expect(registrationState(SEASON_2026, at("2026-08-01", "00:00"))).toBe("closed");
  });

  it("is closed when the centre closes it, and once every session has passed", () => {
    expect(registrationState({ ...SEASON_2026, status: "closed" }, at("2026-05-01"))).toBe(
      "closed",
    );
    expect(registrationState({ ...SEASON_2026, closesAt: null }, at("2026-08-02"))).toBe("closed");
    expect(registrationState(SEASON_2025, at("2025-07-01"))).toBe("open");
    expect(registrationState(SEASON_2025, at("2025-09-01"))).toBe("closed");
    expect(registrationState(SEASON_2025, Date.parse("2026-11-24T12:00:00Z"))).toBe("closed");
  });
});

describe("a session date", () => {
  it("has passed once its session starts on the day (UK time)", () => {
    expect(sessionPassed("2025-07-26", "10:00", at("2025-07-25", "23:00"))).toBe(false);
    expect(sessionPassed("2025-07-26", "10:00", at("2025-07-26", "09:59"))).toBe(false);
    expect(sessionPassed("2025-07-26", "10:00", at("2025-07-26", "10:00"))).toBe(true);
    expect(sessionPassed("2025-07-26", "10:00", at("2025-07-27", "08:00"))).toBe(true);
  });

  const open = { registration: "open" as const, startTime: "10:00", capacity: 30, taken: 0 };
  it.each([
    ["open", open, "open"],
    ["past", { ...open }, "past", at("2025-08-01")],
    ["full", { ...open, taken: 30 }, "full"],
    ["no limit", { ...open, capacity: null, taken: 500 }, "open"],
    ["not yet open", { ...open, registration: "not-yet-open" as const }, "closed"],
    ["closed", { ...open, registration: "closed" as const }, "closed"],
  ])("%s", (_, rules, expected, now = at("2025-07-01")) => {
    expect(dateState("2025-07-26", rules, now)).toBe(expected);
  });
});

describe("the season at an instant", () => {
  it("marks past, full and closed dates, and a programme with every session full", () => {
    const places = (programme: string, date: string) => ({
      capacity: 10,
      taken: programme === "fantastic-5" || date === "2025-08-31" ? 10 : 3,
    });
    const mid = atInstant(SEASON_2025, at("2025-07-29"), places);
    const [fantastic, quran] = mid.programmes;
    expect(fantastic && programmeFull(fantastic)).toBe(true);
    expect(quran?.unavailable).toEqual({
      "2025-07-23": "past",
      "2025-07-27": "past",
      "2025-08-31": "full",
    });
    expect(quran && programmeFull(quran)).toBe(false);
    const after = atInstant(SEASON_2025, at("2025-09-01"), places);
    expect(Object.values(after.programmes[1]?.unavailable ?? {})).toEqual(Array(12).fill("closed"));
  });

  it("groups session dates by weekday, weekend first (Sundays are the form's dates)", () => {
    expect(SEASON_2025.programmes[1]?.groups.map((group) => group.weekday)).toEqual([
      "Sundays",
      "Wednesdays",
    ]);
    expect(formDates(["2027-07-21", "2027-07-25", "2027-07-26"])).toEqual({
      groups: [
        { weekday: "Sundays", dates: ["2027-07-25"] },
        { weekday: "Mondays", dates: ["2027-07-26"] },
        { weekday: "Wednesdays", dates: ["2027-07-21"] },
      ],
      dates: ["2027-07-25"],
      wednesdayDates: ["2027-07-21", "2027-07-26"],
    });
  });
});

describe("a season's status as the admin names it (0368)", () => {
  it("is Finished once the last session date has passed, for an open or closed season", () => {
    expect(displayStatus("open", "2026-08-30", "2026-08-31")).toBe("finished");
    expect(displayStatus("closed", "2026-08-30", "2026-11-29")).toBe("finished");
  });

  it("is the stored status on the last day and before it", () => {
    expect(displayStatus("open", "2026-08-30", "2026-08-30")).toBe("open");
    expect(displayStatus("closed", "2026-08-30", "2026-07-01")).toBe("closed");
  });

  it("is the stored status for a draft or archived season, or one without dates", () => {
    expect(displayStatus("draft", "2025-08-31", "2026-11-29")).toBe("draft");
    expect(displayStatus("archived", "2025-08-31", "2026-11-29")).toBe("archived");
    expect(displayStatus("open", null, "2026-11-29")).toBe("open");
    expect(displayStatus("open", undefined, "2026-11-29")).toBe("open");
  });
});

describe("a registration close that follows the dates (0368)", () => {
  it("is the end of the last session day, UK time, as the demo seed sets it", () => {
    // 23:59 in August is British Summer Time: 22:59 UTC; in December, 23:59 UTC.
    expect(closeWithDates("2026-08-30").toISOString()).toBe("2026-08-30T22:59:00.000Z");
    expect(closeWithDates("2026-12-20").toISOString()).toBe("2026-12-20T23:59:00.000Z");
  });

  it("is a close in the last minute of the last session day (23:59 or 23:59:59)", () => {
    expect(followsDates(closeWithDates("2026-08-30"), "2026-08-30")).toBe(true);
    expect(followsDates(new Date("2026-08-30T22:59:59Z"), "2026-08-30")).toBe(true);
  });

  it("is not a close set by hand: another time, another day, or no dates to follow", () => {
    expect(followsDates(new Date(at("2026-08-30", "23:58")), "2026-08-30")).toBe(false);
    expect(followsDates(new Date(at("2026-08-30", "12:00")), "2026-08-30")).toBe(false);
    expect(followsDates(closeWithDates("2026-08-29"), "2026-08-30")).toBe(false);
    expect(followsDates(closeWithDates("2026-08-31"), "2026-08-30")).toBe(false);
    expect(followsDates(closeWithDates("2026-08-30"), null)).toBe(false);
    // An empty close follows by itself (registrationState): nothing to move.
    expect(followsDates(null, "2026-08-30")).toBe(false);
  });
});

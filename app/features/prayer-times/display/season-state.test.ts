import { describe, expect, it } from "vitest";
import { instantAt, localDate } from "#app/lib/time/london";
import { prayerDay } from "#tests/support/prayer-times";
import { layoutOf, screenAddress, screenSlug } from "./layouts";
import { headingOn, isShowing, rotationItems } from "./rotation";
import { type ScreenData, screenState } from "./screen-state";
import type { ScreenRamadanDay } from "./season-state";

/** The last days of Ramadan 1448 (Maghrib 16:05 in the fixture), and Eid al-Fitr on 9 March. */
const DAYS = ["2027-03-06", "2027-03-07", "2027-03-08", "2027-03-09", "2027-03-10"].map((date) =>
  prayerDay(date),
);
const RAMADAN: ScreenRamadanDay[] = [
  { date: "2027-03-06", fast: 27, hijriYear: 1448, suhoorEnds: "05:44", tarawih: "19:15" },
  { date: "2027-03-07", fast: 28, hijriYear: 1448, suhoorEnds: "05:44", tarawih: "20:30" },
  // The last day: its evening is the night of Eid, with no tarawih.
  { date: "2027-03-08", fast: 29, hijriYear: 1448, suhoorEnds: "05:44", tarawih: "" },
];
const EID = {
  date: "2027-03-09",
  heading: "Eid al-Fitr · Tuesday 9 March 2027",
  text: "07:30 Main hall, khutbah in English · 09:00 Car park",
};

const data = (overrides: Partial<ScreenData> = {}): ScreenData => ({
  generatedAt: 0,
  days: DAYS,
  screen: {
    prayerMinutes: { fajr: 10, dhuhr: 10, asr: 10, maghrib: 10, isha: 12, jummah: 30 },
    adhkarMinutes: 5,
    standby: { enabled: false, minutesAfterIsha: 60, minutesBeforeFajr: 30 },
  },
  events: [
    {
      id: 1,
      title: "Youth club",
      location: "Hall",
      description: "",
      date: "2027-03-07",
      startTime: "19:30",
      endTime: "21:00",
      startsAt: instantAt("2027-03-07", "19:30"),
      endsAt: instantAt("2027-03-07", "21:00"),
    },
  ],
  announcements: ["Zakat al-Fitr: £5 a person, before the Eid prayer"],
  ramadan: RAMADAN,
  eid: EID,
  ...overrides,
});

const at = (date: string, time: string) => instantAt(date, time);

/** The rotation written at `written`, as the screen shows it at `now`. */
const rotation = (screen: ScreenData, written: number, now = written) =>
  rotationItems(screen, written)
    .filter((item) => isShowing(item, now))
    .map((item) => ({ key: item.key, heading: headingOn(item, localDate(now)), text: item.text }));

describe("the wall screen in Ramadan", () => {
  it("shows the fast in view with its countdown, tonight's tarawih, and switches at Maghrib", () => {
    expect(screenState(data(), at("2027-03-07", "14:00")).ramadan).toEqual({
      title: "Ramadan day 28",
      suhoorEnds: "05:44",
      iftar: "16:05",
      tarawih: "20:30",
      countdown: "Iftar in 2 h 5 min",
    });
    expect(screenState(data(), at("2027-03-07", "16:05")).ramadan).toEqual({
      title: "Ramadan day 29",
      suhoorEnds: "05:44",
      iftar: "16:05",
      tarawih: "20:30",
      countdown: "Suhoor ends in 13 h 39 min",
    });
    // After midnight: that morning's suhoor.
    expect(screenState(data(), at("2027-03-08", "03:44")).ramadan).toMatchObject({
      title: "Ramadan day 29",
      tarawih: "",
      countdown: "Suhoor ends in 2 h",
    });
  });

  it("has no band from the last iftar (the night of Eid), nor outside Ramadan", () => {
    expect(screenState(data(), at("2027-03-08", "16:04")).ramadan?.countdown).toBe(
      "Iftar in 1 min",
    );
    expect(screenState(data(), at("2027-03-08", "16:05")).ramadan).toBeNull();
    expect(screenState(data({ ramadan: [] }), at("2027-03-07", "14:00")).ramadan).toBeNull();
    expect(screenState(data({ ramadan: undefined }), at("2027-03-07", "14:00")).ramadan).toBeNull();
  });
});

describe("the wall screen while an Eid is shown", () => {
  it("shows the Eid every other notice, to the end of its day", () => {
    const notices = rotation(data(), at("2027-03-07", "14:00"));
    expect(notices.map((notice) => notice.heading)).toEqual([
      EID.heading,
      "Today 19:30–21:00",
      EID.heading,
      "Announcement",
    ]);
    expect(new Set(notices.map((notice) => notice.key)).size).toBe(4);
    const eidOnly = data({ events: [], announcements: [] });
    expect(rotation(eidOnly, at("2027-03-09", "23:00"))).toEqual([
      { key: "eid-2027-03-09", heading: EID.heading, text: EID.text },
    ]);
    // Gone at midnight by the screen's own clock, and from what the server writes after it.
    expect(rotation(eidOnly, at("2027-03-09", "23:00"), at("2027-03-10", "00:00"))).toEqual([]);
    expect(rotation(data(), at("2027-03-10", "00:01"))).toHaveLength(1);
  });
});

describe("the large type", () => {
  it("leaves the week's events out, and keeps the announcements and the Eid", () => {
    const notices = rotation(data({ layout: "large" }), at("2027-03-07", "14:00"));
    expect(notices.map((notice) => notice.heading)).toEqual([EID.heading, "Announcement"]);
  });

  it("is chosen per named screen; an unknown or absent name gets the default", () => {
    const screens = {
      defaultLayout: "standard" as const,
      screens: [
        { name: "Sisters' hall", layout: "large" as const },
        { name: "Entrance", layout: "standard" as const },
      ],
    };
    expect(screenSlug("Sisters' hall")).toBe("sisters-hall");
    expect(screenSlug("  Salle d'été — 1  ")).toBe("salle-dete-1");
    expect(screenAddress("Sisters' hall")).toBe("/display?screen=sisters-hall");
    expect(layoutOf(screens, "sisters-hall")).toBe("large");
    expect(layoutOf(screens, "entrance")).toBe("standard");
    expect(layoutOf(screens, "kitchen")).toBe("standard");
    expect(layoutOf({ ...screens, defaultLayout: "large" }, null)).toBe("large");
    expect(layoutOf({ ...screens, defaultLayout: "large" }, "entrance")).toBe("standard");
  });
});

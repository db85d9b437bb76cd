import { describe, expect, it } from "vitest";
import { centreCalendar } from "#app/features/ramadan/index";
import {
  comingEids,
  defaultShowFrom,
  eidConfirmed,
  eidDate,
  eidDateAfterMoon,
  isShowing,
  monthStartAfterMoon,
  moonEvening,
  standingMoon,
} from "./rules";

// By the Umm al-Qura calendar, 1448: Ramadan begins 8 February 2027 (29 days), Shawwal 9 March,
// Dhu al-Qi'dah 8 April, Dhu al-Hijjah 7 May.
const calendar = centreCalendar(0, []);
const announced = (month: number, startsOn: string) =>
  centreCalendar(0, [{ hijriYear: 1448, month, startsOn }]);

describe("the Eids' days", () => {
  it("puts Eid al-Fitr on 1 Shawwal and Eid al-Adha on 10 Dhu al-Hijjah", () => {
    expect(eidDate(calendar, "fitr", 1448)).toBe("2027-03-09");
    expect(eidDate(calendar, "adha", 1448)).toBe("2027-05-16");
  });

  it("follows an announced month", () => {
    expect(eidDate(announced(10, "2027-03-10"), "fitr", 1448)).toBe("2027-03-10");
    expect(eidDate(announced(12, "2027-05-08"), "adha", 1448)).toBe("2027-05-17");
  });

  it("lists the coming Eids, the sooner first, today's included", () => {
    expect(comingEids(calendar, "2027-02-20").map((one) => [one.eid, one.hijriYear])).toEqual([
      ["fitr", 1448],
      ["adha", 1448],
    ]);
    expect(comingEids(calendar, "2027-03-09")[0]).toMatchObject({
      eid: "fitr",
      date: "2027-03-09",
    });
    expect(comingEids(calendar, "2027-03-10").map((one) => [one.eid, one.hijriYear])).toEqual([
      ["adha", 1448],
      ["fitr", 1449],
    ]);
  });

  it("shows an Eid from its 'show from' date to the end of its day", () => {
    expect(isShowing("2027-02-27", "2027-03-09", "2027-02-26")).toBe(false);
    expect(isShowing("2027-02-27", "2027-03-09", "2027-02-27")).toBe(true);
    expect(isShowing("2027-02-27", "2027-03-09", "2027-03-09")).toBe(true);
    expect(isShowing("2027-02-27", "2027-03-09", "2027-03-10")).toBe(false);
  });

  it("shows Eid al-Fitr from 20 Ramadan and Eid al-Adha from 1 Dhu al-Hijjah unless chosen", () => {
    expect(defaultShowFrom(calendar, "fitr", 1448)).toBe("2027-02-27");
    expect(defaultShowFrom(calendar, "adha", 1448)).toBe("2027-05-07");
  });
});

describe("the moon-sighting answer (decision 0380)", () => {
  it("is looked for on the evening of the 29th of the month before", () => {
    expect(moonEvening(calendar, "fitr", 1448)).toBe("2027-03-08");
    expect(moonEvening(calendar, "adha", 1448)).toBe("2027-05-06");
  });

  it("'sighted' begins the new month the next day; 'not sighted' completes 30 days", () => {
    expect(monthStartAfterMoon(calendar, "fitr", 1448, "sighted")).toBe("2027-03-09");
    expect(monthStartAfterMoon(calendar, "fitr", 1448, "not-sighted")).toBe("2027-03-10");
    expect(eidDateAfterMoon(calendar, "fitr", 1448, "not-sighted")).toBe("2027-03-10");
    expect(monthStartAfterMoon(calendar, "adha", 1448, "sighted")).toBe("2027-05-07");
    expect(eidDateAfterMoon(calendar, "adha", 1448, "sighted")).toBe("2027-05-16");
    expect(eidDateAfterMoon(calendar, "adha", 1448, "not-sighted")).toBe("2027-05-17");
  });

  it("counts from the announced start of Ramadan", () => {
    const late = announced(9, "2027-02-09");
    expect(eidDateAfterMoon(late, "fitr", 1448, "sighted")).toBe("2027-03-10");
    expect(eidDateAfterMoon(late, "fitr", 1448, "not-sighted")).toBe("2027-03-11");
  });

  it("holds only while the month begins on the day it gave", () => {
    const notSighted = announced(10, "2027-03-10");
    expect(standingMoon(notSighted, "fitr", 1448, "not-sighted")).toBe("not-sighted");
    expect(standingMoon(notSighted, "fitr", 1448, "sighted")).toBeNull();
    expect(standingMoon(calendar, "fitr", 1448, "sighted")).toBeNull();
    expect(standingMoon(notSighted, "fitr", 1448, null)).toBeNull();
  });

  it("makes the day announced, as an announced Shawwal does", () => {
    expect(eidConfirmed(calendar, "fitr", 1448, null)).toBe(false);
    expect(eidConfirmed(calendar, "fitr", 1448, "sighted")).toBe(true);
    expect(eidConfirmed(announced(10, "2027-03-09"), "fitr", 1448, null)).toBe(true);
    expect(eidConfirmed(announced(10, "2027-03-09"), "adha", 1448, null)).toBe(false);
  });
});

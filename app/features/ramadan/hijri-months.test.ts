import { describe, expect, it } from "vitest";
import { formatHijriDate } from "#app/lib/time/calendar";
import { addDays } from "#app/lib/time/london";
import {
  calendarMonthStart,
  centreCalendar,
  DHU_AL_HIJJAH,
  HIJRI_MONTHS,
  monthStartProblems,
  RAMADAN,
  SHAWWAL,
} from "./hijri-months";

// By the Umm al-Qura calendar, 1448: Sha'ban begins 9 January 2027 (30 days), Ramadan
// 8 February (29 days), Shawwal 9 March, Dhu al-Qi'dah 8 April, Dhu al-Hijjah 7 May.
const ramadan = (startsOn: string) => ({ hijriYear: 1448, month: RAMADAN, startsOn });
const shawwal = (startsOn: string) => ({ hijriYear: 1448, month: SHAWWAL, startsOn });

const datesFrom = (from: string, count: number) =>
  Array.from({ length: count }, (_, index) => addDays(from, index));

describe("the calendar's months", () => {
  it("names every month as formatHijriDate does", () => {
    for (const [index, name] of HIJRI_MONTHS.entries()) {
      const first = calendarMonthStart(1448, index + 1);
      expect(formatHijriDate(first)).toBe(`1 ${name} 1448 AH`);
    }
  });

  it("finds a month's first day, moved by the adjustment", () => {
    expect(calendarMonthStart(1448, RAMADAN)).toBe("2027-02-08");
    expect(calendarMonthStart(1448, SHAWWAL)).toBe("2027-03-09");
    expect(calendarMonthStart(1448, DHU_AL_HIJJAH)).toBe("2027-05-07");
    expect(calendarMonthStart(1449, RAMADAN)).toBe("2028-01-28");
    expect(calendarMonthStart(1448, RAMADAN, 1)).toBe("2027-02-07");
    expect(calendarMonthStart(1448, RAMADAN, -2)).toBe("2027-02-10");
  });
});

describe("the centre's calendar", () => {
  it("is the calendar, adjustment and all, with no announcement", () => {
    for (const adjustment of [-1, 0, 2]) {
      const calendar = centreCalendar(adjustment, []);
      for (const date of datesFrom("2027-01-01", 200))
        expect(calendar.format(date)).toBe(formatHijriDate(date, adjustment));
    }
  });

  it("follows a Ramadan announced a day after the calendar's, and the months around it", () => {
    const calendar = centreCalendar(0, [ramadan("2027-02-09")]);
    // Sha'ban keeps 30 days by starting a day later too; Rajab gets the day.
    expect(calendar.format("2027-01-09")).toBe("30 Rajab 1448 AH");
    expect(calendar.format("2027-01-10")).toBe("1 Shaʻban 1448 AH");
    expect(calendar.format("2027-02-08")).toBe("30 Shaʻban 1448 AH");
    expect(calendar.format("2027-02-09")).toBe("1 Ramadan 1448 AH");
    expect(calendar.format("2027-02-28")).toBe("20 Ramadan 1448 AH");
    // The calendar's Shawwal began on day 29: Ramadan keeps its 29 days.
    expect(calendar.format("2027-03-09")).toBe("29 Ramadan 1448 AH");
    expect(calendar.format("2027-03-10")).toBe("1 Shawwal 1448 AH");
    expect(calendar.monthStart(1448, SHAWWAL)).toBe("2027-03-10");
    // Shawwal has 29 days, and Dhu al-Qi'dah is the calendar's again.
    expect(calendar.format("2027-04-07")).toBe("29 Shawwal 1448 AH");
    expect(calendar.format("2027-04-08")).toBe("1 Dhuʻl-Qiʻdah 1448 AH");
  });

  it("follows a Ramadan announced a day before the calendar's", () => {
    const calendar = centreCalendar(0, [ramadan("2027-02-07")]);
    expect(calendar.format("2027-02-06")).toBe("29 Shaʻban 1448 AH");
    expect(calendar.format("2027-02-07")).toBe("1 Ramadan 1448 AH");
    // Thirty days, up to the calendar's Shawwal.
    expect(calendar.format("2027-03-08")).toBe("30 Ramadan 1448 AH");
    expect(calendar.format("2027-03-09")).toBe("1 Shawwal 1448 AH");
    expect(calendar.isAnnounced(1448, RAMADAN)).toBe(true);
    expect(calendar.isAnnounced(1448, SHAWWAL)).toBe(false);
  });

  it("ends an announced month at the next announced one: 29 or 30 days", () => {
    const thirty = centreCalendar(0, [ramadan("2027-02-08"), shawwal("2027-03-10")]);
    expect(thirty.format("2027-03-09")).toBe("30 Ramadan 1448 AH");
    expect(thirty.format("2027-03-10")).toBe("1 Shawwal 1448 AH");
    const twentyNine = centreCalendar(0, [ramadan("2027-02-09"), shawwal("2027-03-10")]);
    expect(twentyNine.format("2027-03-09")).toBe("29 Ramadan 1448 AH");
    expect(twentyNine.format("2027-03-10")).toBe("1 Shawwal 1448 AH");
  });

  it("leaves dates far from any announcement as the calendar has them", () => {
    const calendar = centreCalendar(1, [ramadan("2027-02-09")]);
    for (const date of [...datesFrom("2026-03-01", 30), ...datesFrom("2027-09-01", 30)])
      expect(calendar.format(date)).toBe(formatHijriDate(date, 1));
  });

  it("numbers every day once, in order, across the months an announcement moves", () => {
    const calendar = centreCalendar(0, [ramadan("2027-02-10")]);
    let previous = calendar.dateOf("2026-10-01");
    for (const date of datesFrom("2026-10-02", 300)) {
      const next = calendar.dateOf(date);
      if (next.day === 1) expect([29, 30]).toContain(previous.day);
      else expect(next).toEqual({ ...previous, day: previous.day + 1 });
      previous = next;
    }
  });
});

describe("announced first days", () => {
  it("are accepted within two days of the calendar, with months of 29 or 30 days", () => {
    expect(monthStartProblems([ramadan("2027-02-09"), shawwal("2027-03-10")], 0).size).toBe(0);
  });

  it("are refused further than two days from the calendar", () => {
    expect(monthStartProblems([ramadan("2027-02-11")], 0).get("1448-9")).toBe(
      "Ramadan 1448 must begin within 2 days of the calendar's first day, Mon 8 Feb 2027.",
    );
    // The adjustment moves the calendar's first day.
    expect(monthStartProblems([ramadan("2027-02-11")], -2).size).toBe(0);
  });

  it("are refused when a month between them would be shorter than 29 days or longer than 30", () => {
    expect(
      monthStartProblems([ramadan("2027-02-07"), shawwal("2027-03-10")], 0).get("1448-10"),
    ).toBe("Shawwal 1448 must begin 29 or 30 days after Ramadan 1448 (Sun 7 Feb 2027).");
    const dhulHijjah = { hijriYear: 1448, month: DHU_AL_HIJJAH, startsOn: "2027-05-05" };
    expect(monthStartProblems([shawwal("2027-03-10"), dhulHijjah], 0).get("1448-12")).toBe(
      "Dhu al-Hijjah 1448 must begin between 58 and 60 days after Shawwal 1448 (Wed 10 Mar 2027).",
    );
  });
});

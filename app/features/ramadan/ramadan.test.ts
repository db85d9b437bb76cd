import { describe, expect, it } from "vitest";
import {
  type DayTimes,
  DEFAULT_RAMADAN_TIMES,
  eveningOfNight,
  nightName,
  ramadanTimetable,
  suhoorEnds,
  tarawihByRule,
} from "./ramadan";

const day = (date: string, fajr = "05:40", maghrib = "17:20", isha = "19:15"): DayTimes => ({
  date,
  hijriDate: `${date} (Hijri)`,
  times: { fajr, maghrib },
  iqamah: { isha },
});

describe("the Ramadan times", () => {
  it("end suhoor the imsak minutes before the Fajr adhan, across midnight too", () => {
    expect(suhoorEnds("05:40", DEFAULT_RAMADAN_TIMES)).toBe("05:30");
    expect(suhoorEnds("05:40", { imsakMinutes: 0 })).toBe("05:40");
    expect(suhoorEnds("00:20", { imsakMinutes: 30 })).toBe("23:50");
  });

  it("time tarawih after the Isha jama'at, or at a fixed time", () => {
    expect(tarawihByRule("19:15", DEFAULT_RAMADAN_TIMES)).toBe("19:30");
    expect(tarawihByRule("19:50", { ...DEFAULT_RAMADAN_TIMES, tarawihMinutes: 20 })).toBe("20:10");
    expect(
      tarawihByRule("19:15", {
        ...DEFAULT_RAMADAN_TIMES,
        tarawihMode: "fixed",
        tarawihTime: "20:30",
      }),
    ).toBe("20:30");
  });
});

describe("the nights", () => {
  it("begin at the evening before their day: the 27th night is day 26's evening", () => {
    expect(eveningOfNight("2027-02-08", 1)).toBe("2027-02-07");
    expect(eveningOfNight("2027-02-08", 27)).toBe("2027-03-05");
  });

  it("are named in English ordinals", () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 27].map(nightName)).toEqual([
      "1st night",
      "2nd night",
      "3rd night",
      "4th night",
      "11th night",
      "12th night",
      "13th night",
      "21st night",
      "22nd night",
      "23rd night",
      "27th night",
    ]);
  });
});

describe("the Ramadan timetable", () => {
  const days = ["2027-02-07", "2027-02-08", "2027-02-09", "2027-02-10"].map((date) => day(date));

  it("has the first tarawih on the eve and a row for each fast, the last without tarawih", () => {
    const { firstNight, rows } = ramadanTimetable(days, DEFAULT_RAMADAN_TIMES, []);
    expect(firstNight).toEqual({ date: "2027-02-07", tarawih: "19:30", note: null });
    expect(rows.map((row) => [row.day, row.date, row.tarawih, row.night?.number])).toEqual([
      [1, "2027-02-08", "19:30", 2],
      [2, "2027-02-09", "19:30", 3],
      [3, "2027-02-10", null, undefined],
    ]);
    expect(rows[0]).toMatchObject({
      hijriDate: "2027-02-08 (Hijri)",
      suhoorEnds: "05:30",
      fajr: "05:40",
      iftar: "17:20",
      ishaJamaat: "19:15",
    });
  });

  it("gives a night its own time and note over the rule", () => {
    const nights = [
      { date: "2027-02-07", tarawih: null, note: "The moon was sighted" },
      { date: "2027-02-09", tarawih: "20:45", note: "Khatm al-Qur'an" },
    ];
    const { firstNight, rows } = ramadanTimetable(days, DEFAULT_RAMADAN_TIMES, nights);
    expect(firstNight?.note).toBe("The moon was sighted");
    expect(rows[1]).toMatchObject({
      tarawih: "20:45",
      night: { number: 3, note: "Khatm al-Qur'an" },
    });
    expect(rows[0]?.night).toEqual({ number: 2, note: null });
  });
});

import { describe, expect, it } from "vitest";
import { formatHijriDate as hijriDate } from "#app/lib/time/calendar";
import { addDays, instantAt, localClock, localDate } from "#app/lib/time/london";
import { WINTER } from "#tests/support/prayer-times";
import { calculateTimes } from "./calculation";
import { iqamahRuleProblem, jummahRuleProblem, planDay } from "./iqamah";
import { DEFAULT_IQAMAH, DEFAULT_JUMMAH } from "./prayers";
import { isStale, nextDailySync } from "./schedule";
import { parseTimetableCsv } from "./timetable-csv";

const at = (date: string, time: string) => instantAt(date, time);

describe("Europe/London wall-clock times", () => {
  it("maps a wall-clock time to the right instant on both sides of the clock changes", () => {
    expect(new Date(at("2025-03-29", "12:00")).toISOString()).toBe("2025-03-29T12:00:00.000Z");
    // Last Sunday of March: BST from 01:00 GMT.
    expect(new Date(at("2025-03-30", "12:00")).toISOString()).toBe("2025-03-30T11:00:00.000Z");
    expect(new Date(at("2025-03-30", "00:30")).toISOString()).toBe("2025-03-30T00:30:00.000Z");
    // Last Sunday of October: back to GMT at 02:00 BST.
    expect(new Date(at("2025-10-25", "18:00")).toISOString()).toBe("2025-10-25T17:00:00.000Z");
    expect(new Date(at("2025-10-26", "18:00")).toISOString()).toBe("2025-10-26T18:00:00.000Z");
  });

  it("reads the centre's date and clock from an instant", () => {
    const instant = Date.parse("2025-06-30T23:30:00Z");
    expect(localDate(instant)).toBe("2025-07-01");
    expect(localClock(instant)).toBe("00:30:00");
    expect(addDays("2025-12-31", 1)).toBe("2026-01-01");
  });
});

describe("calculated prayer times", () => {
  // Reference: the Wifaqul Ulama timetable for London (wifaqululama.co.uk) as stored in the adhan
  // library's own test data, batoulapps/adhan-js Shared/Times/London-UnitedKingdom.json. Sunrise,
  // Dhuhr, Asr (Hanafi) and Maghrib do not depend on the twilight angles, so our default settings
  // must agree within 2 minutes; Fajr and Isha differ by method by design.
  const london = { latitude: 51.507194, longitude: -0.116711 };
  const reference = [
    ["2024-01-01", "08:06", "12:08", "14:16", "16:07"],
    ["2024-03-01", "06:45", "12:17", "15:49", "17:47"],
    ["2024-04-01", "06:35", "13:08", "17:32", "19:40"],
    ["2024-06-01", "04:49", "13:03", "18:32", "21:14"],
    ["2024-10-01", "07:02", "12:54", "16:42", "18:42"],
    ["2024-12-01", "07:45", "11:54", "14:08", "16:00"],
  ] as const;
  const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));

  it.each(reference)(
    "%s is within 2 minutes of the published London timetable",
    (date, ...expected) => {
      const times = calculateTimes(
        date,
        { method: "MoonsightingCommittee", madhab: "hanafi", highLatitudeRule: "recommended" },
        london,
      );
      const got = [times.sunrise, times.dhuhr, times.asr, times.maghrib];
      got.forEach((time, index) => {
        expect(Math.abs(minutes(time) - minutes(expected[index] as string))).toBeLessThanOrEqual(2);
      });
    },
  );

  it("moves with the clocks on DST days and keeps the prayers in order", () => {
    const settings = {
      method: "MoonsightingCommittee",
      madhab: "hanafi",
      highLatitudeRule: "recommended",
    } as const;
    const before = calculateTimes("2025-03-29", settings);
    const after = calculateTimes("2025-03-30", settings);
    expect(minutes(after.dhuhr) - minutes(before.dhuhr)).toBe(60);
    const autumn = [calculateTimes("2025-10-25", settings), calculateTimes("2025-10-26", settings)];
    expect(minutes(autumn[0]?.dhuhr as string) - minutes(autumn[1]?.dhuhr as string)).toBe(60);
    const order = Object.values(calculateTimes("2025-06-21", settings)).map(minutes);
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it("gives the Umm al-Qura Hijri date with the moon-sighting adjustment", () => {
    expect(hijriDate("2025-03-01")).toBe("1 Ramadan 1446 AH");
    expect(hijriDate("2025-03-01", -1)).toBe("29 Shaʻban 1446 AH");
    expect(hijriDate("2025-03-01", 2)).toBe("3 Ramadan 1446 AH");
  });
});

describe("sync schedule", () => {
  const now = Date.parse("2025-11-23T12:00:00Z");
  it("is stale when never synced, unreadable, or over an hour old", () => {
    expect(isStale(null, now)).toBe(true);
    expect(isStale(new Date("not a date"), now)).toBe(true);
    expect(isStale(new Date(now - 61 * 60_000), now)).toBe(true);
    expect(isStale(new Date(now - 59 * 60_000), now)).toBe(false);
  });

  it("runs at the next 03:00 Europe/London, across both clock changes", () => {
    expect(new Date(nextDailySync(Date.parse("2025-11-23T12:00:00Z"))).toISOString()).toBe(
      "2025-11-24T03:00:00.000Z",
    );
    expect(new Date(nextDailySync(Date.parse("2025-11-24T02:59:00Z"))).toISOString()).toBe(
      "2025-11-24T03:00:00.000Z",
    );
    // Saturday night before the spring change: 03:00 BST on Sunday is 02:00 UTC.
    expect(new Date(nextDailySync(Date.parse("2025-03-29T12:00:00Z"))).toISOString()).toBe(
      "2025-03-30T02:00:00.000Z",
    );
    // Saturday night before the autumn change: 03:00 GMT on Sunday is 03:00 UTC, 25 hours later.
    expect(new Date(nextDailySync(Date.parse("2025-10-25T02:00:00Z"))).toISOString()).toBe(
      "2025-10-26T03:00:00.000Z",
    );
    expect(new Date(nextDailySync(Date.parse("2025-10-25T01:30:00Z"))).toISOString()).toBe(
      "2025-10-25T02:00:00.000Z",
    );
  });
});

describe("iqamah rules", () => {
  const base = { date: "2025-12-01", times: WINTER, source: "calculated" as const, hijriDate: "" };

  it("starts new days at the default iqamah times and keeps values already set", () => {
    const fresh = planDay({ ...base, iqamahRules: [], jummahRules: [] });
    expect(fresh.iqamah).toEqual(DEFAULT_IQAMAH);
    expect(fresh.jummah).toEqual(DEFAULT_JUMMAH);
    const kept = planDay({
      ...base,
      existing: {
        iqamah: { ...DEFAULT_IQAMAH, fajr: "06:30" },
        jummah: { ...DEFAULT_JUMMAH, iqamah: "13:45" },
      },
      iqamahRules: [],
      jummahRules: [],
    });
    expect(kept.iqamah.fajr).toBe("06:30");
    expect(kept.jummah.iqamah).toBe("13:45");
  });

  it("applies fixed and minutes-after rules in their date range, newest first", () => {
    const planned = planDay({
      ...base,
      iqamahRules: [
        { prayer: "maghrib", mode: "offset", minutes: 5, validFrom: null, validTo: null },
        {
          prayer: "fajr",
          mode: "fixed",
          time: "06:15",
          validFrom: "2025-11-01",
          validTo: "2025-12-31",
        },
        { prayer: "fajr", mode: "fixed", time: "06:45", validFrom: "2026-01-01", validTo: null },
      ],
      jummahRules: [
        { doors: "12:15", khutbah: "12:45", iqamah: "13:15", validFrom: null, validTo: null },
      ],
    });
    expect(planned.iqamah.maghrib).toBe("16:10");
    expect(planned.iqamah.fajr).toBe("06:15");
    expect(planned.jummah).toEqual({ doors: "12:15", khutbah: "12:45", iqamah: "13:15" });
  });

  it("never shows an iqamah before its adhan (summer with winter defaults)", () => {
    const summer = { ...WINTER, maghrib: "21:14", isha: "22:40" };
    const planned = planDay({ ...base, times: summer, iqamahRules: [], jummahRules: [] });
    expect(planned.iqamah.maghrib).toBe("21:14");
    expect(planned.iqamah.isha).toBe("22:40");
  });

  it("refuses a fixed iqamah before the adhan on any day of its range", () => {
    const days = [
      { date: "2025-12-01", times: WINTER },
      { date: "2025-12-02", times: { ...WINTER, fajr: "06:20" } },
    ];
    expect(
      iqamahRuleProblem(
        { prayer: "fajr", mode: "fixed", time: "06:15", validFrom: null, validTo: null },
        days,
      ),
    ).toBe(
      "Fajr iqamah 06:15 would be before the adhan (06:20) on Tuesday 2 December 2025. Choose a later time, minutes after the adhan, or a shorter date range.",
    );
    expect(
      iqamahRuleProblem(
        { prayer: "fajr", mode: "fixed", time: "06:15", validFrom: null, validTo: "2025-12-01" },
        days,
      ),
    ).toBeNull();
    expect(
      iqamahRuleProblem(
        { prayer: "isha", mode: "offset", minutes: 0, validFrom: null, validTo: null },
        days,
      ),
    ).toBeNull();
    expect(
      iqamahRuleProblem(
        {
          prayer: "isha",
          mode: "offset",
          minutes: 5,
          validFrom: "2025-12-05",
          validTo: "2025-12-01",
        },
        days,
      ),
    ).toBe("The end date must be on or after the start date.");
  });

  it("checks Jumu'ah's order and the Friday Dhuhr adhan", () => {
    const friday = [{ date: "2025-12-05", times: { ...WINTER, dhuhr: "12:00" } }];
    const rule = {
      doors: "12:30",
      khutbah: "13:00",
      iqamah: "13:30",
      validFrom: null,
      validTo: null,
    };
    expect(jummahRuleProblem(rule, friday)).toBeNull();
    expect(jummahRuleProblem({ ...rule, khutbah: "12:00" }, friday)).toBe(
      "The khutbah cannot start before the doors open.",
    );
    expect(jummahRuleProblem({ ...rule, iqamah: "13:00" }, friday)).toBe(
      "Jumu'ah iqamah must be after the khutbah.",
    );
    expect(
      jummahRuleProblem(
        { doors: "11:00", khutbah: "11:30", iqamah: "11:50", validFrom: null, validTo: null },
        friday,
      ),
    ).toBe(
      "Jumu'ah iqamah 11:50 would be before the Dhuhr adhan (12:00) on Friday 5 December 2025.",
    );
  });
});

describe("timetable CSV", () => {
  it("reads dated rows with H:MM times and optional iqamah columns", () => {
    const { entries, problems } = parseTimetableCsv(
      "Date,Fajr,Sunrise,Zuhr,Asr,Maghrib,Isha,Maghrib Iqamah\n2025-12-01,5:43,7:45,11:54,14:08,16:00,17:37,16:05\n02/12/2025,05:44,07:46,11:54,14:08,15:59,17:36,\n",
    );
    expect(problems).toEqual([]);
    expect(entries).toEqual([
      {
        key: "2025-12-01",
        times: {
          fajr: "05:43",
          sunrise: "07:45",
          dhuhr: "11:54",
          asr: "14:08",
          maghrib: "16:00",
          isha: "17:37",
        },
        iqamah: { maghrib: "16:05" },
      },
      {
        key: "2025-12-02",
        times: {
          fajr: "05:44",
          sunrise: "07:46",
          dhuhr: "11:54",
          asr: "14:08",
          maghrib: "15:59",
          isha: "17:36",
        },
        iqamah: {},
      },
    ]);
  });

  it("reads month-and-day rows that repeat every year", () => {
    const { entries } = parseTimetableCsv(
      "Month,Day,Fajr,Sunrise,Zuhr,Asr,Maghrib,Isha\nDecember,1,5:43,7:45,11:54,14:08,16:00,17:37\n",
    );
    expect(entries[0]?.key).toBe("12-01");
  });

  it("reports every bad row with its line and column and returns nothing", () => {
    const { entries, problems } = parseTimetableCsv(
      [
        "Date,Fajr,Sunrise,Zuhr,Asr,Maghrib,Isha,Isha Iqamah",
        "2025-12-01,5:43,7:45,11:54,14:08,16:00,17:37,18:00",
        "2025-12-32,5:43,7:45,11:54,14:08,16:00,17:37,",
        "2025-12-03,25:00,7:45,11:54,14:08,16:00,17:37,",
        "2025-12-04,5:43,7:45,11:54,14:08,16:00,17:37,17:00",
        "2025-12-01,5:43,7:45,11:54,14:08,13:00,17:37,",
      ].join("\n"),
    );
    expect(entries).toEqual([]);
    expect(problems).toEqual([
      {
        line: 3,
        column: "Date",
        message: '"2025-12-32" is not a date (use 2025-12-01 or 01/12/2025).',
      },
      { line: 4, column: "Fajr", message: '"25:00" is not a time (use H:MM or HH:MM).' },
      { line: 5, column: "Isha iqamah", message: "The iqamah 17:00 is before the adhan (17:37)." },
      { line: 6, column: "Maghrib", message: "Maghrib must be after Asr." },
      { line: 6, column: "Date", message: "Repeats the date of line 2." },
    ]);
  });

  it("names missing columns in the header", () => {
    expect(parseTimetableCsv("Day,Fajr,Sunrise,Asr,Maghrib,Isha\n").problems).toEqual([
      { line: 1, column: "header", message: "Add a Date column, or Month and Day columns." },
      { line: 1, column: "header", message: "Missing the Zuhr column." },
    ]);
  });
});

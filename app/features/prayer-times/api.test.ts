import { describe, expect, it } from "vitest";
import { OPEN_DATA_MAX_AGE } from "#app/lib/http/open-data";
import { instantAt } from "#app/lib/time/london";
import { prayerDay } from "#tests/support/prayer-times";
import { API_ERRORS, apiDay, cacheSeconds, prayerTimesAnswer, requestedRange } from "./api";
import type { JumuahSettings } from "./jumuah";

const TODAY = "2026-03-04";
const range = (query: string) => requestedRange(new URLSearchParams(query), TODAY);

describe("the days a query asks for", () => {
  it("reads each form: none (today), a date, a month, a range and a year", () => {
    expect(range("")).toEqual({ from: TODAY, days: 1, today: true });
    expect(range("date=2026-03-06")).toEqual({ from: "2026-03-06", days: 1, today: false });
    expect(range("month=2026-02")).toEqual({ from: "2026-02-01", days: 28, today: false });
    expect(range("month=2028-02")).toMatchObject({ days: 29 });
    expect(range("from=2026-03-01&to=2026-03-31")).toEqual({
      from: "2026-03-01",
      days: 31,
      today: false,
    });
    expect(range("from=2026-03-01&to=2026-03-01")).toMatchObject({ days: 1 });
    expect(range("year=2026")).toEqual({ from: "2026-01-01", days: 365, today: false });
    expect(range("year=2028")).toMatchObject({ days: 366 });
  });

  it("takes up to 366 days as a range, across a year's end", () => {
    expect(range("from=2027-06-01&to=2028-05-31")).toMatchObject({ days: 366 });
    expect(range("from=2025-12-31&to=2026-01-01")).toMatchObject({ days: 2 });
  });

  it("ignores parameters it does not know (a cache buster)", () => {
    expect(range("_=12345&date=2026-03-06")).toEqual({
      from: "2026-03-06",
      days: 1,
      today: false,
    });
  });

  it("says what is wrong with a query it cannot answer", () => {
    const cases: [string, string][] = [
      ["date=2026-02-30", API_ERRORS.date],
      ["date=06-03-2026", API_ERRORS.date],
      ["date=", API_ERRORS.date],
      ["month=2026-13", API_ERRORS.month],
      ["month=2026-3", API_ERRORS.month],
      ["year=26", API_ERRORS.year],
      ["from=2026-03-01", API_ERRORS.rangeHalf],
      ["to=2026-03-01", API_ERRORS.rangeHalf],
      ["from=2026-03-01&to=tomorrow", API_ERRORS.rangeDates],
      ["from=2026-03-02&to=2026-03-01", API_ERRORS.rangeOrder],
      ["from=2027-06-01&to=2028-06-01", API_ERRORS.rangeLength],
      ["date=2026-03-06&month=2026-03", API_ERRORS.oneForm],
      ["year=2026&from=2026-01-01&to=2026-01-31", API_ERRORS.oneForm],
      ["year=1999", API_ERRORS.years],
      ["date=2101-01-01", API_ERRORS.years],
      ["month=0000-01", API_ERRORS.years],
      ["from=2100-12-01&to=2101-01-31", API_ERRORS.years],
    ];
    for (const [query, error] of cases) expect(range(query), query).toEqual({ error });
  });
});

/** The Jumu'ah settings with a second session in Urdu. */
const JUMUAH: JumuahSettings = {
  firstLanguage: "English and Arabic",
  furtherSessions: [{ khutbah: "14:15", iqamah: "14:30", language: "Urdu" }],
};

describe("a day as the API gives it", () => {
  it("names the times begins and iqamah, and adds Jumu'ah on Fridays only", () => {
    const thursday = apiDay(prayerDay("2026-03-05", { hijriDate: "15 Ramadan 1447 AH" }), JUMUAH);
    expect(thursday).toEqual({
      date: "2026-03-05",
      hijriDate: "15 Ramadan 1447 AH",
      source: "calculated",
      begins: {
        fajr: "05:54",
        sunrise: "07:33",
        dhuhr: "11:53",
        asr: "14:14",
        maghrib: "16:05",
        isha: "17:34",
      },
      iqamah: { fajr: "06:00", dhuhr: "13:15", asr: "16:00", maghrib: "16:10", isha: "19:00" },
    });
    const friday = apiDay(prayerDay("2026-03-06"), JUMUAH);
    expect(friday.jumuah).toEqual({ doors: "12:30", khutbah: "13:00", iqamah: "13:30" });
    // Every session in the order held: the day's own first, then the further ones.
    expect(friday.jumuahSessions).toEqual([
      { khutbah: "13:00", iqamah: "13:30", language: "English and Arabic" },
      { khutbah: "14:15", iqamah: "14:30", language: "Urdu" },
    ]);
    expect(
      apiDay(prayerDay("2026-03-06"), { ...JUMUAH, furtherSessions: [] }).jumuahSessions,
    ).toEqual([{ khutbah: "13:00", iqamah: "13:30", language: "English and Arabic" }]);
  });

  it("states the centre, the time zone, the calculation and the first and last days", () => {
    const answer = prayerTimesAnswer([prayerDay("2026-03-05"), prayerDay("2026-03-06")], {
      centre: "Watford Islamic Centre",
      calculationMethod: "Moonsighting Committee, Hanafi Asr",
      jumuah: JUMUAH,
    });
    expect(answer).toMatchObject({
      centre: "Watford Islamic Centre",
      timezone: "Europe/London",
      calculationMethod: "Moonsighting Committee, Hanafi Asr",
      from: "2026-03-05",
      to: "2026-03-06",
    });
    expect(answer.days).toHaveLength(2);
  });
});

describe("caching", () => {
  it("keeps a dated answer an hour, and today's no later than midnight in London", () => {
    expect(
      cacheSeconds({ from: "2026-03-04", today: false }, instantAt("2026-03-04", "23:30")),
    ).toBe(OPEN_DATA_MAX_AGE);
    const today = { from: "2026-03-04", today: true };
    expect(cacheSeconds(today, instantAt("2026-03-04", "10:00"))).toBe(OPEN_DATA_MAX_AGE);
    expect(cacheSeconds(today, instantAt("2026-03-04", "23:30"))).toBe(1800);
  });
});

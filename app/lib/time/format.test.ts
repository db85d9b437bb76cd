import { describe, expect, it } from "vitest";
import { type CalendarStyle, formatCalendarDate, formatDateRange } from "./calendar";
import { formatDateTime, formatInstant, type InstantStyle } from "./format";

/**
 * The Intl formatters the pages used before this module, style by style: the module must write
 * exactly what they wrote (the tests of the pages assert the texts).
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
function made(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = JSON.stringify(options);
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-GB", options);
    formatters.set(key, formatter);
  }
  return formatter;
}
const london = (options: Intl.DateTimeFormatOptions) =>
  made({ ...options, timeZone: "Europe/London" });
const utc = (options: Intl.DateTimeFormatOptions) => made({ ...options, timeZone: "UTC" });

type Styled = (options: Intl.DateTimeFormatOptions) => Intl.DateTimeFormat;

/** The styles both modules share, written by the formatters of one time zone. */
function sharedStyles(zone: Styled) {
  return {
    medium: (d: Date) => zone({ day: "numeric", month: "short", year: "numeric" }).format(d),
    month: (d: Date) => zone({ month: "long", year: "numeric" }).format(d),
    weekday: (d: Date) => zone({ weekday: "short" }).format(d),
    weekdayLong: (d: Date) =>
      zone({ weekday: "long", day: "numeric", month: "long", year: "numeric" })
        .format(d)
        .replace(",", ""),
    weekdayMedium: (d: Date) =>
      zone({ weekday: "short", day: "numeric", month: "short", year: "numeric" })
        .format(d)
        .replace(",", ""),
    weekdayShort: (d: Date) => zone({ weekday: "short", day: "numeric", month: "short" }).format(d),
    weekdayWritten: (d: Date) =>
      zone({ weekday: "short", day: "numeric", month: "long" }).format(d),
  } satisfies Record<Exclude<CalendarStyle, "long">, (date: Date) => string>;
}

const BEFORE_INSTANT: Record<InstantStyle, (instant: Date) => string> = {
  long: (d) => london({ dateStyle: "long" }).format(d),
  ...sharedStyles(london),
  dateTime: (d) => london({ dateStyle: "medium", timeStyle: "short" }).format(d),
  longDateTime: (d) => london({ dateStyle: "long", timeStyle: "short" }).format(d),
  weekdayDateTime: (d) =>
    `${sharedStyles(london).weekdayMedium(d)}, ${london({ hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(d)}`,
  numeric: (d) => london({}).format(d),
  numericDateTime: (d) => d.toLocaleString("en-GB", { timeZone: "Europe/London" }),
  time: (d) => london({ hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(d),
  timeSeconds: (d) => london({ hour: "numeric", minute: "numeric", second: "numeric" }).format(d),
};

const BEFORE_CALENDAR: Record<CalendarStyle, (date: Date) => string> = {
  long: (d) => utc({ day: "numeric", month: "long", year: "numeric" }).format(d),
  ...sharedStyles(utc),
};

const HOUR = 3_600_000;
/** Every 193 minutes through a year with both clock changes, and every midnight hour of 2026. */
const instants = [
  ...Array.from({ length: 2_750 }, (_, n) => Date.parse("2026-01-01T00:00:00Z") + n * 193 * 60_000),
  ...Array.from({ length: 365 }, (_, n) => Date.parse("2026-01-01T23:30:07Z") + n * 24 * HOUR),
];
/** Every day of 2024 (a leap year) and 2026. */
const dates = [2024, 2026].flatMap((year) =>
  Array.from({ length: 366 }, (_, n) => new Date(Date.UTC(year, 0, 1 + n)).toISOString())
    .map((iso) => iso.slice(0, 10))
    .filter((iso) => iso.startsWith(String(year))),
);

describe("formatInstant", () => {
  it("writes each style as the Intl formatters did, in London time", () => {
    const differences: unknown[] = [];
    for (const style of Object.keys(BEFORE_INSTANT) as InstantStyle[]) {
      for (const instant of instants) {
        const expected = BEFORE_INSTANT[style](new Date(instant));
        const text = formatInstant(instant, style);
        if (text !== expected) differences.push({ style, instant, text, expected });
      }
    }
    expect(differences).toEqual([]);
  });

  it("takes a Date, a number or an ISO string, and refuses an invalid one as Intl did", () => {
    const texts = [new Date("2025-09-07T08:05:03Z"), 1757232303000, "2025-09-07T08:05:03Z"].map(
      (value) => formatInstant(value, "dateTime"),
    );
    expect(texts).toEqual(["7 Sept 2025, 09:05", "7 Sept 2025, 09:05", "7 Sept 2025, 09:05"]);
    expect(() => formatInstant("not a date", "dateTime")).toThrow(RangeError);
  });

  it("gives the London date after midnight in summer time, when UTC is still on the day before", () => {
    const justAfterMidnight = new Date("2026-07-31T23:30:00Z");
    expect(formatInstant(justAfterMidnight, "long")).toBe("1 August 2026");
    expect(formatInstant(justAfterMidnight, "dateTime")).toBe("1 Aug 2026, 00:30");
  });
});

describe("formatCalendarDate", () => {
  it("writes each style as the Intl formatters did, never moving the day", () => {
    const differences: unknown[] = [];
    for (const style of Object.keys(BEFORE_CALENDAR) as CalendarStyle[]) {
      for (const date of dates) {
        const expected = BEFORE_CALENDAR[style](new Date(`${date}T12:00:00Z`));
        const text = formatCalendarDate(date, style);
        if (text !== expected) differences.push({ style, date, text, expected });
      }
    }
    expect(differences).toEqual([]);
  });

  it("names a YYYY-MM month", () => {
    expect(formatCalendarDate("2026-11", "month")).toBe("November 2026");
  });

  it("writes a range with the year once, unless it spans two", () => {
    expect(formatDateRange("2025-07-23", "2025-08-31")).toBe("23 July to 31 August 2025");
    expect(formatDateRange("2025-12-29", "2026-01-04", "–")).toBe(
      "29 December 2025–4 January 2026",
    );
  });
});

describe("formatDateTime", () => {
  it("writes a dash for no moment or an invalid one", () => {
    expect([null, undefined, "", "nonsense"].map(formatDateTime)).toEqual(["—", "—", "—", "—"]);
    expect(formatDateTime("2025-03-03T14:05:00Z")).toBe("3 Mar 2025, 14:05");
  });
});

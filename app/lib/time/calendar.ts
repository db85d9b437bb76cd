/**
 * Calendar dates (YYYY-MM-DD) as the site writes them, in British English: the day as stored,
 * never moved by a time zone. The names come from tables, not Intl, so the server and every
 * browser write the same text. This module imports nothing, so the pages that only show dates
 * (the summer wizard) ship it without the time-zone code of ./london.ts; moments are written by
 * ./format.ts, which builds on it. The lint rule lint/date-formatting.grit keeps
 * Intl.DateTimeFormat and toLocale*String for dates in app/lib/time/.
 */

/** The months' names, January first. */
export const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];
/** The days of the week, Sunday first (as JavaScript numbers them). */
export const WEEKDAYS = [
  "Sunday",
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
] as const;

/** Styles for a calendar date, each with its text for Saturday 26 July 2025. */
export const CALENDAR_STYLES = {
  /** "26 July 2025" */
  long: "d MMMM y",
  /** "26 Jul 2025" */
  medium: "d MMM y",
  /** "July 2025" (a YYYY-MM month will do) */
  month: "MMMM y",
  /** "Sat" */
  weekday: "EEE",
  /** "Saturday 26 July 2025" */
  weekdayLong: "EEEE d MMMM y",
  /** "Sat 26 Jul 2025" */
  weekdayMedium: "EEE d MMM y",
  /** "Sat 26 Jul" */
  weekdayShort: "EEE d MMM",
  /** "Sat 26 July", as people write a date */
  weekdayWritten: "EEE d MMMM",
} as const;

export type CalendarStyle = keyof typeof CALENDAR_STYLES;

/** A date and, for a moment, the time on the centre's clocks. */
export interface DateParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const pad = (value: number) => String(value).padStart(2, "0");

/** 0 = Sunday … 6 = Saturday. */
const weekdayOf = ({ year, month, day }: Pick<DateParts, "year" | "month" | "day">) =>
  new Date(Date.UTC(year, month - 1, day)).getUTCDay();

const TOKENS = /EEEE|EEE|MMMM|MMM|MM|dd|d|y|HH|mm|ss/g;

/** `pattern`'s tokens (EEEE, MMM, dd, HH, …) replaced by the parts, in British English. */
export function renderDate(pattern: string, p: DateParts): string {
  return pattern.replace(TOKENS, (token) => {
    switch (token) {
      case "EEEE":
        return WEEKDAYS[weekdayOf(p)] ?? "";
      case "EEE":
        return WEEKDAYS[weekdayOf(p)]?.slice(0, 3) ?? "";
      case "MMMM":
        return MONTHS[p.month - 1] ?? "";
      // British English shortens September to "Sept", every other month to three letters.
      case "MMM":
        return p.month === 9 ? "Sept" : (MONTHS[p.month - 1]?.slice(0, 3) ?? "");
      case "MM":
        return pad(p.month);
      case "dd":
        return pad(p.day);
      case "d":
        return String(p.day);
      case "y":
        return String(p.year);
      case "HH":
        return pad(p.hour);
      case "mm":
        return pad(p.minute);
      default:
        return pad(p.second);
    }
  });
}

const calendarParts = (isoDate: string): DateParts => {
  const [year = 0, month = 1, day = 1] = isoDate.split("-").map(Number);
  return { year, month, day, hour: 0, minute: 0, second: 0 };
};

/** 0 = Sunday … 6 = Saturday, for a YYYY-MM-DD date. */
export const weekday = (isoDate: string): number => weekdayOf(calendarParts(isoDate));

/** A calendar date written YYYY-MM-DD (or a YYYY-MM month), the same day in every time zone. */
export function formatCalendarDate(isoDate: string, style: CalendarStyle): string {
  return renderDate(CALENDAR_STYLES[style], calendarParts(isoDate));
}

/** "23 July to 31 August 2025": the year once, unless the dates span two. */
export function formatDateRange(first: string, last: string, separator = " to "): string {
  const sameYear = first.slice(0, 4) === last.slice(0, 4);
  return `${renderDate(sameYear ? "d MMMM" : "d MMMM y", calendarParts(first))}${separator}${formatCalendarDate(last, "long")}`;
}

let hijriFormat: Intl.DateTimeFormat | undefined;
let hijriNumbers: Intl.DateTimeFormat | undefined;

/** The Umm al-Qura year, month (1 Muharram … 12 Dhu al-Hijjah) and day, moved like formatHijriDate. */
export function hijriDateParts(
  isoDate: string,
  adjustmentDays = 0,
): { year: number; month: number; day: number } {
  hijriNumbers ??= new Intl.DateTimeFormat("en-GB-u-ca-islamic-umalqura", {
    day: "numeric",
    month: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });
  const parts = hijriNumbers.formatToParts(
    new Date(`${isoDate}T12:00:00Z`).getTime() + adjustmentDays * 86_400_000,
  );
  const part = (type: string) => Number(parts.find((candidate) => candidate.type === type)?.value);
  return { year: part("year"), month: part("month"), day: part("day") };
}

/** The Hijri date (Umm al-Qura) of a YYYY-MM-DD date, moved by −2…+2 days for the moon sighting. */
export function formatHijriDate(isoDate: string, adjustmentDays = 0): string {
  // Made on first use: only the prayer-time pages show a Hijri date.
  hijriFormat ??= new Intl.DateTimeFormat("en-GB-u-ca-islamic-umalqura", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
  return hijriFormat.format(
    new Date(`${isoDate}T12:00:00Z`).getTime() + adjustmentDays * 86_400_000,
  );
}

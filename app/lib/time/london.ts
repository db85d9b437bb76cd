import { site } from "#app/lib/config/site";

/**
 * Prayer times are wall-clock times in the centre's time zone ("HH:MM" on a "YYYY-MM-DD" date).
 * These helpers turn them into instants and back, so daylight-saving days come out right
 * whatever time zone the server or the screen runs in.
 */
let partsFormat: Intl.DateTimeFormat | undefined;

/**
 * Made on first use, so that importing this module does nothing: the bundler then leaves it out
 * of pages that import it without calling it.
 */
function wallClockFormat(): Intl.DateTimeFormat {
  partsFormat ??= new Intl.DateTimeFormat("en-GB", {
    timeZone: site.timezone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    hourCycle: "h23",
  });
  return partsFormat;
}

const MINUTE = 60_000;
/** Enough minutes for every page's days and events; past it the map starts again. */
const OFFSET_MEMO_LIMIT = 4096;
const offsets = new Map<number, number>();

/**
 * The zone's offset from UTC (ms) at an instant. It changes only at clock changes, which fall on
 * whole minutes, so it is asked of Intl once per minute and remembered: formatToParts is by far
 * the slowest step of a prayer-times page.
 */
function offsetAt(instant: number): number {
  const minute = Math.floor(instant / MINUTE);
  let offset = offsets.get(minute);
  if (offset === undefined) {
    const parts: Record<string, number> = {};
    for (const part of wallClockFormat().formatToParts(new Date(minute * MINUTE))) {
      if (part.type !== "literal") parts[part.type] = Number(part.value);
    }
    const { year = 0, month = 1, day = 1, hour = 0, minute: wallMinute = 0, second = 0 } = parts;
    offset = Date.UTC(year, month - 1, day, hour, wallMinute, second) - minute * MINUTE;
    if (offsets.size >= OFFSET_MEMO_LIMIT) offsets.clear();
    offsets.set(minute, offset);
  }
  return offset;
}

/** The centre's wall clock at an instant, read from a Date moved by the zone's offset. */
export function londonParts(instant: number) {
  const wall = new Date(instant + offsetAt(instant));
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
  };
}

const pad = (value: number) => String(value).padStart(2, "0");

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date written YYYY-MM-DD (2026-02-30 is not one). */
export function isCalendarDate(value: string): boolean {
  return (
    ISO_DATE.test(value) &&
    !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
    new Date(`${value}T00:00:00Z`).toISOString().startsWith(value)
  );
}

/** The centre's calendar date at an instant, as YYYY-MM-DD. */
export function localDate(instant: number): string {
  const p = londonParts(instant);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}`;
}

/** The centre's wall-clock time at an instant, as HH:MM:SS. */
export function localClock(instant: number): string {
  const p = londonParts(instant);
  return `${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}`;
}

/** The instant at which the centre's clocks show `time` on `date`. */
export function instantAt(date: string, time: string): number {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const [hour, minute] = time.split(":").map(Number) as [number, number];
  const asIfUtc = Date.UTC(year, month - 1, day, hour, minute);
  // The zone's offset at the guess, then once more at the corrected instant (changeover days).
  let instant = asIfUtc - offsetAt(asIfUtc);
  instant = asIfUtc - offsetAt(instant);
  return instant;
}

export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const moved = new Date(Date.UTC(year, month - 1, day + days));
  return moved.toISOString().slice(0, 10);
}

export const toMinutes = (time: string): number => {
  const [hour, minute] = time.split(":").map(Number) as [number, number];
  return hour * 60 + minute;
};

export const fromMinutes = (minutes: number): string => {
  const wrapped = ((Math.round(minutes) % 1440) + 1440) % 1440;
  return `${pad(Math.floor(wrapped / 60))}:${pad(wrapped % 60)}`;
};

import { CALENDAR_STYLES, renderDate } from "./calendar";
import { londonParts } from "./london";

/**
 * Moments as the site writes them: on the centre's clocks (Europe/London) whatever time zone the
 * server or the browser runs in, in British English. Calendar dates are written by ./calendar.ts,
 * which this builds on.
 */

/** The styles a moment has besides those of its date, with their text for 2025-09-07T08:05:03Z. */
const TIME_STYLES = {
  /** "7 Sept 2025, 09:05" */
  dateTime: "d MMM y, HH:mm",
  /** "Sun 7 Sept 2025, 09:05" */
  weekdayDateTime: "EEE d MMM y, HH:mm",
  /** "7 September 2025 at 09:05" */
  longDateTime: "d MMMM y at HH:mm",
  /** "07/09/2025" */
  numeric: "dd/MM/y",
  /** "07/09/2025, 09:05:03" */
  numericDateTime: "dd/MM/y, HH:mm:ss",
  /** "09:05" */
  time: "HH:mm",
  /** "09:05:03" */
  timeSeconds: "HH:mm:ss",
} as const;

export type InstantStyle = keyof typeof CALENDAR_STYLES | keyof typeof TIME_STYLES;

/** A moment as the centre's clocks show it, e.g. `formatInstant(paidAt, "dateTime")`. */
export function formatInstant(value: Date | number | string, style: InstantStyle): string {
  const instant = value instanceof Date ? value.getTime() : new Date(value).getTime();
  if (Number.isNaN(instant)) throw new RangeError(`Invalid time value: ${String(value)}`);
  return renderDate({ ...CALENDAR_STYLES, ...TIME_STYLES }[style], londonParts(instant));
}

/** "3 Mar 2025, 14:05" in UK time, or "—" for no moment (the admin tables). */
export function formatDateTime(value: Date | string | null | undefined): string {
  if (!value) return "—";
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? "—" : formatInstant(date, "dateTime");
}

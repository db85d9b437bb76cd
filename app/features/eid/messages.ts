import { formatCalendarDate } from "#app/lib/time/calendar";
import type { EidJamaat, EidNotice } from "./eid";

/** The words a person reads of an Eid and its jama'at (pages, panel, emails). */

/** "Tuesday 9 March 2027". */
export const eidLongDate = (date: string) => formatCalendarDate(date, "weekdayLong");

/** "Tuesday 9 March 2027", or "… (expected: the moon sighting decides)" until announced. */
export const eidDateLine = (notice: Pick<EidNotice, "date" | "confirmed">) =>
  notice.confirmed
    ? eidLongDate(notice.date)
    : `${eidLongDate(notice.date)} (expected: the moon sighting decides)`;

/** "Khutbah in English", or nothing when no language is given. */
export const khutbahLine = (language: string) => (language ? `Khutbah in ${language}` : "");

/** "07:30, Main hall", with the khutbah's language when given. */
export const jamaatLine = (jamaat: Pick<EidJamaat, "time" | "place" | "language">) =>
  [`${jamaat.time}, ${jamaat.place}`, khutbahLine(jamaat.language)].filter(Boolean).join(". ");

export const placesCount = (count: number) => (count === 1 ? "1 place" : `${count} places`);

/** Where booking is on: "Full", "12 places left", "Booking open" (no limit); else "". */
export function placesWords(jamaat: Pick<EidJamaat, "booking" | "placesLeft">): string {
  if (!jamaat.booking) return "";
  if (jamaat.placesLeft === null) return "Booking open";
  return jamaat.placesLeft === 0 ? "Full" : `${placesCount(jamaat.placesLeft)} left`;
}

/** The answer to a booking that does not fit. */
export function fullMessage(time: string, left: number) {
  if (left === 0) return `The ${time} jama'at is full. Please choose another jama'at.`;
  return `Only ${placesCount(left)} ${left === 1 ? "is" : "are"} left at the ${time} jama'at.`;
}

export const EID_MESSAGES = {
  emptyState: "Eid prayer times are announced nearer the day.",
  closed: "Booking is closed for this jama'at. Please choose another.",
  booked: "Your place is booked. We have emailed you the details.",
  cancelled: "Your booking is cancelled and the places are free for others.",
  alreadyCancelled: "This booking was already cancelled.",
} as const;

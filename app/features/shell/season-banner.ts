import type { EidNotice } from "#app/features/eid";
import { formatCalendarDate } from "#app/lib/time/calendar";

/**
 * The words of the strip under the announcement on every public page during Ramadan and while an
 * Eid is shown (decision 0383). Plain text, so the shared banner component takes it as it is.
 */

/** The fast the Ramadan line speaks of: today's until Maghrib, then tomorrow's. */
export interface RamadanBannerFast {
  year: number;
  day: number;
  suhoorEnds: string;
  iftar: string;
  tomorrow: boolean;
}

/** "Ramadan 1448 · day 12 · Suhoor ends 05:02 · Iftar 17:45" ("tomorrow, day 13" after Maghrib). */
export const ramadanBannerText = (fast: RamadanBannerFast): string =>
  [
    `Ramadan ${fast.year}`,
    fast.tomorrow ? `tomorrow, day ${fast.day}` : `day ${fast.day}`,
    `Suhoor ends ${fast.suhoorEnds}`,
    `Iftar ${fast.iftar}`,
  ].join(" · ");

/** "07:30", "07:30 and 09:00", "07:30, 08:30 and 09:30". */
export function listOfTimes(times: readonly string[]): string {
  if (times.length <= 1) return times.join("");
  return `${times.slice(0, -1).join(", ")} and ${times.at(-1)}`;
}

/** "Wednesday 10 March": the day of the week, the day and the month (the year is near). */
const dayAndMonth = (date: string) =>
  formatCalendarDate(date, "weekdayLong").replace(/ \d{4}$/, "");

/** "Eid al-Fitr: Wednesday 10 March · jama'at 07:30 and 09:00" ("(expected)" until announced). */
export function eidBannerText(notice: Pick<EidNotice, "name" | "date" | "confirmed" | "jamaat">) {
  const name = notice.confirmed ? notice.name : `${notice.name} (expected)`;
  const times = [...new Set(notice.jamaat.map((jamaat) => jamaat.time))];
  return `${name}: ${dayAndMonth(notice.date)} · jama'at ${listOfTimes(times)}`;
}

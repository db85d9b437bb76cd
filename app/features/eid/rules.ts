import type { centreCalendar } from "#app/features/ramadan/index";
import { addDays } from "#app/lib/time/london";
import { EIDS, type Eid, type MoonAnswer } from "./eid";

type CentreCalendar = ReturnType<typeof centreCalendar>;

/**
 * Where the Eids fall in the centre's Hijri calendar, and what a moon-sighting answer means
 * (decision 0380). Pure: the browser and the server run the same code.
 */

/** Ramadan, the month before Shawwal. */
const RAMADAN = 9;

/** Eid al-Fitr is 1 Shawwal (month 10); Eid al-Adha is 10 Dhu al-Hijjah (month 12). */
const EID_DAYS: Record<Eid, { month: number; day: number }> = {
  fitr: { month: 10, day: 1 },
  adha: { month: 12, day: 10 },
};

/** Whether a stored or sent value names an Eid. */
export const isEid = (value: string): value is Eid => (EIDS as readonly string[]).includes(value);

/** The month an Eid's day is counted in. */
export const eidMonth = (eid: Eid) => EID_DAYS[eid].month;

/** The day of an Eid's prayers in a Hijri year, as the centre's calendar has it. */
export function eidDate(calendar: CentreCalendar, eid: Eid, hijriYear: number): string {
  const { month, day } = EID_DAYS[eid];
  return addDays(calendar.monthStart(hijriYear, month), day - 1);
}

/**
 * The first day of the Eid's month that a moon-sighting answer gives (decision 0380): on the
 * evening of the 29th of the month before (Ramadan, Dhu al-Qi'dah), "sighted" makes the next
 * day the first of the new month; "not sighted" completes the month at 30 days, so the new
 * month begins the day after.
 */
export function monthStartAfterMoon(
  calendar: CentreCalendar,
  eid: Eid,
  hijriYear: number,
  answer: MoonAnswer,
): string {
  const previousStart = calendar.monthStart(hijriYear, eidMonth(eid) - 1);
  return addDays(previousStart, answer === "sighted" ? 29 : 30);
}

/** The Eid's day that a moon-sighting answer gives. */
export const eidDateAfterMoon = (
  calendar: CentreCalendar,
  eid: Eid,
  hijriYear: number,
  answer: MoonAnswer,
) => addDays(monthStartAfterMoon(calendar, eid, hijriYear, answer), EID_DAYS[eid].day - 1);

/** The evening the moon is looked for: the 29th of the month before the Eid's month. */
export function moonEvening(calendar: CentreCalendar, eid: Eid, hijriYear: number): string {
  return addDays(calendar.monthStart(hijriYear, eidMonth(eid) - 1), 28);
}

/**
 * The stored answer while it still holds: null once the month's first day was changed some
 * other way (the Islamic months at /admin/ramadan), so the page never says "sighted" of a day
 * the answer did not give.
 */
export function standingMoon(
  calendar: CentreCalendar,
  eid: Eid,
  hijriYear: number,
  stored: string | null,
): MoonAnswer | null {
  if (stored !== "sighted" && stored !== "not-sighted") return null;
  if (!calendar.isAnnounced(hijriYear, eidMonth(eid))) return null;
  return calendar.monthStart(hijriYear, eidMonth(eid)) ===
    monthStartAfterMoon(calendar, eid, hijriYear, stored)
    ? stored
    : null;
}

/** Whether the Eid's day is announced rather than expected. */
export const eidConfirmed = (
  calendar: CentreCalendar,
  eid: Eid,
  hijriYear: number,
  moon: MoonAnswer | null,
) => moon !== null || calendar.isAnnounced(hijriYear, eidMonth(eid));

/** Each Eid's Hijri year whose day is today or still to come, the sooner first. */
export function comingEids(
  calendar: CentreCalendar,
  today: string,
): { eid: Eid; hijriYear: number; date: string }[] {
  const { year } = calendar.dateOf(today);
  return EIDS.map((eid) => {
    const thisYear = eidDate(calendar, eid, year);
    const hijriYear = thisYear >= today ? year : year + 1;
    return {
      eid,
      hijriYear,
      date: hijriYear === year ? thisYear : eidDate(calendar, eid, year + 1),
    };
  }).sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/** Whether an Eid is on the site on `today`: from its "show from" date to the end of its day. */
export const isShowing = (showFrom: string, date: string, today: string) =>
  showFrom <= today && today <= date;

/**
 * The first day the site shows an Eid unless the centre chose another (decision 0381): for Eid
 * al-Fitr 20 Ramadan (the last ten nights), for Eid al-Adha 1 Dhu al-Hijjah.
 */
export function defaultShowFrom(calendar: CentreCalendar, eid: Eid, hijriYear: number): string {
  return eid === "fitr"
    ? addDays(calendar.monthStart(hijriYear, RAMADAN), 19)
    : calendar.monthStart(hijriYear, EID_DAYS.adha.month);
}

import { prayerDays } from "#app/features/prayer-times/index.server";
import { requestNow } from "#app/lib/http/clock.server";
import { addDays, localDate } from "#app/lib/time/london";
import { type CentreCalendar, daysBetween, RAMADAN, SHAWWAL } from "./hijri-months";
import { ramadanTimetable, suhoorEnds } from "./ramadan";
import { currentCentreCalendar, getRamadanTimes, nightsBetween } from "./store.server";

/** How long before Ramadan the home page says when it begins. */
const HOME_NOTICE_DAYS = 30;

/** The Ramadan `today` is in, or else the next one: its year, first day and Eid al-Fitr. */
export function ramadanAround(calendar: CentreCalendar, today: string) {
  const { year, month } = calendar.dateOf(today);
  const ramadanYear = month <= RAMADAN ? year : year + 1;
  const startsOn = calendar.monthStart(ramadanYear, RAMADAN);
  const eidOn = calendar.monthStart(ramadanYear, SHAWWAL);
  return {
    year: ramadanYear,
    startsOn,
    eidOn,
    length: daysBetween(startsOn, eidOn),
    startAnnounced: calendar.isAnnounced(ramadanYear, RAMADAN),
    eidAnnounced: calendar.isAnnounced(ramadanYear, SHAWWAL),
  };
}

/** The /ramadan page: the current or next Ramadan, day by day. */
export async function ramadanPageData(request: Request) {
  const today = localDate(requestNow(request));
  const { calendar } = await currentCentreCalendar();
  const ramadan = ramadanAround(calendar, today);
  const eve = addDays(ramadan.startsOn, -1);
  const [days, times, nights] = await Promise.all([
    prayerDays(eve, ramadan.length + 1),
    getRamadanTimes(),
    nightsBetween(eve, addDays(ramadan.eidOn, -2)),
  ]);
  return { today, ...ramadan, times, ...ramadanTimetable(days, times, nights) };
}

/**
 * The home page's Ramadan panel: today's fast during Ramadan, the expected first day in the
 * month before it, nothing otherwise.
 */
export async function ramadanHomeData(request: Request) {
  const today = localDate(requestNow(request));
  const { calendar } = await currentCentreCalendar();
  const ramadan = ramadanAround(calendar, today);
  if (today < ramadan.startsOn) {
    const daysToGo = daysBetween(today, ramadan.startsOn);
    return daysToGo <= HOME_NOTICE_DAYS
      ? {
          kind: "before" as const,
          year: ramadan.year,
          startsOn: ramadan.startsOn,
          announced: ramadan.startAnnounced,
        }
      : null;
  }
  const [[day], times] = await Promise.all([prayerDays(today, 1), getRamadanTimes()]);
  if (!day) return null;
  return {
    kind: "during" as const,
    year: ramadan.year,
    day: daysBetween(ramadan.startsOn, today) + 1,
    suhoorEnds: suhoorEnds(day.times.fajr, times),
    iftar: day.times.maghrib,
  };
}

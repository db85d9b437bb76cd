import { prayerDays } from "#app/features/prayer-times/index.server";
import { requestNow } from "#app/lib/http/clock.server";
import { addDays, localDate } from "#app/lib/time/london";
import { ramadanAt } from "./countdown.server";
import { type CentreCalendar, daysBetween, RAMADAN, SHAWWAL } from "./hijri-months";
import { communityIftars } from "./iftars/iftars.server";
import { ramadanTimetable } from "./ramadan";
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

/**
 * A Ramadan as /ramadan shows it: the given Hijri year's, or (null) the one `today` is in, or
 * else the next.
 */
export async function ramadanOfYear(year: number | null, today: string) {
  const { calendar } = await currentCentreCalendar();
  const ramadan = ramadanAround(
    calendar,
    year === null ? today : calendar.monthStart(year, RAMADAN),
  );
  const eve = addDays(ramadan.startsOn, -1);
  const [days, times, nights] = await Promise.all([
    prayerDays(eve, ramadan.length + 1),
    getRamadanTimes(),
    nightsBetween(eve, addDays(ramadan.eidOn, -2)),
  ]);
  return { ...ramadan, times, ...ramadanTimetable(days, times, nights) };
}

/** The /ramadan page: the current or next Ramadan, day by day, and its community iftars. */
export async function ramadanPageData(request: Request) {
  const today = localDate(requestNow(request));
  const [ramadan, iftars] = await Promise.all([
    ramadanOfYear(null, today),
    communityIftars(request),
  ]);
  return { today, ...ramadan, iftars };
}

/**
 * The home page's Ramadan panel: during Ramadan the fast in view (today's until Maghrib, then
 * tomorrow's, from the evening before the first) with its countdown, the last one on the night
 * of Eid; the expected first day in the month before it; nothing otherwise.
 */
export async function ramadanHomeData(request: Request) {
  const now = requestNow(request);
  const today = localDate(now);
  const [{ calendar }, current] = await Promise.all([currentCentreCalendar(), ramadanAt(now)]);
  const fast = current?.inView ?? (current?.today?.fast ? current.today : null);
  if (current && fast?.fast && fast.suhoorEnds)
    return {
      kind: "during" as const,
      year: fast.hijriYear,
      day: fast.fast,
      suhoorEnds: fast.suhoorEnds,
      iftar: fast.maghrib,
      date: fast.date,
      tomorrow: fast.date !== today,
      now,
      countdown: current.countdown,
    };
  const ramadan = ramadanAround(calendar, today);
  if (today >= ramadan.startsOn || daysBetween(today, ramadan.startsOn) > HOME_NOTICE_DAYS)
    return null;
  return {
    kind: "before" as const,
    year: ramadan.year,
    startsOn: ramadan.startsOn,
    announced: ramadan.startAnnounced,
  };
}

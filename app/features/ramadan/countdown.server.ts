import { prayerDays } from "#app/features/prayer-times/index.server";
import { addDays, localDate } from "#app/lib/time/london";
import { type CountdownDay, countdownTargets, fastInView } from "./countdown";
import { RAMADAN } from "./hijri-months";
import { suhoorEnds, tarawihByRule } from "./ramadan";
import { currentCentreCalendar, getRamadanTimes, nightsBetween } from "./store.server";

/**
 * What the home page, the header's banner and the wall screens know of Ramadan at a moment, from
 * shared reads (the centre's calendar, the Ramadan times, the prayer days): no query of its own
 * for each request.
 */

/** A day as the countdown and the pages see it: its fast's number in Ramadan (null: no fast). */
interface RamadanDayOfFast extends CountdownDay {
  /** 1 to 29 or 30; null on a day that is not a fast. */
  fast: number | null;
  hijriYear: number;
}

/** These days (the prayer days given), each with its fast if it is a day of Ramadan. */
async function fastsOf(
  days: readonly { date: string; times: { fajr: string; maghrib: string } }[],
) {
  const [{ calendar }, times] = await Promise.all([currentCentreCalendar(), getRamadanTimes()]);
  return {
    times,
    isFast: (date: string) => calendar.dateOf(date).month === RAMADAN,
    days: days.map((day): RamadanDayOfFast => {
      const hijri = calendar.dateOf(day.date);
      const fasting = hijri.month === RAMADAN;
      return {
        date: day.date,
        maghrib: day.times.maghrib,
        suhoorEnds: fasting ? suhoorEnds(day.times.fajr, times) : null,
        fast: fasting ? hijri.day : null,
        hijriYear: hijri.year,
      };
    }),
  };
}

/**
 * Ramadan at `now`, when today or tomorrow is a day of it: today's and tomorrow's days, the
 * countdowns they make, and the fast in view (today's until Maghrib, then tomorrow's); null
 * otherwise. The home page and the banner read it on every request: only shared reads.
 */
export async function ramadanAt(now: number) {
  const today = localDate(now);
  const { calendar } = await currentCentreCalendar();
  const inRamadan = (date: string) => calendar.dateOf(date).month === RAMADAN;
  if (!inRamadan(today) && !inRamadan(addDays(today, 1))) return null;
  const { days } = await fastsOf(await prayerDays(today, 2));
  const inView = fastInView(days, now);
  return {
    today: days[0] ?? null,
    inView: inView?.fast ? { ...inView, fast: inView.fast } : null,
    countdown: countdownTargets(days),
  };
}

/** What the header's banner says during Ramadan: the fast in view, from Maghrib before it to its iftar. */
export async function ramadanBanner(now: number) {
  const inView = (await ramadanAt(now))?.inView;
  return inView
    ? {
        year: inView.hijriYear,
        day: inView.fast,
        suhoorEnds: inView.suhoorEnds,
        iftar: inView.maghrib,
        tomorrow: inView.tomorrow,
      }
    : null;
}

/** A day of the wall screen's Ramadan: its fast (0: the eve), when suhoor ends and the evening's tarawih. */
interface ScreenRamadanDay {
  date: string;
  /** 1 to 29 or 30; 0 on the eve of Ramadan (no fast, the first tarawih). */
  fast: number;
  hijriYear: number;
  /** "HH:MM"; "" on the eve. */
  suhoorEnds: string;
  /** "HH:MM": the tarawih of the day's evening; "" on the last (the night of Eid). */
  tarawih: string;
}

/**
 * The wall screen's days of Ramadan among `days` (the days it holds, in order): the eve and each
 * fast, with the tarawih of its evening (the night's own time, else the rule's). Empty outside
 * Ramadan.
 */
export async function ramadanForScreen(
  days: readonly {
    date: string;
    times: { fajr: string; maghrib: string };
    iqamah: { isha: string };
  }[],
): Promise<ScreenRamadanDay[]> {
  const { days: fasts, times, isFast } = await fastsOf(days);
  // A fast, or the eve of the first: an evening before a fast has its tarawih.
  const shown = fasts.flatMap((day, index) => {
    const evening = days[index];
    const beforeFast = isFast(addDays(day.date, 1));
    return evening && (day.fast !== null || beforeFast) ? [{ day, evening, beforeFast }] : [];
  });
  const [first] = shown;
  const last = shown.at(-1);
  if (!first || !last) return [];
  const nights = await nightsBetween(first.day.date, last.day.date);
  return shown.map(({ day, evening, beforeFast }) => {
    const night = nights.find((candidate) => candidate.date === day.date);
    return {
      date: day.date,
      fast: day.fast ?? 0,
      hijriYear: day.hijriYear,
      suhoorEnds: day.suhoorEnds ?? "",
      tarawih: beforeFast ? (night?.tarawih ?? tarawihByRule(evening.iqamah.isha, times)) : "",
    };
  });
}

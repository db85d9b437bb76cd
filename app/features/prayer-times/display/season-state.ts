import {
  type CountdownDay,
  countdownTargets,
  countdownText,
  fastInView,
} from "#app/features/ramadan";
import type { PrayerDay } from "../prayers";

/**
 * What a wall screen shows of Ramadan and Eid (decision 0383), from the data it holds, so it
 * keeps counting down offline. Pure, and small: it runs in the screen's 5 KB script.
 */

/** A day of Ramadan the screen holds: its fast (0: the eve), when suhoor ends, the evening's tarawih. */
export type ScreenRamadanDay = {
  date: string;
  fast: number;
  hijriYear: number;
  suhoorEnds: string;
  /** "" on the last evening, the night of Eid. */
  tarawih: string;
};

/** The Eid being shown, written by the server: shown until the end of its day. */
export type ScreenEid = { date: string; heading: string; text: string };

/**
 * The Ramadan band: the fast in view (today's until Maghrib, then tomorrow's, so from the
 * Maghrib before the first fast to the last iftar), when its suhoor ends and its iftar, tonight's
 * tarawih, and the countdown to iftar or to the end of suhoor. Null outside that time.
 */
export function ramadanBand(
  days: readonly PrayerDay[],
  ramadan: readonly ScreenRamadanDay[] | undefined,
  todayDate: string,
  now: number,
) {
  if (!ramadan?.length) return null;
  const fasts = new Map(ramadan.map((day) => [day.date, day]));
  const countdownDays: CountdownDay[] = days.map((day) => ({
    date: day.date,
    maghrib: day.times.maghrib,
    suhoorEnds: fasts.get(day.date)?.fast ? (fasts.get(day.date)?.suhoorEnds ?? null) : null,
  }));
  const index = countdownDays.findIndex((day) => day.date === todayDate);
  const inView = index === -1 ? null : fastInView(countdownDays.slice(index, index + 2), now);
  if (!inView) return null;
  return {
    title: `Ramadan day ${fasts.get(inView.date)?.fast}`,
    suhoorEnds: inView.suhoorEnds,
    iftar: inView.maghrib,
    tarawih: fasts.get(todayDate)?.tarawih ?? "",
    countdown: countdownText(countdownTargets(countdownDays), now),
  };
}

export type RamadanBand = NonNullable<ReturnType<typeof ramadanBand>>;

/** The Eid's notice, first in the rotation, to the end of its day. */
export const eidNotices = (eid: ScreenEid | null | undefined, todayDate: string) =>
  eid && todayDate <= eid.date ? [{ key: `eid-${eid.date}`, ...eid }] : [];

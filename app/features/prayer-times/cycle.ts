import { instantAt } from "#app/lib/time/london";
import { type IqamahPrayer, isFriday, type PrayerDay, type TimeName } from "./prayers";

/** How a wall screen follows the prayers: lengths in minutes, and the optional night standby. */
export type ScreenSettings = {
  prayerMinutes: Record<IqamahPrayer | "jummah", number>;
  adhkarMinutes: number;
  standby: { enabled: boolean; minutesAfterIsha: number; minutesBeforeFajr: number };
};

export type PrayerEvent = {
  prayer: IqamahPrayer | "jummah";
  date: string;
  adhan: number;
  iqamah: number;
};

/** Every congregational prayer of the given days in order; on Fridays Dhuhr is Jumu'ah. */
export function prayerEvents(days: readonly PrayerDay[]): PrayerEvent[] {
  const events: PrayerEvent[] = [];
  for (const day of days) {
    for (const prayer of ["fajr", "dhuhr", "asr", "maghrib", "isha"] as const) {
      const jummah = prayer === "dhuhr" && isFriday(day.date);
      events.push({
        prayer: jummah ? "jummah" : prayer,
        date: day.date,
        adhan: instantAt(day.date, day.times[prayer]),
        iqamah: instantAt(day.date, jummah ? day.jummah.iqamah : day.iqamah[prayer]),
      });
    }
  }
  return events.sort((a, b) => a.adhan - b.adhan);
}

/** The prayer to highlight: the first whose iqamah is still to come, and what is counted down to. */
export function upcomingPrayer(events: readonly PrayerEvent[], now: number) {
  const event = events.find((candidate) => candidate.iqamah > now);
  if (!event) return null;
  const stage = now < event.adhan ? ("adhan" as const) : ("iqamah" as const);
  return { event, stage, target: stage === "adhan" ? event.adhan : event.iqamah };
}

/** Whether the row `name` of `date` is the upcoming prayer (Jumu'ah is drawn as the Dhuhr row). */
export function isUpcomingRow(
  upcoming: ReturnType<typeof upcomingPrayer>,
  date: string,
  name: TimeName,
): boolean {
  if (upcoming?.event.date !== date) return false;
  return upcoming.event.prayer === (name === "dhuhr" && isFriday(date) ? "jummah" : name);
}

export type ScreenPhase =
  | { kind: "normal" }
  | { kind: "iqamah-countdown"; event: PrayerEvent }
  | { kind: "prayer"; event: PrayerEvent }
  | { kind: "adhkar"; event: PrayerEvent }
  | { kind: "standby" };

const MINUTE = 60_000;

/**
 * adhan → countdown to iqamah → the prayer (a dark screen) → after-prayer adhkar → normal,
 * and, when enabled, a dim standby from Isha + N minutes until Fajr − N minutes.
 */
export function screenPhase(
  events: readonly PrayerEvent[],
  now: number,
  settings: ScreenSettings,
): ScreenPhase {
  for (const event of events) {
    if (now < event.adhan) break;
    const prayerEnds = event.iqamah + settings.prayerMinutes[event.prayer] * MINUTE;
    if (now < event.iqamah) return { kind: "iqamah-countdown", event };
    if (now < prayerEnds) return { kind: "prayer", event };
    if (now < prayerEnds + settings.adhkarMinutes * MINUTE) return { kind: "adhkar", event };
  }
  if (settings.standby.enabled) {
    const lastIsha = events.findLast((event) => event.prayer === "isha" && event.iqamah <= now);
    // The night's own Fajr: once it has passed, yesterday's Isha no longer starts a night.
    const nightsFajr =
      lastIsha && events.find((event) => event.prayer === "fajr" && event.adhan > lastIsha.iqamah);
    if (
      lastIsha &&
      nightsFajr &&
      now >= lastIsha.iqamah + settings.standby.minutesAfterIsha * MINUTE &&
      now < nightsFajr.adhan - settings.standby.minutesBeforeFajr * MINUTE
    )
      return { kind: "standby" };
  }
  return { kind: "normal" };
}

/** "01:05:09" until the target, never negative. */
export function countdown(target: number, now: number): string {
  const seconds = Math.max(0, Math.ceil((target - now) / 1000));
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}`;
}

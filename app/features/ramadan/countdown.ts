import { addDays, instantAt } from "#app/lib/time/london";

/**
 * Ramadan's countdown (shared with the browser and the wall screen's script): during the day, to
 * iftar (today's Maghrib); from Maghrib until suhoor ends, to the end of the next fast's suhoor
 * (imsak). Nothing on the night of Eid, after the last iftar (decision 0383).
 */

/** A day of the countdown: its Maghrib, and its fast (when suhoor ends) if it is a day of Ramadan. */
export interface CountdownDay {
  date: string;
  /** "HH:MM": the Maghrib adhan, iftar on a day of fasting. */
  maghrib: string;
  /** "HH:MM" when suhoor ends; null on a day that is not a fast (the eve of Ramadan, Eid). */
  suhoorEnds: string | null;
}

type CountdownKind = "iftar" | "suhoor";

/** What is counted down to, and from when: `from` ≤ now < `at` (instants, ms). */
export interface CountdownTarget {
  kind: CountdownKind;
  from: number;
  at: number;
  /** "HH:MM", as the timetable writes it. */
  time: string;
}

/**
 * The instant suhoor ends on a fast's date: an imsak written after noon (Fajr soon after
 * midnight, the imsak minutes before it) belongs to the evening before.
 */
const suhoorInstant = (date: string, time: string) =>
  instantAt(time >= "12:00" ? addDays(date, -1) : date, time);

/**
 * The countdowns of consecutive days, in order: each fast's suhoor (from the Maghrib before it,
 * or from the start for the first day given) and its iftar (from the end of suhoor).
 */
export function countdownTargets(days: readonly CountdownDay[]): CountdownTarget[] {
  const targets: CountdownTarget[] = [];
  let evening = 0;
  for (const day of days) {
    const iftar = instantAt(day.date, day.maghrib);
    if (day.suhoorEnds !== null) {
      const suhoor = suhoorInstant(day.date, day.suhoorEnds);
      targets.push({ kind: "suhoor", from: evening, at: suhoor, time: day.suhoorEnds });
      targets.push({ kind: "iftar", from: suhoor, at: iftar, time: day.maghrib });
    }
    evening = iftar;
  }
  return targets;
}

/** The countdown running at `now`, if any: at Maghrib exactly, iftar's is over and suhoor's begins. */
export const countdownAt = (
  targets: readonly CountdownTarget[],
  now: number,
): CountdownTarget | null =>
  targets.find((target) => target.from <= now && now < target.at) ?? null;

const MINUTE = 60_000;

/** "2 h 14 min", "1 h", "45 min": whole minutes, rounded up, so it never says "0 min" too soon. */
export function minutesLeft(target: number, now: number): string {
  const minutes = Math.max(1, Math.ceil((target - now) / MINUTE));
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

const COUNTDOWN_WORDS: Record<CountdownKind, string> = {
  iftar: "Iftar in",
  suhoor: "Suhoor ends in",
};

/** "Iftar in 2 h 14 min", "Suhoor ends in 9 h 5 min", or "" when nothing is counted down. */
export function countdownText(targets: readonly CountdownTarget[], now: number): string {
  const target = countdownAt(targets, now);
  return target ? `${COUNTDOWN_WORDS[target.kind]} ${minutesLeft(target.at, now)}` : "";
}

/** The fast a page speaks of: today's until its Maghrib, then tomorrow's; null on the night of Eid. */
export function fastInView<Day extends CountdownDay>(
  days: readonly Day[],
  now: number,
): (Day & { suhoorEnds: string; tomorrow: boolean }) | null {
  const [today, tomorrow] = days;
  if (!today) return null;
  const afterMaghrib = now >= instantAt(today.date, today.maghrib);
  const day = afterMaghrib ? tomorrow : today;
  return day && day.suhoorEnds !== null
    ? { ...day, suhoorEnds: day.suhoorEnds, tomorrow: afterMaghrib }
    : null;
}

import { formatCalendarDate } from "#app/lib/time/calendar";
import { isFriday, type PrayerDay } from "./prayers";

/** The language of the first session's khutbah until an administrator names another. */
export const DEFAULT_FIRST_LANGUAGE = "English and Arabic";

/** Further sessions a Friday can have after its own Jumu'ah. */
export const MAX_FURTHER_SESSIONS = 4;

/** One Jumu'ah: its khutbah and jama'at ("HH:MM") and the language of its khutbah. */
export type JumuahSession = { khutbah: string; iqamah: string; language: string };

/**
 * The prayer settings' Jumu'ah section: the language of each Friday's own Jumu'ah (its times
 * come from the Jumu'ah rules, day by day) and the sessions held after it, in order.
 */
export type JumuahSettings = { firstLanguage: string; furtherSessions: JumuahSession[] };

const ORDINALS = ["1st", "2nd", "3rd", "4th", "5th"] as const;

/** "1st Jumu'ah", "2nd Jumu'ah"…, counting from 1. */
export const sessionName = (number: number) => `${ORDINALS[number - 1]} Jumu'ah`;

/** A Friday's sessions in order: the day's own Jumu'ah, then the further ones. */
export function jumuahSessions(
  first: Pick<PrayerDay["jummah"], "khutbah" | "iqamah">,
  settings: JumuahSettings,
): JumuahSession[] {
  return [
    { khutbah: first.khutbah, iqamah: first.iqamah, language: settings.firstLanguage },
    ...settings.furtherSessions,
  ];
}

/** "1st Jumu'ah: khutbah 13:00, jama'at 13:30 (English and Arabic)". */
export const sessionLine = (session: JumuahSession, number: number) =>
  `${sessionName(number)}: khutbah ${session.khutbah}, jama'at ${session.iqamah} (${session.language})`;

/** Further sessions kept in the order they are held. */
export const inOrder = (sessions: readonly JumuahSession[]) =>
  sessions.toSorted((a, b) => a.khutbah.localeCompare(b.khutbah));

/**
 * What a wall screen says before the day's own Jumu'ah times ("Jumu'ah" while it is the only one),
 * and its line of further sessions ("" when there are none). The same every Friday, so the
 * server words it and the screen's script only puts it in place.
 */
export function screenJumuah(settings: JumuahSettings) {
  if (settings.furtherSessions.length === 0) return { first: "Jumu'ah", further: "" };
  return {
    first: `${sessionName(1)} (${settings.firstLanguage})`,
    further: settings.furtherSessions
      .map((session, index) => sessionLine(session, index + 2))
      .join(" · "),
  };
}

/** The monthly timetable's line under its table: what Friday's Dhuhr iqamah is, then the further sessions. */
export function timetableFridayNote(settings: JumuahSettings): string {
  const shaded = "Fridays are shaded; on Fridays the Dhuhr iqamah is the";
  if (settings.furtherSessions.length === 0) return `${shaded} Jumu'ah iqamah.`;
  return `${shaded} ${sessionName(1)}'s jama'at (${settings.firstLanguage}). ${screenJumuah(settings).further}.`;
}

/**
 * Why a further session cannot be held on the days the screens will show (its khutbah is not
 * after that Friday's own jama'at), or null. `number` counts the sessions from 1.
 */
export function furtherSessionProblem(
  session: JumuahSession,
  number: number,
  days: readonly Pick<PrayerDay, "date" | "jummah">[],
): string | null {
  for (const day of days) {
    if (!isFriday(day.date) || session.khutbah > day.jummah.iqamah) continue;
    return `The ${sessionName(number)}'s khutbah must be after the 1st Jumu'ah's jama'at (${day.jummah.iqamah} on ${formatCalendarDate(day.date, "weekdayLong")}).`;
  }
  return null;
}

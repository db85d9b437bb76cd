import type { NoticeInput } from "#app/features/notices/index.server";
import { formatCalendarDate, WEEKDAYS, weekday } from "#app/lib/time/calendar";
import { addDays, instantAt, localDate } from "#app/lib/time/london";
import { type IqamahChange, iqamahChanges } from "./iqamah-changes";
import type { PrayerDay } from "./prayers";

/**
 * The prayer-time change alert (decision 0391): when tomorrow's jama'at times differ from
 * today's, one notice from 12:00 London time today (or at once, if the change is made later
 * today), batched: "From Monday: Dhuhr 13:00, Asr 15:15". Times as the site writes them, 24-hour.
 */

/** From when, the day before, the alert goes out. */
const ALERT_TIME = "12:00";

/** The key that makes the alert for `date` once, however often the job runs and on how many servers. */
const alertKey = (date: string) => `prayer-times:${date}`;

/** "From Monday: Dhuhr 13:00, Asr 15:15". */
const alertTitle = (date: string, changes: readonly IqamahChange[]) =>
  `From ${WEEKDAYS[weekday(date)]}: ${changes.map((change) => `${change.label} ${change.to}`).join(", ")}`;

/** One line a change: "Dhuhr 12:30 → 13:00", under the day it starts. */
const alertBody = (date: string, changes: readonly IqamahChange[]) =>
  [
    `Jama'at times change from ${formatCalendarDate(date, "weekdayLong")}:`,
    ...changes.map((change) => `${change.label} ${change.from} → ${change.to}`),
  ].join("\n");

/**
 * The alert due at `now` for tomorrow, given today's and tomorrow's days, or null: before 12:00,
 * or when no jama'at time moves. It starts now and ends with the changed day.
 */
export function changeAlert(
  today: PrayerDay | undefined,
  tomorrow: PrayerDay | undefined,
  now: number,
): NoticeInput | null {
  if (!today || !tomorrow || today.date !== localDate(now)) return null;
  if (now < instantAt(today.date, ALERT_TIME)) return null;
  const changes = iqamahChanges(today, tomorrow);
  if (changes.length === 0) return null;
  return {
    kind: "prayer-times",
    topic: "prayer-times",
    title: alertTitle(tomorrow.date, changes),
    body: alertBody(tomorrow.date, changes),
    link: "/prayer-times",
    startsAt: new Date(now),
    endsAt: new Date(instantAt(addDays(tomorrow.date, 1), "00:00")),
    onSite: true,
    onScreens: "flash",
    byPush: true,
    byEmail: true,
    janazah: null,
    alertKey: alertKey(tomorrow.date),
  };
}

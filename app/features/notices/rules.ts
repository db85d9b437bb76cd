/** Pure rules of notices (decisions 0386, 0387): when one shows, and the admin form's defaults. */
import { addDays, instantAt, localClock, localDate } from "#app/lib/time/london";

export const TITLE_MAX = 120;
export const BODY_MAX = 1_000;
export const LINK_MAX = 500;
/** The janazah's details: a name, a prayer time, a place, the burial. */
export const JANAZAH_FIELD_MAX = 200;
/** An ended notice stays in the public list (and the feed) this long. */
const RECENT_DAYS = 30;
const DAY = 24 * 60 * 60 * 1000;

/** Where a notice is in its life at `now`. */
export type NoticeState = "current" | "scheduled" | "past";

export function noticeState(notice: { startsAt: Date; endsAt: Date }, now: number): NoticeState {
  if (notice.startsAt.getTime() > now) return "scheduled";
  return notice.endsAt.getTime() > now ? "current" : "past";
}

/** The first moment a recent notice may have ended to stay listed. */
export const recentSince = (now: number): Date => new Date(now - RECENT_DAYS * DAY);

/** Whether a visitor may open the notice's page: it has started (past ones stay readable). */
export const isPublished = (notice: { startsAt: Date }, now: number): boolean =>
  notice.startsAt.getTime() <= now;

/** A `datetime-local` value typed in UK time ("2026-12-01T13:15") as an instant, or null. */
export function parseUkLocal(value: string): Date | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const [, date = "", hour = "", minute = ""] = match;
  if (addDays(date, 0) !== date || Number(hour) > 23 || Number(minute) > 59) return null;
  return new Date(instantAt(date, `${hour}:${minute}`));
}

/** An instant as a `datetime-local` value in UK time ("2026-12-01T13:15"). */
export function ukLocal(instant: Date | number): string {
  const ms = typeof instant === "number" ? instant : instant.getTime();
  return `${localDate(ms)}T${localClock(ms).slice(0, 5)}`;
}

/**
 * A new notice's times (decision 0386): from now (to the minute) to the end of today in UK time,
 * or to the same time tomorrow when today has less than three hours left.
 */
export function defaultTimes(now: number): { startsAt: string; endsAt: string } {
  const startsAt = ukLocal(now);
  const today = localDate(now);
  const endOfToday = instantAt(addDays(today, 1), "00:00") - 60_000;
  const endsAt = endOfToday - now >= 3 * 60 * 60 * 1000 ? endOfToday : now + DAY;
  return { startsAt, endsAt: ukLocal(endsAt) };
}

/**
 * What the public may read of a janazah (decision 0387): the name only with the family's consent.
 */
export function shownJanazah(
  janazah: {
    deceasedName: string;
    familyConsent: boolean;
    prayer: string;
    place: string;
    burial: string;
  } | null,
): { deceasedName: string; prayer: string; place: string; burial: string } | null {
  if (!janazah) return null;
  const { familyConsent, deceasedName, prayer, place, burial } = janazah;
  return { deceasedName: familyConsent ? deceasedName : "", prayer, place, burial };
}

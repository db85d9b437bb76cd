import type { StaffRole } from "#app/lib/db/enums";
import { countOf } from "#app/lib/format";
import { addDays, localDate } from "#app/lib/time/london";

/**
 * One line of the admin's Today page: something that needs doing, has gone wrong, or is coming
 * this week, and the admin page that deals with it. Features declare theirs (`today` in their
 * descriptor); an item shows only to staff whose roles open its page.
 */
export interface TodayItem {
  /** "3 businesses awaiting review" */
  text: string;
  /** The admin page that deals with it (a query string may choose a filter). */
  href: string;
  /**
   * `problem`: something went wrong; `todo`: waiting for someone; `soon`: due this week; `fine`:
   * a check that came out well (the last backup), said so staff need not look.
   */
  kind: "problem" | "todo" | "soon" | "fine";
}

export interface TodayContext {
  roles: readonly StaffRole[];
  now: number;
}

/** The kinds in the order the page lists them, with their headings. */
export const TODAY_KINDS = [
  { kind: "problem", heading: "Gone wrong" },
  { kind: "todo", heading: "Waiting for you" },
  { kind: "soon", heading: "This week" },
  { kind: "fine", heading: "In order" },
] as const satisfies readonly { kind: TodayItem["kind"]; heading: string }[];

/** An item that counts what waits ("3 new submissions"), or none when nothing does. */
export function countedItem(
  count: number,
  words: readonly [one: string, many: string],
  href: string,
  kind: TodayItem["kind"] = "todo",
): TodayItem[] {
  return count > 0 ? [{ text: countOf(count, ...words), href, kind }] : [];
}

/** How far ahead "this week" reaches: today and the next six days, on the centre's calendar. */
const TODAY_HORIZON_DAYS = 7;

/** Whether a calendar date (UK) falls from today to the end of this week's horizon. */
export function isThisWeek(date: string, now: number): boolean {
  const today = localDate(now);
  return date >= today && date < addDays(today, TODAY_HORIZON_DAYS);
}

const HOUR = 60 * 60 * 1000;

/** "less than an hour ago", "5 hours ago", "3 days ago": how long since `then`. */
export function agoText(then: number, now: number): string {
  const hours = Math.floor((now - then) / HOUR);
  if (hours < 1) return "less than an hour ago";
  if (hours < 48) return `${countOf(hours, "hour")} ago`;
  return `${countOf(Math.floor(hours / 24), "day")} ago`;
}

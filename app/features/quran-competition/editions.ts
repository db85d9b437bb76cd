// Competition editions (decisions 0160–0168): the pure rules of a year's competition — its dates,
// fee, deadline and group capacity. The database rows are read in editions.server.ts.
import { formatCalendarDate } from "#app/lib/time/calendar";
import { instantAt, localDate } from "#app/lib/time/london";

export const EDITION_STATUSES = ["draft", "open", "closed", "archived"] as const;
export type EditionStatus = (typeof EDITION_STATUSES)[number];

/** What the pages, form, emails and scoring need of an edition. */
export interface Edition {
  id: number;
  year: number;
  title: string;
  /** YYYY-MM-DD, the competition day. */
  eventDate: string;
  venue: string;
  feePence: number;
  /** The last instant (ms) a registration is taken. */
  closesAt: number;
  minAge: number;
  maxAge: number;
  groupMin: number;
  groupMax: number;
  rulesText: string;
  status: EditionStatus;
  demo: boolean;
}

/** "25 December 2025" for a YYYY-MM-DD date. */
export function longDateText(date: string): string {
  return formatCalendarDate(date, "long");
}

/** 500 → "£5", 750 → "£7.50". */
export function feeLabel(pence: number): string {
  return pence % 100 === 0 ? `£${pence / 100}` : `£${(pence / 100).toFixed(2)}`;
}

/** The UK calendar date registration closes on (the deadline is the end of that day). */
export function deadlineDate(edition: Pick<Edition, "closesAt">): string {
  return localDate(edition.closesAt);
}

/** A deadline typed as a date closes at 23:59:59 UK time that day. */
export function closesAtFor(date: string): number {
  return instantAt(date, "23:59") + 59_000;
}

/** Why the form does not take a registration at `now`, or null while it is open. */
export function closedReason(edition: Edition, now: number): string | null {
  if (now > edition.closesAt)
    return `Registration for the ${edition.year} competition closed on ${longDateText(deadlineDate(edition))}`;
  if (edition.status !== "open")
    return `Registration for the ${edition.year} competition is closed`;
  return null;
}

/** After the competition day a pending registration can no longer be paid; null until then. */
export function paymentClosedReason(edition: Edition, now: number): string | null {
  if (localDate(now) <= edition.eventDate) return null;
  return `The ${edition.year} competition took place on ${longDateText(edition.eventDate)}: its fee can no longer be paid.`;
}

/** A group's count against the edition's capacity. */
export type Capacity = "under" | "ok" | "full" | "over";

export function groupCapacity(
  edition: Pick<Edition, "groupMin" | "groupMax">,
  count: number,
): Capacity {
  if (count < edition.groupMin) return "under";
  if (count < edition.groupMax) return "ok";
  if (count === edition.groupMax) return "full";
  return "over";
}

/** The same calendar date a year later (29 February becomes 28 February). */
export function nextYearDate(date: string): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const lastDay = new Date(Date.UTC(year + 1, month, 0)).getUTCDate();
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${year + 1}-${pad(month)}-${pad(Math.min(day, lastDay))}`;
}

/**
 * The next edition copied from one: a year later on the same calendar date (the competition is
 * a date-specific event, 25 December), the deadline moved the same way, as a draft.
 */
export function copiedEdition(from: Edition): Omit<Edition, "id"> {
  return {
    ...from,
    year: from.year + 1,
    title: from.title.includes(String(from.year))
      ? from.title.replaceAll(String(from.year), String(from.year + 1))
      : `${from.title} ${from.year + 1}`,
    eventDate: nextYearDate(from.eventDate),
    closesAt: closesAtFor(nextYearDate(deadlineDate(from))),
    status: "draft",
    demo: false,
  };
}

/**
 * The edition visitors see: of the open and closed editions, the next one still to come
 * (earliest competition day on or after today, UK); when all are past, the latest one.
 */
export function currentEdition<T extends Pick<Edition, "eventDate" | "status">>(
  editions: T[],
  now: number,
): T | null {
  const today = localDate(now);
  const shown = editions
    .filter((edition) => edition.status === "open" || edition.status === "closed")
    .sort((a, b) => a.eventDate.localeCompare(b.eventDate));
  return shown.find((edition) => edition.eventDate >= today) ?? shown.at(-1) ?? null;
}

/** What the pages and emails print of an edition. */
export interface EditionText {
  year: number;
  dateText: string;
  venue: string;
  feeLabel: string;
  minAge: number;
  maxAge: number;
  groupMin: number;
  groupMax: number;
  rulesText: string;
}

export function editionText(edition: Edition): EditionText {
  return {
    year: edition.year,
    dateText: longDateText(edition.eventDate),
    venue: edition.venue,
    feeLabel: feeLabel(edition.feePence),
    minAge: edition.minAge,
    maxAge: edition.maxAge,
    groupMin: edition.groupMin,
    groupMax: edition.groupMax,
    rulesText: edition.rulesText,
  };
}

/** An edition as its editor's fields show it. */
export const editionFormValues = (edition: Edition) => ({
  year: String(edition.year),
  title: edition.title,
  eventDate: edition.eventDate,
  venue: edition.venue,
  fee: (edition.feePence / 100).toFixed(2),
  deadline: deadlineDate(edition),
  groupMin: String(edition.groupMin),
  groupMax: String(edition.groupMax),
  rulesText: edition.rulesText,
});

/** The fields' labels, in the form's order: beside each field and in the error summary. */
export const EDITION_FORM_LABELS = {
  year: "Year",
  title: "Title",
  eventDate: "Competition day",
  deadline: "Registration deadline",
  venue: "Venue",
  fee: "Fee",
  groupMin: "Smallest group",
  groupMax: "Largest group",
  rulesText: "Extra rules",
};

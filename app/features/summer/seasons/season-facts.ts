import { shortPounds } from "#app/lib/money";
import { formatDateRange, MONTHS } from "#app/lib/time/calendar";
import { formatInstant } from "#app/lib/time/format";
import { offeredProgrammes, seasonAges } from "../rules";
import { type Season, seasonDates } from "./season";

/**
 * A season's figures and dates in words: the dates, times, ages and fees every summer
 * page, the wizard and the emails repeat, written as the 2025 leaflet wrote them.
 */

/** The leaflet's month abbreviations ("July 26 and Aug 2"): short names stay whole. */
const MONTHS_SHORT = [
  "Jan",
  "Feb",
  "March",
  "April",
  "May",
  "June",
  "July",
  "Aug",
  "Sept",
  "Oct",
  "Nov",
  "Dec",
];
const parts = (iso: string) => {
  const [year, month, day] = iso.split("-").map(Number) as [number, number, number];
  return { year, month: month - 1, day };
};

/** "a, b and c". */
export function listAnd(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

function byMonth(dates: readonly string[]) {
  const groups: { key: string; month: number; days: number[] }[] = [];
  for (const date of [...dates].sort()) {
    const { year, month, day } = parts(date);
    const key = `${year}-${month}`;
    const last = groups.at(-1);
    if (last?.key === key) last.days.push(day);
    else groups.push({ key, month, days: [day] });
  }
  return groups;
}

/** "July 26 and Aug 2, 9, 16, 23, 30" (the cards). */
export const cardDates = (dates: readonly string[]) =>
  byMonth(dates)
    .map((group) => `${MONTHS_SHORT[group.month]} ${group.days.join(", ")}`)
    .join(" and ");

/** "26 July and 2, 9, 16, 23 and 30 August" (the FAQ). */
export const writtenDates = (dates: readonly string[]) =>
  byMonth(dates)
    .map((group) => `${listAnd(group.days.map(String))} ${MONTHS[group.month]}`)
    .join(" and ");

/** "10:00" → "10am", "13:30" → "1:30pm". */
export function clockText(time: string): string {
  const [hour = 0, minute = 0] = time.split(":").map(Number);
  const suffix = hour >= 12 ? "pm" : "am";
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${twelve}${minute ? `:${String(minute).padStart(2, "0")}` : ""}${suffix}`;
}

/** The season's title without its year ("Wicked Wednesdays & Weekends"). */
export const displayTitle = (season: Pick<Season, "title">) =>
  season.title.replace(/\s+\d{4}$/, "");

/** "31 August 2025" for an instant, UK time. */
function ukDay(instant: number | string): string {
  return formatInstant(instant, "long");
}

/** "Monday 1 March 2027 at 9am" for an instant, UK time (the time left out at midnight). */
function ukMoment(instant: number | string): string {
  const day = formatInstant(instant, "weekdayLong");
  const time = formatInstant(instant, "time");
  return time === "00:00" ? day : `${day} at ${clockText(time)}`;
}

/** The figures every page repeats: dates, ages, times, weekdays, discounts. */
export function seasonFacts(season: Season) {
  const offered = offeredProgrammes(season).filter((p) => p.groups.length > 0);
  const dates = seasonDates({ programmes: offered });
  const first = dates[0] ?? "";
  const last = dates.at(-1) ?? "";
  const lead = offered[0] ?? season.programmes[0];
  const { min, max } = seasonAges(season);
  const days = first && last ? (Date.parse(last) - Date.parse(first)) / 86_400_000 + 1 : 0;
  return {
    offered,
    first,
    last,
    year: first ? parts(first).year : new Date().getFullYear(),
    range: (separator?: string) => (first ? formatDateRange(first, last, separator) : ""),
    ages: `${min}–${max}`,
    min,
    max,
    start: clockText(lead?.startTime ?? "10:00"),
    end: clockText(lead?.endTime ?? "13:00"),
    times: `${clockText(lead?.startTime ?? "10:00")}–${clockText(lead?.endTime ?? "13:00")}`,
    fee: shortPounds(lead?.extrasFeePence ?? 500),
    weekdays: [...new Set(offered.flatMap((p) => p.groups.map((group) => group.weekday)))],
    weeks: Math.ceil(days / 7),
    ...season.rules,
  };
}

/** Where the season stands, as visitors read it, when it cannot be booked. */
export function registrationNotice(
  current: {
    season: Season;
    registration: "not-yet-open" | "open" | "closed";
    past: boolean;
    next: { title: string; opensAt: string } | null;
  },
  now: number,
): string {
  const { season, registration, past, next } = current;
  const nextSentence = next
    ? ` Registration for ${next.title} opens on ${ukMoment(next.opensAt)}.`
    : "";
  if (registration === "not-yet-open" && season.opensAt && !past)
    return `Registration for ${season.title} opens on ${ukMoment(season.opensAt)}.`;
  const closedOn =
    season.closesAt && Date.parse(season.closesAt) <= now
      ? ukDay(season.closesAt)
      : past
        ? ukDay(`${seasonFacts(season).last}T12:00:00Z`)
        : null;
  const closed = closedOn
    ? `Registration for ${season.title} closed on ${closedOn}.`
    : `Registration for ${season.title} is closed.`;
  return past ? `${closed} This summer's programme has finished.${nextSentence}` : closed;
}

import { hasRoom } from "#app/lib/bookings/capacity";
import type { SummerSeasonTexts } from "#app/lib/db/schema";
import { weekday } from "#app/lib/time/calendar";
import { instantAt, localClock, localDate } from "#app/lib/time/london";

/**
 * A summer season as the public pages and the wizard see it (decisions 0137–0142): its programmes with their
 * session dates grouped by weekday, its discount rules, and the date rules that say what can be
 * booked at an instant. Pure data and functions, shared by the browser and the server; the
 * database side is `seasons.server.ts`.
 */

export interface SeasonRules {
  fullWeekDays: number;
  fullWeekPercent: number;
  siblingPercent: number;
}

/** What a programme's card shows besides its name (null: the typed defaults of content.ts). */
interface ProgrammeDetails {
  subtitle: string;
  intro: string;
  bullets: string[];
  timetable: string;
  topics: { group: string; weeks: string[] }[];
}

/** Why a session date cannot be chosen now. */
export type Unavailable = "past" | "closed" | "full";

export interface Programme {
  /** The programme's key ('fantastic-5', 'quran'): what forms and registrations store. */
  id: string;
  name: string;
  /** Short label for tables. */
  short: string;
  description: string;
  details: ProgrammeDetails | null;
  ratePence: number;
  minAge: number;
  maxAge: number;
  /** "HH:MM", UK time. */
  startTime: string;
  endTime: string;
  extrasFeePence: number;
  /** Offered in the registration form (2025's Full-Day Camp is priced but not offered). */
  offered: boolean;
  /** Every session date, grouped by weekday (weekend first), e.g. Sundays then Wednesdays. */
  groups: { weekday: string; dates: string[] }[];
  /** The first weekday group: the form's `dates`. */
  dates: readonly string[];
  /** The other weekday groups (the Qur'an Intensive's Wednesdays): the form's `wednesdayDates`. */
  wednesdayDates: readonly string[];
  /** The dates that cannot be chosen now, and why (filled for an instant, see `atInstant`). */
  unavailable: Record<string, Unavailable>;
}

type SeasonStatus = "draft" | "open" | "closed" | "archived";

export interface Season {
  id: number;
  title: string;
  status: SeasonStatus;
  /** ISO instants; null opens at once / closes with its last session. */
  opensAt: string | null;
  closesAt: string | null;
  rules: SeasonRules;
  demo: boolean;
  /** The season's own wording of its pages (absent: the built-in text, pages/season-texts.ts). */
  texts?: SummerSeasonTexts | null;
  /** Ordered by position. */
  programmes: Programme[];
}

/** Where a season's registration stands at an instant. */
export type RegistrationState = "not-yet-open" | "open" | "closed";

// ---- weekday groups ----

const WEEKDAYS = [
  "Sundays",
  "Mondays",
  "Tuesdays",
  "Wednesdays",
  "Thursdays",
  "Fridays",
  "Saturdays",
];
/** Weekend first: Saturday, Sunday, then Monday to Friday. */
const GROUP_ORDER = [6, 0, 1, 2, 3, 4, 5];

/** Session dates grouped by weekday, weekend first, each group in date order. */
function groupByWeekday(dates: readonly string[]): { weekday: string; dates: string[] }[] {
  return GROUP_ORDER.flatMap((day) => {
    const group = dates.filter((date) => weekday(date) === day).sort();
    return group.length > 0 ? [{ weekday: WEEKDAYS[day] as string, dates: group }] : [];
  });
}

/** A programme's dates split into the form's two fields. */
export function formDates(dates: readonly string[]) {
  const groups = groupByWeekday(dates);
  return {
    groups,
    dates: groups[0]?.dates ?? [],
    wednesdayDates: groups
      .slice(1)
      .flatMap((group) => group.dates)
      .sort(),
  };
}

/** Every session date of a programme, in date order. */
export const sessionDates = (programme: Pick<Programme, "dates" | "wednesdayDates">) =>
  [...programme.dates, ...programme.wednesdayDates].sort();

/** Every session date of the season, in date order (no repeats). */
export function seasonDates(season: Pick<Season, "programmes">): string[] {
  return [...new Set(season.programmes.flatMap(sessionDates))].sort();
}

// ---- date rules ----

/**
 * The season's registration at `now`: closed when its status says so, when its window has ended
 * or when every session has passed; not yet open before its opening instant; otherwise open.
 */
export function registrationState(season: Season, now: number): RegistrationState {
  if (season.status !== "open") return "closed";
  if (season.closesAt && now > Date.parse(season.closesAt)) return "closed";
  const last = seasonDates(season).at(-1);
  if (last && localDate(now) > last) return "closed";
  if (season.opensAt && now < Date.parse(season.opensAt)) return "not-yet-open";
  return "open";
}

/**
 * How the admin names a season's status at `today` (decision 0368): an open or closed season
 * whose last session date has passed is "finished", whatever its stored status; otherwise its
 * stored status. Worked out when shown, never stored.
 */
export function displayStatus<Status extends string>(
  status: Status,
  lastDate: string | null | undefined,
  today: string,
): Status | "finished" {
  if ((status === "open" || status === "closed") && lastDate && lastDate < today) return "finished";
  return status;
}

/**
 * The registration close that follows the dates: the end (23:59 UK time) of the last session
 * day, as the demo seed sets it.
 */
export const closeWithDates = (lastDate: string): Date => new Date(instantAt(lastDate, "23:59"));

/**
 * Whether a stored registration close follows the dates that end on `lastDate` rather than being
 * set by hand (decision 0368): it falls in the last minute of that day (23:59 or 23:59:59, UK time).
 * An empty close follows the dates too, by itself (`registrationState`).
 */
export function followsDates(closesAt: Date | null, lastDate: string | null): boolean {
  if (!closesAt || !lastDate) return false;
  const time = closesAt.getTime();
  return localDate(time) === lastDate && localClock(time) >= "23:59";
}

/** A session has passed once its day has begun its session (UK time): today's at its start time. */
export function sessionPassed(date: string, startTime: string, now: number): boolean {
  const today = localDate(now);
  if (date !== today) return date < today;
  return localClock(now).slice(0, 5) >= startTime;
}

/** Whether one session can be chosen: open, or why not. */
export function dateState(
  date: string,
  {
    registration,
    startTime,
    capacity,
    taken,
  }: { registration: RegistrationState; startTime: string; capacity: number | null; taken: number },
  now: number,
): Unavailable | "open" {
  if (registration !== "open") return "closed";
  if (sessionPassed(date, startTime, now)) return "past";
  return hasRoom(capacity, taken) ? "open" : "full";
}

/** Every session still to come is taken (past ones aside): the programme shows "Full". */
export function programmeFull(programme: Programme): boolean {
  const ahead = sessionDates(programme).filter((date) => programme.unavailable[date] !== "past");
  return ahead.length > 0 && ahead.every((date) => programme.unavailable[date] === "full");
}

/** The season with each programme's unavailable dates at `now`, given places taken per session. */
export function atInstant(
  season: Season,
  now: number,
  places: (programmeId: string, date: string) => { capacity: number | null; taken: number },
): Season {
  const registration = registrationState(season, now);
  return {
    ...season,
    programmes: season.programmes.map((programme) => ({
      ...programme,
      unavailable: Object.fromEntries(
        sessionDates(programme).flatMap((date) => {
          const state = dateState(
            date,
            { registration, startTime: programme.startTime, ...places(programme.id, date) },
            now,
          );
          return state === "open" ? [] : [[date, state]];
        }),
      ),
    })),
  };
}

import { and, asc, eq, inArray, notInArray, sql } from "drizzle-orm";
import { type Database, db, type Transaction } from "#app/lib/db/client.server";
import { seasonStatuses } from "#app/lib/db/enums";
import {
  summerBookings,
  summerProgrammes,
  summerRegistrations,
  summerSeasons,
  summerSessions,
} from "#app/lib/db/schema";
import { localDate } from "#app/lib/time/london";
import { STATUS } from "../rules";
import {
  atInstant,
  formDates,
  type Programme,
  type RegistrationState,
  registrationState,
  type Season,
  seasonDates,
} from "./season";

/**
 * Summer seasons read from the database (decisions 0137–0140): a season with its programmes (by position)
 * and their sessions, the season visitors see at an instant, and the places each session has
 * left. Writing seasons is the admin's (admin.server.ts).
 */

type Executor = Database | Transaction;
type SeasonRow = typeof summerSeasons.$inferSelect;

/** A registration that holds its places: every status but Cancelled and Refunded. */
const RELEASED: string[] = [STATUS.cancelled, STATUS.refunded];

function toSeason(
  row: SeasonRow,
  programmes: (typeof summerProgrammes.$inferSelect)[],
  sessions: (typeof summerSessions.$inferSelect)[],
): Season {
  return {
    id: row.id,
    title: row.title,
    // A status written outside the admin's choices is read as a draft (not shown).
    status: seasonStatuses.includes(row.status) ? row.status : "draft",
    opensAt: row.registrationOpensAt?.toISOString() ?? null,
    closesAt: row.registrationClosesAt?.toISOString() ?? null,
    rules: {
      fullWeekDays: row.fullWeekDays,
      fullWeekPercent: row.fullWeekPercent,
      siblingPercent: row.siblingPercent,
    },
    demo: row.demo,
    texts: row.texts ?? null,
    programmes: programmes
      .filter((programme) => programme.seasonId === row.id)
      .sort((a, b) => a.position - b.position || a.id - b.id)
      .map(
        (programme): Programme => ({
          id: programme.key,
          name: programme.name,
          short: programme.short,
          description: programme.description,
          details: programme.details ?? null,
          ratePence: programme.ratePence,
          minAge: programme.minAge,
          maxAge: programme.maxAge,
          startTime: programme.startTime,
          endTime: programme.endTime,
          extrasFeePence: programme.extrasFeePence,
          offered: programme.offered,
          ...formDates(
            sessions
              .filter((session) => session.programmeId === programme.id)
              .map((session) => session.date),
          ),
          unavailable: {},
        }),
      ),
  };
}

/** Seasons (by id) with their programmes and sessions. */
async function loadSeasons(rows: SeasonRow[], executor: Executor = db()): Promise<Season[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const programmes = await executor
    .select()
    .from(summerProgrammes)
    .where(inArray(summerProgrammes.seasonId, ids))
    .orderBy(asc(summerProgrammes.position), asc(summerProgrammes.id));
  const sessions =
    programmes.length === 0
      ? []
      : await executor
          .select()
          .from(summerSessions)
          .where(
            inArray(
              summerSessions.programmeId,
              programmes.map((programme) => programme.id),
            ),
          )
          .orderBy(asc(summerSessions.date));
  return rows.map((row) => toSeason(row, programmes, sessions));
}

/** One season with its programmes (ordered by position) and their session dates. */
export async function loadSeason(id: number, executor: Executor = db()): Promise<Season | null> {
  const rows = await executor.select().from(summerSeasons).where(eq(summerSeasons.id, id));
  return (await loadSeasons(rows, executor))[0] ?? null;
}

/** A session of a season: its id, capacity and the places registrations hold. */
export interface SessionPlaces {
  sessionId: number;
  programmeKey: string;
  date: string;
  capacity: number | null;
  taken: number;
}

/**
 * Every session of a season with the places held (by bookings of registrations that are not
 * cancelled or refunded). `lock` takes `FOR UPDATE` on the session rows first, so that a
 * submission counting and booking inside its transaction is the only one doing so.
 */
export async function sessionPlaces(
  executor: Executor,
  seasonId: number,
  { lock = false, programmeKeys }: { lock?: boolean; programmeKeys?: readonly string[] } = {},
): Promise<SessionPlaces[]> {
  const conditions = [eq(summerProgrammes.seasonId, seasonId)];
  if (programmeKeys) {
    if (programmeKeys.length === 0) return [];
    conditions.push(inArray(summerProgrammes.key, [...programmeKeys]));
  }
  const query = executor
    .select({
      sessionId: summerSessions.id,
      programmeKey: summerProgrammes.key,
      date: summerSessions.date,
      capacity: summerSessions.capacity,
    })
    .from(summerSessions)
    .innerJoin(summerProgrammes, eq(summerProgrammes.id, summerSessions.programmeId))
    .where(and(...conditions))
    .orderBy(asc(summerSessions.id));
  const sessions = lock ? await query.for("update", { of: summerSessions }) : await query;
  if (sessions.length === 0) return [];
  const counts = await executor
    .select({ sessionId: summerBookings.sessionId, taken: sql<number>`count(*)::int` })
    .from(summerBookings)
    .innerJoin(summerRegistrations, eq(summerRegistrations.id, summerBookings.registrationId))
    .where(
      and(
        inArray(
          summerBookings.sessionId,
          sessions.map((session) => session.sessionId),
        ),
        notInArray(summerRegistrations.status, RELEASED),
      ),
    )
    .groupBy(summerBookings.sessionId);
  const taken = new Map(counts.map((row) => [row.sessionId, Number(row.taken)]));
  return sessions.map((session) => ({ ...session, taken: taken.get(session.sessionId) ?? 0 }));
}

/** The season as it can be booked at `now`: past, closed and full dates marked unavailable. */
export async function seasonAt(season: Season, now: number, executor: Executor = db()) {
  const places = await sessionPlaces(executor, season.id);
  const byKey = new Map(places.map((place) => [`${place.programmeKey}|${place.date}`, place]));
  return atInstant(season, now, (programmeKey, date) => {
    const place = byKey.get(`${programmeKey}|${date}`);
    return { capacity: place?.capacity ?? null, taken: place?.taken ?? 0 };
  });
}

/** The season visitors see, and where it stands. */
export interface CurrentSeason {
  season: Season;
  /** Its registration at the instant asked about. */
  registration: RegistrationState;
  /** "past": every session of the season has passed (the pages show it as past, not bookable). */
  past: boolean;
  /** When the next season's registration opens, when a later season has announced it. */
  next: { id: number; title: string; opensAt: string } | null;
}

const lastDate = (season: Season) => seasonDates(season).at(-1) ?? "";
const firstDate = (season: Season) => seasonDates(season)[0] ?? "";

/**
 * The season the public pages show at `now` (UK dates):
 * - among the published seasons (status open or closed; drafts and archived ones are not shown)
 *   whose sessions are still to come (last session today or later), the earliest;
 * - otherwise the most recent past one, shown as past, with the opening date of the next season
 *   if one is announced: a draft season whose registration opening is set and still ahead.
 * Null when no season was ever published.
 */
export async function currentSeason(now: number): Promise<CurrentSeason | null> {
  const rows = await db().select().from(summerSeasons);
  const seasons = await loadSeasons(rows);
  const today = localDate(now);
  const published = seasons.filter(
    (season) => season.status === "open" || season.status === "closed",
  );
  const upcoming = published
    .filter((season) => lastDate(season) >= today)
    .sort((a, b) => firstDate(a).localeCompare(firstDate(b)) || a.id - b.id);
  const chosen =
    upcoming[0] ??
    published.sort((a, b) => lastDate(b).localeCompare(lastDate(a)) || b.id - a.id)[0];
  if (!chosen) return null;
  const past = lastDate(chosen) < today;
  const announced = past
    ? seasons
        .filter(
          (season) =>
            season.status === "draft" &&
            season.opensAt !== null &&
            Date.parse(season.opensAt) > now &&
            firstDate(season) > lastDate(chosen),
        )
        .sort((a, b) => (a.opensAt ?? "").localeCompare(b.opensAt ?? ""))[0]
    : undefined;
  return {
    season: await seasonAt(chosen, now),
    registration: registrationState(chosen, now),
    past,
    next:
      announced?.opensAt != null
        ? { id: announced.id, title: announced.title, opensAt: announced.opensAt }
        : null,
  };
}

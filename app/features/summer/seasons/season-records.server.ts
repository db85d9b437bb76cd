import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { db, type Transaction } from "#app/lib/db/client.server";
import { columnsOf } from "#app/lib/db/columns";
import {
  summerChildren,
  summerProgrammes,
  summerRegistrations,
  summerSeasons,
  summerSessions,
} from "#app/lib/db/schema";
import { STATUS } from "../rules";
import { closeWithDates, followsDates } from "./season";

/**
 * A season's rows as the admin pages read them: the season, its programmes and sessions, and
 * the places taken on each session. Shared by editing, copying and saving programmes.
 */

export type Actor = { id: string; email: string };

/** A session's bookings (qualified by hand: Drizzle leaves single-table columns unqualified). */
export const BOOKED = sql<number>`(select count(*) from summer_bookings b where b.session_id = "summer_sessions"."id")`;
export type SeasonRow = typeof summerSeasons.$inferSelect;

type ProgrammeColumns = Pick<
  typeof summerProgrammes.$inferInsert,
  | "name"
  | "short"
  | "description"
  | "details"
  | "minAge"
  | "maxAge"
  | "ratePence"
  | "startTime"
  | "endTime"
  | "extrasFeePence"
  | "offered"
>;

/** What a programme's row holds of a programme that is copied or seeded (not its key or place). */
export const programmeColumns = (programme: ProgrammeColumns): ProgrammeColumns => ({
  name: programme.name,
  short: programme.short,
  description: programme.description,
  details: programme.details,
  minAge: programme.minAge,
  maxAge: programme.maxAge,
  ratePence: programme.ratePence,
  startTime: programme.startTime,
  endTime: programme.endTime,
  extrasFeePence: programme.extrasFeePence,
  offered: programme.offered,
});

/** A season's live registrations: those that hold their places (pending or paid, not cancelled or refunded). */
export const liveRegistrationsOf = (seasonId: number) =>
  and(
    eq(summerRegistrations.seasonId, seasonId),
    inArray(summerRegistrations.status, [STATUS.pending, STATUS.paid]),
  );

/**
 * Places per programme and date named by the season's live registrations (pending or paid), as
 * their records name them, so registrations stored before bookings existed (2025) count too.
 */
export async function registeredPlaces(
  seasonId: number,
  executor: Pick<Transaction, "select"> = db(),
): Promise<Map<string, number>> {
  const children = await executor
    .select({ programmes: summerChildren.programmes })
    .from(summerChildren)
    .innerJoin(summerRegistrations, eq(summerChildren.registrationId, summerRegistrations.id))
    .where(liveRegistrationsOf(seasonId));
  const places = new Map<string, number>();
  for (const child of children)
    for (const choice of child.programmes)
      for (const date of [...choice.dates, ...choice.wednesdayDates]) {
        const place = `${choice.programme}|${date}`;
        places.set(place, (places.get(place) ?? 0) + 1);
      }
  return places;
}

/** A session's places taken: its bookings, or the registrations naming it if they are more. */
export const placesTaken = (
  places: Map<string, number>,
  key: string,
  session: { date: string; booked: number },
) => Math.max(session.booked, places.get(`${key}|${session.date}`) ?? 0);

/** A season's row; `lock` holds it (FOR UPDATE) until the transaction ends. */
export async function findSeason(
  id: number,
  executor: Pick<Transaction, "select"> = db(),
  { lock = false }: { lock?: boolean } = {},
) {
  const query = executor.select().from(summerSeasons).where(eq(summerSeasons.id, id));
  const [season] = lock ? await query.for("update") : await query;
  return season ?? null;
}

/** A season's programmes with their sessions (and each session's bookings), in order. */
export async function programmesOf(seasonId: number) {
  const programmes = await db()
    .select()
    .from(summerProgrammes)
    .where(eq(summerProgrammes.seasonId, seasonId))
    .orderBy(asc(summerProgrammes.position), asc(summerProgrammes.id));
  const ids = programmes.map((programme) => programme.id);
  const sessions = ids.length
    ? await db()
        .select({
          ...columnsOf(summerSessions, ["id", "programmeId", "date", "capacity"]),
          booked: BOOKED.mapWith(Number),
        })
        .from(summerSessions)
        .where(inArray(summerSessions.programmeId, ids))
        .orderBy(asc(summerSessions.date))
    : [];
  const places = await registeredPlaces(seasonId);
  return programmes.map((programme) => ({
    ...programme,
    sessions: sessions
      .filter((session) => session.programmeId === programme.id)
      .map((session) => ({ ...session, booked: placesTaken(places, programme.key, session) })),
  }));
}

export type AdminProgramme = Awaited<ReturnType<typeof programmesOf>>[number];

/** The last session date of a season (every programme's), or null when it has none. */
export async function lastSessionDate(
  seasonId: number,
  executor: Pick<Transaction, "select"> = db(),
): Promise<string | null> {
  const [row] = await executor
    .select({ last: sql<string | null>`max(${summerSessions.date})` })
    .from(summerSessions)
    .innerJoin(summerProgrammes, eq(summerSessions.programmeId, summerProgrammes.id))
    .where(eq(summerProgrammes.seasonId, seasonId));
  return row?.last ? String(row.last) : null;
}

/**
 * The registration window follows the dates unless set by hand (decision 0368): called in the
 * transaction that changed a season's session dates, with its last session date before the
 * change. A close that followed those dates (the end of their last day) moves to the end of the
 * new last day; a close set by hand stays, and an empty one follows by itself. The new close
 * when it moved, otherwise null.
 */
export async function closeFollowingDates(
  tx: Transaction,
  seasonId: number,
  lastBefore: string | null,
): Promise<Date | null> {
  // FOR NO KEY UPDATE, not FOR UPDATE: a registration being stored (its key share on the season)
  // is not waited for, while it may hold the sessions this transaction has locked.
  const [season] = await tx
    .select({ closesAt: summerSeasons.registrationClosesAt })
    .from(summerSeasons)
    .where(eq(summerSeasons.id, seasonId))
    .for("no key update");
  if (!season || !followsDates(season.closesAt, lastBefore)) return null;
  const last = await lastSessionDate(seasonId, tx);
  if (!last || last === lastBefore) return null;
  const closesAt = closeWithDates(last);
  // A change of the season (its version): a season form opened before it is refused, not obeyed.
  await tx
    .update(summerSeasons)
    .set({ registrationClosesAt: closesAt, updatedAt: new Date() })
    .where(eq(summerSeasons.id, seasonId));
  return closesAt;
}

import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import { recordAudit } from "~/features/accounts/index.server";
import { db, type Transaction } from "~/lib/db/client.server";
import type { SeasonStatus } from "~/lib/db/enums";
import {
  summerBookings,
  summerChildren,
  summerProgrammes,
  summerRegistrations,
  summerSeasons,
  summerSessions,
} from "~/lib/db/schema";
import { penceToPounds } from "~/lib/money";
import {
  dateToUkLocal,
  type ProgrammeFormValues,
  type ProgrammeInput,
  SEASON_MESSAGES,
  type SeasonFormValues,
  type SeasonInput,
  ukLocalToDate,
} from "../admin-schema";
import { STATUS } from "../rules";
import { copySeason } from "./copy-season.server";

/**
 * The admin side of summer seasons (issue 19): list, create, edit, copy to next year, open,
 * close and archive. Every change is written to the audit log in the same transaction.
 */

type Actor = { id: string; email: string };

/** A session's bookings (qualified by hand: Drizzle leaves single-table columns unqualified). */
const BOOKED = sql<number>`(select count(*) from summer_bookings b where b.session_id = "summer_sessions"."id")`;
type Season = typeof summerSeasons.$inferSelect;

/**
 * Places per programme and date named by the season's live registrations (pending or paid), as
 * their records name them, so registrations stored before bookings existed (2025) count too.
 */
async function registeredPlaces(
  seasonId: number,
  executor: Pick<Transaction, "select"> = db(),
): Promise<Map<string, number>> {
  const children = await executor
    .select({ programmes: summerChildren.programmes })
    .from(summerChildren)
    .innerJoin(summerRegistrations, eq(summerChildren.registrationId, summerRegistrations.id))
    .where(
      and(
        eq(summerRegistrations.seasonId, seasonId),
        inArray(summerRegistrations.status, [STATUS.pending, STATUS.paid]),
      ),
    );
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
const placesTaken = (
  places: Map<string, number>,
  key: string,
  session: { date: string; booked: number },
) => Math.max(session.booked, places.get(`${key}|${session.date}`) ?? 0);

export interface SeasonSummary {
  id: number;
  title: string;
  status: SeasonStatus;
  demo: boolean;
  registrationOpensAt: string | null;
  registrationClosesAt: string | null;
  firstDate: string | null;
  lastDate: string | null;
  registrations: number;
}

/** Every season, newest first (by its first session date, then by when it was made). */
export async function listSeasons(): Promise<SeasonSummary[]> {
  const [seasons, dates, counts] = await Promise.all([
    db().select().from(summerSeasons),
    db()
      .select({
        seasonId: summerProgrammes.seasonId,
        first: sql<string | null>`min(${summerSessions.date})`,
        last: sql<string | null>`max(${summerSessions.date})`,
      })
      .from(summerSessions)
      .innerJoin(summerProgrammes, eq(summerSessions.programmeId, summerProgrammes.id))
      .groupBy(summerProgrammes.seasonId),
    db()
      .select({ seasonId: summerRegistrations.seasonId, total: count() })
      .from(summerRegistrations)
      .groupBy(summerRegistrations.seasonId),
  ]);
  return seasons
    .map((season) => {
      const range = dates.find((row) => row.seasonId === season.id);
      return {
        id: season.id,
        title: season.title,
        status: season.status,
        demo: season.demo,
        registrationOpensAt: season.registrationOpensAt?.toISOString() ?? null,
        registrationClosesAt: season.registrationClosesAt?.toISOString() ?? null,
        firstDate: range?.first ? String(range.first) : null,
        lastDate: range?.last ? String(range.last) : null,
        registrations: Number(counts.find((row) => row.seasonId === season.id)?.total ?? 0),
      };
    })
    .sort((a, b) => (b.firstDate ?? "9999").localeCompare(a.firstDate ?? "9999") || b.id - a.id);
}

/** The season the registrations pages start on: the newest one that is neither draft nor archived. */
export function currentSeason<T extends Pick<SeasonSummary, "id" | "status">>(
  seasons: readonly T[],
): T | undefined {
  return seasons.find((s) => s.status !== "draft" && s.status !== "archived") ?? seasons[0];
}

async function findSeason(id: number, executor: Pick<Transaction, "select"> = db()) {
  const [season] = await executor.select().from(summerSeasons).where(eq(summerSeasons.id, id));
  return season ?? null;
}

/** A season's programmes with their sessions (and each session's bookings), in order. */
async function programmesOf(seasonId: number) {
  const programmes = await db()
    .select()
    .from(summerProgrammes)
    .where(eq(summerProgrammes.seasonId, seasonId))
    .orderBy(asc(summerProgrammes.position), asc(summerProgrammes.id));
  const ids = programmes.map((programme) => programme.id);
  const sessions = ids.length
    ? await db()
        .select({
          id: summerSessions.id,
          programmeId: summerSessions.programmeId,
          date: summerSessions.date,
          capacity: summerSessions.capacity,
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

type AdminProgramme = Awaited<ReturnType<typeof programmesOf>>[number];

function seasonFormValues(season: Season): SeasonFormValues {
  return {
    title: season.title,
    status: season.status,
    registrationOpensAt: season.registrationOpensAt
      ? dateToUkLocal(season.registrationOpensAt)
      : "",
    registrationClosesAt: season.registrationClosesAt
      ? dateToUkLocal(season.registrationClosesAt)
      : "",
    fullWeekDays: season.fullWeekDays,
    fullWeekPercent: season.fullWeekPercent,
    siblingPercent: season.siblingPercent,
  };
}

function programmeFormValues(programme: AdminProgramme): ProgrammeFormValues {
  return {
    name: programme.name,
    short: programme.short,
    description: programme.description,
    minAge: programme.minAge,
    maxAge: programme.maxAge,
    rate: penceToPounds(programme.ratePence),
    startTime: programme.startTime,
    endTime: programme.endTime,
    extrasFee: penceToPounds(programme.extrasFeePence),
    offered: programme.offered,
    sessions: programme.sessions.map((session) => ({
      id: session.id,
      date: session.date,
      capacity: session.capacity ?? undefined,
      remove: false,
    })),
  };
}

/** What the season editor shows, or null when there is no such season. */
export async function seasonForEditor(id: number) {
  const season = await findSeason(id);
  if (!season) return null;
  const [programmes, [registrations]] = await Promise.all([
    programmesOf(id),
    db()
      .select({ total: count() })
      .from(summerRegistrations)
      .where(eq(summerRegistrations.seasonId, id)),
  ]);
  return {
    season: {
      id: season.id,
      title: season.title,
      status: season.status,
      demo: season.demo,
      registrations: Number(registrations?.total ?? 0),
    },
    values: seasonFormValues(season),
    programmes: programmes.map((programme) => ({
      id: programme.id,
      key: programme.key,
      name: programme.name,
      sessions: programme.sessions,
      values: programmeFormValues(programme),
    })),
  };
}

const seasonFields = (input: SeasonInput) => ({
  title: input.title,
  status: input.status,
  registrationOpensAt: input.registrationOpensAt ? ukLocalToDate(input.registrationOpensAt) : null,
  registrationClosesAt: input.registrationClosesAt
    ? ukLocalToDate(input.registrationClosesAt)
    : null,
  fullWeekDays: input.fullWeekDays,
  fullWeekPercent: input.fullWeekPercent,
  siblingPercent: input.siblingPercent,
});

const auditFields = (fields: ReturnType<typeof seasonFields>) => ({
  ...fields,
  registrationOpensAt: fields.registrationOpensAt?.toISOString() ?? null,
  registrationClosesAt: fields.registrationClosesAt?.toISOString() ?? null,
});

/** A new, empty draft season with the 2025 discount rules; its id. */
export async function createSeason(actor: Actor, title: string): Promise<number> {
  return db().transaction(async (tx) => {
    const [season] = await tx
      .insert(summerSeasons)
      .values({ title, status: "draft" })
      .returning({ id: summerSeasons.id });
    if (!season) throw new Error("season not stored");
    await recordAudit(actor, "summer.season.created", `summer_season:${season.id}`, { title }, tx);
    return season.id;
  });
}

/** Opening needs something to book: an offered programme with at least one session date. */
async function bookable(seasonId: number, executor: Pick<Transaction, "select">) {
  const [row] = await executor
    .select({ total: count() })
    .from(summerSessions)
    .innerJoin(summerProgrammes, eq(summerSessions.programmeId, summerProgrammes.id))
    .where(and(eq(summerProgrammes.seasonId, seasonId), eq(summerProgrammes.offered, true)));
  return Number(row?.total ?? 0) > 0;
}

export type SeasonSaveResult = "saved" | "not-found" | "no-sessions";

export async function updateSeason(
  actor: Actor,
  id: number,
  input: SeasonInput,
): Promise<SeasonSaveResult> {
  return db().transaction(async (tx) => {
    const before = await findSeason(id, tx);
    if (!before) return "not-found";
    if (input.status === "open" && before.status !== "open" && !(await bookable(id, tx)))
      return "no-sessions";
    const fields = seasonFields(input);
    await tx
      .update(summerSeasons)
      .set({ ...fields, updatedAt: sql`now()` })
      .where(eq(summerSeasons.id, id));
    await recordAudit(
      actor,
      "summer.season.updated",
      `summer_season:${id}`,
      auditFields(fields),
      tx,
    );
    return "saved";
  });
}

const STATUS_ACTIONS = { open: "opened", closed: "closed", archived: "archived" } as const;
export type StatusAction = keyof typeof STATUS_ACTIONS;

/** Open, close or archive a season. */
export async function setSeasonStatus(
  actor: Actor,
  id: number,
  status: StatusAction,
): Promise<SeasonSaveResult> {
  return db().transaction(async (tx) => {
    const before = await findSeason(id, tx);
    if (!before) return "not-found";
    if (status === "open" && !(await bookable(id, tx))) return "no-sessions";
    await tx
      .update(summerSeasons)
      .set({ status, updatedAt: sql`now()` })
      .where(eq(summerSeasons.id, id));
    await recordAudit(
      actor,
      `summer.season.${STATUS_ACTIONS[status]}`,
      `summer_season:${id}`,
      { title: before.title, from: before.status, to: status },
      tx,
    );
    return "saved";
  });
}

/**
 * Copies a season to a new draft a year later (dates to the same weekdays; see copy-season.ts):
 * the new season's id, or null when there is no such season.
 */
export async function copySeasonToNext(actor: Actor, id: number): Promise<number | null> {
  const season = await findSeason(id);
  if (!season) return null;
  const programmes = await programmesOf(id);
  const copy = copySeason({ ...season, programmes });
  return db().transaction(async (tx) => {
    const [created] = await tx
      .insert(summerSeasons)
      .values({
        title: copy.title,
        status: copy.status,
        registrationOpensAt: copy.registrationOpensAt,
        registrationClosesAt: copy.registrationClosesAt,
        fullWeekDays: copy.fullWeekDays,
        fullWeekPercent: copy.fullWeekPercent,
        siblingPercent: copy.siblingPercent,
        demo: copy.demo,
      })
      .returning({ id: summerSeasons.id });
    if (!created) throw new Error("season not stored");
    for (const programme of copy.programmes) {
      const [stored] = await tx
        .insert(summerProgrammes)
        .values({
          seasonId: created.id,
          key: programme.key,
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
          position: programme.position,
        })
        .returning({ id: summerProgrammes.id });
      if (!stored) throw new Error("programme not stored");
      if (programme.sessions.length)
        await tx.insert(summerSessions).values(
          programme.sessions.map((session) => ({
            programmeId: stored.id,
            date: session.date,
            capacity: session.capacity,
          })),
        );
    }
    await recordAudit(
      actor,
      "summer.season.copied",
      `summer_season:${created.id}`,
      {
        from: id,
        fromTitle: season.title,
        title: copy.title,
        sessions: copy.programmes.reduce((total, p) => total + p.sessions.length, 0),
      },
      tx,
    );
    return created.id;
  });
}

/** "Qur'an Intensive" → "quran-intensive", made unique within the season. */
function programmeKey(short: string, taken: readonly string[]): string {
  const base =
    short
      .toLowerCase()
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .replace(/['’]/g, "")
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "")
      .slice(0, 40) || "programme";
  let key = base;
  for (let n = 2; taken.includes(key); n++) key = `${base}-${n}`;
  return key;
}

class RefusedSave extends Error {
  constructor(readonly fieldErrors: Record<string, string[]>) {
    super("refused");
  }
}

export type ProgrammeSaveResult =
  | { ok: true; id: number }
  | { ok: false; notFound: true }
  | { ok: false; fieldErrors: Record<string, string[]> };

/**
 * Saves a programme (a new one when `programmeId` is null) with its session dates: capacities
 * and dates changed, dates ticked "Remove" deleted, the new date added. A date that has bookings
 * is neither moved nor removed: the answer names it, next to its field.
 */
export async function saveProgramme(
  actor: Actor,
  seasonId: number,
  programmeId: number | null,
  input: ProgrammeInput,
): Promise<ProgrammeSaveResult> {
  return db()
    .transaction(async (tx): Promise<ProgrammeSaveResult> => {
      if (!(await findSeason(seasonId, tx))) return { ok: false, notFound: true };
      const programmes = await tx
        .select()
        .from(summerProgrammes)
        .where(eq(summerProgrammes.seasonId, seasonId));
      const fields = {
        name: input.name,
        short: input.short,
        description: input.description ?? "",
        minAge: input.minAge,
        maxAge: input.maxAge,
        ratePence: input.rate,
        startTime: input.startTime,
        endTime: input.endTime,
        extrasFeePence: input.extrasFee,
        offered: input.offered ?? false,
      };
      let id = programmeId;
      if (id === null) {
        const [created] = await tx
          .insert(summerProgrammes)
          .values({
            ...fields,
            seasonId,
            key: programmeKey(
              input.short,
              programmes.map((p) => p.key),
            ),
            position: programmes.reduce((max, p) => Math.max(max, p.position + 1), 0),
          })
          .returning({ id: summerProgrammes.id });
        if (!created) throw new Error("programme not stored");
        id = created.id;
      } else {
        if (!programmes.some((p) => p.id === id)) return { ok: false, notFound: true };
        await tx.update(summerProgrammes).set(fields).where(eq(summerProgrammes.id, id));
      }

      const key = programmes.find((p) => p.id === id)?.key ?? "";
      const places = await registeredPlaces(seasonId, tx);
      const locked = await tx
        .select({
          id: summerSessions.id,
          date: summerSessions.date,
          capacity: summerSessions.capacity,
          booked: BOOKED.mapWith(Number),
        })
        .from(summerSessions)
        .where(eq(summerSessions.programmeId, id))
        // Rows read here are the ones changed below: a booking cannot slip in between.
        .for("update");
      const stored = locked.map((session) => ({
        ...session,
        booked: placesTaken(places, key, session),
      }));
      const fieldErrors: Record<string, string[]> = {};
      const removed: string[] = [];
      const changed: { date: string; capacity: number | null }[] = [];
      const rows = input.sessions ?? [];
      for (const [index, row] of rows.entries()) {
        const session = stored.find((s) => s.id === row.id);
        if (!session) continue;
        if (row.remove) {
          if (session.booked > 0) {
            fieldErrors[`sessions[${index}].date`] = [
              SEASON_MESSAGES.sessionBooked(session.booked),
            ];
            continue;
          }
          await tx.delete(summerSessions).where(eq(summerSessions.id, session.id));
          removed.push(session.date);
          continue;
        }
        if (row.date !== session.date && session.booked > 0) {
          fieldErrors[`sessions[${index}].date`] = [
            `This date has ${session.booked} ${session.booked === 1 ? "booking" : "bookings"} and cannot be moved.`,
          ];
          continue;
        }
        const capacity = row.capacity ?? null;
        if (row.date !== session.date || capacity !== session.capacity) {
          await tx
            .update(summerSessions)
            .set({ date: row.date, capacity })
            .where(eq(summerSessions.id, session.id));
          changed.push({ date: row.date, capacity });
        }
      }
      // Nothing is saved when a booked date would be moved or removed.
      if (Object.keys(fieldErrors).length) throw new RefusedSave(fieldErrors);
      if (input.newDate)
        await tx
          .insert(summerSessions)
          .values({ programmeId: id, date: input.newDate, capacity: input.newCapacity ?? null });
      await recordAudit(
        actor,
        programmeId === null ? "summer.programme.created" : "summer.programme.updated",
        `summer_programme:${id}`,
        {
          season: seasonId,
          ...fields,
          removedDates: removed,
          changedSessions: changed,
          addedDate: input.newDate ?? null,
        },
        tx,
      );
      return { ok: true, id };
    })
    .catch((error: unknown) => {
      if (error instanceof RefusedSave)
        return { ok: false, fieldErrors: error.fieldErrors } satisfies ProgrammeSaveResult;
      throw error;
    });
}

/** Removes a programme without bookings (its sessions go with it); null when it has bookings. */
export async function deleteProgramme(
  actor: Actor,
  seasonId: number,
  programmeId: number,
): Promise<"deleted" | "not-found" | "booked"> {
  return db().transaction(async (tx) => {
    const [programme] = await tx
      .select()
      .from(summerProgrammes)
      .where(and(eq(summerProgrammes.id, programmeId), eq(summerProgrammes.seasonId, seasonId)));
    if (!programme) return "not-found";
    const [booked] = await tx
      .select({ total: count() })
      .from(summerBookings)
      .innerJoin(summerSessions, eq(summerBookings.sessionId, summerSessions.id))
      .where(eq(summerSessions.programmeId, programmeId));
    const places = await registeredPlaces(seasonId, tx);
    const named = [...places.keys()].some((place) => place.startsWith(`${programme.key}|`));
    if (Number(booked?.total ?? 0) > 0 || named) return "booked";
    await tx.delete(summerProgrammes).where(eq(summerProgrammes.id, programmeId));
    await recordAudit(
      actor,
      "summer.programme.deleted",
      `summer_programme:${programmeId}`,
      { season: seasonId, name: programme.name },
      tx,
    );
    return "deleted";
  });
}

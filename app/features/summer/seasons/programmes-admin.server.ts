import { and, count, eq } from "drizzle-orm";
import { recordAudit } from "#app/lib/audit/audit.server";
import { db } from "#app/lib/db/client.server";
import {
  type SummerProgrammeDetails,
  summerBookings,
  summerProgrammes,
  summerSessions,
} from "#app/lib/db/schema";
import { lockedRow } from "#app/lib/db/versioned-rows.server";
import { penceToPounds } from "#app/lib/money";
import { pick } from "#app/lib/pick";
import { NO_CHECK, type SaveCheck, type StaleSave, staleSave } from "#app/lib/versions";
import {
  PROGRAMME_LABELS,
  type ProgrammeFormValues,
  type ProgrammeInput,
  SEASON_MESSAGES,
} from "../admin-schema";
import { cardLists } from "../pages/page-text";
import { pointsText, topicsText } from "./programme-card";
import {
  type Actor,
  BOOKED,
  closeFollowingDates,
  findSeason,
  lastSessionDate,
  placesTaken,
  registeredPlaces,
} from "./season-records.server";

/**
 * The admin's programmes of a season (decision 0144): saved with their session dates, or removed
 * while nothing is booked. Every change is written to the audit log in the same transaction.
 */

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

/** A stored programme's own fields as its form shows them (its session dates aside). */
export function programmeFields(
  programme: typeof summerProgrammes.$inferSelect,
): Omit<ProgrammeFormValues, "sessions" | "newDate" | "newCapacity"> {
  // What its card shows now: its own lists, or the built-in card's it stands on.
  const { bullets, topics } = cardLists(programme.key, programme.details ?? null);
  return {
    ...pick(programme, [
      "name",
      "short",
      "description",
      "minAge",
      "maxAge",
      "startTime",
      "endTime",
      "offered",
    ]),
    cardPoints: pointsText(bullets),
    weeklyTopics: topicsText(topics),
    rate: penceToPounds(programme.ratePence),
    extrasFee: penceToPounds(programme.extrasFeePence),
  };
}

/**
 * The programme's details with the card's lists as saved (emptied: the built-in card's again),
 * keeping the rest of what it holds.
 */
function detailsWithLists(
  stored: SummerProgrammeDetails | null,
  input: ProgrammeInput,
): SummerProgrammeDetails | null {
  const lists = { bullets: input.cardPoints, topics: input.weeklyTopics };
  if (stored) return { ...stored, ...lists };
  if (lists.bullets.length === 0 && lists.topics.length === 0) return null;
  return { subtitle: "", intro: "", timetable: "", ...lists };
}

type SessionLine = { date: string; capacity?: number | null };

/** The dates a programme form sends: those not ticked "Remove", and the new date. */
function sentSessions(input: ProgrammeInput): SessionLine[] {
  const kept = (input.sessions ?? []).filter((session) => !session.remove);
  return input.newDate ? [...kept, { date: input.newDate, capacity: input.newCapacity }] : kept;
}

/** Session dates as one comparable text: "2026-07-25 (30), 2026-08-01 (no limit)". */
function sessionsText(sessions: readonly SessionLine[]): string {
  return sessions
    .map(({ date, capacity }) => `${date} (${capacity ?? "no limit"})`)
    .sort()
    .join(", ");
}

class RefusedSave extends Error {
  constructor(readonly fieldErrors: Record<string, string[]>) {
    super("refused");
  }
}

export type ProgrammeSaveResult =
  /** `closesAt`: the registration close, when it moved with the dates (else null). */
  | { ok: true; id: number; closesAt: Date | null }
  | { ok: false; notFound: true }
  | { ok: false; fieldErrors: Record<string, string[]> }
  /** Someone saved the programme since the form was opened: refused, with what differs. */
  | { ok: false; stale: StaleSave };

/**
 * Saves a programme (a new one when `programmeId` is null) with its session dates: capacities
 * and dates changed, dates ticked "Remove" deleted, the new date added. A date that has bookings
 * is neither moved nor removed: the answer names it, next to its field. A form opened on an older
 * version than the stored one (`check`) is refused with the fields where the stored programme and
 * the form differ.
 */
export async function saveProgramme(
  actor: Actor,
  seasonId: number,
  programmeId: number | null,
  input: ProgrammeInput,
  check: SaveCheck = NO_CHECK,
): Promise<ProgrammeSaveResult> {
  return db()
    .transaction(async (tx): Promise<ProgrammeSaveResult> => {
      if (!(await findSeason(seasonId, tx))) return { ok: false, notFound: true };
      if (programmeId !== null) {
        // Locked until the save ends: a save made meanwhile from the same version waits, then is refused.
        const before = await lockedRow(
          tx,
          summerProgrammes,
          and(eq(summerProgrammes.id, programmeId), eq(summerProgrammes.seasonId, seasonId)),
        );
        if (!before) return { ok: false, notFound: true };
        const storedSessions = await tx
          .select({ date: summerSessions.date, capacity: summerSessions.capacity })
          .from(summerSessions)
          .where(eq(summerSessions.programmeId, programmeId));
        // The dates are compared too: a colleague who only moved a date did change the programme.
        // The card's lists as read, so that spacing alone is no difference.
        const sent = {
          ...check.sent,
          cardPoints: pointsText(input.cardPoints),
          weeklyTopics: topicsText(input.weeklyTopics),
          sessions: sessionsText(sentSessions(input)),
        };
        const stale = staleSave(
          before.updatedAt,
          { ...check, sent },
          () => ({ ...programmeFields(before), sessions: sessionsText(storedSessions) }),
          { ...PROGRAMME_LABELS, sessions: "Session dates" },
        );
        if (stale) return { ok: false, stale };
      }
      const lastBefore = await lastSessionDate(seasonId, tx);
      const programmes = await tx
        .select()
        .from(summerProgrammes)
        .where(eq(summerProgrammes.seasonId, seasonId));
      const existing = programmes.find((p) => p.id === programmeId);
      const fields = {
        name: input.name,
        short: input.short,
        description: input.description ?? "",
        details: detailsWithLists(existing?.details ?? null, input),
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
        if (!existing) return { ok: false, notFound: true };
        await tx
          .update(summerProgrammes)
          .set({ ...fields, updatedAt: new Date() })
          .where(eq(summerProgrammes.id, id));
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
      const closesAt = await closeFollowingDates(tx, seasonId, lastBefore);
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
          ...(closesAt ? { registrationClosesAt: closesAt.toISOString() } : {}),
        },
        tx,
      );
      return { ok: true, id, closesAt };
    })
    .catch((error: unknown) => {
      if (error instanceof RefusedSave)
        return { ok: false, fieldErrors: error.fieldErrors } satisfies ProgrammeSaveResult;
      throw error;
    });
}

/**
 * Removes a programme without bookings (its sessions go with it): the registration close when
 * it moved with the dates (else null), or why not.
 */
export async function deleteProgramme(
  actor: Actor,
  seasonId: number,
  programmeId: number,
): Promise<{ closesAt: Date | null } | "not-found" | "booked"> {
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
    const lastBefore = await lastSessionDate(seasonId, tx);
    await tx.delete(summerProgrammes).where(eq(summerProgrammes.id, programmeId));
    const closesAt = await closeFollowingDates(tx, seasonId, lastBefore);
    await recordAudit(
      actor,
      "summer.programme.deleted",
      `summer_programme:${programmeId}`,
      {
        season: seasonId,
        name: programme.name,
        ...(closesAt ? { registrationClosesAt: closesAt.toISOString() } : {}),
      },
      tx,
    );
    return { closesAt };
  });
}

import { and, asc, eq } from "drizzle-orm";
import { recordAudit } from "#app/lib/audit/audit.server";
import { db } from "#app/lib/db/client.server";
import { iftarNights, iftarSignups, iftarVolunteers } from "#app/lib/db/schema";
import { lockedRow } from "#app/lib/db/versioned-rows.server";
import { NO_CHECK, type SaveCheck, type StaleSave, staleSave, versionOf } from "#app/lib/versions";
import { nextVersion } from "../store.server";
import {
  NIGHT_LABELS,
  type NightFormValues,
  type NightInput,
  type VolunteerInput,
} from "./admin-schema";
import { signupTotals } from "./rules";
import { findNight, iftarTime, nightsWithTaken, takenPlaces } from "./store.server";

/** The community iftars' admin (decision 0382): nights, their sign-ups and their rota. */

type Actor = { id: string | null; email: string };
type Night = typeof iftarNights.$inferSelect;

/** A stored night as its form's fields show it. */
function nightFormValues(night: Night): NightFormValues {
  return {
    date: night.date,
    capacity: String(night.capacity),
    note: night.note,
    open: night.open,
  };
}

/** Every night, oldest first, with the places booked and the values its form shows. */
export async function nightsForAdmin() {
  const nights = await nightsWithTaken();
  return nights.map((night) => ({
    date: night.date,
    capacity: night.capacity,
    note: night.note,
    open: night.open,
    taken: night.taken,
    values: nightFormValues(night),
    version: versionOf(night.updatedAt),
  }));
}

const columnsOf = (input: NightInput) => ({
  capacity: input.capacity,
  note: input.note,
  open: Boolean(input.open),
});

/** Adds a night; "taken" when there is one on that date already. */
export async function createNight(actor: Actor, input: NightInput): Promise<"created" | "taken"> {
  return db().transaction(async (tx) => {
    const [created] = await tx
      .insert(iftarNights)
      .values({ date: input.date, ...columnsOf(input) })
      .onConflictDoNothing()
      .returning();
    if (!created) return "taken";
    await recordAudit(
      actor,
      "ramadan.iftar-create",
      `iftar_night:${input.date}`,
      { date: input.date, ...columnsOf(input) },
      tx,
    );
    return "created";
  });
}

export type NightSaveResult =
  | "saved"
  | "gone"
  | { stale: StaleSave }
  /** The capacity asked for is below the places already booked. */
  | { booked: number };

/**
 * Saves a night's places, note and sign-ups switch; its date stays (sign-ups name it). Refused when
 * someone saved it since the form was opened (`check`), or below the places already booked: the
 * night's row is locked first, as a sign-up locks it, so none slips in between.
 */
export async function updateNight(
  actor: Actor,
  input: NightInput,
  check: SaveCheck = NO_CHECK,
): Promise<NightSaveResult> {
  return db().transaction(async (tx) => {
    const before = await lockedRow(tx, iftarNights, eq(iftarNights.date, input.date));
    if (!before) return "gone";
    const stale = staleSave(before.updatedAt, check, () => nightFormValues(before), NIGHT_LABELS);
    if (stale) return { stale };
    const booked = await takenPlaces(input.date, tx);
    if (input.capacity < booked) return { booked };
    const after = columnsOf(input);
    await tx
      .update(iftarNights)
      .set({ ...after, updatedAt: nextVersion(before.updatedAt) })
      .where(eq(iftarNights.date, input.date));
    const changes = Object.fromEntries(
      (Object.keys(after) as (keyof typeof after)[]).flatMap((key) =>
        before[key] === after[key] ? [] : [[key, { from: before[key], to: after[key] }]],
      ),
    );
    await recordAudit(actor, "ramadan.iftar-update", `iftar_night:${input.date}`, { changes }, tx);
    return "saved";
  });
}

/**
 * Deletes a night with its rota (and any cancelled sign-ups): "gone" when there is none, or the
 * sign-ups that keep it (people expect their places).
 */
export async function deleteNight(
  actor: Actor,
  date: string,
): Promise<"deleted" | "gone" | { signups: number; people: number }> {
  return db().transaction(async (tx) => {
    const night = await lockedRow(tx, iftarNights, eq(iftarNights.date, date));
    if (!night) return "gone";
    const signups = await tx
      .select({ people: iftarSignups.people, cancelledAt: iftarSignups.cancelledAt })
      .from(iftarSignups)
      .where(eq(iftarSignups.date, date));
    const totals = signupTotals(signups);
    if (totals.signups > 0) return totals;
    await tx.delete(iftarSignups).where(eq(iftarSignups.date, date));
    await tx.delete(iftarNights).where(eq(iftarNights.date, date));
    await recordAudit(
      actor,
      "ramadan.iftar-delete",
      `iftar_night:${date}`,
      { date, capacity: night.capacity, note: night.note },
      tx,
    );
    return "deleted";
  });
}

/** One night's page: the night, its sign-ups (cancelled ones too) with totals, and its rota. */
export async function nightForAdmin(date: string) {
  const night = await findNight(date);
  if (!night) return null;
  const [signups, volunteers, iftar] = await Promise.all([
    db()
      .select()
      .from(iftarSignups)
      .where(eq(iftarSignups.date, date))
      .orderBy(asc(iftarSignups.createdAt), asc(iftarSignups.id)),
    db()
      .select()
      .from(iftarVolunteers)
      .where(eq(iftarVolunteers.date, date))
      .orderBy(asc(iftarVolunteers.createdAt), asc(iftarVolunteers.id)),
    iftarTime(date),
  ]);
  return {
    date,
    capacity: night.capacity,
    note: night.note,
    open: night.open,
    iftar,
    signups: signups.map(({ token: _token, ...signup }) => signup),
    totals: signupTotals(signups),
    volunteers,
  };
}

/** Adds a volunteer to a night's rota; false when the night is gone. */
export async function addVolunteer(
  actor: Actor,
  date: string,
  input: VolunteerInput,
): Promise<boolean> {
  return db().transaction(async (tx) => {
    if (!(await findNight(date, tx))) return false;
    const [row] = await tx
      .insert(iftarVolunteers)
      .values({ date, ...input })
      .returning({ id: iftarVolunteers.id });
    await recordAudit(
      actor,
      "ramadan.iftar-volunteer-add",
      `iftar_volunteer:${row?.id}`,
      { date, ...input },
      tx,
    );
    return true;
  });
}

/** Takes a volunteer off a night's rota; false when they are not on it. */
export async function removeVolunteer(actor: Actor, date: string, id: number): Promise<boolean> {
  return db().transaction(async (tx) => {
    const [removed] = await tx
      .delete(iftarVolunteers)
      .where(and(eq(iftarVolunteers.id, id), eq(iftarVolunteers.date, date)))
      .returning();
    if (!removed) return false;
    await recordAudit(
      actor,
      "ramadan.iftar-volunteer-remove",
      `iftar_volunteer:${id}`,
      { date, name: removed.name, task: removed.task },
      tx,
    );
    return true;
  });
}

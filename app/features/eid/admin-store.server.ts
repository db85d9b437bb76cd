import { and, asc, count, eq, isNull, sql } from "drizzle-orm";
import { type Database, db } from "#app/lib/db/client.server";
import { eidBookings, eidDays, eidPrayers } from "#app/lib/db/schema";
import { NO_CHECK, type SaveCheck, type StaleSave, staleSave } from "#app/lib/versions";
import { JAMAAT_LABELS, type JamaatInput, SHOW_FROM_LABELS } from "./admin-schema";
import { nextVersion } from "./calendar.server";
import type { Eid } from "./eid";
import { lockedEidDay } from "./moon.server";

/** The admin's writes of an Eid: its "show from" date and its jama'at. */

type EidPrayer = typeof eidPrayers.$inferSelect;

/** A jama'at as its form's fields show it. */
export const jamaatValues = (
  row: Pick<EidPrayer, "time" | "place" | "language" | "booking" | "capacity">,
) => ({
  time: row.time,
  place: row.place,
  language: row.language,
  booking: row.booking,
  capacity: row.capacity === null ? "" : String(row.capacity),
});

/** An Eid's stored day settings (none yet: undefined). */
export async function eidDayRow(
  eid: Eid,
  hijriYear: number,
  executor: Pick<Database, "select"> = db(),
) {
  const [row] = await executor
    .select()
    .from(eidDays)
    .where(and(eq(eidDays.eid, eid), eq(eidDays.hijriYear, hijriYear)));
  return row;
}

/** Saves the "show from" date; a save from a form opened before someone else's is refused. */
export function saveShowFrom(
  eid: Eid,
  hijriYear: number,
  showFrom: string,
  check: SaveCheck,
): Promise<StaleSave | null> {
  return db().transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(eidDays)
      .where(and(eq(eidDays.eid, eid), eq(eidDays.hijriYear, hijriYear)))
      .for("update");
    if (before) {
      const stale = staleSave(
        before.updatedAt,
        check,
        () => ({ showFrom: before.showFrom }),
        SHOW_FROM_LABELS,
      );
      if (stale) return stale;
    }
    const updatedAt = nextVersion(before?.updatedAt ?? new Date(0));
    await tx
      .insert(eidDays)
      .values({ eid, hijriYear, showFrom, updatedAt })
      .onConflictDoUpdate({
        target: [eidDays.hijriYear, eidDays.eid],
        set: { showFrom, updatedAt },
      });
    return null;
  });
}

/** Places taken and bookings held at a jama'at (cancelled ones aside). */
async function heldAt(prayerId: number, executor: Pick<Database, "select">) {
  const [row] = await executor
    .select({
      bookings: count(),
      people: sql<number>`coalesce(sum(${eidBookings.people}), 0)::int`,
    })
    .from(eidBookings)
    .where(and(eq(eidBookings.prayerId, prayerId), isNull(eidBookings.cancelledAt)));
  return { bookings: Number(row?.bookings ?? 0), people: Number(row?.people ?? 0) };
}

/** Adds a jama'at, making the Eid's day settings with their default if there were none. */
export function createJamaat(input: JamaatInput, defaultShowFrom: string) {
  return db().transaction(async (tx) => {
    await lockedEidDay(tx, input.eid, input.hijriYear, defaultShowFrom);
    const [row] = await tx
      .insert(eidPrayers)
      .values({
        eid: input.eid,
        hijriYear: input.hijriYear,
        time: input.time,
        place: input.place,
        language: input.language,
        booking: input.booking,
        capacity: input.capacity,
      })
      .returning({ id: eidPrayers.id });
    return row?.id as number;
  });
}

export type JamaatSave =
  | { status: "saved"; row: EidPrayer }
  | { status: "gone" }
  | { status: "stale"; stale: StaleSave }
  | { status: "below-taken"; taken: number };

/** Saves a jama'at's form: refused over a newer save, or below the places already booked. */
export function updateJamaat(id: number, input: JamaatInput, check: SaveCheck = NO_CHECK) {
  return db().transaction(async (tx): Promise<JamaatSave> => {
    const [before] = await tx.select().from(eidPrayers).where(eq(eidPrayers.id, id)).for("update");
    if (!before) return { status: "gone" };
    const stale = staleSave(before.updatedAt, check, () => jamaatValues(before), JAMAAT_LABELS);
    if (stale) return { status: "stale", stale };
    const { people } = await heldAt(id, tx);
    if (input.booking && input.capacity !== null && input.capacity < people)
      return { status: "below-taken", taken: people };
    const [row] = await tx
      .update(eidPrayers)
      .set({
        time: input.time,
        place: input.place,
        language: input.language,
        booking: input.booking,
        capacity: input.capacity,
        updatedAt: nextVersion(before.updatedAt),
      })
      .where(eq(eidPrayers.id, id))
      .returning();
    return { status: "saved", row: row as EidPrayer };
  });
}

export type JamaatDelete =
  | { status: "deleted"; row: EidPrayer }
  | { status: "gone" }
  | { status: "booked"; bookings: number; people: number };

/** Deletes a jama'at nobody holds a booking for (with its cancelled bookings). */
export function deleteJamaat(id: number) {
  return db().transaction(async (tx): Promise<JamaatDelete> => {
    const [row] = await tx.select().from(eidPrayers).where(eq(eidPrayers.id, id)).for("update");
    if (!row) return { status: "gone" };
    const held = await heldAt(id, tx);
    if (held.bookings > 0) return { status: "booked", ...held };
    await tx.delete(eidBookings).where(eq(eidBookings.prayerId, id));
    await tx.delete(eidPrayers).where(eq(eidPrayers.id, id));
    return { status: "deleted", row };
  });
}

/** The bookings held for an Eid's jama'at, oldest first, for the admin's lists and export. */
export function bookingsOf(eid?: Eid, hijriYear?: number) {
  return db()
    .select({
      id: eidBookings.id,
      prayerId: eidBookings.prayerId,
      eid: eidPrayers.eid,
      hijriYear: eidPrayers.hijriYear,
      time: eidPrayers.time,
      place: eidPrayers.place,
      name: eidBookings.name,
      email: eidBookings.email,
      people: eidBookings.people,
      createdAt: eidBookings.createdAt,
    })
    .from(eidBookings)
    .innerJoin(eidPrayers, eq(eidPrayers.id, eidBookings.prayerId))
    .where(
      and(
        eid ? eq(eidPrayers.eid, eid) : undefined,
        hijriYear ? eq(eidPrayers.hijriYear, hijriYear) : undefined,
        isNull(eidBookings.cancelledAt),
      ),
    )
    .orderBy(
      asc(eidPrayers.hijriYear),
      asc(eidPrayers.eid),
      asc(eidPrayers.time),
      asc(eidBookings.createdAt),
      asc(eidBookings.id),
    );
}

import { and, eq, inArray } from "drizzle-orm";
import { db } from "#app/lib/db/client.server";
import { countRows } from "#app/lib/db/counts.server";
import { eidBookings, eidPrayers } from "#app/lib/db/schema";
import { currentCentreCalendar } from "./calendar.server";
import { eidDate, isEid } from "./rules";

/**
 * Retention of Eid bookings (decision 0381): the bookings of every Eid whose day is before
 * `cutoff` (a YYYY-MM-DD date, the rule's period before today) are deleted; the jama'at stay. A
 * booking is needed to plan the jama'at and to tell its holder if the day moves, not after.
 * Deleting is idempotent, so two servers running at once delete each row once.
 */

/** The jama'at of every Eid (with bookings) whose day is before `cutoff`. */
async function pastPrayerIds(cutoff: string): Promise<number[]> {
  const eids = await db()
    .selectDistinct({ eid: eidPrayers.eid, hijriYear: eidPrayers.hijriYear })
    .from(eidPrayers)
    .innerJoin(eidBookings, eq(eidBookings.prayerId, eidPrayers.id));
  if (eids.length === 0) return [];
  const { calendar } = await currentCentreCalendar(db());
  const ids: number[] = [];
  for (const one of eids) {
    if (!isEid(one.eid) || eidDate(calendar, one.eid, one.hijriYear) >= cutoff) continue;
    const rows = await db()
      .select({ id: eidPrayers.id })
      .from(eidPrayers)
      .where(and(eq(eidPrayers.eid, one.eid), eq(eidPrayers.hijriYear, one.hijriYear)));
    ids.push(...rows.map((row) => row.id));
  }
  return ids;
}

export async function countEidBookingsToDelete(cutoff: string): Promise<number> {
  const ids = await pastPrayerIds(cutoff);
  return ids.length === 0 ? 0 : countRows(eidBookings, inArray(eidBookings.prayerId, ids));
}

export async function deleteEidBookings(cutoff: string): Promise<number> {
  const ids = await pastPrayerIds(cutoff);
  if (ids.length === 0) return 0;
  const deleted = await db()
    .delete(eidBookings)
    .where(inArray(eidBookings.prayerId, ids))
    .returning({ id: eidBookings.id });
  return deleted.length;
}

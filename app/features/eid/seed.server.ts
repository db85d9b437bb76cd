import { and, eq, inArray, isNull, notExists } from "drizzle-orm";
import { db } from "#app/lib/db/client.server";
import { eidBookings, eidDays, eidPrayers } from "#app/lib/db/schema";
import type { DemoContent } from "#app/lib/features/descriptor";
import { currentCentreCalendar } from "./calendar.server";
import { defaultShowFrom } from "./rules";

/**
 * The demo's Eid al-Fitr 1448 (after the demo Ramadan from 8 February 2027): two jama'at with
 * booking, shown on the site from 20 Ramadan.
 */
const DEMO_EID = { eid: "fitr", hijriYear: 1448 } as const;

const DEMO_JAMAAT = [
  { time: "07:30", place: "Main hall", language: "English", booking: true, capacity: 400 },
  { time: "09:00", place: "Car park", language: "English and Urdu", booking: true, capacity: 300 },
] as const;

const ofDemoEid = (table: typeof eidPrayers | typeof eidDays) =>
  and(eq(table.eid, DEMO_EID.eid), eq(table.hijriYear, DEMO_EID.hijriYear));

/** The demo Eid and its jama'at; only while the centre has recorded nothing for that Eid. */
export async function seedDemoEid() {
  const [day] = await db().select().from(eidDays).where(ofDemoEid(eidDays));
  const [prayer] = await db()
    .select({ id: eidPrayers.id })
    .from(eidPrayers)
    .where(ofDemoEid(eidPrayers))
    .limit(1);
  if (day || prayer) return;
  const { calendar } = await currentCentreCalendar(db());
  await db().transaction(async (tx) => {
    await tx.insert(eidDays).values({
      ...DEMO_EID,
      showFrom: defaultShowFrom(calendar, DEMO_EID.eid, DEMO_EID.hijriYear),
    });
    await tx
      .insert(eidPrayers)
      .values(DEMO_JAMAAT.map((jamaat, position) => ({ ...DEMO_EID, ...jamaat, position })));
  });
}

/** The demo jama'at still as the seed wrote them, and not booked by anyone. */
export const demoEid: DemoContent = {
  label: "Eid al-Fitr prayers",
  find: async (database) => {
    const rows = await database
      .select()
      .from(eidPrayers)
      .where(
        and(
          ofDemoEid(eidPrayers),
          notExists(
            database
              .select({ id: eidBookings.id })
              .from(eidBookings)
              .where(eq(eidBookings.prayerId, eidPrayers.id)),
          ),
        ),
      );
    return rows
      .filter((row) =>
        DEMO_JAMAAT.some(
          (demo) =>
            demo.time === row.time &&
            demo.place === row.place &&
            demo.language === row.language &&
            demo.booking === row.booking &&
            demo.capacity === row.capacity,
        ),
      )
      .map((row) => ({ id: row.id, title: `Eid al-Fitr 1448: ${row.time} jama'at, ${row.place}` }));
  },
  remove: async (database, ids) => {
    await database.delete(eidPrayers).where(inArray(eidPrayers.id, [...ids]));
    // The Eid's day settings go with its last jama'at, unless the moon was answered.
    const [left] = await database
      .select({ id: eidPrayers.id })
      .from(eidPrayers)
      .where(ofDemoEid(eidPrayers))
      .limit(1);
    if (!left) await database.delete(eidDays).where(and(ofDemoEid(eidDays), isNull(eidDays.moon)));
  },
};

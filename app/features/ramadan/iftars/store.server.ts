import { and, asc, eq, gte, inArray, isNull, sql } from "drizzle-orm";
import { prayerDays } from "#app/features/prayer-times/index.server";
import { type Database, db } from "#app/lib/db/client.server";
import { iftarNights, iftarSignups } from "#app/lib/db/schema";

/** Reading the community iftars' rows, for the public pages and the admin alike. */

type Executor = Pick<Database, "select">;

/** People booked for a night (cancelled sign-ups aside). */
export async function takenPlaces(date: string, executor: Executor = db()): Promise<number> {
  const [row] = await executor
    .select({ taken: sql`coalesce(sum(${iftarSignups.people}), 0)`.mapWith(Number) })
    .from(iftarSignups)
    .where(and(eq(iftarSignups.date, date), isNull(iftarSignups.cancelledAt)));
  return row?.taken ?? 0;
}

/** People booked for each of these nights (cancelled sign-ups aside); a night with none is absent. */
async function takenByDate(dates: readonly string[]): Promise<Map<string, number>> {
  if (dates.length === 0) return new Map();
  const rows = await db()
    .select({
      date: iftarSignups.date,
      taken: sql`sum(${iftarSignups.people})`.mapWith(Number),
    })
    .from(iftarSignups)
    .where(and(inArray(iftarSignups.date, [...dates]), isNull(iftarSignups.cancelledAt)))
    .groupBy(iftarSignups.date);
  return new Map(rows.map((row) => [row.date, row.taken]));
}

/** Every night from `from` on (all nights without it), oldest first, with the people booked. */
export async function nightsWithTaken(from?: string) {
  const nights = await db()
    .select()
    .from(iftarNights)
    .where(from ? gte(iftarNights.date, from) : undefined)
    .orderBy(asc(iftarNights.date));
  const taken = await takenByDate(nights.map((night) => night.date));
  return nights.map((night) => ({ ...night, taken: taken.get(night.date) ?? 0 }));
}

/** The night of this date, or undefined. */
export async function findNight(date: string, executor: Executor = db()) {
  const [night] = await executor.select().from(iftarNights).where(eq(iftarNights.date, date));
  return night;
}

/** When the fast ends on a date: its Maghrib adhan, from the prayer times. */
export async function iftarTime(date: string): Promise<string | null> {
  const [day] = await prayerDays(date, 1);
  return day?.times.maghrib ?? null;
}

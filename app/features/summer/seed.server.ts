import { and, asc, eq, inArray, notExists } from "drizzle-orm";
import { db } from "#app/lib/db/client.server";
import {
  summerCoupons,
  summerOpeningNotices,
  summerProgrammes,
  summerRegistrations,
  summerSeasons,
  summerSessions,
} from "#app/lib/db/schema";
import type { DemoContent } from "#app/lib/features/descriptor";
import { addDays, instantAt, localDate } from "#app/lib/time/london";
import { closeWithDates, seasonDates, sessionDates } from "./seasons/season";
import { programmeColumns } from "./seasons/season-records.server";
import { loadSeason } from "./seasons/seasons.server";

/** The 2025 coupon (10% off after the other discounts); the migration adds it too. Idempotent. */
export async function seedSummerCoupons(): Promise<void> {
  await db()
    .insert(summerCoupons)
    .values({ code: "WIC2025", percent: 10, validFrom: new Date("2025-01-01T00:00:00Z") })
    .onConflictDoNothing();
}

/** The demo season's first session is at least this many days after the day the seed runs. */
const LEAD_DAYS = 21;
const DEMO_CAPACITY = 30;

/**
 * A demo next season dated from today (decision 0142), so a fresh site is bookable on any day of the
 * year: the first season's programmes (2025's) with their sessions moved by whole weeks (same
 * weekdays, weekly) to start three weeks or more from today; registration open now and until the
 * last session; 30 places per session; marked demo. Added once: nothing happens when a demo
 * season exists.
 */
export async function seedDemoSummerSeason(now = Date.now()): Promise<void> {
  const [demo] = await db()
    .select({ id: summerSeasons.id })
    .from(summerSeasons)
    .where(eq(summerSeasons.demo, true))
    .limit(1);
  if (demo) return;
  const [first] = await db()
    .select({ id: summerSeasons.id })
    .from(summerSeasons)
    .orderBy(asc(summerSeasons.id))
    .limit(1);
  const source = first ? await loadSeason(first.id) : null;
  const start = source ? seasonDates(source)[0] : undefined;
  if (!source || !start) return;
  const today = localDate(now);
  const daysAhead = (Date.parse(addDays(today, LEAD_DAYS)) - Date.parse(start)) / 86_400_000;
  const shift = Math.max(0, Math.ceil(daysAhead / 7)) * 7;
  const moved = (date: string) => addDays(date, shift);
  const lastDate = moved(seasonDates(source).at(-1) ?? start);
  const year = moved(start).slice(0, 4);

  await db().transaction(async (tx) => {
    const [season] = await tx
      .insert(summerSeasons)
      .values({
        title: `Wicked Wednesdays & Weekends ${year}`,
        status: "open",
        registrationOpensAt: new Date(instantAt(today, "00:00")),
        registrationClosesAt: closeWithDates(lastDate),
        ...source.rules,
        // The first season's wording, price pop-up included: the demo reads as the spec (0368).
        texts: source.texts ?? null,
        demo: true,
      })
      .returning({ id: summerSeasons.id });
    if (!season) throw new Error("demo season not stored");
    for (const [position, programme] of source.programmes.entries()) {
      const [row] = await tx
        .insert(summerProgrammes)
        .values({
          seasonId: season.id,
          key: programme.id,
          ...programmeColumns(programme),
          position,
        })
        .returning({ id: summerProgrammes.id });
      const dates = sessionDates(programme);
      if (row && dates.length > 0)
        await tx.insert(summerSessions).values(
          dates.map((date) => ({
            programmeId: row.id,
            date: moved(date),
            capacity: DEMO_CAPACITY,
          })),
        );
    }
  });
}

/**
 * The demo season, while no parent has registered for it or asked to hear when it opens (their
 * rows would go with it). Its programmes, sessions and any coupon for it go with the season.
 */
export const demoSummerSeasons: DemoContent = {
  label: "Summer seasons",
  find: (database) =>
    database
      .select({ id: summerSeasons.id, title: summerSeasons.title })
      .from(summerSeasons)
      .where(
        and(
          eq(summerSeasons.demo, true),
          notExists(
            database
              .select({ id: summerRegistrations.id })
              .from(summerRegistrations)
              .where(eq(summerRegistrations.seasonId, summerSeasons.id)),
          ),
          notExists(
            database
              .select({ id: summerOpeningNotices.id })
              .from(summerOpeningNotices)
              .where(eq(summerOpeningNotices.seasonId, summerSeasons.id)),
          ),
        ),
      ),
  remove: async (database, ids) => {
    await database.delete(summerSeasons).where(inArray(summerSeasons.id, ids));
  },
};

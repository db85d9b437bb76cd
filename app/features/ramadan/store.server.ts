import { and, asc, eq, gte, inArray, lte } from "drizzle-orm";
import { getPrayerSettings } from "#app/features/prayer-times/index.server";
import { sharedRead } from "#app/lib/db/cache.server";
import { type Database, db } from "#app/lib/db/client.server";
import { islamicMonthStarts, ramadanNights, settings } from "#app/lib/db/schema";
import { addDays } from "#app/lib/time/london";
import { centreCalendar, daysBetween } from "./hijri-months";
import {
  DEFAULT_RAMADAN_TIMES,
  type RamadanNight,
  type RamadanTimes,
  ramadanTimesSchema,
} from "./ramadan";

/** Reading and writing the feature's own rows: announced months, nights, the Ramadan times. */

type Executor = Pick<Database, "select" | "insert" | "update" | "delete">;
const SETTINGS_KEY = "ramadan";

/**
 * The months the centre announced, oldest first, with when each was last saved; `forUpdate`:
 * locked until the transaction ends.
 */
function listMonthStarts(executor: Executor = db(), forUpdate = false) {
  const query = executor
    .select()
    .from(islamicMonthStarts)
    .orderBy(asc(islamicMonthStarts.startsOn));
  return forUpdate ? query.for("update") : query;
}

/**
 * The centre's calendar as it stands: the site's adjustment and the announced months (locked
 * until the transaction ends with `forUpdate`). Without an executor (the public pages, on every
 * request of the home page) a shared copy, dropped when anything is written.
 */
export function currentCentreCalendar(executor?: Executor, forUpdate = false) {
  return executor
    ? readCentreCalendar(executor, forUpdate)
    : sharedRead("ramadan:calendar", () => readCentreCalendar(db()));
}

async function readCentreCalendar(executor: Executor, forUpdate = false) {
  // One after another: the executor may be a transaction (one query at a time).
  const prayerSettings = await getPrayerSettings(executor);
  const starts = await listMonthStarts(executor, forUpdate);
  return {
    calendar: centreCalendar(prayerSettings.hijriAdjustment, starts),
    adjustment: prayerSettings.hijriAdjustment,
    starts,
  };
}

/** Records (or, with no date, clears) the announced first days of these months. */
export async function saveMonthStarts(
  months: readonly { hijriYear: number; month: number; startsOn: string | null }[],
  executor: Executor,
  savedAt: Date,
) {
  for (const { hijriYear, month, startsOn } of months) {
    const key = and(
      eq(islamicMonthStarts.hijriYear, hijriYear),
      eq(islamicMonthStarts.month, month),
    );
    if (startsOn === null) await executor.delete(islamicMonthStarts).where(key);
    else
      await executor
        .insert(islamicMonthStarts)
        .values({ hijriYear, month, startsOn, updatedAt: savedAt })
        .onConflictDoUpdate({
          target: [islamicMonthStarts.hijriYear, islamicMonthStarts.month],
          set: { startsOn, updatedAt: savedAt },
        });
  }
}

/** The nights recorded between two evenings (dates), in order, with when each was last saved. */
export function nightsBetween(from: string, to: string, executor: Executor = db()) {
  return executor
    .select()
    .from(ramadanNights)
    .where(and(gte(ramadanNights.date, from), lte(ramadanNights.date, to)))
    .orderBy(asc(ramadanNights.date));
}

/** Replaces the nights of these evenings: a night with neither a time nor a note is removed. */
export async function saveNights(
  nights: readonly RamadanNight[],
  executor: Executor,
  savedAt: Date,
) {
  const empty = nights.filter((night) => !night.tarawih && !night.note).map((night) => night.date);
  if (empty.length > 0)
    await executor.delete(ramadanNights).where(inArray(ramadanNights.date, empty));
  for (const night of nights.filter((candidate) => candidate.tarawih || candidate.note)) {
    const values = { tarawih: night.tarawih, note: night.note, updatedAt: savedAt };
    await executor
      .insert(ramadanNights)
      .values({ date: night.date, ...values })
      .onConflictDoUpdate({ target: ramadanNights.date, set: values });
  }
}

/**
 * Moves the nights of a Ramadan whose first day moved, so each keeps its night (the 27th stays
 * the 27th): they are stored by their evening's date.
 */
export async function moveNights(
  from: { startsOn: string; endsOn: string },
  toStartsOn: string,
  executor: Executor,
  savedAt: Date,
) {
  const shift = daysBetween(from.startsOn, toStartsOn);
  if (shift === 0) return;
  const moving = await nightsBetween(
    addDays(from.startsOn, -1),
    addDays(from.endsOn, -1),
    executor,
  );
  if (moving.length === 0) return;
  await executor.delete(ramadanNights).where(
    inArray(
      ramadanNights.date,
      moving.map((night) => night.date),
    ),
  );
  await saveNights(
    moving.map((night) => ({ ...night, date: addDays(night.date, shift) })),
    executor,
    savedAt,
  );
}

/** The settings' row; `forUpdate`: locked until the transaction ends. */
async function settingsRow(executor: Executor, forUpdate = false) {
  const query = executor.select().from(settings).where(eq(settings.key, SETTINGS_KEY));
  const [row] = await (forUpdate ? query.for("update") : query);
  return row;
}

/** The Ramadan times, and when they were last saved (never: the epoch), their form's version. */
export async function ramadanTimesWithVersion(executor: Executor = db(), forUpdate = false) {
  const row = await settingsRow(executor, forUpdate);
  const parsed = ramadanTimesSchema.safeParse(row?.value ?? {});
  return {
    times: parsed.success ? parsed.data : DEFAULT_RAMADAN_TIMES,
    savedAt: row?.updatedAt ?? new Date(0),
  };
}

export const getRamadanTimes = (): Promise<RamadanTimes> =>
  sharedRead("ramadan:times", async () => (await ramadanTimesWithVersion()).times);

/** Stores the Ramadan times, as a new version even within the last save's millisecond. */
export async function saveRamadanTimes(times: RamadanTimes, executor: Executor = db()) {
  const row = await settingsRow(executor);
  const savedAt = nextVersion(row?.updatedAt ?? new Date(0));
  await executor
    .insert(settings)
    .values({ key: SETTINGS_KEY, value: times, updatedAt: savedAt })
    .onConflictDoUpdate({ target: settings.key, set: { value: times, updatedAt: savedAt } });
}

/** A save's moment: past `previous` (the version it replaces) even within its millisecond. */
export const nextVersion = (previous: Date, now = Date.now()) =>
  new Date(Math.max(now, previous.getTime() + 1));

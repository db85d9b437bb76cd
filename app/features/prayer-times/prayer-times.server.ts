import { and, asc, desc, eq, gte, inArray, lte } from "drizzle-orm";
import { z } from "zod";
import { centreCalendar } from "#app/features/ramadan";
import { getSiteSettings } from "#app/lib/config/settings.server";
import { sharedRead } from "#app/lib/db/cache.server";
import { type Database, db } from "#app/lib/db/client.server";
import {
  iqamahRules,
  islamicMonthStarts,
  prayerTimes,
  settings,
  timetableEntries,
} from "#app/lib/db/schema";
import { publicPagesChanged } from "#app/lib/http/public-pages.server";
import { errorForLog, logger } from "#app/lib/logger.server";
import { addDays, localDate } from "#app/lib/time/london";
import { calculateTimes } from "./calculation";
import { type IqamahRule, type JummahRule, planDay } from "./iqamah";
import type { IqamahPrayer, PrayerDay, TimeName } from "./prayers";
import { isStale, nextDailySync, SYNC_DAYS } from "./schedule";
import { DEFAULT_PRAYER_SETTINGS, type PrayerSettings, prayerSettingsSchema } from "./settings";
import type { TimetableEntry } from "./timetable-csv";

type Executor = Pick<Database, "select" | "insert" | "update" | "delete">;
const SETTINGS_KEY = "prayer-times";

/** The prayer settings; without an executor (pages, not a transaction) a shared copy. */
export function getPrayerSettings(executor?: Executor): Promise<PrayerSettings> {
  return executor
    ? readPrayerSettings(executor)
    : sharedRead("prayer-times:settings", () => readPrayerSettings(db()));
}

/** The settings' row; `forUpdate`: locked until the transaction ends. */
async function settingsRow(executor: Executor, forUpdate = false) {
  const query = executor.select().from(settings).where(eq(settings.key, SETTINGS_KEY));
  const [row] = await (forUpdate ? query.for("update") : query);
  return row;
}

type SettingsRow = Awaited<ReturnType<typeof settingsRow>>;

function settingsOf(row: SettingsRow): PrayerSettings {
  const parsed = prayerSettingsSchema.safeParse(row?.value ?? {});
  return parsed.success ? parsed.data : DEFAULT_PRAYER_SETTINGS;
}

async function readPrayerSettings(executor: Executor): Promise<PrayerSettings> {
  return settingsOf(await settingsRow(executor));
}

/** The admin sections that change the prayer settings, each with its own form. */
const SETTINGS_SECTIONS = ["calculation", "screens", "jumuah"] as const;
export type SettingsSection = (typeof SETTINGS_SECTIONS)[number];

/**
 * When each section last saved the settings (milliseconds), stored beside them: its form's
 * version. One version per section, so that saving the screens does not refuse a calculation
 * form opened before, nor the other way round.
 */
const sectionSavesSchema = z.object({
  sectionSavedAt: z.partialRecord(z.enum(SETTINGS_SECTIONS), z.number()),
});

function sectionSaves(row: SettingsRow) {
  const parsed = sectionSavesSchema.safeParse(row?.value);
  return parsed.success ? parsed.data.sectionSavedAt : {};
}

/**
 * The prayer settings, and when the admin section `section` last saved them (never: the epoch);
 * `forUpdate`: locked until the transaction ends, to be saved over.
 */
export async function prayerSettingsOfSection(
  section: SettingsSection,
  executor: Executor = db(),
  forUpdate = false,
) {
  const row = await settingsRow(executor, forUpdate);
  return { settings: settingsOf(row), savedAt: new Date(sectionSaves(row)[section] ?? 0) };
}

/** Stores the settings as the admin section `section` saved them, now (its new version). */
export async function savePrayerSettings(
  section: SettingsSection,
  prayerSettings: PrayerSettings,
  executor: Executor = db(),
) {
  const row = await settingsRow(executor);
  // Past the last save even within its millisecond: every save is a new version.
  const savedAt = new Date(Math.max(Date.now(), (row?.updatedAt.getTime() ?? 0) + 1));
  const value = {
    ...prayerSettings,
    sectionSavedAt: { ...sectionSaves(row), [section]: savedAt.getTime() },
  };
  await executor
    .insert(settings)
    .values({ key: SETTINGS_KEY, value, updatedAt: savedAt })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: savedAt } });
}

type RuleRow = typeof iqamahRules.$inferSelect;

export async function listRules(executor: Executor = db()): Promise<RuleRow[]> {
  return executor
    .select()
    .from(iqamahRules)
    .orderBy(asc(iqamahRules.createdAt), asc(iqamahRules.id));
}

function splitRules(rows: readonly RuleRow[]) {
  const iqamah: IqamahRule[] = [];
  const jummah: JummahRule[] = [];
  for (const row of rows) {
    const range = { validFrom: row.validFrom, validTo: row.validTo };
    if (row.prayer === "jummah")
      jummah.push({
        doors: row.doors ?? "",
        khutbah: row.khutbah ?? "",
        iqamah: row.time ?? "",
        ...range,
      });
    else if (row.mode === "offset")
      iqamah.push({
        prayer: row.prayer as IqamahPrayer,
        mode: "offset",
        minutes: row.minutes ?? 0,
        ...range,
      });
    else
      iqamah.push({
        prayer: row.prayer as IqamahPrayer,
        mode: "fixed",
        time: row.time ?? "",
        ...range,
      });
  }
  return { iqamah, jummah };
}

type PrayerRow = typeof prayerTimes.$inferSelect;

function rowToDay(row: PrayerRow): PrayerDay {
  return {
    date: row.date,
    hijriDate: row.hijriDate,
    source: row.source,
    times: {
      fajr: row.fajr,
      sunrise: row.sunrise,
      dhuhr: row.dhuhr,
      asr: row.asr,
      maghrib: row.maghrib,
      isha: row.isha,
    },
    iqamah: {
      fajr: row.fajrIqamah,
      dhuhr: row.dhuhrIqamah,
      asr: row.asrIqamah,
      maghrib: row.maghribIqamah,
      isha: row.ishaIqamah,
    },
    jummah: { doors: row.jummahDoors, khutbah: row.jummahKhutbah, iqamah: row.jummahIqamah },
  };
}

function dayToRow(day: PrayerDay, now: Date) {
  return {
    date: day.date,
    ...day.times,
    fajrIqamah: day.iqamah.fajr,
    dhuhrIqamah: day.iqamah.dhuhr,
    asrIqamah: day.iqamah.asr,
    maghribIqamah: day.iqamah.maghrib,
    ishaIqamah: day.iqamah.isha,
    jummahDoors: day.jummah.doors,
    jummahKhutbah: day.jummah.khutbah,
    jummahIqamah: day.jummah.iqamah,
    hijriDate: day.hijriDate,
    source: day.source,
    lastUpdated: now,
    updatedAt: now,
  };
}

const datesFrom = (from: string, count: number) =>
  Array.from({ length: count }, (_, index) => addDays(from, index));

/** Plans the given dates from the timetable (dated rows first, then yearly ones) or the calculation. */
async function planDates(
  dates: readonly string[],
  existing: ReadonlyMap<string, PrayerDay>,
  executor: Executor,
) {
  // One after another: the executor may be a transaction, whose one connection runs one query
  // at a time (node-postgres deprecates queueing them).
  const prayerSettings = await getPrayerSettings(executor);
  const ruleRows = await listRules(executor);
  const site = await getSiteSettings(executor);
  const keys = [...new Set(dates.flatMap((date) => [date, date.slice(5)]))];
  const entries = keys.length
    ? await executor.select().from(timetableEntries).where(inArray(timetableEntries.key, keys))
    : [];
  const byKey = new Map(entries.map((entry) => [entry.key, entry]));
  // The months as the centre announced them (the ramadan feature's table) override the calendar.
  const monthStarts = await executor.select().from(islamicMonthStarts);
  const hijri = centreCalendar(prayerSettings.hijriAdjustment, monthStarts);
  const rules = splitRules(ruleRows);
  const calculated: string[] = [];
  const days = dates.map((date) => {
    const entry = byKey.get(date) ?? byKey.get(date.slice(5));
    if (!entry) calculated.push(date);
    return planDay({
      date,
      times: entry
        ? (entry.times as Record<TimeName, string>)
        : calculateTimes(date, prayerSettings, site.coordinates),
      source: entry ? "timetable" : "calculated",
      hijriDate: hijri.format(date),
      timetableIqamah: entry?.iqamah as Partial<Record<IqamahPrayer, string>> | undefined,
      existing: existing.get(date),
      iqamahRules: rules.iqamah,
      jummahRules: rules.jummah,
    });
  });
  return { days, calculated };
}

/**
 * Fills today and the next 60 days (decision 0065). Adhan times are refreshed from the timetable or
 * the calculation; iqamah and Jumu'ah values already set are kept unless a rule now covers them.
 * A date the timetable lacks falls back to the calculation (logged), so the site never runs out.
 */
export async function syncPrayerTimes(now = Date.now(), executor: Executor = db()) {
  const today = localDate(now);
  const dates = datesFrom(today, SYNC_DAYS);
  const rows = await executor
    .select()
    .from(prayerTimes)
    .where(and(gte(prayerTimes.date, today), lte(prayerTimes.date, dates.at(-1) as string)));
  const existing = new Map(rows.map((row) => [row.date, rowToDay(row)]));
  const { days, calculated } = await planDates(dates, existing, executor);
  if (calculated.length > 0)
    logger.info(
      { from: calculated[0], to: calculated.at(-1), days: calculated.length },
      "no timetable entry for these dates: prayer times calculated",
    );
  const stamp = new Date(now);
  for (const day of days) {
    const values = dayToRow(day, stamp);
    const { date: _date, ...changes } = values;
    await executor
      .insert(prayerTimes)
      .values(values)
      .onConflictDoUpdate({ target: prayerTimes.date, set: changes });
  }
  return { from: today, days: days.length, calculated: calculated.length, lastUpdated: stamp };
}

export async function lastPrayerSync(executor: Executor = db()): Promise<Date | null> {
  const [latest] = await executor
    .select({ lastUpdated: prayerTimes.lastUpdated })
    .from(prayerTimes)
    .orderBy(desc(prayerTimes.updatedAt))
    .limit(1);
  return latest?.lastUpdated ?? null;
}

/**
 * `count` days from `from`; any date the table lacks is planned on the fly (never empty). Every
 * prayer page asks for the same few ranges: they are shared until the next write.
 */
export function prayerDays(from: string, count: number): Promise<PrayerDay[]> {
  return sharedRead(`prayer-times:days:${from}:${count}`, () => readPrayerDays(from, count));
}

async function readPrayerDays(from: string, count: number): Promise<PrayerDay[]> {
  const dates = datesFrom(from, count);
  const rows = await db()
    .select()
    .from(prayerTimes)
    .where(and(gte(prayerTimes.date, from), lte(prayerTimes.date, dates.at(-1) as string)))
    .orderBy(asc(prayerTimes.date));
  const stored = new Map(rows.map((row) => [row.date, rowToDay(row)]));
  const missing = dates.filter((date) => !stored.has(date));
  if (missing.length > 0) {
    const { days } = await planDates(missing, new Map(), db());
    for (const day of days) stored.set(day.date, day);
  }
  return dates.map((date) => stored.get(date) as PrayerDay);
}

/** Replaces the timetable rows the file names, then re-syncs so the next 60 days follow it. */
export async function importTimetable(entries: readonly TimetableEntry[], now = Date.now()) {
  return db().transaction(async (tx) => {
    for (const entry of entries) {
      const values = { key: entry.key, times: entry.times, iqamah: entry.iqamah };
      await tx
        .insert(timetableEntries)
        .values(values)
        .onConflictDoUpdate({
          target: timetableEntries.key,
          set: { times: entry.times, iqamah: entry.iqamah, importedAt: new Date(now) },
        });
    }
    return syncPrayerTimes(now, tx);
  });
}

export async function timetableSummary() {
  const rows = await db().select({ key: timetableEntries.key }).from(timetableEntries);
  const keys = rows.map((row) => row.key).sort();
  return { count: keys.length, first: keys[0] ?? null, last: keys.at(-1) ?? null };
}

/**
 * A fresh install starts with Maghrib 5 minutes after its adhan, as most centres pray it
 * (the fixed 17:00 default would be almost an hour late in winter). Only on an empty table.
 */
export async function seedIqamahRules() {
  const [anyDay] = await db().select({ id: prayerTimes.id }).from(prayerTimes).limit(1);
  const [anyRule] = await db().select({ id: iqamahRules.id }).from(iqamahRules).limit(1);
  if (anyDay || anyRule) return;
  await db().insert(iqamahRules).values({ prayer: "maghrib", mode: "offset", minutes: 5 });
}

/**
 * At start: sync when the newest row is missing or over an hour old (or the check fails);
 * then at the next 03:00 centre time, every day. A failure is logged and the site goes on.
 */
export function startPrayerSync(clock: () => number = Date.now): () => void {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const run = async (reason: string) => {
    try {
      const result = await syncPrayerTimes(clock());
      // No request carries this change: the cached pages that show the times are told here.
      await publicPagesChanged();
      logger.info({ reason, ...result }, "prayer times synced");
    } catch (error) {
      logger.error({ reason, error: errorForLog(error) }, "prayer times sync failed");
    }
  };
  const scheduleNext = () => {
    if (stopped) return;
    const now = clock();
    timer = setTimeout(async () => {
      await run("daily");
      scheduleNext();
    }, nextDailySync(now) - now);
    timer.unref();
  };
  void (async () => {
    let stale = true;
    try {
      stale = isStale(await lastPrayerSync(), clock());
    } catch (error) {
      logger.warn({ error: errorForLog(error) }, "prayer times freshness check failed: syncing");
    }
    if (stale) await run("start");
    scheduleNext();
  })();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}

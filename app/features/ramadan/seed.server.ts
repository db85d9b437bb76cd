import { and, eq, inArray } from "drizzle-orm";
import { db } from "#app/lib/db/client.server";
import { islamicMonthStarts, ramadanNights } from "#app/lib/db/schema";
import type { DemoContent } from "#app/lib/features/descriptor";
import { formatCalendarDate } from "#app/lib/time/calendar";
import { RAMADAN } from "./hijri-months";
import { DEFAULT_RAMADAN_TIMES, eveningOfNight, nightName } from "./ramadan";
import { ramadanTimesWithVersion, saveRamadanTimes } from "./store.server";

/** The demo's Ramadan: 1448, announced to begin on Monday 8 February 2027. */
export const DEMO_RAMADAN = { hijriYear: 1448, month: RAMADAN, startsOn: "2027-02-08" };

const ODD_NIGHT = "Odd night of the last ten: seek Laylat al-Qadr";

const DEMO_NIGHTS = [21, 23, 25, 27, 29].map((night) => ({
  date: eveningOfNight(DEMO_RAMADAN.startsOn, night),
  tarawih: null,
  note: night === 27 ? `Khatm al-Qur'an. ${ODD_NIGHT}` : ODD_NIGHT,
  title: nightName(night),
}));

/** A demo row's id for "Remove demo content", which counts rows by number: the date's digits. */
export const dateId = (date: string) => Number(date.replaceAll("-", ""));
export const dateOfId = (id: number) => {
  const digits = String(id);
  return `${digits.slice(0, 4)}-${digits.slice(4, 6)}-${digits.slice(6, 8)}`;
};

/** The demo Ramadan's announced start; kept if the centre recorded one. */
export async function seedDemoRamadanStart() {
  await db().insert(islamicMonthStarts).values(DEMO_RAMADAN).onConflictDoNothing();
}

const demoStartMatches = and(
  eq(islamicMonthStarts.hijriYear, DEMO_RAMADAN.hijriYear),
  eq(islamicMonthStarts.month, DEMO_RAMADAN.month),
  eq(islamicMonthStarts.startsOn, DEMO_RAMADAN.startsOn),
);

export const demoRamadanStart: DemoContent = {
  label: "Announced Ramadan",
  find: async (database) => {
    const rows = await database.select().from(islamicMonthStarts).where(demoStartMatches);
    return rows.map((row) => ({
      id: dateId(row.startsOn),
      title: `Ramadan ${row.hijriYear} begins on ${formatCalendarDate(row.startsOn, "weekdayLong")}`,
    }));
  },
  remove: async (database) => {
    await database.delete(islamicMonthStarts).where(demoStartMatches);
  },
};

/** The demo nights' notes; only while no night is recorded. */
export async function seedDemoNights() {
  const [any] = await db().select({ date: ramadanNights.date }).from(ramadanNights).limit(1);
  if (any) return;
  await db()
    .insert(ramadanNights)
    .values(DEMO_NIGHTS.map(({ date, tarawih, note }) => ({ date, tarawih, note })));
}

/** The demo nights still as the seed wrote them (one with its own time or note is the centre's). */
export const demoRamadanNights: DemoContent = {
  label: "Ramadan night notes",
  find: async (database) => {
    const rows = await database
      .select()
      .from(ramadanNights)
      .where(
        inArray(
          ramadanNights.date,
          DEMO_NIGHTS.map((night) => night.date),
        ),
      );
    return DEMO_NIGHTS.filter((demo) =>
      rows.some((row) => row.date === demo.date && row.note === demo.note && row.tarawih === null),
    ).map((demo) => ({
      id: dateId(demo.date),
      title: `${demo.title} (${formatCalendarDate(demo.date, "weekdayMedium")}): ${demo.note}`,
    }));
  },
  remove: async (database, ids) => {
    await database.delete(ramadanNights).where(inArray(ramadanNights.date, ids.map(dateOfId)));
  },
};

/** The Ramadan times at their defaults, written down so the admin shows what is in force. */
export async function seedRamadanTimes() {
  const { savedAt } = await ramadanTimesWithVersion();
  if (savedAt.getTime() === 0) await saveRamadanTimes(DEFAULT_RAMADAN_TIMES);
}

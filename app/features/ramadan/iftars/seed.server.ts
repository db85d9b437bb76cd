import { inArray } from "drizzle-orm";
import { db } from "#app/lib/db/client.server";
import { iftarNights, iftarSignups, iftarVolunteers } from "#app/lib/db/schema";
import type { DemoContent } from "#app/lib/features/descriptor";
import { formatCalendarDate } from "#app/lib/time/calendar";
import { addDays } from "#app/lib/time/london";
import { DEMO_RAMADAN, dateId, dateOfId } from "../seed.server";

/** The demo's community iftars: the Saturdays of the demo Ramadan, 120 places each. */
const DEMO_IFTARS = [
  { days: 5, note: "Opening community iftar: all welcome. Dates, water and a hot meal." },
  { days: 12, note: "Families' iftar, with activities for children before Maghrib." },
  { days: 19, note: "Iftar with our neighbours: bring a friend of another faith." },
].map(({ days, note }) => ({
  date: addDays(DEMO_RAMADAN.startsOn, days),
  capacity: 120,
  note,
  open: true,
}));

/** A small rota on the first night (07700 900xxx numbers are Ofcom's, for drama). */
const DEMO_ROTA = [
  { name: "Bilal Hussain", task: "Setting up", contact: "07700 900123" },
  { name: "Maryam Ali", task: "Serving", contact: "07700 900456" },
  { name: "Omar Farooq", task: "Clearing up", contact: "" },
];

/** The demo nights and the first one's rota; only while no iftar night is recorded. */
export async function seedDemoIftars() {
  const [any] = await db().select({ date: iftarNights.date }).from(iftarNights).limit(1);
  if (any) return;
  const [first] = DEMO_IFTARS;
  await db().transaction(async (tx) => {
    await tx.insert(iftarNights).values(DEMO_IFTARS);
    if (first)
      await tx
        .insert(iftarVolunteers)
        .values(DEMO_ROTA.map((volunteer) => ({ date: first.date, ...volunteer })));
  });
}

/** The demo nights still as the seed wrote them, with nobody signed up (else they are the centre's). */
export const demoIftarNights: DemoContent = {
  label: "Community iftar nights",
  find: async (database) => {
    const dates = DEMO_IFTARS.map((night) => night.date);
    const [nights, signups] = await Promise.all([
      database.select().from(iftarNights).where(inArray(iftarNights.date, dates)),
      database
        .select({ date: iftarSignups.date })
        .from(iftarSignups)
        .where(inArray(iftarSignups.date, dates)),
    ]);
    return DEMO_IFTARS.filter(
      (demo) =>
        !signups.some((signup) => signup.date === demo.date) &&
        nights.some(
          (night) =>
            night.date === demo.date &&
            night.note === demo.note &&
            night.capacity === demo.capacity,
        ),
    ).map((demo) => ({
      id: dateId(demo.date),
      title: `Community iftar (${formatCalendarDate(demo.date, "weekdayMedium")}): ${demo.note}`,
    }));
  },
  remove: async (database, ids) => {
    // The rota goes with its night (ON DELETE CASCADE).
    await database.delete(iftarNights).where(inArray(iftarNights.date, ids.map(dateOfId)));
  },
};

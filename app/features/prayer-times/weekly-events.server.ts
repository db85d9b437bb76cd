import { asc, eq, inArray, sql } from "drizzle-orm";
import { sharedRead } from "#app/lib/db/cache.server";
import { db } from "#app/lib/db/client.server";
import { weeklyEvents } from "#app/lib/db/schema";
import type { DemoContent } from "#app/lib/features/descriptor";
import { NO_CHECK, type SaveCheck, type StaleSave, staleSave, versionOf } from "#app/lib/versions";
import {
  WEEKLY_EVENT_FIELD_LABELS,
  type WeeklyEvent,
  type WeeklyEventInput,
} from "./weekly-events";

export function listWeeklyEvents(): Promise<WeeklyEvent[]> {
  return sharedRead("prayer-times:weekly-events", () =>
    db().select().from(weeklyEvents).orderBy(asc(weeklyEvents.position), asc(weeklyEvents.id)),
  );
}

/** A stored event as its form's fields show it. */
function weeklyEventFormValues(event: WeeklyEventInput): WeeklyEventInput {
  const { title, dayOfWeek, startTime, endTime, location, description, active } = event;
  return { title, dayOfWeek, startTime, endTime, location, description, active };
}

/** Every event in the display order, with the values its form shows and its version. */
export async function weeklyEventsForAdmin() {
  return (await listWeeklyEvents()).map((event) => ({
    ...event,
    values: weeklyEventFormValues(event),
    version: versionOf(event.updatedAt),
  }));
}

export async function createWeeklyEvent(input: WeeklyEventInput) {
  const [row] = await db()
    .insert(weeklyEvents)
    .values({
      ...input,
      position: sql`coalesce((select max(${weeklyEvents.position}) + 1 from ${weeklyEvents}), 0)`,
    })
    .returning({ id: weeklyEvents.id });
  return row?.id as number;
}

/** Saves an event's form (false: no such event). */
export async function updateWeeklyEvent(
  id: number,
  input: WeeklyEventInput,
  /** The version the form was opened on and the form as sent: a save over a newer one is refused. */
  check: SaveCheck = NO_CHECK,
): Promise<boolean | StaleSave> {
  return db().transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(weeklyEvents)
      .where(eq(weeklyEvents.id, id))
      .for("update");
    if (!before) return false;
    const stale = staleSave(
      before.updatedAt,
      check,
      () => weeklyEventFormValues(before),
      WEEKLY_EVENT_FIELD_LABELS,
    );
    if (stale) return stale;
    await tx
      .update(weeklyEvents)
      .set({ ...input, updatedAt: sql`now()` })
      .where(eq(weeklyEvents.id, id));
    return true;
  });
}

export async function deleteWeeklyEvent(id: number) {
  const rows = await db()
    .delete(weeklyEvents)
    .where(eq(weeklyEvents.id, id))
    .returning({ title: weeklyEvents.title });
  return rows[0]?.title ?? null;
}

/** Swaps an event with its neighbour above or below; the list's order is the display order. */
export async function moveWeeklyEvent(id: number, direction: "up" | "down") {
  const events = await listWeeklyEvents();
  const index = events.findIndex((event) => event.id === id);
  const neighbour = events[direction === "up" ? index - 1 : index + 1];
  if (index === -1 || !neighbour) return false;
  const ordered = [...events];
  ordered[index] = neighbour;
  ordered[direction === "up" ? index - 1 : index + 1] = events[index] as WeeklyEvent;
  await db().transaction(async (tx) => {
    for (const [position, event] of ordered.entries())
      await tx.update(weeklyEvents).set({ position }).where(eq(weeklyEvents.id, event.id));
  });
  return true;
}

/** A few regular gatherings so a new site's screens are not empty. */
const DEMO_EVENTS: readonly WeeklyEventInput[] = [
  {
    title: "Tafsir circle",
    dayOfWeek: 1,
    startTime: "19:30",
    endTime: "20:30",
    location: "Main hall",
    description: "Weekly reading and explanation of the Qur'an, open to all.",
    active: true,
  },
  {
    title: "Sisters' halaqah",
    dayOfWeek: 3,
    startTime: "11:00",
    endTime: "12:30",
    location: "Sisters' room",
    description: "Study circle and tea for sisters.",
    active: true,
  },
  {
    title: "Youth club",
    dayOfWeek: 5,
    startTime: "18:30",
    endTime: "20:30",
    location: "Community hall",
    description: "Sports, games and talks for ages 11-16.",
    active: true,
  },
  {
    title: "Weekend Islamic school",
    dayOfWeek: 6,
    startTime: "10:00",
    endTime: "13:00",
    location: "Classrooms",
    description: "WIC Academy weekend classes.",
    active: true,
  },
  {
    title: "Community breakfast",
    dayOfWeek: 0,
    startTime: "09:00",
    endTime: "10:30",
    location: "Community hall",
    description: "Tea, breakfast and a warm welcome for neighbours.",
    active: true,
  },
];

/** Adds the demo events; only on an empty table. */
export async function seedWeeklyEvents() {
  const [existing] = await db().select({ id: weeklyEvents.id }).from(weeklyEvents).limit(1);
  if (existing) return;
  for (const event of DEMO_EVENTS) await createWeeklyEvent(event);
}

/** The demo events still exactly as the seed wrote them (an edited one is the centre's own). */
export const demoWeeklyEvents: DemoContent = {
  label: "Weekly events",
  find: async (database) => {
    const demo = new Set(DEMO_EVENTS.map((event) => JSON.stringify(weeklyEventFormValues(event))));
    const rows = await database
      .select()
      .from(weeklyEvents)
      .orderBy(asc(weeklyEvents.position), asc(weeklyEvents.id));
    return rows
      .filter((row) => demo.has(JSON.stringify(weeklyEventFormValues(row))))
      .map((row) => ({ id: row.id, title: row.title }));
  },
  remove: async (database, ids) => {
    await database.delete(weeklyEvents).where(inArray(weeklyEvents.id, [...ids]));
  },
};

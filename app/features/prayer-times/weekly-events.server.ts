import { asc, eq, sql } from "drizzle-orm";
import { sharedRead } from "#app/lib/db/cache.server";
import { db } from "#app/lib/db/client.server";
import { weeklyEvents } from "#app/lib/db/schema";
import type { WeeklyEvent, WeeklyEventInput } from "./weekly-events";

export function listWeeklyEvents(): Promise<WeeklyEvent[]> {
  return sharedRead("prayer-times:weekly-events", () =>
    db().select().from(weeklyEvents).orderBy(asc(weeklyEvents.position), asc(weeklyEvents.id)),
  );
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

export async function updateWeeklyEvent(id: number, input: WeeklyEventInput) {
  const rows = await db()
    .update(weeklyEvents)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(weeklyEvents.id, id))
    .returning({ id: weeklyEvents.id });
  return rows.length > 0;
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

/** A few regular gatherings so a new site's screens are not empty; only on an empty table. */
export async function seedWeeklyEvents() {
  const [existing] = await db().select({ id: weeklyEvents.id }).from(weeklyEvents).limit(1);
  if (existing) return;
  const demo: WeeklyEventInput[] = [
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
  for (const event of demo) await createWeeklyEvent(event);
}

import { WEEKDAYS, weekday } from "#app/lib/time/calendar";
import { addDays, instantAt, localDate } from "#app/lib/time/london";

export { WEEKDAYS };

export type WeeklyEventInput = {
  title: string;
  dayOfWeek: number;
  startTime: string;
  endTime: string;
  location: string;
  description: string;
  active: boolean;
};

/** A stored event; `updatedAt` is its version (`versionOf`), bumped by every save of its form. */
export type WeeklyEvent = WeeklyEventInput & { id: number; position: number; updatedAt: Date };

/** The event form's labels, beside each field and in a refused save's list of what differs. */
export const WEEKLY_EVENT_FIELD_LABELS = {
  title: "Title",
  dayOfWeek: "Day",
  location: "Location",
  startTime: "Starts",
  endTime: "Ends",
  description: "Description",
  active: "Active",
} as const satisfies Record<keyof WeeklyEventInput, string>;

export type EventOccurrence = {
  id: number;
  title: string;
  location: string;
  description: string;
  date: string;
  startTime: string;
  endTime: string;
  startsAt: number;
  endsAt: number;
};

/** The active events from now (those still running today included) over the next `days` days. */
export function upcomingOccurrences(
  events: readonly (WeeklyEventInput & { id: number })[],
  now: number,
  days = 7,
): EventOccurrence[] {
  const today = localDate(now);
  const occurrences: EventOccurrence[] = [];
  for (let offset = 0; offset < days; offset++) {
    const date = addDays(today, offset);
    for (const event of events) {
      if (!event.active || event.dayOfWeek !== weekday(date)) continue;
      const endsAt = instantAt(date, event.endTime);
      if (endsAt <= now) continue;
      occurrences.push({
        id: event.id,
        title: event.title,
        location: event.location,
        description: event.description,
        date,
        startTime: event.startTime,
        endTime: event.endTime,
        startsAt: instantAt(date, event.startTime),
        endsAt,
      });
    }
  }
  return occurrences.sort((a, b) => a.startsAt - b.startsAt);
}

/** "Today", "Tomorrow" or the weekday name, relative to `today`. */
export function dayLabel(date: string, today: string): string {
  if (date === today) return "Today";
  if (date === addDays(today, 1)) return "Tomorrow";
  return WEEKDAYS[weekday(date)] as string;
}

import { formatCalendarDate } from "#app/lib/time/calendar";
import { localDate } from "#app/lib/time/london";

/** "2025-12" from ?month=, or the current month when it is missing or not a month we can show. */
export function monthParam(value: string | null, now: number): string {
  const match = value ? /^(\d{4})-(0[1-9]|1[0-2])$/.exec(value) : null;
  if (match && Number(match[1]) >= 2000 && Number(match[1]) <= 2100) return value as string;
  return localDate(now).slice(0, 7);
}

export function daysInMonth(month: string): number {
  const [year, monthNumber] = month.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
}

export function shiftMonth(month: string, by: number): string {
  const [year, monthNumber] = month.split("-").map(Number) as [number, number];
  const moved = new Date(Date.UTC(year, monthNumber - 1 + by, 1));
  return moved.toISOString().slice(0, 7);
}

export function monthTitle(month: string): string {
  return formatCalendarDate(month, "month");
}

import type { TodayItem } from "#app/lib/features/today";
import { localDate } from "#app/lib/time/london";
import { iqamahChanges } from "./iqamah-changes";
import { prayerDays } from "./prayer-times.server";

/** Tomorrow's jama'at times that move, so the notice board and the screens can be checked. */
export async function prayerTimesToday({ now }: { now: number }): Promise<TodayItem[]> {
  const [today, tomorrow] = await prayerDays(localDate(now), 2);
  if (!today || !tomorrow) return [];
  return iqamahChanges(today, tomorrow).map((change) => ({
    text: `Iqamah changes tomorrow: ${change.label} ${change.to} (today ${change.from})`,
    href: "/admin/prayer-times/iqamah",
    kind: "soon",
  }));
}

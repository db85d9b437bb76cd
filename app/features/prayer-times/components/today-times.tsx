import { useEffect, useState } from "react";
import { cn } from "#app/lib/cn";
import { localDate } from "#app/lib/time/london";
import { countdown, isUpcomingRow, prayerEvents, upcomingPrayer } from "../cycle";
import { PRAYER_LABELS, type PrayerDay, prayerRows } from "../prayers";
import { PrayerTimesTable } from "./prayer-times-table";

/** Ticks every second once the page is live; the server's instant until then (no mismatch). */
function useNow(serverNow: number) {
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * Today's six times with iqamah, the next prayer highlighted and counted down. `days` holds
 * today and tomorrow (for the countdown to tomorrow's Fajr after Isha).
 */
export function TodayTimes({
  days,
  serverNow,
  compact = false,
}: {
  days: readonly PrayerDay[];
  serverNow: number;
  compact?: boolean;
}) {
  const now = useNow(serverNow);
  const todayDate = localDate(now);
  const today = days.find((day) => day.date === todayDate) ?? days[0];
  const upcoming = upcomingPrayer(prayerEvents(days), now);
  if (!today) return null;
  const nextName = upcoming ? PRAYER_LABELS[upcoming.event.prayer] : null;
  const nextIsToday = upcoming?.event.date === today.date;

  return (
    <div className="space-y-4">
      {upcoming && nextName ? (
        <p
          className={cn(
            "rounded-xl bg-brand-strong px-4 py-3 text-white",
            compact ? "text-base" : "text-lg",
          )}
        >
          <span className="font-semibold">
            {upcoming.stage === "adhan" ? "Next prayer" : "Iqamah next"}: {nextName}
            {nextIsToday ? "" : " (tomorrow)"}
          </span>{" "}
          <span className="whitespace-nowrap">
            {upcoming.stage === "adhan" ? "adhan in" : "iqamah in"}{" "}
            <time data-testid="next-countdown" className="font-bold tabular-nums text-accent-soft">
              {countdown(upcoming.target, now)}
            </time>
          </span>
        </p>
      ) : null}
      <PrayerTimesTable
        rows={prayerRows(today).map((row) => ({
          ...row,
          next: isUpcomingRow(upcoming, today.date, row.name),
        }))}
        look={compact ? "compact" : "page"}
        caption="Prayer times for today"
      />
    </div>
  );
}

import { useEffect, useState } from "react";
import { cn } from "~/lib/cn";
import { localDate } from "~/lib/time/london";
import { countdown, prayerEvents, upcomingPrayer } from "../cycle";
import { IQAMAH_PRAYERS, isFriday, PRAYER_LABELS, type PrayerDay, TIMES } from "../prayers";

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
  const friday = isFriday(today.date);
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
      <table className="w-full text-left">
        <caption className="sr-only">Prayer times for today</caption>
        <thead>
          <tr className="border-b border-stone-300 text-sm uppercase tracking-wide text-stone-600">
            <th scope="col" className="py-2 pr-2 font-semibold">
              Prayer
            </th>
            <th scope="col" className="px-2 py-2 text-right font-semibold">
              Adhan
            </th>
            <th scope="col" className="py-2 pl-2 text-right font-semibold">
              Iqamah
            </th>
          </tr>
        </thead>
        <tbody>
          {TIMES.map((name) => {
            const jummah = friday && name === "dhuhr";
            const isNext =
              nextIsToday &&
              (upcoming?.event.prayer === name ||
                (upcoming?.event.prayer === "jummah" && name === "dhuhr"));
            const iqamahPrayer = IQAMAH_PRAYERS.find((prayer) => prayer === name);
            return (
              <tr
                key={name}
                aria-current={isNext ? "time" : undefined}
                className={cn(
                  "border-b border-stone-200",
                  isNext && "bg-accent-soft font-semibold text-ink",
                )}
              >
                <th scope="row" className={cn("pr-2 font-semibold", compact ? "py-1.5" : "py-2.5")}>
                  {jummah ? PRAYER_LABELS.jummah : PRAYER_LABELS[name]}
                  {isNext ? <span className="sr-only"> (next)</span> : null}
                </th>
                <td className="px-2 text-right tabular-nums">{today.times[name]}</td>
                <td className="pl-2 text-right font-semibold tabular-nums">
                  {jummah ? today.jummah.iqamah : iqamahPrayer ? today.iqamah[iqamahPrayer] : ""}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

import { Link } from "react-router";
import { Container } from "#app/components/ui/container";
import { TitledSection } from "#app/components/ui/titled-section";
import { formatCalendarDate } from "#app/lib/time/calendar";
import { localDate } from "#app/lib/time/london";
import type { JumuahSettings } from "../jumuah";
import { isFriday, type PrayerDay } from "../prayers";
import { dayLabel, type EventOccurrence } from "../weekly-events";
import { JumuahSessions } from "./jumuah-sessions";
import { TodayTimes } from "./today-times";

const linkClasses = "font-semibold text-brand-strong underline underline-offset-4";

/** Today's times with the next prayer, and the week's regular events, side by side. */
export function HomePrayerSection({
  now,
  days,
  events,
  jumuah,
}: {
  now: number;
  days: PrayerDay[];
  events: EventOccurrence[];
  jumuah: JumuahSettings;
}) {
  const today = localDate(now);
  const todayTimes = days.find((day) => day.date === today);
  return (
    <Container className="grid gap-6 pt-14 lg:grid-cols-2">
      <section
        aria-labelledby="home-prayer-heading"
        className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200"
      >
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="home-prayer-heading" className="text-2xl font-semibold text-brand-strong">
            Prayer times today
          </h2>
          <p className="text-sm text-stone-700">
            {formatCalendarDate(today, "weekdayLong")} · {days[0]?.hijriDate}
          </p>
        </div>
        <div className="mt-4">
          <TodayTimes days={days} serverNow={now} compact />
        </div>
        {todayTimes && isFriday(today) ? (
          <JumuahSessions
            friday={todayTimes}
            jumuah={jumuah}
            className="mt-4 space-y-1 text-stone-800"
          />
        ) : null}
        <p className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
          <Link to="/prayer-times" className={linkClasses}>
            Jumu'ah and more
          </Link>
          <Link to="/timetable" className={linkClasses}>
            Monthly timetable
          </Link>
        </p>
      </section>
      <TitledSection
        headingId="home-events-heading"
        title="This week at the centre"
        headingSize="text-2xl"
        className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200"
      >
        {events.length === 0 ? (
          <p className="mt-4 text-stone-700">No regular events this week.</p>
        ) : (
          <ul className="mt-4 divide-y divide-stone-200">
            {events.map((event) => (
              <li key={`${event.id}-${event.date}`} className="py-3">
                <p className="text-sm font-semibold uppercase tracking-wide text-stone-600">
                  {dayLabel(event.date, today)} · {event.startTime}–{event.endTime}
                </p>
                <p className="text-lg font-semibold text-ink">{event.title}</p>
                {event.location || event.description ? (
                  <p className="text-stone-700">
                    {[event.location, event.description].filter(Boolean).join(" · ")}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </TitledSection>
    </Container>
  );
}

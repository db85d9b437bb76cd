import { formatCalendarDate } from "#app/lib/time/calendar";
import { localClock, localDate } from "#app/lib/time/london";
import {
  countdown,
  isUpcomingRow,
  prayerEvents,
  type ScreenSettings,
  screenPhase,
  upcomingPrayer,
} from "../cycle";
import {
  isFriday,
  PRAYER_ARABIC_LABELS,
  PRAYER_LABELS,
  type PrayerDay,
  prayerRows,
  TIMES,
  type TimeName,
} from "../prayers";
import { dayLabel, type EventOccurrence } from "../weekly-events";

/** What a wall screen receives from the server (in the page, then from /display/data.json). */
export type ScreenData = {
  generatedAt: number;
  days: PrayerDay[];
  screen: ScreenSettings;
  events: EventOccurrence[];
  announcements: string[];
};

type ScreenRow = {
  name: TimeName;
  label: string;
  arabicLabel: string;
  adhan: string;
  iqamah: string;
  next: boolean;
};

/** Everything the screen shows at one instant, as text: rendered by the server, applied by the page. */
export function screenState(data: ScreenData, now: number) {
  const todayDate = localDate(now);
  const today = data.days.find((day) => day.date === todayDate) ?? data.days.at(-1);
  const events = prayerEvents(data.days);
  const upcoming = upcomingPrayer(events, now);
  const phase = screenPhase(events, now, data.screen);
  const friday = today ? isFriday(today.date) : false;

  // Without a day (never expected: the server plans any date) the rows show dashes.
  const rows: ScreenRow[] = (
    today
      ? prayerRows(today)
      : TIMES.map((name) => ({
          name,
          label: PRAYER_LABELS[name],
          arabicLabel: PRAYER_ARABIC_LABELS[name],
          adhan: "–",
          iqamah: name === "sunrise" ? null : "–",
        }))
  ).map((row) => ({
    ...row,
    iqamah: row.iqamah ?? "",
    next: isUpcomingRow(upcoming, todayDate, row.name),
  }));

  const nextName = upcoming ? PRAYER_LABELS[upcoming.event.prayer] : "";
  const tomorrow = upcoming && upcoming.event.date !== todayDate ? " (tomorrow)" : "";
  const phaseEvent = "event" in phase ? phase.event : null;
  const phaseKind =
    phase.kind === "prayer" && phaseEvent?.prayer === "jummah" ? "jummah-prayer" : phase.kind;

  return {
    phase: phaseKind,
    clock: localClock(now),
    date: formatCalendarDate(todayDate, "weekdayLong"),
    hijri: today?.hijriDate ?? "",
    rows,
    jummah: friday && today ? today.jummah : null,
    next: upcoming
      ? {
          label:
            upcoming.stage === "adhan" ? `${nextName}${tomorrow}` : `${nextName} iqamah${tomorrow}`,
          caption: upcoming.stage === "adhan" ? "Adhan in" : "Iqamah in",
          countdown: countdown(upcoming.target, now),
        }
      : null,
    overlay: phaseEvent
      ? {
          title: PRAYER_LABELS[phaseEvent.prayer],
          countdown: countdown(phaseEvent.iqamah, now),
        }
      : null,
    notices: [
      ...data.events
        .filter((event) => event.endsAt > now)
        .slice(0, 6)
        .map((event) => ({
          key: `event-${event.id}-${event.date}`,
          heading: `${dayLabel(event.date, todayDate)} ${event.startTime}–${event.endTime}`,
          text: [event.title, event.location].filter(Boolean).join(" · "),
        })),
      ...data.announcements.map((text, index) => ({
        key: `announcement-${index}`,
        heading: "Announcement",
        text,
      })),
    ],
  };
}

export type ScreenState = ReturnType<typeof screenState>;

/** Seconds each notice (event or announcement) stays on screen before the next. */
export const NOTICE_SECONDS = 8;

/** Shared by the server markup and the script that rebuilds the notices. */
export const NOTICE_HEADING_CLASSES = "text-[2.8vmin] uppercase tracking-wider text-accent-soft";
export const NOTICE_TEXT_CLASSES = "text-[4vmin] font-semibold leading-snug portrait:text-[5vw]";

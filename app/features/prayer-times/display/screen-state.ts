import type { ScreenNotice } from "#app/features/notices/index.server";
import { formatCalendarDate } from "#app/lib/time/calendar";
import { instantAt, localClock, localDate } from "#app/lib/time/london";
import {
  countdown,
  isUpcomingRow,
  prayerEvents,
  type ScreenSettings,
  screenPhase,
  upcomingPrayer,
} from "../cycle";
import { iqamahChanges } from "../iqamah-changes";
import {
  isFriday,
  PRAYER_ARABIC_LABELS,
  PRAYER_LABELS,
  type PrayerDay,
  prayerRows,
  TIMES,
  type TimeName,
} from "../prayers";
import type { EventOccurrence } from "../weekly-events";
import type { ScreenLayout } from "./layouts";
import { ramadanBand, type ScreenEid, type ScreenRamadanDay } from "./season-state";

/** What a wall screen receives from the server (in the page, then from /display/data.json). */
export type ScreenData = {
  generatedAt: number;
  days: PrayerDay[];
  screen: ScreenSettings;
  events: EventOccurrence[];
  announcements: string[];
  /** The Jumu'ah line's words (`screenJumuah`); absent from data a screen saved before it had them. */
  jumuah?: { first: string; further: string };
  /** The screen's layout (absent from data saved before there were layouts: standard). */
  layout?: ScreenLayout;
  /** The days of Ramadan among `days`, with the eve (none outside Ramadan). */
  ramadan?: ScreenRamadanDay[];
  /** The Eid being shown, if any. */
  eid?: ScreenEid | null;
  /** The notices for the screens (flash lines and slides), each shown between its instants. */
  notices?: ScreenNotice[];
  /**
   * The rotation's items (events, announcements, the Eid, the notices), written by the server
   * (`rotationMarkup`), each with the instants it shows between: the script only shows them in turn.
   */
  rotation?: string;
};

type ScreenRow = {
  name: TimeName;
  label: string;
  arabicLabel: string;
  adhan: string;
  iqamah: string;
  next: boolean;
  /** Tomorrow's jama'at moves (shown after Isha). */
  changed: boolean;
};

const MINUTE = 60_000;

/**
 * The day whose times the table shows: today's until its Isha (with its prayer and adhkar) is
 * over, then tomorrow's, so the night's worshippers read when Fajr is. And the Hijri date, which
 * turns at Maghrib, when the Islamic day begins.
 */
function shownDays(data: ScreenData, todayDate: string, now: number) {
  const index = data.days.findIndex((day) => day.date === todayDate);
  const today = index === -1 ? data.days.at(-1) : data.days[index];
  const tomorrow = index === -1 ? undefined : data.days[index + 1];
  if (!today || !tomorrow)
    return { shown: today, changes: undefined, hijri: today?.hijriDate ?? "" };
  const ishaOver =
    instantAt(today.date, today.iqamah.isha) +
    (data.screen.prayerMinutes.isha + data.screen.adhkarMinutes) * MINUTE;
  const afterMaghrib = now >= instantAt(today.date, today.times.maghrib);
  return {
    shown: now >= ishaOver ? tomorrow : today,
    /** Once tomorrow shows: its jama'at times that move (an empty list: none move). */
    changes: now >= ishaOver ? iqamahChanges(today, tomorrow) : undefined,
    hijri: afterMaghrib ? tomorrow.hijriDate : today.hijriDate,
  };
}

/** Everything the screen shows at one instant, as text: rendered by the server, applied by the page. */
export function screenState(data: ScreenData, now: number) {
  const todayDate = localDate(now);
  const { shown: today, changes, hijri } = shownDays(data, todayDate, now);
  const shownDate = today?.date ?? todayDate;
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
    next: isUpcomingRow(upcoming, shownDate, row.name),
    changed: !!changes?.some((change) => change.prayer === row.name),
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
    hijri,
    timesHeading: changes ? "Tomorrow" : "Prayer",
    changes: changes?.length
      ? `Tomorrow: ${changes.map((change) => `${change.label} ${change.to}`).join(", ")}`
      : "",
    rows,
    jummah: friday && today ? today.jummah : null,
    jummahSessions: data.jumuah ?? { first: PRAYER_LABELS.jummah, further: "" },
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
    ramadan: ramadanBand(data.days, data.ramadan, todayDate, now),
  };
}

export type ScreenState = ReturnType<typeof screenState>;

/** Seconds each notice (event or announcement) stays on screen before the next. */
export const NOTICE_SECONDS = 8;

/** Shared by the server markup and the script that rebuilds the notices. */
export const NOTICE_HEADING_CLASSES = "text-[2.8vmin] uppercase tracking-wider text-accent-soft";

/**
 * A notice's text, in a size for its length: the notices' box has a fixed height, and the longest
 * an administrator can write (an event's title and place, 163 characters; an announcement, 200)
 * fits it whole at the screens' sizes, 16:9 and 9:16. Clamped to the lines the box holds, so no
 * text ever leaves the screen (decision 0373).
 */
export const noticeTextClasses = (text: string) =>
  `font-semibold leading-snug wrap-anywhere ${
    text.length <= 60
      ? "text-[4vmin] line-clamp-2 portrait:text-[5vw] portrait:line-clamp-3"
      : text.length <= 120
        ? "text-[3.4vmin] line-clamp-3 portrait:text-[4vw] portrait:line-clamp-4"
        : "text-[3.2vmin] line-clamp-3 portrait:text-[3.2vw] portrait:line-clamp-5"
  }`;

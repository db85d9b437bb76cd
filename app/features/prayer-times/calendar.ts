import type { SiteConfig } from "#app/lib/config/site";
import { instantAt } from "#app/lib/time/london";
import { type JumuahSettings, jumuahSessions, sessionName } from "./jumuah";
import { IQAMAH_PRAYERS, isFriday, PRAYER_LABELS, type PrayerDay, TIMES } from "./prayers";

/** What a calendar feed can hold, as its `prayers` query names them. */
const CALENDAR_PRAYERS = ["fajr", "sunrise", "dhuhr", "asr", "maghrib", "isha", "jumuah"] as const;
export type CalendarPrayer = (typeof CALENDAR_PRAYERS)[number];

/** Jama'at: the iqamah times (Jumu'ah sessions on Fridays). Beginnings: the adhan times. */
type CalendarTimes = "jamaat" | "beginnings";

export type CalendarChoice = { prayers: CalendarPrayer[]; times: CalendarTimes };

/** Sunrise is no prayer: a feed holds it only when asked for by name. */
const EVERY_PRAYER = CALENDAR_PRAYERS.filter((prayer) => prayer !== "sunrise");

export const DEFAULT_CALENDAR_CHOICE: CalendarChoice = { prayers: EVERY_PRAYER, times: "jamaat" };

const labelOf = (prayer: CalendarPrayer) => PRAYER_LABELS[prayer === "jumuah" ? "jummah" : prayer];

/**
 * The choice in a query: `prayers` comma-separated or repeated (as a form sends it), unknown
 * names ignored, Sunrise only with beginning times, and none left meaning every prayer.
 */
export function calendarChoice(query: URLSearchParams): CalendarChoice {
  const times = query.get("times") === "beginnings" ? "beginnings" : "jamaat";
  const asked = new Set(query.getAll("prayers").flatMap((value) => value.toLowerCase().split(",")));
  const prayers = CALENDAR_PRAYERS.filter(
    (prayer) => asked.has(prayer) && (prayer !== "sunrise" || times === "beginnings"),
  );
  return { prayers: prayers.length > 0 ? prayers : EVERY_PRAYER, times };
}

const choosesEveryPrayer = (choice: CalendarChoice) =>
  choice.prayers.length === EVERY_PRAYER.length &&
  EVERY_PRAYER.every((prayer) => choice.prayers.includes(prayer));

/** The feed's query for a choice: "" for the default, so the plain address stays the default. */
export function calendarQuery(choice: CalendarChoice): string {
  const parts = [
    ...(choosesEveryPrayer(choice) ? [] : [`prayers=${choice.prayers.join(",")}`]),
    ...(choice.times === "beginnings" ? ["times=beginnings"] : []),
  ];
  return parts.length > 0 ? `?${parts.join("&")}` : "";
}

/** "WIC iqamah times", "WIC Fajr and Isha jama'at", "WIC Fajr and Sunrise beginning times". */
export function calendarName(choice: CalendarChoice, shortName: string): string {
  const every = choosesEveryPrayer(choice);
  if (choice.times === "jamaat" && every) return `${shortName} iqamah times`;
  const prayers = every
    ? "prayer"
    : new Intl.ListFormat("en-GB").format(choice.prayers.map(labelOf));
  return `${shortName} ${prayers} ${choice.times === "jamaat" ? "jama'at" : "beginning times"}`;
}

/** The form's boxes: every prayer the feed can hold, ticked as the choice has it. */
export const calendarOptions = (choice: CalendarChoice) =>
  CALENDAR_PRAYERS.map((prayer) => ({
    value: prayer,
    label: prayer === "sunrise" ? "Sunrise (beginning times only)" : labelOf(prayer),
    checked: choice.prayers.includes(prayer),
  }));

export const calendarFileName = (choice: CalendarChoice) =>
  choice.times === "jamaat" ? "iqamah-times.ics" : "prayer-beginning-times.ics";

export type CalendarEntry = { uid: string; start: number; summary: string };

/**
 * A day's entries for a choice; UIDs are fixed by date, prayer and mode, so a subscribed calendar
 * updates an entry when a time changes. Jama'at: Friday's Dhuhr jama'at is the Jumu'ah, so
 * `dhuhr` has no Friday entry and `jumuah` has one per session. Beginnings: Dhuhr begins every
 * day (it is what those who do not attend the Jumu'ah pray), and `jumuah` has each session's
 * khutbah, when the Jumu'ah's adhan is called.
 */
function dayEntries(day: PrayerDay, jumuah: JumuahSettings, choice: CalendarChoice) {
  const chosen = new Set<string>(choice.prayers);
  const friday = isFriday(day.date);
  const sessions = friday && chosen.has("jumuah") ? jumuahSessions(day.jummah, jumuah) : [];
  const sessionEntries = (time: "khutbah" | "iqamah") =>
    sessions.map((session, index) => {
      const sessionId = index === 0 ? "jummah" : `jummah-${index + 1}`;
      return {
        uid: `${day.date}-${sessionId}${time === "khutbah" ? "-khutbah" : ""}`,
        start: instantAt(day.date, session[time]),
        summary:
          index === 0
            ? `${PRAYER_LABELS.jummah} ${time}`
            : `${sessionName(index + 1)} ${time} (${session.language})`,
      };
    });
  const entries: CalendarEntry[] =
    choice.times === "jamaat"
      ? [
          ...IQAMAH_PRAYERS.filter(
            (prayer) => chosen.has(prayer) && !(prayer === "dhuhr" && friday),
          ).map((prayer) => ({
            uid: `${day.date}-${prayer}`,
            start: instantAt(day.date, day.iqamah[prayer]),
            summary: `${PRAYER_LABELS[prayer]} iqamah`,
          })),
          ...sessionEntries("iqamah"),
        ]
      : [
          ...TIMES.filter((prayer) => chosen.has(prayer)).map((prayer) => ({
            uid: `${day.date}-${prayer}-begins`,
            start: instantAt(day.date, day.times[prayer]),
            summary:
              prayer === "sunrise" ? PRAYER_LABELS.sunrise : `${PRAYER_LABELS[prayer]} begins`,
          })),
          ...sessionEntries("khutbah"),
        ];
  return entries.sort((a, b) => a.start - b.start);
}

/** The chosen entries of the given days, in order. */
export const calendarEntries = (
  days: readonly PrayerDay[],
  jumuah: JumuahSettings,
  choice: CalendarChoice,
): CalendarEntry[] => days.flatMap((day) => dayEntries(day, jumuah, choice));

const icsStamp = (instant: number) =>
  new Date(instant)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

const icsText = (value: string) => value.replace(/([\\;,])/g, "\\$1").replace(/\n/g, "\\n");

/** An iCalendar feed of the chosen times, 15 minutes each, that subscribed calendars read daily. */
export function prayerCalendar(
  days: readonly PrayerDay[],
  jumuah: JumuahSettings,
  choice: CalendarChoice,
  feed: { host: string; now: number; site: SiteConfig },
): string {
  const { host, now, site } = feed;
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${icsText(site.name)}//Prayer times//EN`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${icsText(calendarName(choice, site.shortName))}`,
    "X-WR-TIMEZONE:Europe/London",
    "REFRESH-INTERVAL;VALUE=DURATION:P1D",
    "X-PUBLISHED-TTL:P1D",
  ];
  for (const entry of calendarEntries(days, jumuah, choice)) {
    lines.push(
      "BEGIN:VEVENT",
      `UID:${entry.uid}@${host}`,
      `DTSTAMP:${icsStamp(now)}`,
      `DTSTART:${icsStamp(entry.start)}`,
      `DTEND:${icsStamp(entry.start + 15 * 60_000)}`,
      `SUMMARY:${icsText(entry.summary)}`,
      `LOCATION:${icsText(`${site.name}, ${site.address.street}, ${site.address.town} ${site.address.postcode}`)}`,
      "END:VEVENT",
    );
  }
  lines.push("END:VCALENDAR");
  return `${lines.join("\r\n")}\r\n`;
}

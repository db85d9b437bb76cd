import type { SiteConfig } from "#app/lib/config/site";
import { instantAt } from "#app/lib/time/london";
import { prayerEvents } from "./cycle";
import { type JumuahSettings, sessionName } from "./jumuah";
import { IQAMAH_PRAYERS, PRAYER_LABELS, type PrayerDay, TIMES } from "./prayers";

const csvHeader = [
  "Date",
  "Hijri",
  ...TIMES.map((name) => (name === "dhuhr" ? "Zuhr" : PRAYER_LABELS[name])),
  ...IQAMAH_PRAYERS.map((name) => `${name === "dhuhr" ? "Zuhr" : PRAYER_LABELS[name]} Iqamah`),
  "Jumuah Khutbah",
  "Jumuah Iqamah",
];

const csvCell = (value: string) =>
  /[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;

/** The month as a CSV in the same columns the admin's timetable import reads. */
export function timetableCsv(days: readonly PrayerDay[]): string {
  const rows = days.map((day) =>
    [
      day.date,
      day.hijriDate,
      ...TIMES.map((name) => day.times[name]),
      ...IQAMAH_PRAYERS.map((name) => day.iqamah[name]),
      day.jummah.khutbah,
      day.jummah.iqamah,
    ].map(csvCell),
  );
  return `${[csvHeader, ...rows].map((row) => row.join(",")).join("\r\n")}\r\n`;
}

const icsStamp = (instant: number) =>
  new Date(instant)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

const icsText = (value: string) => value.replace(/([\\;,])/g, "\\$1").replace(/\n/g, "\\n");

/** The iqamah times as calendar entries; on Fridays every Jumu'ah session after the day's own. */
function iqamahEntries(days: readonly PrayerDay[], jumuah: JumuahSettings) {
  return prayerEvents(days).flatMap((event) => [
    {
      uid: `${event.date}-${event.prayer}`,
      start: event.iqamah,
      summary: `${PRAYER_LABELS[event.prayer]} iqamah`,
    },
    ...(event.prayer === "jummah" ? jumuah.furtherSessions : []).map((session, index) => ({
      uid: `${event.date}-jummah-${index + 2}`,
      start: instantAt(event.date, session.iqamah),
      summary: `${sessionName(index + 2)} iqamah (${session.language})`,
    })),
  ]);
}

/** An iCalendar feed of the iqamah times (every Jumu'ah session on Fridays), 15 minutes each. */
export function iqamahCalendar(
  days: readonly PrayerDay[],
  jumuah: JumuahSettings,
  host: string,
  now: number,
  site: SiteConfig,
): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${icsText(site.name)}//Prayer times//EN`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${icsText(`${site.shortName} iqamah times`)}`,
    "X-WR-TIMEZONE:Europe/London",
  ];
  for (const entry of iqamahEntries(days, jumuah)) {
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

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

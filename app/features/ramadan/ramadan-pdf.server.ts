import { tablePdf } from "#app/features/prayer-times/index.server";
import type { SiteConfig } from "#app/lib/config/site";
import { formatCalendarDate, formatDateRange } from "#app/lib/time/calendar";
import { nightName, type RamadanDay, type RamadanTimes } from "./ramadan";

/** What the printed Ramadan timetable shows: a Ramadan as /ramadan has it. */
interface RamadanPdfContent {
  site: SiteConfig;
  year: number;
  startsOn: string;
  eidOn: string;
  startAnnounced: boolean;
  eidAnnounced: boolean;
  times: RamadanTimes;
  firstNight: { date: string; tarawih: string; note: string | null } | null;
  rows: readonly RamadanDay[];
  /** Where the adhan times come from (the calculation method or the centre's timetable). */
  timesSource: string;
}

const longDate = (date: string) => formatCalendarDate(date, "weekdayLong");

/** The month's days, and whether they are the centre's announcement or the calendar's. */
function whenLine({
  year,
  startsOn,
  eidOn,
  startAnnounced,
  eidAnnounced,
  rows,
}: RamadanPdfContent) {
  const last = rows.at(-1)?.date ?? startsOn;
  const month = `Ramadan ${year}: ${formatDateRange(startsOn, last)}${startAnnounced ? "" : " (expected; the sighting decides)"}.`;
  const eid = `Eid al-Fitr: ${longDate(eidOn)}${eidAnnounced ? "" : " (expected; the sighting decides)"}.`;
  return `${month} ${eid}`;
}

function rulesLine(times: RamadanTimes) {
  const tarawih =
    times.tarawihMode === "fixed"
      ? `tarawih at ${times.tarawihTime}`
      : `tarawih ${times.tarawihMinutes} minutes after the Isha jama'at`;
  return `Suhoor ends ${times.imsakMinutes} minutes before the Fajr adhan; ${tarawih}, unless a night says otherwise.`;
}

/** A day's note: its evening's night and the centre's note for it, or on the last day, Eid. */
function noteOf(row: RamadanDay, eidAnnounced: boolean) {
  if (!row.night) return eidAnnounced ? "Eid al-Fitr tomorrow" : "Eid al-Fitr expected tomorrow";
  return row.night.note ? `${nightName(row.night.number)}: ${row.night.note}` : "";
}

/** The Ramadan timetable on one A4 page, as /ramadan prints (decision 0385). */
export function ramadanPdf(content: RamadanPdfContent): Promise<Buffer> {
  const { site, year, firstNight, rows, eidAnnounced } = content;
  const time = (label: string, width: number) => ({ label, width, align: "right" as const });
  return tablePdf({
    site,
    title: `Ramadan ${year} timetable`,
    kicker: "Ramadan timetable",
    name: `Ramadan ${year}`,
    about: [`${content.timesSource} · UK local time`, whenLine(content), rulesLine(content.times)],
    columns: [
      { label: "Day", width: 27 },
      { label: "Date", width: 58 },
      { label: "Hijri", width: 62 },
      time("Suhoor ends", 62),
      time("Fajr", 34),
      time("Iftar", 34),
      time("Isha jama'at", 58),
      time("Tarawih", 42),
      { label: "Notes", wrap: true },
    ],
    rows: rows.map((row) => ({
      cells: [
        [{ text: String(row.day), style: "bold" }],
        formatCalendarDate(row.date, "weekdayShort"),
        [{ text: row.hijriDate.replace(/ \d+ AH$/, ""), style: "muted" }],
        row.suhoorEnds,
        row.fajr,
        row.iftar,
        row.ishaJamaat,
        row.tarawih ?? "–",
        noteOf(row, eidAnnounced),
      ],
    })),
    notes: [
      ...(firstNight
        ? [
            `First tarawih: ${longDate(firstNight.date)}, ${firstNight.tarawih}, the evening before the first fast.${firstNight.note ? ` ${firstNight.note}` : ""}`,
          ]
        : []),
      "Tarawih is prayed on the evening of each date: the evening of day 26 is the 27th night.",
    ],
  });
}

import { Arabic } from "#app/components/ui/arabic";
import { PRAYER_NAMES_FACE } from "../prayer-name-font";
import { PRAYER_ARABIC_LABELS, PRAYER_LABELS, type PrayerDay, prayerRows, TIMES } from "../prayers";

/**
 * The six column headings of a table of days (Fajr … Isha); with `arabic`, each prayer's Arabic
 * name under its English one (public pages: it brings the Arabic face with it).
 */
export function TimeHeadings({ arabic = false }: { arabic?: boolean }) {
  return TIMES.map((name) => (
    <th key={name} scope="col" className="px-2 py-2 text-right">
      {PRAYER_LABELS[name]}
      {arabic ? (
        <Arabic face={PRAYER_NAMES_FACE} className="block text-base font-normal leading-tight">
          {PRAYER_ARABIC_LABELS[name]}
        </Arabic>
      ) : null}
    </th>
  ));
}

/** A day's six times as table cells: "adhan / iqamah", the iqamah muted. */
export function DayTimeCells({ day, jummah = true }: { day: PrayerDay; jummah?: boolean }) {
  return prayerRows(day, { jummah }).map((row) => (
    <td key={row.name} className="whitespace-nowrap px-2 py-1.5 text-right">
      {row.adhan}
      {row.iqamah ? <span className="text-stone-600"> / {row.iqamah}</span> : null}
    </td>
  ));
}

import {
  FIRST_HIJRI_YEAR,
  LAST_HIJRI_YEAR,
  type OpenDataAbout,
  type RamadanAnswer,
} from "#app/features/prayer-times/index.server";
import type { RamadanDay } from "./ramadan";

/** The open Ramadan data, /api/v1/ramadan (decision 0385). */

export const RAMADAN_API_ERRORS = {
  year: "year must be a Hijri year written YYYY, for example 1448.",
  years: `Ramadan timetables are available for the Hijri years ${FIRST_HIJRI_YEAR} to ${LAST_HIJRI_YEAR}.`,
} as const;

/** The Hijri year a query asks for (null: the Ramadan under way, or else the next one). */
export function requestedRamadanYear(
  query: URLSearchParams,
): { year: number | null } | { error: string } {
  const year = query.get("year");
  if (year === null) return { year: null };
  if (!/^\d{4}$/.test(year)) return { error: RAMADAN_API_ERRORS.year };
  const number = Number(year);
  if (number < FIRST_HIJRI_YEAR || number > LAST_HIJRI_YEAR)
    return { error: RAMADAN_API_ERRORS.years };
  return { year: number };
}

/** A Ramadan as /ramadan shows it, and as the API gives it. */
interface RamadanTimetable {
  year: number;
  startsOn: string;
  startAnnounced: boolean;
  eidOn: string;
  eidAnnounced: boolean;
  firstNight: RamadanAnswer["firstNight"];
  rows: readonly RamadanDay[];
}

export function ramadanAnswer(ramadan: RamadanTimetable, about: OpenDataAbout): RamadanAnswer {
  return {
    centre: about.centre,
    timezone: about.timezone,
    calculationMethod: about.calculationMethod,
    hijriYear: ramadan.year,
    startsOn: ramadan.startsOn,
    startAnnounced: ramadan.startAnnounced,
    eidOn: ramadan.eidOn,
    eidAnnounced: ramadan.eidAnnounced,
    firstNight: ramadan.firstNight,
    days: ramadan.rows.map((row) => ({
      day: row.day,
      date: row.date,
      hijriDate: row.hijriDate,
      suhoorEnds: row.suhoorEnds,
      fajr: row.fajr,
      iftar: row.iftar,
      ishaJamaat: row.ishaJamaat,
      tarawih: row.tarawih,
      night: row.night,
    })),
  };
}

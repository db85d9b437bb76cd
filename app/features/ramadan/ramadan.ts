import { z } from "zod";
import { addDays, fromMinutes, toMinutes } from "#app/lib/time/london";

/** The Ramadan times the centre sets by rule (one JSON setting, key "ramadan"). */
export const TARAWIH_MODES = ["after-isha", "fixed"] as const;

export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

export const ramadanTimesSchema = z.object({
  /** Suhoor ends this many minutes before the Fajr adhan (imsak). */
  imsakMinutes: z.coerce.number().int().min(0).max(60).default(10),
  tarawihMode: z.enum(TARAWIH_MODES).default("after-isha"),
  /** Tarawih this many minutes after the Isha jama'at ("after-isha"). */
  tarawihMinutes: z.coerce.number().int().min(0).max(120).default(15),
  /** Tarawih at this time every night ("fixed"). */
  tarawihTime: z.string().regex(TIME_PATTERN).default("20:30"),
});

export type RamadanTimes = z.infer<typeof ramadanTimesSchema>;

export const DEFAULT_RAMADAN_TIMES: RamadanTimes = ramadanTimesSchema.parse({});

/** What the Ramadan rules need of a day's prayer times. */
export interface DayTimes {
  date: string;
  hijriDate: string;
  times: { fajr: string; maghrib: string };
  iqamah: { isha: string };
}

/** A night that differs from the rule: its own tarawih time, a note, or both. */
export interface RamadanNight {
  date: string;
  tarawih: string | null;
  note: string | null;
}

/** When suhoor ends: the Fajr adhan less the imsak minutes. */
export const suhoorEnds = (fajr: string, times: Pick<RamadanTimes, "imsakMinutes">): string =>
  fromMinutes(toMinutes(fajr) - times.imsakMinutes);

/** Tarawih by the rule: a while after the Isha jama'at, or a fixed time. */
export const tarawihByRule = (ishaJamaat: string, times: RamadanTimes): string =>
  times.tarawihMode === "fixed"
    ? times.tarawihTime
    : fromMinutes(toMinutes(ishaJamaat) + times.tarawihMinutes);

/**
 * The evening (a date) of a night of Ramadan: the Islamic day starts at Maghrib, so the evening
 * before the first fast is the 1st night, and the evening of day N is night N + 1.
 */
export const eveningOfNight = (ramadanStartsOn: string, night: number): string =>
  addDays(ramadanStartsOn, night - 2);

/** "27th night". */
export function nightName(night: number): string {
  const lastTwo = night % 100;
  const suffix =
    lastTwo >= 11 && lastTwo <= 13 ? "th" : ({ 1: "st", 2: "nd", 3: "rd" }[night % 10] ?? "th");
  return `${night}${suffix} night`;
}

/** An evening's tarawih: the night's own time, else the rule's. */
function tarawihOn(day: DayTimes, times: RamadanTimes, night?: RamadanNight): string {
  return night?.tarawih ?? tarawihByRule(day.iqamah.isha, times);
}

/** A day of the Ramadan timetable. */
export interface RamadanDay {
  /** 1 to 29 or 30. */
  day: number;
  date: string;
  hijriDate: string;
  suhoorEnds: string;
  fajr: string;
  iftar: string;
  ishaJamaat: string;
  /** The tarawih of the day's evening; none on the last evening, the night of Eid. */
  tarawih: string | null;
  /** The night the evening begins (day + 1), and its note. */
  night: { number: number; note: string | null } | null;
}

/**
 * Ramadan's days from the prayer times of the evening before the first fast (`days[0]`) to its
 * last day: the first tarawih, and a row for each day.
 */
export function ramadanTimetable(
  days: readonly DayTimes[],
  times: RamadanTimes,
  nights: readonly RamadanNight[],
) {
  const [eve, ...fasts] = days;
  const byDate = new Map(nights.map((night) => [night.date, night]));
  const firstNight = eve
    ? {
        date: eve.date,
        tarawih: tarawihOn(eve, times, byDate.get(eve.date)),
        note: byDate.get(eve.date)?.note ?? null,
      }
    : null;
  const rows: RamadanDay[] = fasts.map((day, index) => {
    const last = index === fasts.length - 1;
    const night = byDate.get(day.date);
    return {
      day: index + 1,
      date: day.date,
      hijriDate: day.hijriDate,
      suhoorEnds: suhoorEnds(day.times.fajr, times),
      fajr: day.times.fajr,
      iftar: day.times.maghrib,
      ishaJamaat: day.iqamah.isha,
      tarawih: last ? null : tarawihOn(day, times, night),
      night: last ? null : { number: index + 2, note: night?.note ?? null },
    };
  });
  return { firstNight, rows };
}

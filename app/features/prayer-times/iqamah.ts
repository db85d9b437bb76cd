import { formatCalendarDate } from "#app/lib/time/calendar";
import { fromMinutes, toMinutes } from "#app/lib/time/london";
import {
  DEFAULT_IQAMAH,
  DEFAULT_JUMMAH,
  IQAMAH_PRAYERS,
  type IqamahPrayer,
  isFriday,
  JUMMAH_TIMES,
  type JummahTime,
  PRAYER_LABELS,
  type PrayerDay,
  type TimeName,
} from "./prayers";

/** An administrator's iqamah setting for one prayer over a date range (open ends allowed). */
export type IqamahRule = {
  prayer: IqamahPrayer;
  validFrom: string | null;
  validTo: string | null;
} & ({ mode: "fixed"; time: string } | { mode: "offset"; minutes: number });

export type JummahRule = Record<JummahTime, string> & {
  validFrom: string | null;
  validTo: string | null;
};

type Ranged = { validFrom: string | null; validTo: string | null };

const covers = (rule: Ranged, date: string) =>
  (rule.validFrom === null || rule.validFrom <= date) &&
  (rule.validTo === null || date <= rule.validTo);

/** Rules are listed oldest first; the newest one covering the date wins. */
function ruleFor<T extends Ranged>(rules: readonly T[], date: string): T | undefined {
  return rules.findLast((rule) => covers(rule, date));
}

function iqamahFromRule(rule: IqamahRule, adhan: string): string {
  return rule.mode === "fixed" ? rule.time : fromMinutes(toMinutes(adhan) + rule.minutes);
}

const notBefore = (time: string, adhan: string) =>
  toMinutes(time) < toMinutes(adhan) ? adhan : time;

/**
 * One day's record. Iqamah: the timetable's own column, else the admin's rule, else the value the
 * day already had, else the default (decision 0062); and never before its adhan (a winter default
 * such as Isha 19:00 moves to the adhan in summer rather than showing a prayer before its time).
 */
export function planDay(input: {
  date: string;
  times: Record<TimeName, string>;
  source: PrayerDay["source"];
  hijriDate: string;
  timetableIqamah?: Partial<Record<IqamahPrayer, string>>;
  existing?: Pick<PrayerDay, "iqamah" | "jummah">;
  iqamahRules: readonly IqamahRule[];
  jummahRules: readonly JummahRule[];
}): PrayerDay {
  const iqamah = {} as Record<IqamahPrayer, string>;
  for (const prayer of IQAMAH_PRAYERS) {
    const adhan = input.times[prayer];
    const rule = ruleFor(
      input.iqamahRules.filter((candidate) => candidate.prayer === prayer),
      input.date,
    );
    const chosen =
      input.timetableIqamah?.[prayer] ??
      (rule ? iqamahFromRule(rule, adhan) : undefined) ??
      input.existing?.iqamah[prayer] ??
      DEFAULT_IQAMAH[prayer];
    iqamah[prayer] = notBefore(chosen, adhan);
  }
  const jummahRule = ruleFor(input.jummahRules, input.date);
  const jummah = jummahRule
    ? { doors: jummahRule.doors, khutbah: jummahRule.khutbah, iqamah: jummahRule.iqamah }
    : (input.existing?.jummah ?? DEFAULT_JUMMAH);
  return {
    date: input.date,
    hijriDate: input.hijriDate,
    source: input.source,
    times: input.times,
    iqamah,
    jummah: { ...jummah, iqamah: notBefore(jummah.iqamah, input.times.dhuhr) },
  };
}

type KnownDay = Pick<PrayerDay, "date" | "times">;

/** Why a rule cannot be saved (an iqamah before its adhan on a known day), or null. */
export function iqamahRuleProblem(rule: IqamahRule, days: readonly KnownDay[]): string | null {
  if (rule.validFrom && rule.validTo && rule.validTo < rule.validFrom)
    return "The end date must be on or after the start date.";
  if (rule.mode === "offset") return null;
  for (const day of days) {
    if (!covers(rule, day.date)) continue;
    const adhan = day.times[rule.prayer];
    if (toMinutes(rule.time) < toMinutes(adhan))
      return `${PRAYER_LABELS[rule.prayer]} iqamah ${rule.time} would be before the adhan (${adhan}) on ${formatCalendarDate(day.date, "weekdayLong")}. Choose a later time, minutes after the adhan, or a shorter date range.`;
  }
  return null;
}

export function jummahRuleProblem(rule: JummahRule, days: readonly KnownDay[]): string | null {
  if (rule.validFrom && rule.validTo && rule.validTo < rule.validFrom)
    return "The end date must be on or after the start date.";
  const [doors, khutbah, iqamah] = JUMMAH_TIMES.map((name) => toMinutes(rule[name]));
  if ((khutbah as number) < (doors as number))
    return "The khutbah cannot start before the doors open.";
  if ((iqamah as number) <= (khutbah as number)) return "Jumu'ah iqamah must be after the khutbah.";
  for (const day of days) {
    if (!covers(rule, day.date) || !isFriday(day.date)) continue;
    if ((iqamah as number) < toMinutes(day.times.dhuhr))
      return `Jumu'ah iqamah ${rule.iqamah} would be before the Dhuhr adhan (${day.times.dhuhr}) on ${formatCalendarDate(day.date, "weekdayLong")}.`;
  }
  return null;
}

/** The day's times as the site shows them: adhan times, iqamah times and Jumu'ah, all "HH:MM". */
export const IQAMAH_PRAYERS = ["fajr", "dhuhr", "asr", "maghrib", "isha"] as const;
export type IqamahPrayer = (typeof IQAMAH_PRAYERS)[number];

export const TIMES = ["fajr", "sunrise", "dhuhr", "asr", "maghrib", "isha"] as const;
export type TimeName = (typeof TIMES)[number];

export const JUMMAH_TIMES = ["doors", "khutbah", "iqamah"] as const;
export type JummahTime = (typeof JUMMAH_TIMES)[number];

export type PrayerDay = {
  date: string;
  hijriDate: string;
  source: "timetable" | "calculated";
  times: Record<TimeName, string>;
  iqamah: Record<IqamahPrayer, string>;
  jummah: Record<JummahTime, string>;
};

export const PRAYER_LABELS: Record<TimeName | "jummah", string> = {
  fajr: "Fajr",
  sunrise: "Sunrise",
  dhuhr: "Dhuhr",
  asr: "Asr",
  maghrib: "Maghrib",
  isha: "Isha",
  jummah: "Jumu'ah",
};

/** The same names in Arabic, shown beside the English ones on the wall screens. */
export const PRAYER_ARABIC_LABELS: Record<TimeName | "jummah", string> = {
  fajr: "الفجر",
  sunrise: "الشروق",
  dhuhr: "الظهر",
  asr: "العصر",
  maghrib: "المغرب",
  isha: "العشاء",
  jummah: "الجمعة",
};

/** Every letter the Arabic names use, once each: what the prayer-names font holds. */
export const PRAYER_NAME_LETTERS = [...new Set(Object.values(PRAYER_ARABIC_LABELS).join(""))]
  .sort()
  .join("");

export const JUMMAH_LABELS: Record<JummahTime, string> = {
  doors: "Doors open",
  khutbah: "Khutbah",
  iqamah: "Iqamah",
};

/** The iqamah and Jumu'ah times a new day starts with (decision 0062). */
export const DEFAULT_IQAMAH: Record<IqamahPrayer, string> = {
  fajr: "06:00",
  dhuhr: "13:15",
  asr: "16:00",
  maghrib: "17:00",
  isha: "19:00",
};

export const DEFAULT_JUMMAH: Record<JummahTime, string> = {
  doors: "12:30",
  khutbah: "13:00",
  iqamah: "13:30",
};

export const isFriday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay() === 5;

/** One time of a day as the site shows it. */
export type PrayerRow = {
  name: TimeName;
  label: string;
  arabicLabel: string;
  adhan: string;
  /** The iqamah; none for sunrise. */
  iqamah: string | null;
};

/**
 * A day's six times in order, with their iqamah. On Fridays the Dhuhr row is Jumu'ah, with the
 * Jumu'ah iqamah, unless `jummah` is false (the admin's table of stored times).
 */
export function prayerRows(day: PrayerDay, { jummah = true } = {}): PrayerRow[] {
  const friday = jummah && isFriday(day.date);
  return TIMES.map((name) => {
    const label = friday && name === "dhuhr" ? "jummah" : name;
    return {
      name,
      label: PRAYER_LABELS[label],
      arabicLabel: PRAYER_ARABIC_LABELS[label],
      adhan: day.times[name],
      iqamah: label === "jummah" ? day.jummah.iqamah : name === "sunrise" ? null : day.iqamah[name],
    };
  });
}

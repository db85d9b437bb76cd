import { z } from "zod";
import { DEFAULT_FIRST_LANGUAGE, MAX_FURTHER_SESSIONS } from "./jumuah";

/** The calculation choices and wall-screen behaviour an administrator can change (one JSON setting). */
export const CALCULATION_METHODS = [
  "MoonsightingCommittee",
  "MuslimWorldLeague",
  "Egyptian",
  "Karachi",
  "UmmAlQura",
  "NorthAmerica",
  "Turkey",
] as const;

export const METHOD_LABELS: Record<(typeof CALCULATION_METHODS)[number], string> = {
  MoonsightingCommittee: "Moonsighting Committee",
  MuslimWorldLeague: "Muslim World League",
  Egyptian: "Egyptian General Authority",
  Karachi: "University of Islamic Sciences, Karachi",
  UmmAlQura: "Umm al-Qura, Makkah",
  NorthAmerica: "ISNA (North America)",
  Turkey: "Diyanet (Turkey)",
};

export const HIGH_LATITUDE_RULES = [
  "recommended",
  "MiddleOfTheNight",
  "SeventhOfTheNight",
  "TwilightAngle",
] as const;

export const HIGH_LATITUDE_LABELS: Record<(typeof HIGH_LATITUDE_RULES)[number], string> = {
  recommended: "Recommended for the latitude (seventh of the night)",
  MiddleOfTheNight: "Middle of the night",
  SeventhOfTheNight: "Seventh of the night",
  TwilightAngle: "Twilight angle",
};

const minutes = (max: number) => z.coerce.number().int().min(0).max(max);

export const prayerSettingsSchema = z.object({
  method: z.enum(CALCULATION_METHODS).default("MoonsightingCommittee"),
  madhab: z.enum(["hanafi", "shafi"]).default("hanafi"),
  highLatitudeRule: z.enum(HIGH_LATITUDE_RULES).default("recommended"),
  hijriAdjustment: z.coerce.number().int().min(-2).max(2).default(0),
  prayerMinutes: z
    .object({
      fajr: minutes(60).default(10),
      dhuhr: minutes(60).default(10),
      asr: minutes(60).default(10),
      maghrib: minutes(60).default(10),
      isha: minutes(60).default(12),
      jummah: minutes(90).default(30),
    })
    .default({ fajr: 10, dhuhr: 10, asr: 10, maghrib: 10, isha: 12, jummah: 30 }),
  adhkarMinutes: minutes(30).default(5),
  standby: z
    .object({
      enabled: z.boolean().default(false),
      minutesAfterIsha: minutes(240).default(60),
      minutesBeforeFajr: minutes(240).default(30),
    })
    .default({ enabled: false, minutesAfterIsha: 60, minutesBeforeFajr: 30 }),
  announcements: z.array(z.string().trim().min(1).max(200)).max(10).default([]),
  jumuah: z
    .object({
      firstLanguage: z.string().max(40).default(DEFAULT_FIRST_LANGUAGE),
      furtherSessions: z
        .array(
          z.object({
            khutbah: z.string().max(5),
            iqamah: z.string().max(5),
            language: z.string().max(40),
          }),
        )
        .max(MAX_FURTHER_SESSIONS)
        .default([]),
    })
    .default({ firstLanguage: DEFAULT_FIRST_LANGUAGE, furtherSessions: [] }),
});

export type PrayerSettings = z.infer<typeof prayerSettingsSchema>;

export const DEFAULT_PRAYER_SETTINGS: PrayerSettings = prayerSettingsSchema.parse({});

/** The calculation as the pages state it: "Moonsighting Committee, Hanafi Asr". */
export function calculationLabel(settings: Pick<PrayerSettings, "method" | "madhab">): string {
  const asr = settings.madhab === "hanafi" ? "Hanafi" : "standard (Shafi'i)";
  return `${METHOD_LABELS[settings.method]}, ${asr} Asr`;
}

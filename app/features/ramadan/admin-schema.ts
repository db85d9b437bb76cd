import { z } from "zod";
import { DHU_AL_HIJJAH, RAMADAN, SHAWWAL } from "./hijri-months";
import { TARAWIH_MODES, TIME_PATTERN } from "./ramadan";

/** The three forms of /admin/ramadan, by their intent (and the `formId` of their answers). */
export const RAMADAN_FORMS = { months: "months", times: "times", nights: "nights" } as const;

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label}: at most ${max} characters`)
    .optional()
    .transform((value) => value || null);

const optionalTime = (label: string) =>
  z
    .string()
    .trim()
    .regex(TIME_PATTERN, `${label}: enter a time as HH:MM, e.g. 20:15`)
    .optional()
    .transform((value) => value ?? null);

export const monthStartsSchema = z.object({
  months: z
    .array(
      z.object({
        hijriYear: z.number().int().min(1400).max(1600),
        month: z.union([z.literal(RAMADAN), z.literal(SHAWWAL), z.literal(DHU_AL_HIJJAH)]),
        startsOn: z
          .string()
          .trim()
          .regex(/^\d{4}-\d{2}-\d{2}$/, "Enter a date, e.g. 2027-02-08")
          .optional()
          .transform((value) => value ?? null),
      }),
    )
    .min(1)
    .max(3),
});

export const TIMES_LABELS = {
  imsakMinutes: "Suhoor ends (minutes before the Fajr adhan)",
  tarawihMode: "Tarawih",
  tarawihMinutes: "Minutes after the Isha jama'at",
  tarawihTime: "Fixed tarawih time",
} as const;

export const TARAWIH_MODE_LABELS: Record<(typeof TARAWIH_MODES)[number], string> = {
  "after-isha": "A set time after the Isha jama'at",
  fixed: "The same time every night",
};

export const ramadanTimesFormSchema = z
  .object({
    imsakMinutes: z
      .number({ error: "Minutes before Fajr is required" })
      .int("Use whole minutes")
      .min(0, "Suhoor cannot end after the Fajr adhan")
      .max(60, "At most 60 minutes before the Fajr adhan"),
    tarawihMode: z.enum(TARAWIH_MODES, { error: "Choose how tarawih is timed" }),
    tarawihMinutes: z
      .number()
      .int("Use whole minutes")
      .min(0, "Tarawih cannot be before the Isha jama'at")
      .max(120, "At most 120 minutes after the Isha jama'at")
      .optional(),
    tarawihTime: optionalTime(TIMES_LABELS.tarawihTime),
  })
  .superRefine((times, context) => {
    if (times.tarawihMode === "after-isha" && times.tarawihMinutes === undefined)
      context.addIssue({
        code: "custom",
        path: ["tarawihMinutes"],
        message: "Minutes after the Isha jama'at is required",
      });
    if (times.tarawihMode === "fixed" && times.tarawihTime === null)
      context.addIssue({
        code: "custom",
        path: ["tarawihTime"],
        message: "Fixed tarawih time is required",
      });
  });

export const NOTE_MAX = 120;

export const nightsSchema = z.object({
  nights: z
    .array(
      z.object({
        date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
        tarawih: optionalTime("Tarawih"),
        note: optionalText(NOTE_MAX, "Note"),
      }),
    )
    .max(31),
});

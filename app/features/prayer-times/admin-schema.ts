import { z } from "zod";
import { CALCULATION_METHODS, HIGH_LATITUDE_RULES } from "./settings";

const clock = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, `${label}: enter a time as HH:MM, e.g. 13:30`);

const optionalDate = z
  .string()
  .trim()
  .transform((value) => (value === "" ? null : value))
  .pipe(
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, "Enter a date, e.g. 2025-12-01")
      .nullable(),
  );

const range = { validFrom: optionalDate.default(null), validTo: optionalDate.default(null) };

export const iqamahRuleSchema = z.discriminatedUnion("mode", [
  z.object({
    prayer: z.enum(["fajr", "dhuhr", "asr", "maghrib", "isha"], { error: "Choose a prayer" }),
    mode: z.literal("fixed"),
    time: clock("Iqamah time"),
    ...range,
  }),
  z.object({
    prayer: z.enum(["fajr", "dhuhr", "asr", "maghrib", "isha"], { error: "Choose a prayer" }),
    mode: z.literal("offset"),
    minutes: z.coerce
      .number({ error: "Minutes after the adhan is required" })
      .int("Use whole minutes")
      .min(0, "An iqamah cannot be before its adhan")
      .max(120, "At most 120 minutes after the adhan"),
    ...range,
  }),
]);

export const jummahRuleSchema = z.object({
  doors: clock("Doors open"),
  khutbah: clock("Khutbah"),
  iqamah: clock("Iqamah"),
  ...range,
});

const minutes = (label: string, max: number) =>
  z.coerce
    .number({ error: `${label} is required` })
    .int("Use whole minutes")
    .min(0, `${label} cannot be negative`)
    .max(max, `${label}: at most ${max} minutes`);

export const calculationSchema = z.object({
  method: z.enum(CALCULATION_METHODS, { error: "Choose a calculation method" }),
  madhab: z.enum(["hanafi", "shafi"], { error: "Choose an Asr time" }),
  highLatitudeRule: z.enum(HIGH_LATITUDE_RULES, { error: "Choose a high-latitude rule" }),
  hijriAdjustment: z.coerce
    .number()
    .int()
    .min(-2, "Between −2 and +2 days")
    .max(2, "Between −2 and +2 days"),
});

export const screenSchema = z.object({
  fajr: minutes("Fajr prayer length", 60),
  dhuhr: minutes("Dhuhr prayer length", 60),
  asr: minutes("Asr prayer length", 60),
  maghrib: minutes("Maghrib prayer length", 60),
  isha: minutes("Isha prayer length", 60),
  jummah: minutes("Jumu'ah prayer length", 90),
  adhkarMinutes: minutes("Adhkar", 30),
  standbyEnabled: z.preprocess((value) => value === "on", z.boolean()),
  minutesAfterIsha: minutes("Minutes after Isha", 240),
  minutesBeforeFajr: minutes("Minutes before Fajr", 240),
  announcements: z
    .string()
    .default("")
    .transform((text) =>
      text
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean),
    )
    .pipe(
      z
        .array(z.string().max(200, "Keep each announcement under 200 characters"))
        .max(10, "At most 10 announcements"),
    ),
});

/** zod issues as one message per field (the first), for the admin forms. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    errors[key] ??= issue.message;
  }
  return errors;
}

const eventClock = z
  .string()
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Enter a time as HH:MM, e.g. 19:30");

export const weeklyEventSchema = z
  .object({
    title: z
      .string({ error: "Title is required" })
      .trim()
      .min(1, "Title is required")
      .max(80, "Keep the title under 80 characters"),
    dayOfWeek: z.coerce
      .number({ error: "Choose a day" })
      .int()
      .min(0, "Choose a day")
      .max(6, "Choose a day"),
    startTime: z.string({ error: "Start time is required" }).pipe(eventClock),
    endTime: z.string({ error: "End time is required" }).pipe(eventClock),
    location: z.string().trim().max(80, "Keep the location under 80 characters").default(""),
    description: z
      .string()
      .trim()
      .max(280, "Keep the description under 280 characters")
      .default(""),
    active: z.preprocess((value) => value === "on" || value === true, z.boolean()),
  })
  .refine((event) => event.endTime > event.startTime, {
    path: ["endTime"],
    message: "The end time must be after the start time",
  });

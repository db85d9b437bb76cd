import { z } from "zod";
import { MAX_NAMED_SCREENS, SCREEN_LAYOUTS, screenSlug } from "./display/layouts";
import { MAX_FURTHER_SESSIONS, sessionName } from "./jumuah";
import { PRAYER_LABELS } from "./prayers";
import { CALCULATION_METHODS, HIGH_LATITUDE_RULES } from "./settings";

const CLOCK_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

const clock = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .regex(CLOCK_PATTERN, `${label}: enter a time as HH:MM, e.g. 13:30`);

const optionalDate = z
  .string()
  .trim()
  .max(10, "Enter a date, e.g. 2025-12-01")
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
    minutes: z
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

/** The Jumu'ah sessions form's name: its intent, and the `formId` of its answers. */
export const JUMUAH_SESSIONS_FORM_ID = "jumuah-sessions";

/** The Jumu'ah sessions form's fields, by the labels it shows (and a refused save names). */
export const JUMUAH_SESSION_LABELS = {
  firstLanguage: `${sessionName(1)}: language`,
  furtherSessions: "Further sessions",
} as const;

/** The labels of a further session's row; `number` counts the sessions from 1 (the first is 2). */
export const furtherSessionLabels = (number: number) => ({
  khutbah: `${sessionName(number)}: khutbah`,
  iqamah: `${sessionName(number)}: jama'at`,
  language: `${sessionName(number)}: language`,
});

const sessionLanguage = z
  .string({ error: "Language is required" })
  .trim()
  .min(1, "Language is required")
  .max(40, "Language: at most 40 characters, e.g. English");

/**
 * A further session's row of the form: all three cells, or none (an empty row is no session, so
 * the form can always show every row). Checked before it is dropped, so that each message stays
 * next to its own row.
 */
const furtherSessionRow = z
  .object({
    khutbah: clock("Khutbah").optional(),
    iqamah: clock("Jama'at").optional(),
    // Bounded loosely here: the row's own check words the 40-character limit.
    language: z.string().max(1000).optional(),
  })
  .optional()
  .superRefine((row, context) => {
    if (!row?.khutbah && !row?.iqamah && !row?.language?.trim()) return;
    if (!row.khutbah)
      context.addIssue({ code: "custom", path: ["khutbah"], message: "Khutbah is required" });
    if (!row.iqamah)
      context.addIssue({ code: "custom", path: ["iqamah"], message: "Jama'at is required" });
    const language = sessionLanguage.safeParse(row.language ?? "");
    if (!language.success)
      context.addIssue({
        code: "custom",
        path: ["language"],
        message: language.error.issues[0]?.message ?? "Language is required",
      });
    const { khutbah = "", iqamah = "" } = row;
    // Compared only as times: a cell that is not one already has its own message.
    if (CLOCK_PATTERN.test(khutbah) && CLOCK_PATTERN.test(iqamah) && iqamah <= khutbah)
      context.addIssue({
        code: "custom",
        path: ["iqamah"],
        message: "The jama'at must be after the khutbah",
      });
  })
  .transform((row) =>
    row?.khutbah && row.iqamah && row.language
      ? { khutbah: row.khutbah, iqamah: row.iqamah, language: row.language.trim() }
      : null,
  );

export const jumuahSessionsSchema = z.object({
  firstLanguage: sessionLanguage,
  furtherSessions: z
    .array(furtherSessionRow)
    .max(MAX_FURTHER_SESSIONS, `At most ${MAX_FURTHER_SESSIONS} further sessions`)
    .default([]),
});

const MAX_CSV_BYTES = 1_000_000;

/**
 * The timetable CSV: a chosen file to preview, or the previewed text (`csv`) to import. Whether
 * the file is text at all is checked on the server, after reading it.
 */
export const timetableUploadSchema = z
  .object({
    intent: z.enum(["preview-timetable", "import-timetable"]),
    timetable: z.file().max(MAX_CSV_BYTES, "The file is larger than 1 MB.").optional(),
    csv: z.string().max(MAX_CSV_BYTES, "The timetable is larger than 1 MB.").optional(),
  })
  .refine((upload) => upload.csv?.trim() || upload.timetable, {
    path: ["timetable"],
    message: "Choose a CSV file to upload.",
  });

const minutes = (label: string, max: number) =>
  z
    .number({ error: `${label} is required` })
    .int("Use whole minutes")
    .min(0, `${label} cannot be negative`)
    .max(max, `${label}: at most ${max} minutes`);

export const calculationSchema = z.object({
  method: z.enum(CALCULATION_METHODS, { error: "Choose a calculation method" }),
  madhab: z.enum(["hanafi", "shafi"], { error: "Choose an Asr time" }),
  highLatitudeRule: z.enum(HIGH_LATITUDE_RULES, { error: "Choose a high-latitude rule" }),
  hijriAdjustment: z
    .number()
    .int()
    .min(-2, "Between −2 and +2 days")
    .max(2, "Between −2 and +2 days"),
});

/** The calculation form's fields, by the labels it shows (and a refused save names). */
export const CALCULATION_LABELS = {
  method: "Method (Fajr and Isha angles)",
  madhab: "Asr",
  highLatitudeRule: "High-latitude rule (summer nights)",
  hijriAdjustment: "Hijri date adjustment (moon sighting)",
} as const;

/** The prayers whose length on the wall screens the screen form sets. */
export const SCREEN_PRAYERS = ["fajr", "dhuhr", "asr", "maghrib", "isha", "jummah"] as const;

const prayerLength = (prayer: (typeof SCREEN_PRAYERS)[number]) => `${PRAYER_LABELS[prayer]} (min)`;

/** The screen form's fields, by the labels it shows (and a refused save names). */
export const SCREEN_LABELS = {
  fajr: prayerLength("fajr"),
  dhuhr: prayerLength("dhuhr"),
  asr: prayerLength("asr"),
  maghrib: prayerLength("maghrib"),
  isha: prayerLength("isha"),
  jummah: prayerLength("jummah"),
  adhkarMinutes: "Adhkar after prayer (min)",
  standbyEnabled: "Dim the screen at night",
  minutesAfterIsha: "Dim from Isha iqamah + (min)",
  minutesBeforeFajr: "Until Fajr − (min)",
  announcements: "Announcements (one per line, up to 10)",
} as const;

export const screenSchema = z.object({
  fajr: minutes("Fajr prayer length", 60),
  dhuhr: minutes("Dhuhr prayer length", 60),
  asr: minutes("Asr prayer length", 60),
  maghrib: minutes("Maghrib prayer length", 60),
  isha: minutes("Isha prayer length", 60),
  jummah: minutes("Jumu'ah prayer length", 90),
  adhkarMinutes: minutes("Adhkar", 30),
  standbyEnabled: z.boolean().default(false),
  minutesAfterIsha: minutes("Minutes after Isha", 240),
  minutesBeforeFajr: minutes("Minutes before Fajr", 240),
  announcements: z
    .string()
    .max(3000, "Keep the announcements under 3,000 characters in all")
    .default("")
    .transform((text) =>
      text
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean),
    )
    // Checked on the whole list, so the message shows under the one text box.
    .pipe(
      z
        .array(z.string())
        .refine(
          (lines) => lines.every((line) => line.length <= 200),
          "Keep each announcement under 200 characters",
        )
        .max(10, "At most 10 announcements"),
    ),
});

/** The screen layouts form's name: its intent, and the `formId` of its answers. */
export const SCREEN_LAYOUTS_FORM_ID = "screen-layouts";

/** The screen layouts form's fields, by the labels it shows (and a refused save names). */
export const SCREEN_LAYOUTS_LABELS = {
  defaultLayout: "Layout of /display, /tv and any screen not named below",
  screens: "Named screens",
} as const;

/** The labels of a named screen's row; `number` counts the rows from 1. */
export const namedScreenLabels = (number: number) => ({
  name: `Screen ${number}: name`,
  layout: `Screen ${number}: layout`,
});

const SCREEN_NAME_LENGTH = 40;

/**
 * A named screen's row: a name (and its layout), or none: an empty row is no screen, so the
 * form can always show every row.
 */
const namedScreenRow = z
  .object({
    // Bounded loosely here: the row's own check words the 40-character limit.
    name: z.string().max(1000).optional(),
    layout: z.enum(SCREEN_LAYOUTS, { error: "Choose a layout" }).optional(),
  })
  .optional()
  .superRefine((row, context) => {
    const name = row?.name?.trim() ?? "";
    if (!name) return;
    if (name.length > SCREEN_NAME_LENGTH)
      context.addIssue({
        code: "custom",
        path: ["name"],
        message: `Name: at most ${SCREEN_NAME_LENGTH} characters, e.g. Main hall`,
      });
    else if (!screenSlug(name))
      context.addIssue({
        code: "custom",
        path: ["name"],
        message: "Use letters or numbers in the name, e.g. Main hall",
      });
  })
  .transform((row) => {
    const name = row?.name?.trim() ?? "";
    return name ? { name, layout: row?.layout ?? "standard" } : null;
  });

export const screenLayoutsSchema = z
  .object({
    defaultLayout: z.enum(SCREEN_LAYOUTS, { error: "Choose a layout" }),
    screens: z
      .array(namedScreenRow)
      .max(MAX_NAMED_SCREENS, `At most ${MAX_NAMED_SCREENS} named screens`)
      .default([]),
  })
  .superRefine(({ screens }, context) => {
    const seen = new Set<string>();
    screens.forEach((screen, index) => {
      if (!screen) return;
      const slug = screenSlug(screen.name);
      if (seen.has(slug))
        context.addIssue({
          code: "custom",
          path: ["screens", index, "name"],
          message: "Another screen has this name (or one with the same address): choose another",
        });
      seen.add(slug);
    });
  });

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
    dayOfWeek: z
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
    active: z.boolean().default(false),
  })
  .refine((event) => event.endTime > event.startTime, {
    path: ["endTime"],
    message: "The end time must be after the start time",
  });

/**
 * The buttons beside a listed setting or event (remove, move, delete): which one, within
 * PostgreSQL's serial range (a larger number would make the query fail instead of "not found").
 */
export const rowIdSchema = z.object({ id: z.number().int().min(1).max(2_147_483_647) });

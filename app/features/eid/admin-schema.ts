import { z } from "zod";
import { isCalendarDate } from "#app/lib/time/london";
import { EIDS, MOON_ANSWERS } from "./eid";

/** The forms of /admin/eid, with their labels and messages. */

export const EID_ADMIN_INTENTS = {
  showFrom: "show-from",
  moon: "moon",
  create: "create",
  update: "update",
  delete: "delete",
} as const;

/** The id of one Eid's form (`show-from-fitr`), which its answers name to come back to it. */
export const eidFormId = (form: string, eid: string) => `${form}-${eid}`;

const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Which Eid a form is about. */
const eidFields = {
  eid: z.enum(EIDS),
  hijriYear: z.number().int().min(1400).max(1600),
};

export const JAMAAT_LABELS = {
  time: "Time",
  place: "Place",
  language: "Khutbah language",
  booking: "Booking",
  capacity: "Places",
} as const;

export const jamaatSchema = z
  .object({
    ...eidFields,
    time: z
      .string({ error: "Enter the time of the jama'at" })
      .trim()
      .regex(TIME_PATTERN, "Enter a time as HH:MM, e.g. 07:30"),
    place: z
      .string({ error: "Enter where the jama'at is held" })
      .trim()
      .min(1, "Enter where the jama'at is held")
      .max(80, "At most 80 characters"),
    language: z.string().trim().max(60, "At most 60 characters").optional().default(""),
    booking: z.boolean().optional().default(false),
    capacity: z
      .number()
      .int("Use a whole number")
      .min(1, "At least 1 place")
      .max(100_000, "At most 100,000 places")
      .optional(),
  })
  .transform((jamaat) => ({ ...jamaat, capacity: jamaat.capacity ?? null }));

export type JamaatInput = z.output<typeof jamaatSchema>;

export const SHOW_FROM_LABELS = { showFrom: "Show on the site from" } as const;

export const showFromSchema = z.object({
  ...eidFields,
  showFrom: z
    .string({ error: "Enter the first day the site shows this Eid" })
    .trim()
    .regex(DATE_PATTERN, "Enter a date, e.g. 2027-02-27")
    .refine(isCalendarDate, "Enter a real date, e.g. 2027-02-27"),
});

export const moonSchema = z.object({ ...eidFields, answer: z.enum(MOON_ANSWERS) });

export const rowIdSchema = z.object({ id: z.number().int().positive().max(2_147_483_647) });

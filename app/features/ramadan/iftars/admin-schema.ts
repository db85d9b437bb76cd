import { z } from "zod";
import { isCalendarDate } from "#app/lib/time/london";
import { CAPACITY_MAX } from "./rules";

/** The forms of the community iftars' admin (decision 0382), with their messages. */

export const NOTE_MAX = 120;

export const NIGHT_LABELS = {
  date: "Date",
  capacity: "Places",
  note: "Note",
  open: "Taking sign-ups",
} as const;

export const nightSchema = z.object({
  date: z
    .string({ error: "Please enter the date of the iftar" })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "Enter a date, e.g. 2027-02-13")
    .refine(isCalendarDate, "Enter a real date, e.g. 2027-02-13"),
  capacity: z
    .number({ error: "Please enter how many places there are" })
    .int("Use a whole number of places")
    .min(1, "At least 1 place")
    .max(CAPACITY_MAX, `At most ${CAPACITY_MAX} places`),
  note: z
    .string()
    .trim()
    .max(NOTE_MAX, `Note: at most ${NOTE_MAX} characters`)
    .optional()
    .transform((value) => value ?? ""),
  open: z.boolean().optional(),
});

export type NightInput = z.infer<typeof nightSchema>;

/** A night's form as its fields show it. */
export interface NightFormValues {
  date: string;
  capacity: string;
  note: string;
  open: boolean;
}

export const VOLUNTEER_LABELS = {
  name: "Name",
  task: "Task",
  contact: "Phone or email",
} as const;

export const volunteerSchema = z.object({
  name: z
    .string({ error: "Please enter the volunteer's name" })
    .trim()
    .min(1, "Please enter the volunteer's name")
    .max(100, "Name: at most 100 characters"),
  task: z
    .string({ error: "Please enter the task, e.g. Serving" })
    .trim()
    .min(1, "Please enter the task, e.g. Serving")
    .max(60, "Task: at most 60 characters"),
  contact: z
    .string()
    .trim()
    .max(254, "Phone or email: at most 254 characters")
    .optional()
    .transform((value) => value ?? ""),
});

export type VolunteerInput = z.infer<typeof volunteerSchema>;

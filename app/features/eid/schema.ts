import { z } from "zod";

/** The public booking form of /eid, with its messages. */

/** At most this many places in one booking (a family). */
export const MAX_PEOPLE = 10;

export const BOOKING_LABELS = {
  prayerId: "Jama'at",
  name: "Your name",
  email: "Email",
  people: "Number of people",
} as const;

export const bookingSchema = z.object({
  prayerId: z
    .number({ error: "Please choose a jama'at" })
    .int("Please choose a jama'at")
    .positive("Please choose a jama'at")
    .max(2_147_483_647, "Please choose a jama'at"),
  name: z
    .string({ error: "Please enter your name" })
    .trim()
    .min(1, "Please enter your name")
    .max(100, "Please keep your name under 100 characters"),
  email: z
    .string({ error: "Please enter your email address" })
    .trim()
    .min(1, "Please enter your email address")
    .pipe(z.email("Please enter a valid email address").max(254)),
  people: z
    .number({ error: "Please enter how many people are coming" })
    .int("Please enter a whole number")
    .min(1, "At least 1 person")
    .max(MAX_PEOPLE, `At most ${MAX_PEOPLE} people in one booking`),
});

export type EidBookingInput = z.infer<typeof bookingSchema>;

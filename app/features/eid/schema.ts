import { z } from "zod";
import { emailAddress, yourName } from "#app/lib/schema-fields";

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
  name: yourName,
  email: emailAddress,
  people: z
    .number({ error: "Please enter how many people are coming" })
    .int("Please enter a whole number")
    .min(1, "At least 1 person")
    .max(MAX_PEOPLE, `At most ${MAX_PEOPLE} people in one booking`),
});

export type EidBookingInput = z.infer<typeof bookingSchema>;

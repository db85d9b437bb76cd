import { z } from "zod";
import { PEOPLE_MAX } from "./rules";

/** The sign-up form of a community iftar, with its messages (decision 0382). */

/** The fields' labels, in the form's order: beside each field and in the error summary. */
export const SIGNUP_LABELS = {
  name: "Your name",
  email: "Email",
  people: "Number of people",
} as const;

export const signupSchema = z.object({
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
    .number({ error: "Please enter how many people are coming, 1 to 10" })
    .int("Please enter a whole number of people")
    .min(1, "At least 1 person signs up")
    .max(
      PEOPLE_MAX,
      `At most ${PEOPLE_MAX} people sign up at once: for a bigger group, please contact us`,
    ),
});

export type IftarSignup = z.infer<typeof signupSchema>;

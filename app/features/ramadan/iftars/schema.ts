import { z } from "zod";
import { emailAddress, yourName } from "#app/lib/schema-fields";
import { PEOPLE_MAX } from "./rules";

/** The sign-up form of a community iftar, with its messages (decision 0382). */

/** The fields' labels, in the form's order: beside each field and in the error summary. */
export const SIGNUP_LABELS = {
  name: "Your name",
  email: "Email",
  people: "Number of people",
} as const;

export const signupSchema = z.object({
  name: yourName,
  email: emailAddress,
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

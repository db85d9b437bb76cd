import { z } from "zod";

/**
 * Form fields several public forms ask for in the same words: an email address (the longest an
 * address may be is 254 characters) and a person's name.
 */
export const emailAddress = z
  .string({ error: "Please enter your email address" })
  .trim()
  .min(1, "Please enter your email address")
  .pipe(z.email("Please enter a valid email address").max(254));

export const yourName = z
  .string({ error: "Please enter your name" })
  .trim()
  .min(1, "Please enter your name")
  .max(100, "Please keep your name under 100 characters");

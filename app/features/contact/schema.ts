import { z } from "zod";
import { emailAddress } from "#app/lib/schema-fields";

export const CONTACT_SUCCESS_MESSAGE = "Thank you for your message! We will get back to you soon.";
export const CONTACT_FAILURE_MESSAGE = "Failed to send message. Please try again.";

const requiredText = (message: string, max: number) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `Please keep this under ${max} characters`);

export const contactSchema = z.object({
  firstName: requiredText("Please enter your first name", 100),
  lastName: requiredText("Please enter your last name", 100),
  email: emailAddress,
  phone: z
    .string()
    .trim()
    .regex(/^\+?[0-9 ()-]{7,20}$/, "Please enter a valid phone number")
    .optional(),
  message: requiredText("Please enter your message", 5000),
});

export type ContactMessage = z.infer<typeof contactSchema>;

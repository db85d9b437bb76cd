import { z } from "zod";
import { asksGender, FOOTBALL_AGE_CATEGORIES, type Project } from "./projects";

export const REGISTRATION_SUCCESS_TITLE = "Thank you for your registration!";
export const REGISTRATION_SUCCESS_TEXT =
  "We have received your submission and will contact you soon.";
export const REGISTRATION_FAILURE_MESSAGE =
  "Failed to submit registration. Please try again or contact us directly.";
export const ADVICE_SUCCESS_TITLE = "Request Submitted Successfully";
export const ADVICE_SUCCESS_TEXT =
  "We have received your request and will contact you within 48-72 hours to arrange a consultation.";
export const adviceFailureMessage = (email: string) =>
  `Failed to submit your request. Please try again or contact us directly at ${email}`;
export const applicationSuccessMessage = (formType: string) =>
  `${formType} application submitted successfully! We will contact you soon.`;
export const applicationFailureMessage = (formType: string) =>
  `Failed to submit ${formType} form. Please try again or contact us directly.`;
/** Spec 000 gives no texts for the simple, football and volunteer forms: ours follow the others. */
export const INTEREST_SUCCESS_MESSAGE =
  "Thank you! We have received your details and will contact you soon.";
export const FORM_FAILURE_MESSAGE =
  "Failed to submit your form. Please try again or contact us directly.";

export const GENDERS = ["Male", "Female"] as const;
export const CIRCLE_GENDERS = ["Men", "Women"] as const;
export const YES_NO = ["Yes", "No"] as const;
export const ENQUIRY_TYPES = [
  "Marriage",
  "Family",
  "Finance",
  "Mental Health",
  "Theological Doubts",
  "Other",
] as const;
export const DEFAULT_ENQUIRY_TYPE = "Marriage";
const FIRST_BIRTH_YEAR = 1920;

const requiredText = (message: string, max = 200) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `Please keep this under ${max} characters`);
const optionalText = (max = 2000) =>
  z.string().trim().max(max, `Please keep this under ${max} characters`).optional();
const email = z
  .string({ error: "Please enter your email address" })
  .trim()
  .min(1, "Please enter your email address")
  .pipe(z.email("Please enter a valid email address").max(254));
const phone = (message = "Please enter your phone number") =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .regex(/^\+?[0-9 ()-]{7,20}$/, "Please enter a valid phone number");
const optionalPhone = z
  .string()
  .trim()
  .regex(/^\+?[0-9 ()-]{7,20}$/, "Please enter a valid phone number")
  .optional();
/** One of a fixed list; anything else (a tampered form) is refused with `message`. */
const oneOf = <const T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.enum(values, { error: message });

const contactFields = {
  name: requiredText("Please enter your name", 100),
  phone: phone(),
  email,
};

/** Library, business, youth club, baby and mum and Quran circle: who, why, and a message. */
export function interestSchema(project: Pick<Project, "slug" | "options">) {
  const purpose = oneOf(project.options as [string, ...string[]], "Please choose a purpose");
  const base = z.object({ ...contactFields, purpose, message: optionalText() });
  return asksGender(project)
    ? base.extend({ gender: oneOf(CIRCLE_GENDERS, "Please choose Men or Women") })
    : base.extend({ gender: z.undefined().optional() });
}
export type InterestRequest = z.infer<ReturnType<typeof interestSchema>>;

export const footballSchema = z.object({
  ...contactFields,
  ageCategory: oneOf(FOOTBALL_AGE_CATEGORIES, "Please choose an age category"),
  message: optionalText(),
});
export type FootballRequest = z.infer<typeof footballSchema>;

const pad = (value: number) => String(value).padStart(2, "0");
export const BIRTH_DAYS = Array.from({ length: 31 }, (_, index) => pad(index + 1));
export const BIRTH_MONTHS = Array.from({ length: 12 }, (_, index) => pad(index + 1));
export function birthYears(today = new Date()): string[] {
  const years: string[] = [];
  for (let year = today.getFullYear(); year >= FIRST_BIRTH_YEAR; year--) years.push(String(year));
  return years;
}

/**
 * The date of birth as 'DD/MM/YYYY' from the three selects, or null when it is not a real date
 * (31/02), outside 1920–this year, or in the future.
 */
export function assembleDateOfBirth(
  day: string,
  month: string,
  year: string,
  today = new Date(),
): string | null {
  if (!/^\d{2}$/.test(day) || !/^\d{2}$/.test(month) || !/^\d{4}$/.test(year)) return null;
  const [d, m, y] = [Number(day), Number(month), Number(year)];
  if (y < FIRST_BIRTH_YEAR || y > today.getFullYear()) return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d)
    return null;
  const todayUtc = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
  if (date.getTime() > todayUtc) return null;
  return `${day}/${month}/${year}`;
}

export const eldersRegistrationSchema = z
  .object({
    name: requiredText("Please enter the name", 100),
    birthDay: oneOf(BIRTH_DAYS as [string, ...string[]], "Please choose the day"),
    birthMonth: oneOf(BIRTH_MONTHS as [string, ...string[]], "Please choose the month"),
    birthYear: requiredText("Please choose the year", 4),
    phoneNumber: phone(),
    languages: optionalText(200),
    gender: oneOf(GENDERS, "Please choose Male or Female"),
    withCarer: oneOf(YES_NO, "Please choose Yes or No"),
    emergencyContactName: requiredText("Please enter an emergency contact name", 100),
    emergencyContactPhone: optionalPhone,
    allergiesHealthConcerns: optionalText(),
    additionalInfo: optionalText(),
  })
  .superRefine((value, context) => {
    if (!assembleDateOfBirth(value.birthDay, value.birthMonth, value.birthYear))
      context.addIssue({
        code: "custom",
        path: ["birthDay"],
        message: "Please choose a real date of birth",
      });
  });
export type EldersRegistration = z.infer<typeof eldersRegistrationSchema>;

/** The elders' Volunteer and Sponsor application (organisation for sponsors, availability and experience for volunteers). */
export const eldersApplicationSchema = z.object({
  mode: oneOf(["Volunteer", "Sponsor"], "Please choose Volunteer or Sponsor"),
  firstName: requiredText("Please enter your first name", 100),
  lastName: requiredText("Please enter your last name", 100),
  email,
  phoneNumber: phone(),
  organization: optionalText(200),
  availability: optionalText(500),
  experience: optionalText(),
  interests: optionalText(),
  message: optionalText(),
});
export type EldersApplication = z.infer<typeof eldersApplicationSchema>;

export const adviceSchema = z.object({
  ...contactFields,
  gender: oneOf(GENDERS, "Please choose Male or Female"),
  enquiryType: oneOf(ENQUIRY_TYPES, "Please choose an enquiry type"),
  situation: requiredText("Please describe your situation", 10_000),
});
export type AdviceRequest = z.infer<typeof adviceSchema>;

/** The volunteer form; `areas` are the titles of the visible projects that take volunteers. */
export function volunteerSchema(areas: readonly string[]) {
  return z.object({
    ...contactFields,
    areas: z
      .array(
        z
          .string({ error: "Please choose from the list" })
          .refine((area) => areas.includes(area), "Please choose from the list"),
        { error: "Please choose at least one area" },
      )
      .min(1, "Please choose at least one area"),
    availability: optionalText(500),
    message: optionalText(),
  });
}
export type VolunteerOffer = z.infer<ReturnType<typeof volunteerSchema>>;

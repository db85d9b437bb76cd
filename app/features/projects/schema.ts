import { z } from "zod";
import { fieldIssue } from "#app/lib/field-issue";
import { emailAddress as email } from "#app/lib/schema-fields";
import {
  assembleDateOfBirth,
  BIRTH_DAYS,
  BIRTH_MONTHS,
  CIRCLE_GENDERS,
  ENQUIRY_TYPES,
  GENDERS,
  YES_NO,
} from "./form-content";
import { asksGender, FOOTBALL_AGE_CATEGORIES, type Project } from "./projects";

const requiredText = (message: string, max = 200) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `Please keep this under ${max} characters`);
const optionalText = (max = 2000) =>
  z.string().trim().max(max, `Please keep this under ${max} characters`).optional();
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
      fieldIssue(context, ["birthDay"], "Please choose a real date of birth");
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
      .array(z.string().max(200), { error: "Please choose at least one area" })
      .min(1, "Please choose at least one area")
      .max(Math.max(1, areas.length), "Please choose from the list")
      // On the list as a whole, so the message shows under the areas (not under one hidden value).
      .refine(
        (chosen) => chosen.every((area) => areas.includes(area)),
        "Please choose from the list",
      ),
    availability: optionalText(500),
    message: optionalText(),
  });
}
export type VolunteerOffer = z.infer<ReturnType<typeof volunteerSchema>>;

import { z } from "zod";
import { AVAILABILITY_OPTIONS, EXPERIENCE_LEVELS, SKILLS } from "../catalogue";
import { MAX_CV_BYTES, MAX_PICTURE_BYTES } from "./cv";
import { MAX_CUSTOM_SKILLS, SEEKER_MESSAGES } from "./messages";

/** What an empty optional field shows (decision 0101). */
export const SEEKER_DEFAULTS = {
  desiredPosition: "Open to opportunities",
  education: "Not provided",
  languages: "English",
  expectedSalary: "Negotiable",
  personalStatement: "Not provided",
} as const;

const optionalWithDefault = (max: number, fallback: string) =>
  z
    .string()
    .trim()
    .max(max, `Please use at most ${max} characters`)
    .optional()
    .transform((value) => value || fallback);

const optionalLink = z
  .string()
  .trim()
  .max(300, "Please use at most 300 characters")
  .optional()
  .transform((value) => value ?? "");

const optionalHidden = z
  .string()
  .max(1000)
  .optional()
  .transform((value) => value ?? "");

const required = (message: string, max: number) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `Please use at most ${max} characters`);

/**
 * "Tajweed, Quran teaching, ," → ["Tajweed", "Quran teaching"]; duplicates of listed skills
 * dropped. More than MAX_CUSTOM_SKILLS is refused by the form's rules, never cut.
 */
export function customSkillList(text: string, listed: readonly string[]): string[] {
  const known = new Set(listed.map((skill) => skill.toLowerCase()));
  const result: string[] = [];
  for (const part of text.split(",")) {
    const skill = part.trim().replace(/\s+/g, " ");
    if (!skill || known.has(skill.toLowerCase())) continue;
    known.add(skill.toLowerCase());
    result.push(skill);
  }
  return result;
}

const PICTURE_TYPES = ["image/png", "image/jpeg", "image/webp", "image/gif"];

/**
 * The job-seeker form, the same in the browser and in its actions. Files are checked
 * by size and by what the browser says they are; the server then reads their content. A CV must
 * be chosen unless one is stored: `cvStored` (editing a profile with a CV; the server, which
 * decides that itself) or a CV kept from an earlier attempt (`storedCv`). The result is the
 * profile's row: the ticked skills and the custom ones typed in one list, the defaults for the
 * optional fields left empty (decision 0101).
 */
export function seekerFormSchema({ cvStored }: { cvStored: boolean }) {
  return z
    .object({
      fullName: required(SEEKER_MESSAGES.fullName, 120),
      email: z
        .string({ error: SEEKER_MESSAGES.emailRequired })
        .trim()
        .min(1, SEEKER_MESSAGES.emailRequired)
        .pipe(z.email(SEEKER_MESSAGES.email).max(254, SEEKER_MESSAGES.email)),
      phone: required(SEEKER_MESSAGES.phone, 40),
      location: required(SEEKER_MESSAGES.location, 120),
      gender: z.enum(["Male", "Female"], { error: SEEKER_MESSAGES.gender }),
      experience: z.enum(EXPERIENCE_LEVELS as [string, ...string[]], {
        error: SEEKER_MESSAGES.experience,
      }),
      availability: z
        .array(z.enum(AVAILABILITY_OPTIONS as [string, ...string[]]))
        .min(1, SEEKER_MESSAGES.availability)
        .max(AVAILABILITY_OPTIONS.length, SEEKER_MESSAGES.availability),
      /** The listed skills ticked (anything else sent is dropped). */
      skills: z
        .array(z.string().max(100))
        .max(SKILLS.length)
        .default([])
        .transform((ticked) => ticked.filter((skill) => SKILLS.includes(skill))),
      /** Other skills, typed comma-separated. */
      customSkills: z
        .string()
        .max(1000, "Please keep your other skills under 1000 characters")
        .optional()
        .transform((text) => customSkillList(text ?? "", SKILLS))
        .refine((custom) => custom.length <= MAX_CUSTOM_SKILLS, SEEKER_MESSAGES.tooManyCustomSkills)
        .refine(
          (custom) => custom.every((skill) => skill.length <= 40),
          "Please keep each skill under 40 characters",
        ),
      desiredPosition: optionalWithDefault(120, SEEKER_DEFAULTS.desiredPosition),
      education: optionalWithDefault(300, SEEKER_DEFAULTS.education),
      languages: optionalWithDefault(200, SEEKER_DEFAULTS.languages),
      expectedSalary: optionalWithDefault(80, SEEKER_DEFAULTS.expectedSalary),
      personalStatement: optionalWithDefault(2000, SEEKER_DEFAULTS.personalStatement),
      facebook: optionalLink,
      instagram: optionalLink,
      linkedin: optionalLink,
      cv: z.file().max(MAX_CV_BYTES, SEEKER_MESSAGES.cvSize).optional(),
      profilePicture: z
        .file()
        .refine((picture) => !picture.type || PICTURE_TYPES.includes(picture.type), {
          message: SEEKER_MESSAGES.pictureType,
          abort: true,
        })
        .refine((picture) => picture.size <= MAX_PICTURE_BYTES, SEEKER_MESSAGES.pictureSize)
        .optional(),
      /** The signed reference of a CV kept from an earlier attempt (checked by the server). */
      storedCv: optionalHidden,
    })
    .refine((form) => (form.skills?.length ?? 0) + (form.customSkills?.length ?? 0) > 0, {
      path: ["skills"],
      message: SEEKER_MESSAGES.skills,
      // Said with the other messages, even while other fields are still missing.
      when: () => true,
    })
    .refine((form) => cvStored || form.cv !== undefined || Boolean(form.storedCv), {
      path: ["cv"],
      message: SEEKER_MESSAGES.cvRequired,
      when: () => true,
    })
    .transform(
      ({ skills, customSkills, cv: _cv, profilePicture: _picture, storedCv: _stored, ...row }) => ({
        ...row,
        skills: [...skills, ...customSkills],
      }),
    );
}

/** What an edit form starts with: the profile's values as the form's fields hold them. */
export type SeekerFormValues = {
  fullName: string;
  email: string;
  phone: string;
  location: string;
  gender: string;
  experience: string;
  availability: string[];
  skills: string[];
  customSkills: string;
  desiredPosition: string;
  education: string;
  languages: string;
  expectedSalary: string;
  personalStatement: string;
  facebook: string;
  instagram: string;
  linkedin: string;
};

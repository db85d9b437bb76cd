import { z } from "zod";
import { UPLOAD_KEY } from "~/lib/uploads/rules";
import { AVAILABILITY_OPTIONS, EXPERIENCE_LEVELS, SKILLS } from "./catalogue";
import { MAX_CV_BYTES, MAX_PICTURE_BYTES } from "./cv";

export const SEEKER_MESSAGES = {
  fullName: "Full name is required",
  emailRequired: "Email is required",
  email: "Email is invalid",
  phone: "Phone number is required",
  location: "Location/Area is required",
  gender: "Gender is required",
  experience: "Experience level is required",
  availability: "Please select at least one availability option",
  skills: "Please select at least one skill",
  cvRequired: "CV upload is required",
  cvType: "Invalid file type. Only PDF, Word (DOC, DOCX) and image files are allowed.",
  cvSize: "File size too large. Maximum size is 10MB.",
  pictureType: "Please select an image file (PNG, JPG, WebP or GIF)",
  pictureSize: "Please select an image smaller than 5MB",
  fixErrors: "Please fill in all required fields",
  submitted: "Your job seeker profile has been submitted for review!",
  savedSignedOut:
    "Job seeker profile saved! Please create an account to complete your registration.",
  updated: "Job seeker profile updated successfully!",
  resubmitted: "Job seeker profile updated and submitted for review!",
  adminUpdated: "Job seeker profile updated successfully! Changes are now live in the directory.",
  deleted: "Job seeker profile deleted successfully",
  deleteApproved: "Approved job seeker profiles cannot be deleted. Please contact us to remove it.",
  notFound: "Job seeker profile not found",
  noPermission: "You do not have permission to edit this job seeker profile",
} as const;

/** What an empty optional field shows (spec 002 §3). */
export const SEEKER_DEFAULTS = {
  desiredPosition: "Open to opportunities",
  education: "Not provided",
  languages: "English",
  expectedSalary: "Negotiable",
  personalStatement: "Not provided",
} as const;

const MAX_CUSTOM_SKILLS = 10;

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

const required = (message: string, max: number) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `Please use at most ${max} characters`);

export const seekerFormSchema = z.object({
  fullName: required(SEEKER_MESSAGES.fullName, 120),
  email: z
    .string({ error: SEEKER_MESSAGES.emailRequired })
    .trim()
    .min(1, SEEKER_MESSAGES.emailRequired)
    .pipe(z.email(SEEKER_MESSAGES.email)),
  phone: required(SEEKER_MESSAGES.phone, 40),
  location: required(SEEKER_MESSAGES.location, 120),
  gender: z.enum(["Male", "Female"], { error: SEEKER_MESSAGES.gender }),
  experience: z.enum(EXPERIENCE_LEVELS as [string, ...string[]], {
    error: SEEKER_MESSAGES.experience,
  }),
  availability: z
    .array(z.enum(AVAILABILITY_OPTIONS as [string, ...string[]]))
    .min(1, SEEKER_MESSAGES.availability),
  /** The listed skills ticked plus any custom ones typed (comma-separated). */
  skills: z
    .array(z.string().trim().min(1).max(40, "Please keep each skill under 40 characters"))
    .min(1, SEEKER_MESSAGES.skills)
    .max(30 + MAX_CUSTOM_SKILLS, `Please choose at most ${30 + MAX_CUSTOM_SKILLS} skills`),
  desiredPosition: optionalWithDefault(120, SEEKER_DEFAULTS.desiredPosition),
  education: optionalWithDefault(300, SEEKER_DEFAULTS.education),
  languages: optionalWithDefault(200, SEEKER_DEFAULTS.languages),
  expectedSalary: optionalWithDefault(80, SEEKER_DEFAULTS.expectedSalary),
  personalStatement: optionalWithDefault(2000, SEEKER_DEFAULTS.personalStatement),
  facebook: optionalLink,
  instagram: optionalLink,
  linkedin: optionalLink,
});

export type SeekerField =
  | keyof z.output<typeof seekerFormSchema>
  | "cv"
  | "profilePicture"
  | "customSkills";

/** What the form shows: what was typed (kept after an error) and the files already stored. */
export interface SeekerFormValues {
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
  /** Signed reference to a CV already stored (kept when the form comes back with errors). */
  storedCv: string;
  /** The original name of that CV, to show "CV uploaded: …". */
  storedCvName: string;
  existingPicture: string;
}

export interface SeekerFormState {
  values: SeekerFormValues;
  errors: Partial<Record<SeekerField, string>>;
  formError: string | null;
}

export const EMPTY_SEEKER: SeekerFormValues = {
  fullName: "",
  email: "",
  phone: "",
  location: "",
  gender: "",
  experience: "",
  availability: [],
  skills: [],
  customSkills: "",
  desiredPosition: "",
  education: "",
  languages: "",
  expectedSalary: "",
  personalStatement: "",
  facebook: "",
  instagram: "",
  linkedin: "",
  storedCv: "",
  storedCvName: "",
  existingPicture: "",
};

/** "Tajweed, Quran teaching, ," → ["Tajweed", "Quran teaching"]; duplicates of listed skills dropped. */
export function customSkillList(text: string, listed: readonly string[]): string[] {
  const known = new Set(listed.map((skill) => skill.toLowerCase()));
  const result: string[] = [];
  for (const part of text.split(",")) {
    const skill = part.trim().replace(/\s+/g, " ");
    if (!skill || known.has(skill.toLowerCase())) continue;
    known.add(skill.toLowerCase());
    result.push(skill);
  }
  return result.slice(0, MAX_CUSTOM_SKILLS);
}

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

function list(form: FormData, name: string): string[] {
  return form
    .getAll(name)
    .filter((value): value is string => typeof value === "string" && value !== "");
}

/** What the form holds, read the same way in the browser (before sending) and on the server. */
export function seekerValuesFromForm(form: FormData): SeekerFormValues {
  const existingPicture = text(form, "existingPicture");
  return {
    fullName: text(form, "fullName"),
    email: text(form, "email"),
    phone: text(form, "phone"),
    location: text(form, "location"),
    gender: text(form, "gender"),
    experience: text(form, "experience"),
    availability: list(form, "availability"),
    skills: list(form, "skills").filter((skill) => SKILLS.includes(skill)),
    customSkills: text(form, "customSkills"),
    desiredPosition: text(form, "desiredPosition"),
    education: text(form, "education"),
    languages: text(form, "languages"),
    expectedSalary: text(form, "expectedSalary"),
    personalStatement: text(form, "personalStatement"),
    facebook: text(form, "facebook"),
    instagram: text(form, "instagram"),
    linkedin: text(form, "linkedin"),
    storedCv: text(form, "storedCv"),
    storedCvName: text(form, "storedCvName").slice(0, 200),
    existingPicture: UPLOAD_KEY.test(existingPicture) ? existingPicture : "",
  };
}

/** The ticked skills plus the custom ones typed. */
export function allSkills(values: SeekerFormValues): string[] {
  return [...values.skills, ...customSkillList(values.customSkills, SKILLS)];
}

const PICTURE_TYPES = ["image/png", "image/jpeg", "image/webp", "image/gif"];

/**
 * One message per field (§5). Files are checked by size and by what the browser says they are;
 * the server then reads their content. `hasCv`: a CV is already stored (editing, or kept after an
 * error), so none needs choosing.
 */
export function seekerFormErrors(
  form: FormData,
  { hasCv }: { hasCv: boolean },
): SeekerFormState["errors"] {
  const values = seekerValuesFromForm(form);
  const errors: SeekerFormState["errors"] = {};
  const parsed = seekerFormSchema.safeParse({ ...values, skills: allSkills(values) });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) errors[issue.path[0] as SeekerField] ??= issue.message;
  }
  const cv = form.get("cv");
  const cvChosen = cv instanceof Blob && cv.size > 0;
  if (cvChosen && cv.size > MAX_CV_BYTES) errors.cv = SEEKER_MESSAGES.cvSize;
  else if (!cvChosen && !hasCv && !values.storedCv) errors.cv = SEEKER_MESSAGES.cvRequired;
  const picture = form.get("profilePicture");
  if (picture instanceof Blob && picture.size > 0) {
    if (picture.type && !PICTURE_TYPES.includes(picture.type))
      errors.profilePicture = SEEKER_MESSAGES.pictureType;
    else if (picture.size > MAX_PICTURE_BYTES) errors.profilePicture = SEEKER_MESSAGES.pictureSize;
  }
  return errors;
}

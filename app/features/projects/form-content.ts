// The project forms' messages and fixed choices, without zod: the pages need them, while the
// schemas (schema.ts) load only when someone uses a form.

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
/** The simple, football and volunteer forms had no texts: ours follow the others (decision 0055). */
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

import { z } from "zod";
import { MAX_IMAGE_BYTES, UPLOAD_KEY } from "~/lib/uploads/rules";
import { CATEGORY_GROUPS, CATEGORY_NAMES } from "./catalogue";
import { addressPostcode, MAX_SECONDARY_CATEGORIES } from "./rules";

export const BUSINESS_MESSAGES = {
  name: "Business name is required",
  primaryCategory: "Primary category is required",
  address: "Address is required",
  postcode: "Address must start with postcode (e.g., WD24 5ER, then full address)",
  tooManySecondary: `Choose at most ${MAX_SECONDARY_CATEGORIES} secondary categories`,
  repeatsPrimary: "Secondary categories cannot repeat the primary category",
  subcategory: "Choose a subcategory of the primary category",
  email: "Email is invalid",
  logoType: "Please select an image file (JPG, PNG, WebP)",
  logoSize: "Please select an image smaller than 10MB",
  fixErrors: "Please fill in all required fields",
  saved: "Business saved! You can add another or submit all businesses.",
  addOne: "Please add at least one business before submitting.",
  createAccountToSubmit:
    "Your business(es) are saved. Create an account or log in to submit them for review.",
  updated: "Business updated successfully!",
  resubmitted: "Business updated and submitted for review!",
  adminUpdated: "Business updated successfully! Changes are now live in the directory.",
  deleted: "Business deleted successfully",
  deleteApproved: "Approved businesses cannot be deleted. Please contact us to remove it.",
  updateFailed: "Failed to update business",
} as const;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Please use at most ${max} characters`)
    .optional()
    .transform((value) => value ?? "");

export const businessFormSchema = z
  .object({
    name: z
      .string({ error: BUSINESS_MESSAGES.name })
      .trim()
      .min(1, BUSINESS_MESSAGES.name)
      .max(120, "Please use at most 120 characters"),
    primaryCategory: z.enum(CATEGORY_NAMES as [string, ...string[]], {
      error: BUSINESS_MESSAGES.primaryCategory,
    }),
    secondaryCategories: z
      .array(z.enum(CATEGORY_NAMES as [string, ...string[]]))
      .max(MAX_SECONDARY_CATEGORIES, BUSINESS_MESSAGES.tooManySecondary)
      .default([]),
    subcategory: optionalText(80),
    specialty: optionalText(120),
    address: z
      .string({ error: BUSINESS_MESSAGES.address })
      .trim()
      .min(1, BUSINESS_MESSAGES.address)
      .max(300, "Please use at most 300 characters")
      .refine((address) => addressPostcode(address) !== null, BUSINESS_MESSAGES.postcode),
    email: z
      .union([z.literal(""), z.email(BUSINESS_MESSAGES.email)])
      .optional()
      .transform((value) => value ?? ""),
    phone: optionalText(40),
    website: optionalText(300),
    description: optionalText(2000),
    facebook: optionalText(300),
    instagram: optionalText(300),
    linkedin: optionalText(300),
  })
  .superRefine((value, context) => {
    if (value.secondaryCategories.includes(value.primaryCategory))
      context.addIssue({
        code: "custom",
        path: ["secondaryCategories"],
        message: BUSINESS_MESSAGES.repeatsPrimary,
      });
    const group = CATEGORY_GROUPS.find((item) => item.name === value.primaryCategory);
    if (value.subcategory && !group?.subcategories.includes(value.subcategory))
      context.addIssue({
        code: "custom",
        path: ["subcategory"],
        message: BUSINESS_MESSAGES.subcategory,
      });
  });

export type BusinessField = keyof z.output<typeof businessFormSchema> | "logo";

/** What the form shows: the values typed (kept after an error) and one message per field. */
export interface BusinessFormValues {
  name: string;
  primaryCategory: string;
  secondaryCategories: string[];
  subcategory: string;
  specialty: string;
  address: string;
  email: string;
  phone: string;
  website: string;
  description: string;
  facebook: string;
  instagram: string;
  linkedin: string;
  /** The logo already stored (kept when the form comes back with errors). */
  existingLogo: string;
}

export interface BusinessFormState {
  values: BusinessFormValues;
  errors: Partial<Record<BusinessField, string>>;
  formError: string | null;
}

export const EMPTY_BUSINESS: BusinessFormValues = {
  name: "",
  primaryCategory: "",
  secondaryCategories: [],
  subcategory: "",
  specialty: "",
  address: "",
  email: "",
  phone: "",
  website: "",
  description: "",
  facebook: "",
  instagram: "",
  linkedin: "",
  existingLogo: "",
};

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

/** What the form holds, read the same way in the browser (before sending) and on the server. */
export function businessValuesFromForm(form: FormData): BusinessFormValues {
  const existingLogo = text(form, "existingLogo");
  return {
    name: text(form, "name"),
    primaryCategory: text(form, "primaryCategory"),
    secondaryCategories: form
      .getAll("secondaryCategories")
      .filter((value): value is string => typeof value === "string" && value !== ""),
    subcategory: text(form, "subcategory"),
    specialty: text(form, "specialty"),
    address: text(form, "address"),
    email: text(form, "email"),
    phone: text(form, "phone"),
    website: text(form, "website"),
    description: text(form, "description"),
    facebook: text(form, "facebook"),
    instagram: text(form, "instagram"),
    linkedin: text(form, "linkedin"),
    existingLogo: UPLOAD_KEY.test(existingLogo) ? existingLogo : "",
  };
}

/** One message per field (§5); the logo is checked by what the browser says, the server reads its content. */
export function businessFormErrors(form: FormData): BusinessFormState["errors"] {
  const errors: BusinessFormState["errors"] = {};
  const parsed = businessFormSchema.safeParse(businessValuesFromForm(form));
  if (!parsed.success) {
    for (const issue of parsed.error.issues)
      errors[issue.path[0] as BusinessField] ??= issue.message;
  }
  const logo = form.get("logo");
  if (logo instanceof Blob && logo.size > 0) {
    if (logo.type && !logo.type.startsWith("image/")) errors.logo = BUSINESS_MESSAGES.logoType;
    else if (logo.size > MAX_IMAGE_BYTES) errors.logo = BUSINESS_MESSAGES.logoSize;
  }
  return errors;
}

/** Nothing typed in the form (submitting the saved businesses only). */
export function isBlankBusinessForm(form: FormData): boolean {
  const values = businessValuesFromForm(form);
  return !values.name.trim() && !values.address.trim() && !values.primaryCategory;
}

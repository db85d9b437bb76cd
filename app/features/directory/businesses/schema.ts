import { z } from "zod";
import { fieldIssue } from "#app/lib/field-issue";
import { MAX_IMAGE_BYTES } from "#app/lib/uploads/rules";
import { CATEGORY_GROUPS, CATEGORY_NAMES } from "../catalogue";
import { addressPostcode, MAX_SECONDARY_CATEGORIES } from "../rules";
import { BUSINESS_MESSAGES } from "./messages";

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Please use at most ${max} characters`)
    .optional()
    .transform((value) => value ?? "");

const fields = {
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
    .union([z.literal(""), z.email(BUSINESS_MESSAGES.email).max(254, BUSINESS_MESSAGES.email)])
    .optional()
    .transform((value) => value ?? ""),
  phone: optionalText(40),
  website: optionalText(300),
  description: optionalText(2000),
  facebook: optionalText(300),
  instagram: optionalText(300),
  linkedin: optionalText(300),
};

/** The business form with the logo checked by `logo`; the rules between fields are the same. */
function businessSchema(logo: z.ZodType<File | undefined>) {
  return z.object({ ...fields, logo }).superRefine((value, context) => {
    if (value.secondaryCategories.includes(value.primaryCategory))
      fieldIssue(context, ["secondaryCategories"], BUSINESS_MESSAGES.repeatsPrimary);
    const group = CATEGORY_GROUPS.find((item) => item.name === value.primaryCategory);
    if (value.subcategory && !group?.subcategories.includes(value.subcategory))
      fieldIssue(context, ["subcategory"], BUSINESS_MESSAGES.subcategory);
  });
}

/**
 * The business form as its actions read it. The logo is then judged by its content,
 * with the upload's own messages ('File size too large. Maximum size is 10MB.').
 */
export const businessFormSchema = businessSchema(z.file().optional());

/**
 * The same form as the browser checks it before sending: the logo also by what the browser says
 * it is, with the form's messages ('Please select an image smaller than 10MB').
 */
export const businessBrowserSchema = businessSchema(
  z
    .file()
    .refine((logo) => !logo.type || logo.type.startsWith("image/"), {
      message: BUSINESS_MESSAGES.logoType,
      abort: true,
    })
    .refine((logo) => logo.size <= MAX_IMAGE_BYTES, BUSINESS_MESSAGES.logoSize)
    .optional(),
);

/** What an edit form starts with: the business's values as the form's fields hold them. */
export type BusinessFormValues = Record<
  Exclude<keyof typeof fields, "secondaryCategories">,
  string
> & {
  secondaryCategories: string[];
};

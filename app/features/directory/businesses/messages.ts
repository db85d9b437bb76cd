import { MAX_SECONDARY_CATEGORIES } from "../rules";

// Without zod: the form needs these on the page, while its schema loads when it is first used.

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
  submitFailed: "Failed to submit businesses. Please try again.",
  deleteFailed: "Failed to delete business",
  deleteFailedFor: (reason: string) => `Failed to delete business: ${reason}`,
} as const;

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

/** Nothing typed in the form (submitting the saved businesses only). */
export function isBlankBusinessForm(form: FormData): boolean {
  return (
    !text(form, "name").trim() && !text(form, "address").trim() && !text(form, "primaryCategory")
  );
}

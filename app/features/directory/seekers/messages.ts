// Without zod: the form needs these on the page, while its schema loads when it is first used.

export const MAX_CUSTOM_SKILLS = 10;

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
  tooManyCustomSkills: `Please add at most ${MAX_CUSTOM_SKILLS} other skills`,
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
  submitFailed: "Failed to submit profile. Please try again.",
  cvUploadFailed: "Failed to upload CV. Please try again.",
  updateFailed: "Failed to update job seeker profile",
  deleteFailed: "Failed to delete job seeker profile",
  deleteFailedFor: (reason: string) => `Failed to delete job seeker profile: ${reason}`,
} as const;

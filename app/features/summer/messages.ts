/** What a parent reads on the summer pages and the registration wizard (decision 0085). */

export const MESSAGES = {
  childName: "Please enter the child's name",
  ageInvalid: "Please enter a valid age",
  ageRange: (min: number, max: number) => `This programme is only for children aged ${min}–${max}`,
  agePrompt: (min: number, max: number) =>
    `Please enter a valid age (${min}-${max}) to see available programmes.`,
  noProgramme: "Please select at least one programme to continue.",
  noDate: "Please select at least one date for this programme.",
  dateInvalid: "Date input not valid.",
  datePast: (date: string) => `${date} has passed: please choose another date.`,
  dateFull: (date: string) => `${date} is full: please choose another date.`,
  dateClosed: (date: string) => `Registration for ${date} is closed.`,
  noSeason: "There is no summer programme to book at the moment.",
  notifyEmail: "Please enter a valid email address",
  notifyThanks: "Thank you! We will email you when registration opens.",
  unknownProgramme: "Please choose from the programmes listed.",
  tooManyChildren: (max: number) => `You can register up to ${max} children.`,
  parentName: "Please enter your name",
  parentPhone: "Please enter your phone number",
  parentPhoneInvalid: "Please enter a valid phone number",
  parentEmail: "Please enter your email address",
  parentEmailInvalid: "Please enter a valid email address",
  coupon: "Invalid or expired coupon",
  tooLong: (max: number) => `Please use at most ${max} characters`,
  terms: "Please accept the Terms & Conditions to proceed.",
  submitFailed: "An error occurred during submission.",
  noSession: "Invalid or expired payment session.",
  checkoutNoUrl: "Could not retrieve checkout session URL.",
  unknownError: "An unknown error occurred",
} as const;

export const STEP_TITLES = [
  "Children and programmes",
  "Parent details",
  "Payment",
  "Terms",
  "Review",
] as const;

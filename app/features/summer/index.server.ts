// What other features may use of summer (payments, "Download my data", the server's jobs).
// The admin's season pages live in this feature and use seasons.server.ts directly.

export { personalData } from "./personal-data.server";
export { startOpeningNotices } from "./registration/opening-notices.server";
export { summerPaymentHandler } from "./registration/registration.server";
export {
  anonymiseEndedSummerRegistrations,
  countSummerRegistrationsToAnonymise,
} from "./retention.server";

// What other features may use of the competition (payments, "Download my data").
export { competitionPaymentHandler } from "./competition.server";
export { seedDemoEdition } from "./editions.server";
export { personalData } from "./personal-data.server";
export {
  anonymiseEndedCompetitionRegistrations,
  countCompetitionRegistrationsToAnonymise,
} from "./retention.server";

// What other features may use of summer (payments, "Download my data", the server's jobs, the
// admin's season pages).
export { sendOpeningNotices, startOpeningNotices } from "./opening-notices.server";
export { personalData } from "./personal-data.server";
export { summerPaymentHandler } from "./registration.server";
export type { Programme, RegistrationState, Season, SeasonRules } from "./season";
export { formDates, groupByWeekday, registrationState } from "./season";
export {
  type CurrentSeason,
  currentSeason,
  loadSeason,
  type SessionPlaces,
  sessionPlaces,
} from "./seasons.server";

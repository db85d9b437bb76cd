// What other features may use of the competition (the payments composition point).
export { competitionPaymentHandler } from "./competition.server";

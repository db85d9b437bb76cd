// What other features may use of summer (the payments composition point).
export { summerPaymentHandler } from "./registration.server";

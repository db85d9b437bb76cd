// What other features may use of summer (payments, "Download my data").
export { personalData } from "./personal-data.server";
export { summerPaymentHandler } from "./registration.server";

// What other features may use of contact ("Download my data").
export { personalData } from "./contact.server";

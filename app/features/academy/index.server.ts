// What other features may use of the academy ("Download my data").
export { personalData } from "./academy.server";

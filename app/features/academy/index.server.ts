// What other features may use of the academy ("Download my data", the home page's card, the seed).
export { personalData } from "./academy.server";
export { academyHomeLine, seedDemoTerm } from "./terms.server";

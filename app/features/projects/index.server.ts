// What other features may use of the projects ("Download my data").
export { personalData } from "./projects.server";

// What other features may use of the projects: "Download my data", the header's project links
// (root loader) and the sitemap.
export { projectNavigation, sitemapProjectPages } from "./catalogue.server";
export { personalData } from "./projects.server";

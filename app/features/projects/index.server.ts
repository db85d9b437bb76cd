// What other features may use of the projects (the header's project links, root loader), and
// what they bring to the site (their descriptor).
import { projects } from "#app/lib/db/schema";
import type { FeatureDescriptor } from "#app/lib/features/descriptor";
import { sitemapProjectPages } from "./catalogue.server";
import { personalData } from "./projects.server";
import { seedProjects } from "./seed.server";

export { projectNavigation } from "./catalogue.server";

export const projectsFeature: FeatureDescriptor = {
  name: "projects",
  // Their forms are form submissions (their rules are the admin feature's).
  personalData: { tables: [], export: personalData },
  uploads: [
    {
      table: projects,
      column: projects.body,
      holds: "markdown",
      store: "public",
    },
  ],
  seed: { defaults: seedProjects },
  sitemap: () => sitemapProjectPages(),
  adminNav: [{ label: "Projects", href: "/admin/projects", group: "Content", order: 68 }],
  adminAreas: [{ path: "/admin/projects", permissions: ["projects.manage"] }],
};

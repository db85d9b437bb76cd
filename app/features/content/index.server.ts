// What the content pages bring to the site (their descriptor); the sitemap route lives here.
import { contentPages, contentRevisions } from "#app/lib/db/schema";
import type { FeatureDescriptor } from "#app/lib/features/descriptor";
import { seedContentPages } from "./seed.server";

export const contentFeature: FeatureDescriptor = {
  name: "content",
  // A saved version names the staff member who wrote it; the data export does not list them yet.
  personalData: { tables: [contentRevisions] },
  uploads: [
    {
      table: contentPages,
      column: contentPages.body,
      holds: "markdown",
      store: "public",
    },
    {
      table: contentRevisions,
      column: contentRevisions.body,
      holds: "markdown",
      store: "public",
    },
  ],
  seed: { defaults: seedContentPages },
  adminNav: [{ label: "Pages", href: "/admin/pages", group: "Content", order: 65 }],
  adminAreas: [{ path: "/admin/pages", permissions: ["content.manage"] }],
};

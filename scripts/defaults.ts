import { seedContentPages } from "~/features/content/seed.server";
import { seedProjects } from "~/features/projects/seed.server";

/**
 * What every install needs in its database before the first visitor, demo or not: the project
 * pages and the content pages staff then edit. Idempotent (each inserts only what is missing);
 * run at every start and into the tests' template database.
 */
export async function installDefaults(): Promise<void> {
  await seedProjects();
  await seedContentPages();
}

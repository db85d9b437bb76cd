import { seedContentPages } from "~/features/content/seed.server";
import { seedDonationFunds } from "~/features/donations/index.server";
import { seedProjects } from "~/features/projects/seed.server";

/**
 * What every install needs in its database before the first visitor, demo or not: the project
 * pages, the content pages staff then edit and the donation funds. Idempotent (each inserts only what is missing);
 * run at every start and into the tests' template database.
 */
export async function installDefaults(): Promise<void> {
  await seedProjects();
  await seedContentPages();
  await seedDonationFunds();
}

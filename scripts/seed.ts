import { logger } from "~/lib/logger.server";

/**
 * Demo content, added idempotently at every start (each seeder checks before inserting).
 * Features add their seeders here as they arrive.
 */
const seeders: { name: string; run: () => Promise<void> }[] = [];

export async function seed(): Promise<void> {
  for (const seeder of seeders) {
    await seeder.run();
    logger.debug({ seeder: seeder.name }, "seeded");
  }
}

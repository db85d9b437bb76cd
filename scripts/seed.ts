import { createOrPromoteAdmin } from "#app/features/accounts/accounts.server";
import { FEATURES } from "#app/features.server";
import { db } from "#app/lib/db/client.server";
import { users } from "#app/lib/db/schema";
import { demoContentRemoved } from "#app/lib/features/demo-content.server";
import type { DemoContent } from "#app/lib/features/descriptor";
import { logger } from "#app/lib/logger.server";
import { installDefaults } from "./defaults";

export const DEMO_ADMIN_EMAIL = "admin@example.org";

/** On an empty database, a demo administrator with a random password, printed once. */
async function seedDemoAdmin(): Promise<void> {
  const [anyUser] = await db().select({ id: users.id }).from(users).limit(1);
  if (anyUser) return;
  const { password } = await createOrPromoteAdmin(DEMO_ADMIN_EMAIL, "Demo Administrator");
  console.log(
    `\n  Demo administrator created (shown once):\n    email:    ${DEMO_ADMIN_EMAIL}\n    password: ${password}\n  Make your own with: npm run admin:create -- --email you@example.org\n`,
  );
}

/**
 * Demo content, added idempotently at every start (each seeder checks before inserting): the
 * demo administrator, then every feature's declared demo seeders in the order of the list (but
 * not, once "Remove demo content" was used, those that add demo content).
 */
const seeders: { name: string; run: () => Promise<void>; demoContent?: DemoContent }[] = [
  { name: "demo admin", run: seedDemoAdmin },
  ...FEATURES.flatMap((feature) => feature.seed?.demo ?? []),
];

export async function seed(): Promise<void> {
  await installDefaults();
  // Once an administrator removed the demo content, the seeders that add it are left out.
  const removed = await demoContentRemoved();
  for (const seeder of seeders) {
    if (removed && seeder.demoContent) continue;
    await seeder.run();
    logger.debug({ seeder: seeder.name }, "seeded");
  }
}

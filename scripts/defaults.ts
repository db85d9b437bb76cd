import { FEATURES } from "#app/features.server";

/**
 * What every install needs in its database before the first visitor, demo or not: each feature's
 * declared defaults (the project pages, the content pages staff then edit, the donation funds).
 * Idempotent (each inserts only what is missing); run at every start and into the tests' template
 * database.
 */
export async function installDefaults(): Promise<void> {
  for (const feature of FEATURES) await feature.seed?.defaults?.();
}

import type { FeatureList } from "#app/lib/features/descriptor";
import { errorForLog, logger } from "#app/lib/logger.server";

/** One link of the admin menu, as data the layout renders. */
export interface AdminMenuLink {
  label: string;
  href: string;
  end: boolean;
  badge: { count: number; label: string } | null;
}

/**
 * The admin menu: every feature's declared entries in their order, with their badges counted.
 * A badge that cannot be counted shows none, so every admin page still opens.
 */
export async function adminMenu(features: FeatureList): Promise<AdminMenuLink[]> {
  const entries = features
    .flatMap((feature) => feature.adminNav ?? [])
    .sort((a, b) => a.order - b.order);
  return Promise.all(
    entries.map(async (entry) => ({
      label: entry.label,
      href: entry.href,
      end: entry.end ?? false,
      badge: entry.badge
        ? { count: await badgeCount(entry.badge.count), label: entry.badge.label }
        : null,
    })),
  );
}

async function badgeCount(count: () => Promise<number>): Promise<number> {
  try {
    return await count();
  } catch (error) {
    logger.error({ error: errorForLog(error) }, "an admin menu count could not be read");
    return 0;
  }
}

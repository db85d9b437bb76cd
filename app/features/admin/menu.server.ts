import { mayOpen, type StaffRole } from "#app/lib/auth/roles";
import { adminAccess } from "#app/lib/features/admin-areas";
import {
  ADMIN_NAV_GROUPS,
  type AdminNavGroup,
  type FeatureList,
} from "#app/lib/features/descriptor";
import { errorForLog, logger } from "#app/lib/logger.server";

/** One link of the admin menu, as data the layout renders. */
export interface AdminMenuLink {
  label: string;
  href: string;
  group: AdminNavGroup;
  end: boolean;
  badge: { count: number; label: string } | null;
}

const groupIndex = (group: AdminNavGroup) => ADMIN_NAV_GROUPS.indexOf(group);

/**
 * The admin menu: the features' declared entries the viewer's roles may open, group by group and
 * in their order within each, with their badges counted for those roles. A badge that cannot be counted shows none, so every admin
 * page still opens.
 */
export async function adminMenu(
  features: FeatureList,
  roles: readonly StaffRole[],
): Promise<AdminMenuLink[]> {
  const entries = features
    .flatMap((feature) => feature.adminNav ?? [])
    .filter((entry) => mayOpen(roles, adminAccess(features, entry.href)))
    .sort((a, b) => groupIndex(a.group) - groupIndex(b.group) || a.order - b.order);
  return Promise.all(
    entries.map(async ({ label, href, group, end, badge }) => ({
      label,
      href,
      group,
      end: end ?? false,
      badge: badge ? { count: await badgeCount(badge.count, roles), label: badge.label } : null,
    })),
  );
}

async function badgeCount(
  count: (roles: readonly StaffRole[]) => Promise<number>,
  roles: readonly StaffRole[],
): Promise<number> {
  try {
    return await count(roles);
  } catch (error) {
    logger.error({ error: errorForLog(error) }, "an admin menu count could not be read");
    return 0;
  }
}

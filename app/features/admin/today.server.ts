import { mayOpen } from "#app/lib/auth/roles";
import { adminAccess } from "#app/lib/features/admin-areas";
import type { FeatureList } from "#app/lib/features/descriptor";
import type { TodayContext, TodayItem } from "#app/lib/features/today";
import { errorForLog, logger } from "#app/lib/logger.server";

/**
 * Everything the features say needs doing or is due this week, as far as the viewer's roles open
 * the pages that deal with it. A feature that cannot be read is logged and left out, so the page
 * still opens with the rest.
 */
export async function todayItems(
  features: FeatureList,
  context: TodayContext,
): Promise<TodayItem[]> {
  const lists = await Promise.all(
    features.map(async (feature) => {
      if (!feature.today) return [];
      try {
        return await feature.today(context);
      } catch (error) {
        logger.error({ error: errorForLog(error), feature: feature.name }, "today's items failed");
        return [];
      }
    }),
  );
  return lists
    .flat()
    .filter((item) =>
      mayOpen(context.roles, adminAccess(features, item.href.split(/[?#]/)[0] ?? "")),
    );
}

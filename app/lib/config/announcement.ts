import type { SiteConfig } from "./site";

export type Announcement = NonNullable<SiteConfig["announcement"]>;

/**
 * The announcement to show on `today` (the centre's date, YYYY-MM-DD): one with text whose
 * from/to dates (inclusive, either may be empty) include today; otherwise none.
 */
export function activeAnnouncement(config: SiteConfig, today: string): Announcement | null {
  const announcement = config.announcement;
  if (!announcement?.text.trim()) return null;
  if (announcement.from && today < announcement.from) return null;
  if (announcement.to && today > announcement.to) return null;
  return announcement;
}

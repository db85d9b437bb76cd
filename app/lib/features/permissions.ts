/**
 * Every permission a feature's admin pages may need, in one place. Features declare which of
 * their admin addresses need which (`adminAreas` in their descriptor); staff roles grant them
 * (`#app/lib/auth/roles`).
 */
export const PERMISSIONS = [
  "academy.manage",
  "accounts.manage",
  "audit.read",
  "backups.manage",
  "blog.manage",
  "competition.manage",
  "content.manage",
  "counselling.read",
  "directory.manage",
  "donations.manage",
  "emails.manage",
  "media.manage",
  "notices.manage",
  "prayer-times.manage",
  "privacy.manage",
  "projects.manage",
  "settings.manage",
  "submissions.manage",
  "summer.manage",
] as const;

export type Permission = (typeof PERMISSIONS)[number];

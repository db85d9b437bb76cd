/**
 * Every permission a feature's admin pages may need, in one place. Features declare theirs in
 * their descriptor; today every administrator holds them all, and staff roles will grant them
 * one by one.
 */
export const PERMISSIONS = [
  "academy.manage",
  "audit.read",
  "blog.manage",
  "competition.manage",
  "content.manage",
  "directory.manage",
  "donations.manage",
  "emails.manage",
  "media.manage",
  "prayer-times.manage",
  "privacy.manage",
  "projects.manage",
  "settings.manage",
  "submissions.manage",
  "summer.manage",
] as const;

export type Permission = (typeof PERMISSIONS)[number];

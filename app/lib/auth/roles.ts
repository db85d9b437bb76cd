import { type StaffRole, staffRoles } from "#app/lib/db/enums";
import type { AdminAccess } from "#app/lib/features/admin-areas";
import { PERMISSIONS, type Permission } from "#app/lib/features/permissions";

export { type StaffRole, staffRoles };

/** A role as the accounts page and the dashboard name it, and what it is for. */
export const ROLE_DETAILS: Record<StaffRole, { label: string; description: string }> = {
  administrator: {
    label: "Administrator",
    description: "Everything, including accounts and roles, settings, backups and the audit log.",
  },
  editor: {
    label: "Editor",
    description:
      "Pages, projects, blog, media, notices and the newsletter, prayer times and screens, and the forms' submissions.",
  },
  treasurer: { label: "Treasurer", description: "Donations, funds, campaigns and Gift Aid." },
  academy: { label: "Academy", description: "The Academy's terms and enrolments." },
  summer: {
    label: "Summer & competition",
    description: "Summer seasons, registrations and coupons, and the Quran competition.",
  },
  directory: {
    label: "Directory moderator",
    description: "Reviews business listings and job seekers.",
  },
  counselling: {
    label: "Counselling",
    description:
      "Reads advice and counselling requests, which no other role but administrator sees.",
  },
};

/**
 * What each role may do: least privilege, so a volunteer who edits the blog cannot read
 * counselling requests or refund a donation. Decision 0362.
 */
export const ROLE_PERMISSIONS: Record<StaffRole, readonly Permission[]> = {
  administrator: PERMISSIONS,
  editor: [
    "content.manage",
    "blog.manage",
    "media.manage",
    "notices.manage",
    "projects.manage",
    "prayer-times.manage",
    "submissions.manage",
  ],
  treasurer: ["donations.manage"],
  academy: ["academy.manage"],
  summer: ["summer.manage", "competition.manage"],
  directory: ["directory.manage"],
  counselling: ["counselling.read"],
};

/** Anyone holding a role may open the back office; each page then asks for its permission. */
export function isStaff(roles: readonly StaffRole[]): boolean {
  return roles.length > 0;
}

export function hasPermission(roles: readonly StaffRole[], permission: Permission): boolean {
  return roles.some((role) => ROLE_PERMISSIONS[role].includes(permission));
}

/** True when the roles grant at least one of `permissions`. */
function hasAnyPermission(
  roles: readonly StaffRole[],
  permissions: readonly Permission[],
): boolean {
  return permissions.some((permission) => hasPermission(roles, permission));
}

/** Roles in their fixed order, without repeats or unknown names (from a form, say). */
export function sortedRoles(roles: Iterable<string>): StaffRole[] {
  const wanted = new Set(roles);
  return staffRoles.filter((role) => wanted.has(role));
}

export function roleLabels(roles: readonly StaffRole[]): string {
  return roles.map((role) => ROLE_DETAILS[role].label).join(", ");
}

/** Whether the roles open an admin address of this access (`#app/lib/features/admin-areas`). */
export function mayOpen(roles: readonly StaffRole[], access: AdminAccess): boolean {
  if (!isStaff(roles)) return false;
  if (access === "any-staff") return true;
  if (access === "administrator") return roles.includes("administrator");
  return hasAnyPermission(roles, access);
}

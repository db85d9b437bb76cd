import type { FeatureList } from "./descriptor";
import type { Permission } from "./permissions";

/** Addresses below /admin that a feature owns, and the permissions that open them (any one). */
export interface AdminArea {
  /** `/admin/donations` covers itself and every address below it. */
  path: string;
  permissions: readonly Permission[];
}

/**
 * Who may use an admin address: its area's permissions (the longest declared path that covers it),
 * any staff member for the admin's own shell (the overview and its "not found" page), and only an
 * administrator for an address no feature declares, so a forgotten declaration refuses rather
 * than opens.
 */
export type AdminAccess = readonly Permission[] | "any-staff" | "administrator";

const SHELL = new Set(["/admin", "/admin/*"]);

/** `path` is a route's whole pattern, as the route table has it (`/admin/blog/:id`). */
export function adminAccess(features: FeatureList, path: string): AdminAccess {
  if (SHELL.has(path)) return "any-staff";
  const area = features
    .flatMap((feature) => feature.adminAreas ?? [])
    .filter((candidate) => path === candidate.path || path.startsWith(`${candidate.path}/`))
    .sort((a, b) => b.path.length - a.path.length)[0];
  return area ? area.permissions : "administrator";
}

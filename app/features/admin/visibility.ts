import { hasPermission, type StaffRole } from "#app/lib/auth/roles";

/**
 * Which submissions a viewer may see. Counselling requests are confidential: only the counselling
 * role and administrators read them; every other kind needs the submissions permission.
 */
export type SubmissionScope = "all" | "counselling" | "others" | "none";

export function submissionScope(roles: readonly StaffRole[]): SubmissionScope {
  const others = hasPermission(roles, "submissions.manage");
  const counselling = hasPermission(roles, "counselling.read");
  if (others && counselling) return "all";
  if (others) return "others";
  return counselling ? "counselling" : "none";
}

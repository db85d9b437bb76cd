/** What a visitor is told when a page needs an account, or an administrator's. */
export const authMessages = {
  dashboardLoginRequired: "Please log in to access your dashboard",
  adminRequired: "Access denied. Admin privileges required.",
  roleRequired:
    "Your roles do not include that part of the admin. An administrator can add a role under Accounts & roles.",
} as const;

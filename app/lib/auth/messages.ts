/** What a visitor is told when a page needs an account, or an administrator's. */
export const authMessages = {
  dashboardLoginRequired: "Please log in to access your dashboard",
  adminRequired: "Access denied. Admin privileges required.",
} as const;

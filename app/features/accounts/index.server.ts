// What the accounts bring to the site (their descriptor): the account, its sign-ins, the emails
// sent to it and the audit log's record of who acted.
import { countExpiredSessions, deleteExpiredSessions } from "#app/lib/auth/expired-sessions.server";
import { accounts, auditLog, outbox, sessions, users } from "#app/lib/db/schema";
import { countedStep, type FeatureDescriptor } from "#app/lib/features/descriptor";
import { countStaleRateLimits, deleteStaleRateLimits } from "#app/lib/security/rate-limit.server";
import { accountData } from "./personal-data.server";

export const accountsFeature: FeatureDescriptor = {
  name: "accounts",
  // Deleting the account (Better Auth) deletes its sessions and sign-in methods with it.
  personalData: {
    tables: [users, accounts, sessions, outbox, auditLog],
    export: accountData,
  },
  retention: [
    countedStep("sessions", countExpiredSessions, deleteExpiredSessions),
    // The log-in slow-down's counts and the public forms' limits.
    countedStep("rateLimits", countStaleRateLimits, deleteStaleRateLimits),
  ],
  adminNav: [{ label: "Accounts & roles", href: "/admin/accounts", group: "Centre", order: 155 }],
  adminAreas: [{ path: "/admin/accounts", permissions: ["accounts.manage"] }],
};

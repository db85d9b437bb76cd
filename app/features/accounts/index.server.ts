// What other features may use of accounts.
export { recordAudit } from "./audit.server";
export { type CurrentUser, getCurrentUser, requireAdmin } from "./session.server";

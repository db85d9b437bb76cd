// What other features may use of accounts.
export { recordAudit } from "./audit.server";
export { countExpiredSessions, deleteExpiredSessions } from "./expired-sessions.server";
export {
  adminRefusal,
  type CurrentUser,
  getCurrentUser,
  requireAdmin,
} from "./session.server";

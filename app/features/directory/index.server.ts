// What other features may use of the directory.

export { pendingDirectoryCount } from "./admin.server";
export { dashboardListings } from "./dashboard.server";
export { countDeclinedListings, deleteDeclinedListings } from "./declined.server";
export { countExpiredDrafts, purgeExpiredDrafts } from "./drafts.server";
export { submitSavedDrafts } from "./listings.server";
export { deleteOwnedListings, ownedListings } from "./owned-listings.server";
export { personalData } from "./personal-data.server";
export {
  deleteExpiredSeekers,
  previewSeekerExpiry,
  warnExpiringSeekers,
} from "./seekers/expiry.server";

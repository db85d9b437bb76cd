// What other features may use of the directory.

export { pendingDirectoryCount } from "./admin.server";
export { listOwnBusinesses } from "./business.server";
export { submitSavedDrafts } from "./listings.server";
export { deleteOwnedListings, listOwnSeekers, ownedListings } from "./seekers.server";

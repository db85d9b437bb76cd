// What other features may use of the directory.

export { pendingDirectoryCount } from "./admin.server";
export { listOwnBusinesses, type OwnBusiness } from "./business.server";
export { seedDirectory } from "./seed.server";

// What other features may use of the directory.

export { pendingDirectoryCount } from "./admin.server";
export { listOwnBusinesses } from "./business.server";

// What other features may use of the directory.
export { listOwnBusinesses, type OwnBusiness } from "./business.server";
export { seedDirectory } from "./seed.server";

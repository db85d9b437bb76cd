import { onTestFinished } from "vitest";
import { type DiskFault, diskFault } from "./tmpfs";

export { canMountTmpfs } from "./tmpfs";

/** `diskFault` for the test it is called in: removed when the test ends, whatever its outcome. */
export function withDiskFault(folder: string, fault: DiskFault): void {
  onTestFinished(diskFault(folder, fault));
}

import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * Real disk faults for tests, from the operating system rather than a mocked `fs`: a small tmpfs
 * mounted over a folder, read-only (writes fail with EROFS) or filled to the last page (ENOSPC).
 * Root ignores file permissions, so a chmod-ed folder would still take the files; a mount does
 * not. Needs root (or CAP_SYS_ADMIN), as on these machines and in CI; `canMountTmpfs` says so.
 * Without vitest, so that `npm run fault-proof` fills a disk with it too.
 */
export type DiskFault = "read-only" | "full";

function mount(folder: string, options: string) {
  execFileSync("mount", ["-t", "tmpfs", "-o", options, "tmpfs", folder], { stdio: "ignore" });
}

function unmount(folder: string) {
  execFileSync("umount", [folder], { stdio: "ignore" });
}

/** Whether this process may mount a tmpfs: tried once, on a folder of its own. */
export const canMountTmpfs: boolean = (() => {
  const folder = mkdtempSync(path.join(tmpdir(), "wic-mount-check-"));
  try {
    mount(folder, "size=16k");
    unmount(folder);
    return true;
  } catch {
    return false;
  } finally {
    rmdirSync(folder);
  }
})();

/** Puts `fault` under `folder` (made if missing) until the answer is called. */
export function diskFault(folder: string, fault: DiskFault): () => void {
  mkdirSync(folder, { recursive: true });
  mount(folder, fault === "read-only" ? "ro,size=64k" : "size=64k");
  if (fault === "full") {
    try {
      writeFileSync(path.join(folder, "filler"), Buffer.alloc(1024 * 1024));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOSPC") throw error;
    }
  }
  return () => unmount(folder);
}

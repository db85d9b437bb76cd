/**
 * What the operating system's refusal to write a file means, for the person uploading and for the
 * log. Pure: it reads only the error's code.
 */

/** full: no space (or quota) left; not-writable: permissions or a read-only disk; failed: the rest. */
export type StorageProblem = "full" | "not-writable" | "failed";

const FULL = new Set(["ENOSPC", "EDQUOT"]);
const NOT_WRITABLE = new Set(["EACCES", "EPERM", "EROFS"]);

export function storageProblemOf(code: string): StorageProblem {
  if (FULL.has(code)) return "full";
  if (NOT_WRITABLE.has(code)) return "not-writable";
  return "failed";
}

/** An error the operating system gave for a file operation: it has a code and a system call. */
export function isFileSystemError(error: unknown): error is NodeJS.ErrnoException {
  return (
    error instanceof Error &&
    typeof (error as NodeJS.ErrnoException).code === "string" &&
    typeof (error as NodeJS.ErrnoException).syscall === "string"
  );
}

/**
 * The log's line for a write refused in `folder` (named e.g. "uploads"): what is wrong and where,
 * e.g. "uploads folder not writable: EROFS /srv/wic/data/uploads".
 */
export function storageLogLine(folder: string, folderPath: string, code: string, file?: string) {
  switch (storageProblemOf(code)) {
    case "full":
      return `no space left on device (${code}) writing ${file ?? folderPath}`;
    case "not-writable":
      return `${folder} folder not writable: ${code} ${folderPath}`;
    default:
      return `${folder} folder: ${code} writing ${file ?? folderPath}`;
  }
}

/** What the person who sent a file is told when it could not be stored (503, the rest of the form kept). */
export function storageFailureMessage(what: "image" | "CV", problem: StorageProblem): string {
  const why = {
    full: "the server's storage is full",
    "not-writable": "the server's storage cannot be written to",
    failed: "the server could not write it to its storage",
  }[problem];
  return `The ${what} could not be saved: ${why}. Please tell the site's administrator.`;
}

import { constants } from "node:fs";
import { access, mkdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { env } from "#app/lib/config/env.server";
import { logger } from "#app/lib/logger.server";
import {
  isFileSystemError,
  type StorageProblem,
  storageLogLine,
  storageProblemOf,
} from "./storage-faults";

/** A folder under DATA_DIR that the site writes files to; `name` is how the log calls it. */
export interface DataFolder {
  name: string;
  path: string;
}

/** Public images (logos, covers, the media library), named by their content. */
export function uploadsDirectory(): string {
  return path.resolve(env().DATA_DIR, "uploads");
}

/** Private files (CVs), outside every public folder. */
export function privateDirectory(): string {
  return path.resolve(env().DATA_DIR, "private");
}

export const uploadsFolder = (directory = uploadsDirectory()): DataFolder => ({
  name: "uploads",
  path: directory,
});

export const privateFolder = (): DataFolder => ({
  name: "private files",
  path: privateDirectory(),
});

/** Every folder the site writes to: the data folder itself (the embedded database, backups), uploads, private files. */
function dataFolders(): DataFolder[] {
  return [{ name: "data", path: path.resolve(env().DATA_DIR) }, uploadsFolder(), privateFolder()];
}

/** A file the operating system refused to store in a data folder (full, read-only, no right). */
export class StorageFault extends Error {
  constructor(
    readonly code: string,
    readonly problem: StorageProblem,
    message: string,
  ) {
    super(message);
    this.name = "StorageFault";
  }
}

/**
 * The reason a folder could not be made: a recursive mkdir reports ENOENT when it meets a
 * read-only disk or a folder it may not write to, so the nearest folder that exists is asked.
 */
async function realCause(error: NodeJS.ErrnoException): Promise<NodeJS.ErrnoException> {
  if (error.code !== "ENOENT" || error.syscall !== "mkdir" || !error.path) return error;
  let folder = path.dirname(error.path);
  for (;;) {
    try {
      await access(folder, constants.F_OK);
      break;
    } catch {
      const parent = path.dirname(folder);
      if (parent === folder) return error;
      folder = parent;
    }
  }
  try {
    await access(folder, constants.W_OK);
    return error;
  } catch (refusal) {
    return isFileSystemError(refusal) ? refusal : error;
  }
}

/**
 * Runs file writes in `folder`. A refusal from the operating system is logged as one error line
 * naming the folder and the cause ("uploads folder not writable: EROFS /srv/wic/data/uploads",
 * "no space left on device (ENOSPC) writing …") and thrown as a StorageFault, for the form to
 * say what is wrong; any other error is thrown as it is.
 */
export async function writingIn<T>(folder: DataFolder, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (thrown) {
    if (!isFileSystemError(thrown) || !thrown.code) throw thrown;
    const error = await realCause(thrown);
    const code = error.code ?? thrown.code;
    const line = storageLogLine(folder.name, folder.path, code, error.path);
    logger.error({ folder: folder.path, file: error.path, code, syscall: error.syscall }, line);
    throw new StorageFault(code, storageProblemOf(code), line);
  }
}

/** Ends the name of a file being written; one left by a crash is swept with the unused uploads. */
export const UPLOAD_TEMPORARY_SUFFIX = ".tmp";

/** Writes a file by way of a temporary one renamed into place, so no reader sees half a file. */
export async function writeWhole(target: string, bytes: Uint8Array, mode?: number): Promise<void> {
  const temporary = `${target}.${process.pid}.${Date.now()}${UPLOAD_TEMPORARY_SUFFIX}`;
  try {
    await writeFile(temporary, bytes, mode === undefined ? undefined : { mode });
    await rename(temporary, target);
  } catch (error) {
    // A disk that filled up leaves part of the file: it goes.
    await rm(temporary, { force: true }).catch(() => {});
    throw error;
  }
}

export interface UnwritableFolder {
  folder: string;
  path: string;
  code: string;
  problem: StorageProblem;
}

/** The last problem logged for each folder, so that a health check polled every few seconds logs a change once. */
const reported = new Map<string, string>();

/**
 * Writes and removes a small file in every data folder (making it if missing); answers those that
 * refuse, and logs when a folder starts or stops refusing.
 */
export async function unwritableDataFolders(): Promise<UnwritableFolder[]> {
  const answers = await Promise.all(
    dataFolders().map(async (folder): Promise<UnwritableFolder | null> => {
      const probe = path.join(
        folder.path,
        `.write-check-${process.pid}-${Math.random().toString(36).slice(2)}`,
      );
      try {
        await mkdir(folder.path, { recursive: true });
        await writeFile(probe, "ok");
        await rm(probe, { force: true });
        if (reported.delete(folder.path))
          logger.info({ folder: folder.path }, `${folder.name} folder writable again`);
        return null;
      } catch (thrown) {
        if (!isFileSystemError(thrown) || !thrown.code) throw thrown;
        await rm(probe, { force: true }).catch(() => {});
        const error = await realCause(thrown);
        const code = error.code ?? thrown.code;
        const line = storageLogLine(folder.name, folder.path, code, error.path);
        if (reported.get(folder.path) !== line) {
          reported.set(folder.path, line);
          logger.error({ folder: folder.path, code, syscall: error.syscall }, line);
        }
        return { folder: folder.name, path: folder.path, code, problem: storageProblemOf(code) };
      }
    }),
  );
  return answers.filter((answer) => answer !== null);
}

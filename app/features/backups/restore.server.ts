import { existsSync } from "node:fs";
import { mkdir, rename, rm } from "node:fs/promises";
import path from "node:path";
import { env } from "~/lib/config/env.server";
import type { DatabaseHandle } from "~/lib/db/client.server";
import { BackupRefused, FILE_FOLDERS, filesUnder, openArchive } from "./archive.server";
import { dropEverything, loadTables, tablesWithRows } from "./database.server";
import { journalTags, migrateToLevel } from "./migrations.server";
import { compareMigrationLevel, type Manifest } from "./rules";

export interface RestoreSummary {
  manifest: Manifest;
  tables: { name: string; rows: number }[];
  files: Record<(typeof FILE_FOLDERS)[number], number>;
  /** Migrations applied after loading, when the archive came from an older version. */
  migratedForward: number;
}

/** What the target already holds: tables with rows, and files in uploads/ and private/. */
async function whatIsThere(handle: DatabaseHandle, dataDir: string): Promise<string[]> {
  const tables = await tablesWithRows(handle.db);
  const found = tables.length > 0 ? [`rows in ${tables.join(", ")}`] : [];
  for (const folder of FILE_FOLDERS) {
    const files = await filesUnder(path.join(dataDir, folder));
    if (files.length > 0) found.push(`${files.length} files in ${path.join(dataDir, folder)}`);
  }
  return found;
}

/**
 * Restores an archive into the database `handle` and DATA_DIR: checks every checksum and the
 * migration level first, refuses a target that holds anything unless `force` (which empties it),
 * then migrates the blank database to the archive's level, loads the rows, puts the files back
 * and migrates forward to this code's level.
 */
export async function restoreArchive(
  handle: DatabaseHandle,
  archive: string,
  { force = false }: { force?: boolean } = {},
): Promise<RestoreSummary> {
  const dataDir = path.resolve(env().DATA_DIR);
  const { folder, manifest } = await openArchive(archive, dataDir);
  try {
    const tags = await journalTags();
    const level = compareMigrationLevel(manifest.migrations, tags);
    if (level.kind === "newer") {
      throw new BackupRefused(
        `This archive comes from a newer version of the site: its database has ${manifest.migrations.count} migrations (the last ${manifest.migrations.last}), this code knows ${tags.length}. Update the code first, then restore.`,
      );
    }
    if (level.kind === "different") {
      throw new BackupRefused(
        `This archive's migrations do not match this code's: its migration ${manifest.migrations.count} is ${manifest.migrations.last}, here it is ${level.expected}.`,
      );
    }
    const present = await whatIsThere(handle, dataDir);
    if (present.length > 0 && !force) {
      throw new BackupRefused(
        `The target is not empty (${present.join("; ")}). Restore into an empty data directory and database, or add --force to delete what is there first.`,
      );
    }

    for (const name of FILE_FOLDERS)
      await rm(path.join(dataDir, name), { recursive: true, force: true });
    await dropEverything(handle);
    await migrateToLevel(handle, manifest.migrations.count);
    const tables = await loadTables(
      handle,
      path.join(folder, "database"),
      manifest.tables.map((table) => table.name),
    );
    const files = { uploads: 0, private: 0 };
    for (const name of FILE_FOLDERS) {
      const source = path.join(folder, "files", name);
      if (!existsSync(source)) continue;
      files[name] = (await filesUnder(source)).length;
      await mkdir(dataDir, { recursive: true });
      await rename(source, path.join(dataDir, name));
    }
    await handle.migrate();
    return {
      manifest,
      tables,
      files,
      migratedForward: level.kind === "older" ? level.missing : 0,
    };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

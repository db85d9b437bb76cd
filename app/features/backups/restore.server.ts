import { existsSync } from "node:fs";
import { mkdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { and, eq, isNull, sql } from "drizzle-orm";
import { env } from "#app/lib/config/env.server";
import type { DatabaseHandle } from "#app/lib/db/client.server";
import { backupRuns } from "#app/lib/db/schema";
import {
  BackupRefused,
  checkArchive,
  FILE_FOLDERS,
  filesUnder,
  removeFolder,
  unpackArchive,
} from "./archive.server";
import { dropEverything, loadTables, tablesWithRows } from "./database.server";
import { journalTags, migrateToLevel } from "./migrations.server";
import { compareMigrationLevel, type Manifest, type RestoreTarget, targetRefusal } from "./rules";

export interface RestoreSummary {
  manifest: Manifest;
  tables: { name: string; rows: number }[];
  files: Record<(typeof FILE_FOLDERS)[number], number>;
  /** Migrations applied after loading, when the archive came from an older version. */
  migratedForward: number;
}

/**
 * The name `npm run restore -- ARCHIVE --force NAME` must give before it empties a target that
 * holds data: the PostgreSQL database's name (wic in postgres://…/wic; without one in the URL,
 * PostgreSQL's default, the user's name), or the embedded database's DATA_DIR as a full path.
 */
export function restoreTargetName({
  DATABASE_URL,
  DATA_DIR,
}: {
  DATABASE_URL?: string | undefined;
  DATA_DIR: string;
}): string {
  if (!DATABASE_URL) return path.resolve(DATA_DIR);
  const url = new URL(DATABASE_URL);
  return decodeURIComponent(url.pathname.slice(1) || url.username || "postgres");
}

/** The target as the restore sees it: the database the handle is connected to, and DATA_DIR. */
async function targetOf(handle: DatabaseHandle, dataDir: string): Promise<RestoreTarget> {
  if (handle.kind === "pglite") return { kind: "pglite", name: dataDir, dataDir };
  const result = (await handle.db.execute(sql`select current_database() as name`)) as unknown as {
    rows: { name: string }[];
  };
  return { kind: "postgres", name: result.rows[0]?.name ?? "", dataDir };
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
 * The archive was read while its own backup run was still going (runBackup records the run
 * first): that run made this very archive, so it finished, with this file. Any other run still
 * going at that moment never finishes in the restored database. Without this, the admin
 * overview would say "Running" until the next backup.
 */
async function settleBackupRuns(
  handle: DatabaseHandle,
  archive: string,
  manifest: Manifest,
): Promise<void> {
  const madeAt = new Date(manifest.createdAt);
  const { size } = await stat(archive);
  await handle.db.transaction(async (tx) => {
    await tx
      .update(backupRuns)
      .set({ finishedAt: madeAt, fileName: path.basename(archive), bytes: size, ok: true })
      .where(and(isNull(backupRuns.ok), eq(backupRuns.startedAt, madeAt)));
    await tx
      .update(backupRuns)
      .set({
        finishedAt: madeAt,
        ok: false,
        error: `Unfinished when ${path.basename(archive)} was made; that archive was restored.`,
      })
      .where(isNull(backupRuns.ok));
  });
}

/**
 * Restores an archive into the database `handle` and DATA_DIR. Before anything is written it
 * reads the whole archive (a damaged one is refused), checks the migration level, and refuses a
 * target that holds anything unless `force` names it (restoreTargetName); `force` naming
 * anything else is refused too. Then it empties the target, migrates the blank database to the
 * archive's level, loads the rows, puts the files back and migrates forward to this code's level.
 */
export async function restoreArchive(
  handle: DatabaseHandle,
  archive: string,
  { force }: { force?: string } = {},
): Promise<RestoreSummary> {
  const dataDir = path.resolve(env().DATA_DIR);
  const manifest = await checkArchive(archive);
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
  const target = await targetOf(handle, dataDir);
  // An embedded target is a folder: ./data and /srv/wic/data may name the same one.
  const named = force && target.kind === "pglite" ? path.resolve(force) : force;
  const refusal = targetRefusal(target, await whatIsThere(handle, dataDir), named);
  if (refusal) throw new BackupRefused(refusal);

  const folder = await unpackArchive(archive, manifest, dataDir);
  try {
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
    await settleBackupRuns(handle, archive, manifest);
    return {
      manifest,
      tables,
      files,
      migratedForward: level.kind === "older" ? level.missing : 0,
    };
  } finally {
    await removeFolder(folder);
  }
}

import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { createReadStream, existsSync } from "node:fs";
import {
  cp,
  mkdir,
  mkdtemp,
  readdir,
  readFile,
  rename,
  rm,
  stat,
  writeFile,
} from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { create as createTar, extract as extractTar, list as listTar } from "tar";
import { env } from "#app/lib/config/env.server";
import type { DatabaseHandle } from "#app/lib/db/client.server";
import { dumpTables } from "./database.server";
import { journalTags } from "./migrations.server";
import {
  type ArchiveKind,
  archiveName,
  type Checksum,
  checksumProblems,
  MANIFEST_FORMAT,
  type Manifest,
  manifestSchema,
} from "./rules";

/** The folders of DATA_DIR an archive carries, beside the database: images and private files (CVs). */
export const FILE_FOLDERS = ["uploads", "private"] as const;
const MANIFEST = "manifest.json";

/** A backup or restore that must not go ahead, with the reason for the person running it. */
export class BackupRefused extends Error {}

async function sha256(file: string): Promise<string> {
  const hash = createHash("sha256");
  for await (const chunk of createReadStream(file)) hash.update(chunk);
  return hash.digest("hex");
}

/** Every file under `root`, by its path from there with forward slashes. */
export async function filesUnder(root: string): Promise<string[]> {
  if (!existsSync(root)) return [];
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"),
    )
    .sort();
}

async function checksums(root: string, files: string[]): Promise<Record<string, Checksum>> {
  const result: Record<string, Checksum> = {};
  for (const file of files) {
    const full = path.join(root, file);
    result[file] = { sha256: await sha256(full), bytes: (await stat(full)).size };
  }
  return result;
}

async function appVersion(): Promise<Manifest["app"]> {
  const packageJson = JSON.parse(await readFile(path.resolve("package.json"), "utf8")) as {
    version?: string;
  };
  let commit: string | null = null;
  try {
    const { stdout } = await promisify(execFile)("git", ["rev-parse", "HEAD"], { timeout: 5000 });
    commit = stdout.trim() || null;
  } catch {
    // An install without git (a copied release) has no commit to report.
  }
  return { version: packageJson.version ?? null, commit };
}

export interface CreatedArchive {
  file: string;
  bytes: number;
  manifest: Manifest;
}

/**
 * Writes one archive of `kind` into `directory`: the database as NDJSON (one consistent read), DATA_DIR's
 * uploads/ and private/, and a manifest with the app version, migration level, row counts and
 * every file's checksum. The archive appears under its final name only once it is complete.
 */
export async function createArchive(
  handle: DatabaseHandle,
  directory: string,
  { kind = "manual", now = Date.now() }: { kind?: ArchiveKind; now?: number } = {},
): Promise<CreatedArchive> {
  await mkdir(directory, { recursive: true });
  const staging = await mkdtemp(path.join(directory, ".staging-"));
  try {
    await mkdir(path.join(staging, "database"));
    const dumped = await dumpTables(handle, path.join(staging, "database"));
    for (const folder of FILE_FOLDERS) {
      const source = path.resolve(env().DATA_DIR, folder);
      if (existsSync(source))
        await cp(source, path.join(staging, "files", folder), { recursive: true });
    }
    const tags = await journalTags();
    const manifest: Manifest = {
      format: MANIFEST_FORMAT,
      createdAt: new Date(now).toISOString(),
      kind,
      app: await appVersion(),
      database: { kind: handle.kind },
      migrations: {
        count: dumped.migrations.count,
        last: dumped.migrations.count === 0 ? null : (tags[dumped.migrations.count - 1] ?? null),
      },
      tables: dumped.tables,
      files: await checksums(staging, await filesUnder(staging)),
    };
    await writeFile(path.join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    const file = path.join(directory, archiveName(now, kind));
    const partial = `${file}.partial`;
    const parts = [
      MANIFEST,
      "database",
      ...(existsSync(path.join(staging, "files")) ? ["files"] : []),
    ];
    await createTar({ gzip: true, file: partial, cwd: staging, portable: true }, parts);
    await rename(partial, file);
    return { file, bytes: (await stat(file)).size, manifest };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** The plain words of every refusal of a damaged archive: what happened, and that nothing changed. */
function damaged(archive: string, why: string): BackupRefused {
  return new BackupRefused(
    `This archive is damaged or incomplete: ${archive}\n${why}\nNothing was restored: the database and DATA_DIR are as they were. Use another archive (the one before it, or its copy in BACKUP_COPY_DIR).`,
  );
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** A path inside an archive as the manifest writes it ("database/users.ndjson"). */
const entryName = (entryPath: string) => entryPath.replace(/^(\.\/)+/, "").replace(/\/+$/, "");

/**
 * Reads an archive to its end without writing anything: the gzip stream (its own check included)
 * and every tar entry, hashing each file as it passes. Answers its manifest once every file the
 * manifest lists is there with its checksum and nothing else is; refuses it otherwise.
 */
export async function checkArchive(archive: string): Promise<Manifest> {
  if (!existsSync(archive)) throw new BackupRefused(`There is no file ${archive}.`);
  const found: Record<string, Checksum> = {};
  const unexpected: string[] = [];
  let manifestText = "";
  try {
    await listTar({
      file: archive,
      strict: true,
      onReadEntry: (entry) => {
        const name = entryName(entry.path);
        if (entry.type === "Directory") return;
        if (entry.type !== "File") {
          unexpected.push(`${name} is a ${entry.type}, not a file`);
          return;
        }
        const hash = createHash("sha256");
        let bytes = 0;
        const text: Buffer[] = [];
        entry.on("data", (chunk: Buffer) => {
          hash.update(chunk);
          bytes += chunk.length;
          if (name === MANIFEST) text.push(chunk);
        });
        entry.on("end", () => {
          if (name === MANIFEST) manifestText = Buffer.concat(text).toString("utf8");
          else found[name] = { sha256: hash.digest("hex"), bytes };
        });
      },
    });
  } catch (error) {
    throw damaged(archive, `It could not be read to its end (${reason(error)}).`);
  }
  let manifest: Manifest;
  try {
    manifest = manifestSchema.parse(JSON.parse(manifestText));
  } catch {
    throw damaged(
      archive,
      "Its manifest (manifest.json) is missing or unreadable: it may not be a backup of this site.",
    );
  }
  const problems = [...unexpected, ...checksumProblems(manifest.files, found)];
  if (problems.length > 0)
    throw damaged(archive, problems.map((problem) => `  - ${problem}`).join("\n"));
  return manifest;
}

/** Removes a folder, waiting out a file still being closed (a failed unpack may leave one). */
export const removeFolder = (folder: string) =>
  rm(folder, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });

/**
 * Unpacks an archive checkArchive passed into a new folder `.restore-…` inside `into` (on the same
 * disk as DATA_DIR, so its folders can be moved into place) and checks the files again, in case
 * the archive changed meanwhile (a copy still arriving). Answers the folder; the caller removes
 * it, with removeFolder.
 */
export async function unpackArchive(
  archive: string,
  manifest: Manifest,
  into: string,
): Promise<string> {
  await mkdir(into, { recursive: true });
  const folder = await mkdtemp(path.join(into, ".restore-"));
  try {
    try {
      await extractTar({ file: archive, cwd: folder, strict: true });
    } catch (error) {
      throw damaged(archive, `It could not be unpacked (${reason(error)}).`);
    }
    const found = (await filesUnder(folder)).filter((file) => file !== MANIFEST);
    const problems = checksumProblems(manifest.files, await checksums(folder, found));
    if (problems.length > 0)
      throw damaged(archive, problems.map((problem) => `  - ${problem}`).join("\n"));
    return folder;
  } catch (error) {
    await removeFolder(folder);
    throw error;
  }
}

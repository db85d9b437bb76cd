import { z } from "zod";
import { localDate } from "#app/lib/time/london";

/**
 * What made an archive: the daily run, a person (Back up now, `npm run backup`) or
 * `npm run upgrade` just before it changes the code. Rotation counts each kind apart.
 */
export const ARCHIVE_KINDS = ["daily", "manual", "pre-upgrade"] as const;
export type ArchiveKind = (typeof ARCHIVE_KINDS)[number];

/**
 * The archive's own name: wic-backup-YYYYMMDD-HHMMSS-KIND.tar.gz, in UTC (unique across clock
 * changes). Archives made before kinds existed have no KIND and count as daily ones.
 */
const ARCHIVE_NAME =
  /^wic-backup-(\d{4})(\d{2})(\d{2})-(\d{2})(\d{2})(\d{2})(?:-(daily|manual|pre-upgrade))?\.tar\.gz$/;

export function archiveName(instant: number, kind: ArchiveKind): string {
  const stamp = new Date(instant).toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15);
  return `wic-backup-${stamp}-${kind}.tar.gz`;
}

/** When and why an archive was made, read from its name; null for a file that is not one of ours. */
export function archiveFacts(name: string): { time: number; kind: ArchiveKind } | null {
  const match = ARCHIVE_NAME.exec(name);
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map(Number);
  return {
    time: Date.UTC(year ?? 0, (month ?? 1) - 1, day, hour, minute, second),
    kind: (match[7] as ArchiveKind | undefined) ?? "daily",
  };
}

/** The names that are archives of ours, with when and why each was made; other files left out. */
function archivesAmong(names: string[]): { name: string; time: number; kind: ArchiveKind }[] {
  return names.flatMap((name) => {
    const facts = archiveFacts(name);
    return facts ? [{ name, ...facts }] : [];
  });
}

/** The newest archive of `kind` among `names`, or null. */
export function newestArchive(names: string[], kind: ArchiveKind): string | null {
  let newest: { name: string; time: number } | null = null;
  for (const name of names) {
    const facts = archiveFacts(name);
    if (facts?.kind === kind && (!newest || facts.time > newest.time))
      newest = { name, time: facts.time };
  }
  return newest?.name ?? null;
}

/** The ISO week (e.g. "2026-W48") of a calendar date written YYYY-MM-DD. */
export function isoWeek(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  const weekday = day.getUTCDay() || 7;
  // The week belongs to the year of its Thursday.
  day.setUTCDate(day.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(day.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((day.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return `${day.getUTCFullYear()}-W${String(week).padStart(2, "0")}`;
}

export interface Rotation {
  keepDaily: number;
  keepWeekly: number;
}

/** Pre-upgrade archives kept: the last few upgrades can each be rolled back. */
const KEEP_PRE_UPGRADE = 3;

/**
 * Which archives go. Each kind is counted apart, so a Back up now never deletes the day's daily
 * archive nor an upgrade's archive. Daily and manual archives: the newest of each of the
 * `keepDaily` most recent days (centre time) that have one, and the newest of each of the
 * `keepWeekly` most recent ISO weeks that have one. Counting days and weeks that have an archive
 * (rather than days back from today) means a server that was off for a month never deletes its
 * last backups. Pre-upgrade archives: the newest `KEEP_PRE_UPGRADE`. Names that are not archives
 * are never touched.
 */
export function archivesToDelete(names: string[], rotation: Rotation): string[] {
  const archives = archivesAmong(names).sort((a, b) => b.time - a.time);
  const keep = new Set<string>();
  const newestOf = (kind: ArchiveKind, group: (time: number) => string, count: number) => {
    const seen = new Set<string>();
    for (const archive of archives) {
      if (archive.kind !== kind) continue;
      const key = group(archive.time);
      if (seen.has(key)) continue;
      if (seen.size >= count) break;
      seen.add(key);
      keep.add(archive.name);
    }
  };
  for (const kind of ["daily", "manual"] as const) {
    newestOf(kind, localDate, rotation.keepDaily);
    newestOf(kind, (time) => isoWeek(localDate(time)), rotation.keepWeekly);
  }
  // Every pre-upgrade archive is its own group: the newest few are kept.
  newestOf("pre-upgrade", String, KEEP_PRE_UPGRADE);
  return archives.filter((archive) => !keep.has(archive.name)).map((archive) => archive.name);
}

/**
 * The archives made before `cutoff` (the retention rule's: the privacy notice promises them
 * deleted), whatever their kind, except the newest archive of all: a site whose backups have been
 * failing for weeks still keeps its last good copy.
 */
export function archivesPastRetention(names: string[], cutoff: number): string[] {
  const archives = archivesAmong(names);
  const newest = Math.max(...archives.map((archive) => archive.time));
  return archives
    .filter((archive) => archive.time < cutoff && archive.time !== newest)
    .map((archive) => archive.name);
}

export const MANIFEST_FORMAT = 1;

const checksumSchema = z.object({
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  bytes: z.number().int().min(0),
});
export type Checksum = z.infer<typeof checksumSchema>;

export const manifestSchema = z.object({
  format: z.literal(MANIFEST_FORMAT),
  createdAt: z.string().max(40),
  /** What made it; archives from before kinds existed have none. */
  kind: z.enum(ARCHIVE_KINDS).optional(),
  app: z.object({ version: z.string().max(100).nullable(), commit: z.string().max(64).nullable() }),
  database: z.object({ kind: z.enum(["pglite", "postgres"]) }),
  /** How many of drizzle/'s migrations the database had, and the last one's tag. */
  migrations: z.object({ count: z.number().int().min(0), last: z.string().max(200).nullable() }),
  /** Rows per table, in an order that respects the foreign keys (parents first). */
  tables: z.array(z.object({ name: z.string().max(63), rows: z.number().int().min(0) })).max(1000),
  /** Every file in the archive but the manifest, by its path in the archive. */
  files: z.record(z.string().max(500), checksumSchema),
});
export type Manifest = z.infer<typeof manifestSchema>;

/** What is wrong between the files a manifest lists and the files found; empty when they agree. */
export function checksumProblems(
  expected: Record<string, Checksum>,
  found: Record<string, Checksum>,
): string[] {
  const problems: string[] = [];
  for (const [file, checksum] of Object.entries(expected)) {
    const actual = found[file];
    if (!actual) problems.push(`${file} is missing`);
    else if (actual.sha256 !== checksum.sha256 || actual.bytes !== checksum.bytes)
      problems.push(`${file} does not match its checksum`);
  }
  for (const file of Object.keys(found)) {
    if (!(file in expected)) problems.push(`${file} is not listed in the manifest`);
  }
  return problems;
}

/** Where a restore writes: the database (PostgreSQL's by its name, or the embedded one) and DATA_DIR. */
export interface RestoreTarget {
  kind: "pglite" | "postgres";
  /** What `--force` must repeat: the PostgreSQL database's name, or the embedded DATA_DIR. */
  name: string;
  dataDir: string;
}

/** A word as a shell reads it back: quoted when it holds anything but plain path characters. */
const shellWord = (word: string) =>
  /^[\w./:@%+=-]+$/.test(word) ? word : `'${word.replaceAll("'", `'\\''`)}'`;

/**
 * Why a restore may not go ahead into `target`, or null when it may. A target that holds data
 * (`contents`, as "rows in users, …" and "3 files in …") is emptied only when `force` repeats its
 * name; `--force` with no name or another name is refused whatever the target holds, with the
 * same message, so a command pointed at the wrong database never runs.
 */
export function targetRefusal(
  target: RestoreTarget,
  contents: string[],
  force: string | undefined,
): string | null {
  if (force === target.name || (force === undefined && contents.length === 0)) return null;
  const what =
    target.kind === "postgres"
      ? `the PostgreSQL database ${target.name} (and the files in ${target.dataDir})`
      : `the embedded database and files in ${target.dataDir}`;
  const flag = `--force ${shellWord(target.name)}`;
  return [
    contents.length > 0
      ? `The target is not empty: ${what} holds ${contents.join("; ")}.`
      : `The target is ${what}.`,
    `Restore into an empty database and data directory, or add ${flag} to delete everything there first.`,
    ...(force === undefined
      ? []
      : [
          force === ""
            ? `--force needs the target's name: ${flag}.`
            : `--force named ${shellWord(force)}, which is not the target: check DATABASE_URL and DATA_DIR, or use ${flag}.`,
        ]),
  ].join("\n");
}

export type LevelComparison =
  | { kind: "same" }
  | { kind: "older"; missing: number }
  | { kind: "newer"; extra: number }
  | { kind: "different"; expected: string | null };

/**
 * An archive's migration level against this code's journal (its tags in order): the same, older
 * (restored, then migrated forward), newer (an archive from a newer version of the site), or
 * different (the same count but another history: not this site's code).
 */
export function compareMigrationLevel(
  archive: Manifest["migrations"],
  journalTags: string[],
): LevelComparison {
  if (archive.count > journalTags.length)
    return { kind: "newer", extra: archive.count - journalTags.length };
  const expected = archive.count === 0 ? null : (journalTags[archive.count - 1] ?? null);
  if (expected !== archive.last) return { kind: "different", expected };
  if (archive.count < journalTags.length)
    return { kind: "older", missing: journalTags.length - archive.count };
  return { kind: "same" };
}

/** Tables ordered so that every table comes after those its foreign keys point to. */
export function parentsFirst(tables: string[], references: [string, string][]): string[] {
  const ordered: string[] = [];
  const placed = new Set<string>();
  const visiting = new Set<string>();
  const visit = (table: string) => {
    if (placed.has(table)) return;
    if (visiting.has(table)) throw new Error(`foreign keys form a cycle through ${table}`);
    visiting.add(table);
    for (const [child, parent] of references) {
      if (child === table && parent !== table && tables.includes(parent)) visit(parent);
    }
    visiting.delete(table);
    placed.add(table);
    ordered.push(table);
  };
  for (const table of [...tables].sort()) visit(table);
  return ordered;
}

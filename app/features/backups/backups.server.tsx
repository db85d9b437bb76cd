import { copyFile, mkdir, readdir, rename, rm } from "node:fs/promises";
import path from "node:path";
import { desc, eq } from "drizzle-orm";
import { env } from "#app/lib/config/env.server";
import { database } from "#app/lib/db/client.server";
import { columnsOf } from "#app/lib/db/columns";
import { backupRuns } from "#app/lib/db/schema";
import { queueEmail } from "#app/lib/email/outbox.server";
import { administratorAddresses } from "#app/lib/email/staff-recipients.server";
import { errorForLog, logger } from "#app/lib/logger.server";
import { RETENTION_RULES, retentionCutoff } from "#app/lib/privacy/retention";
import { addDays, instantAt, localDate } from "#app/lib/time/london";
import { createArchive } from "./archive.server";
import { BackupFailedEmail } from "./emails/backup-failed-email";
import { type ArchiveKind, archivesPastRetention, archivesToDelete } from "./rules";
import type { LastBackup } from "./types";

/** Where archives are written: BACKUP_DIR, or DATA_DIR/backups. */
export function backupDirectory(): string {
  const { BACKUP_DIR, DATA_DIR } = env();
  return path.resolve(BACKUP_DIR ?? path.join(DATA_DIR, "backups"));
}

/** Deletes the archives in `directory` that the rotation no longer keeps; answers their names. */
async function rotate(directory: string): Promise<string[]> {
  const { BACKUP_KEEP_DAILY, BACKUP_KEEP_WEEKLY } = env();
  const doomed = archivesToDelete(await readdir(directory), {
    keepDaily: BACKUP_KEEP_DAILY,
    keepWeekly: BACKUP_KEEP_WEEKLY,
  });
  for (const name of doomed) await rm(path.join(directory, name), { force: true });
  return doomed;
}

/** BACKUP_DIR and BACKUP_COPY_DIR's archives older than the retention rule's period. */
async function archivesPastTheirPeriod(now: Date): Promise<string[]> {
  const cutoff = retentionCutoff(RETENTION_RULES.backupArchives.period, now).getTime();
  const { BACKUP_COPY_DIR } = env();
  const directories = [
    backupDirectory(),
    ...(BACKUP_COPY_DIR ? [path.resolve(BACKUP_COPY_DIR)] : []),
  ];
  const files: string[] = [];
  for (const directory of directories) {
    const names = await readdir(directory).catch((error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") return [];
      throw error;
    });
    files.push(...archivesPastRetention(names, cutoff).map((name) => path.join(directory, name)));
  }
  return files;
}

/** The retention job's count: archives it would delete at `now`. */
export async function countArchivesPastRetention(now: Date): Promise<number> {
  return (await archivesPastTheirPeriod(now)).length;
}

/** The retention job's step: deletes the archives past their period (privacy notice). */
export async function deleteArchivesPastRetention(now: Date): Promise<number> {
  const files = await archivesPastTheirPeriod(now);
  for (const file of files) await rm(file, { force: true });
  if (files.length > 0)
    logger.info({ deleted: files }, "backup archives past their period deleted");
  return files.length;
}

async function copyToSecondPlace(file: string, directory: string): Promise<void> {
  await mkdir(directory, { recursive: true });
  const target = path.join(directory, path.basename(file));
  await copyFile(file, `${target}.partial`);
  await rename(`${target}.partial`, target);
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Emails every administrator (or, with none, the notifications address) that a backup failed. */
async function tellAdministrators(startedAt: Date, error: string): Promise<void> {
  await database().db.transaction(async (tx) => {
    for (const to of await administratorAddresses(tx)) {
      await queueEmail(tx, {
        template: "backup-failed",
        to,
        subject: "Website backup failed",
        body: <BackupFailedEmail startedAt={startedAt} error={error} />,
      });
    }
  });
}

export type BackupTrigger = "daily" | "manual" | "command";

/** The daily run makes daily archives; a person (the button, the command) manual ones. */
const kindOf = (trigger: BackupTrigger): ArchiveKind => (trigger === "daily" ? "daily" : "manual");

export type BackupOutcome =
  | { kind: "done"; file: string; bytes: number; deleted: string[] }
  | { kind: "failed"; error: string }
  /** Another server already took this day's backup. */
  | { kind: "skipped" };

/**
 * Makes one backup with the live database handle: records the run in backup_runs, writes the
 * archive to BACKUP_DIR (and BACKUP_COPY_DIR), rotates both, and on failure records the error
 * and emails the administrators. A daily run first claims its London date (`dayKey`): with
 * several servers on one PostgreSQL database, the unique key lets exactly one of them go on.
 */
export async function runBackup({
  trigger,
  kind = kindOf(trigger),
  dayKey,
  now = Date.now(),
}: {
  trigger: BackupTrigger;
  /** What the archive is for (its name says it; rotation counts each kind apart). */
  kind?: ArchiveKind;
  dayKey?: string;
  now?: number;
}): Promise<BackupOutcome> {
  const { db } = database();
  const [run] = await db
    .insert(backupRuns)
    .values({ trigger, dayKey: dayKey ?? null, startedAt: new Date(now) })
    .onConflictDoNothing({ target: backupRuns.dayKey })
    .returning({ id: backupRuns.id, startedAt: backupRuns.startedAt });
  if (!run) return { kind: "skipped" };

  let archive: { file: string; bytes: number } | undefined;
  try {
    archive = await createArchive(database(), backupDirectory(), { kind, now });
    const deleted = await rotate(backupDirectory());
    const { BACKUP_COPY_DIR } = env();
    if (BACKUP_COPY_DIR) {
      await copyToSecondPlace(archive.file, BACKUP_COPY_DIR);
      deleted.push(...(await rotate(BACKUP_COPY_DIR)));
    }
    await db
      .update(backupRuns)
      .set({
        finishedAt: new Date(),
        fileName: path.basename(archive.file),
        bytes: archive.bytes,
        ok: true,
      })
      .where(eq(backupRuns.id, run.id));
    logger.info(
      { trigger, kind, file: archive.file, bytes: archive.bytes, deleted },
      "backup written",
    );
    return { kind: "done", ...archive, deleted };
  } catch (error) {
    const message = describe(error);
    logger.error({ trigger, error: errorForLog(error) }, "backup failed");
    await db
      .update(backupRuns)
      .set({
        finishedAt: new Date(),
        fileName: archive ? path.basename(archive.file) : null,
        bytes: archive?.bytes ?? null,
        ok: false,
        error: message,
      })
      .where(eq(backupRuns.id, run.id));
    await tellAdministrators(run.startedAt, message);
    return { kind: "failed", error: message };
  }
}

/** The newest backup run, for the admin overview. */
export async function lastBackup(): Promise<LastBackup | null> {
  const [row] = await recentBackups(1);
  return row ?? null;
}

/** The newest backup runs, newest first. */
export function recentBackups(
  limit: number,
): Promise<(LastBackup & { id: number; trigger: string })[]> {
  return database()
    .db.select(
      columnsOf(backupRuns, [
        "id",
        "trigger",
        "startedAt",
        "finishedAt",
        "fileName",
        "bytes",
        "ok",
        "error",
      ]),
    )
    .from(backupRuns)
    .orderBy(desc(backupRuns.startedAt), desc(backupRuns.id))
    .limit(limit);
}

/** The next BACKUP_TIME on the centre's clocks strictly after `now` (right across clock changes). */
export function nextBackupAt(now: number, time: string): number {
  const today = localDate(now);
  const todayRun = instantAt(today, time);
  return todayRun > now ? todayRun : instantAt(addDays(today, 1), time);
}

/**
 * Backs up every day at BACKUP_TIME (Europe/London). Started by the web server only (not by
 * `npm run worker`): with PGlite it must use the server's own handle, and with several servers
 * the day's claim in backup_runs keeps it to one run. Answers a function that stops it.
 */
export function startDailyBackups(clock: () => number = Date.now): () => void {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const scheduleNext = () => {
    if (stopped) return;
    const now = clock();
    const due = nextBackupAt(now, env().BACKUP_TIME);
    timer = setTimeout(async () => {
      try {
        await runBackup({ trigger: "daily", dayKey: localDate(due), now: clock() });
      } catch (error) {
        logger.error({ error: errorForLog(error) }, "daily backup could not run");
      }
      scheduleNext();
    }, due - now);
    timer.unref();
  };
  scheduleNext();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}

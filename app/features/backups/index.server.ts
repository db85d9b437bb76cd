import { countedStep, type FeatureDescriptor } from "#app/lib/features/descriptor";
import {
  countArchivesPastRetention,
  deleteArchivesPastRetention,
  startDailyBackups,
} from "./backups.server";

export { BackupRefused } from "./archive.server";
export { backupDirectory, lastBackup, runBackup } from "./backups.server";
export { restoreArchive, restoreTargetName } from "./restore.server";
export { ARCHIVE_KINDS, type ArchiveKind, newestArchive } from "./rules";

export const backupsFeature: FeatureDescriptor = {
  name: "backups",
  retention: [
    countedStep("backupArchives", countArchivesPastRetention, deleteArchivesPastRetention),
  ],
  // Only web servers back up (not `npm run worker`): PGlite's one handle lives there, and with
  // several servers the day's claim in backup_runs lets one of them run it.
  jobs: [{ name: "daily backup", start: () => startDailyBackups() }],
  adminAreas: [{ path: "/admin/backups", permissions: ["backups.manage"] }],
};

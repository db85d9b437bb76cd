import { countedStep, type FeatureDescriptor } from "#app/lib/features/descriptor";
import {
  countArchivesPastRetention,
  deleteArchivesPastRetention,
  startDailyBackups,
} from "./backups.server";
import { backupsToday } from "./today.server";

export { BackupRefused } from "./archive.server";
export { backupDirectory, runBackup } from "./backups.server";
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
  adminNav: [{ label: "Backups", href: "/admin/backups", group: "Centre", order: 157 }],
  adminAreas: [{ path: "/admin/backups", permissions: ["backups.manage"] }],
  today: backupsToday,
};

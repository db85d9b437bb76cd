export { BackupRefused } from "./archive.server";
export {
  backupDirectory,
  countArchivesPastRetention,
  deleteArchivesPastRetention,
  lastBackup,
  runBackup,
  startDailyBackups,
} from "./backups.server";
export { restoreArchive, restoreTargetName } from "./restore.server";
export { ARCHIVE_KINDS, type ArchiveKind, newestArchive } from "./rules";

import { parseArgs } from "node:util";
import {
  ARCHIVE_KINDS,
  type ArchiveKind,
  backupDirectory,
  runBackup,
} from "#app/features/backups/index.server";
import { database } from "#app/lib/db/client.server";
import { refuseWhileServerOwnsEmbeddedDatabase } from "./server-lock";
import { answerHelp } from "./usage";

const USAGE = `Usage: npm run backup [-- --kind ${ARCHIVE_KINDS.join("|")}]

Writes one archive (the database, uploads/, private/ and a manifest with every file's checksum)
into BACKUP_DIR (default DATA_DIR/backups), copies it to BACKUP_COPY_DIR when set, and applies
the rotation. With the embedded database, stop the server first (or use "Back up now" at /admin).
A manual archive unless told its kind (npm run upgrade takes a pre-upgrade one, which the
rotation keeps apart). Restore it with: npm run restore -- ARCHIVE`;
answerHelp(USAGE);

const { values } = parseArgs({ options: { kind: { type: "string", default: "manual" } } });
if (!ARCHIVE_KINDS.includes(values.kind as ArchiveKind)) {
  console.error(USAGE);
  process.exit(2);
}
refuseWhileServerOwnsEmbeddedDatabase(
  "It backs up every day by itself; for a backup now, use “Back up now” on the admin overview (/admin), or stop the server and run this command again.",
);
const handle = database();
await handle.migrate();
const outcome = await runBackup({ trigger: "command", kind: values.kind as ArchiveKind });
if (outcome.kind === "done") {
  console.log(
    `Backup written: ${outcome.file} (${outcome.bytes.toLocaleString("en-GB")} bytes)${
      outcome.deleted.length > 0 ? `\nRemoved by the rotation: ${outcome.deleted.join(", ")}` : ""
    }`,
  );
} else {
  console.error(
    `The backup to ${backupDirectory()} failed: ${outcome.kind === "failed" ? outcome.error : "skipped"}`,
  );
  process.exitCode = 1;
}
await handle.close();

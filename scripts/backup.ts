// npm run backup [-- --kind pre-upgrade]   writes one archive (database, uploads, private files,
// manifest) to BACKUP_DIR; a manual one unless told its kind (npm run upgrade says pre-upgrade)
import { parseArgs } from "node:util";
import {
  ARCHIVE_KINDS,
  type ArchiveKind,
  backupDirectory,
  runBackup,
} from "~/features/backups/index.server";
import { database } from "~/lib/db/client.server";
import { refuseWhileServerOwnsEmbeddedDatabase } from "./server-lock";

const { values } = parseArgs({ options: { kind: { type: "string", default: "manual" } } });
if (!ARCHIVE_KINDS.includes(values.kind as ArchiveKind)) {
  console.error(`Usage: npm run backup [-- --kind ${ARCHIVE_KINDS.join("|")}]`);
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

// npm run backup    writes one archive (database, uploads, private files, manifest) to BACKUP_DIR
import { backupDirectory, runBackup } from "~/features/backups/index.server";
import { database } from "~/lib/db/client.server";
import { refuseWhileServerOwnsEmbeddedDatabase } from "./server-lock";

refuseWhileServerOwnsEmbeddedDatabase(
  "It backs up every day by itself; for a backup now, use “Back up now” on the admin overview (/admin), or stop the server and run this command again.",
);
const handle = database();
await handle.migrate();
const outcome = await runBackup({ trigger: "command" });
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

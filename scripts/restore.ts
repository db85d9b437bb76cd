// npm run restore -- FILE [--force]   restores an archive made by npm run backup into an empty
// data directory and database (--force empties them first)
import { parseArgs } from "node:util";
import { BackupRefused, restoreArchive } from "~/features/backups/index.server";
import { database } from "~/lib/db/client.server";
import { refuseWhileServerOwnsEmbeddedDatabase } from "./server-lock";

const { values, positionals } = parseArgs({
  options: { force: { type: "boolean", default: false } },
  allowPositionals: true,
});
const [file] = positionals;
if (!file || positionals.length > 1) {
  console.error("Usage: npm run restore -- wic-backup-YYYYMMDD-HHMMSS.tar.gz [--force]");
  process.exit(2);
}
refuseWhileServerOwnsEmbeddedDatabase();
const handle = database();
try {
  const summary = await restoreArchive(handle, file, { force: values.force });
  const { manifest } = summary;
  console.log(
    `Restored ${file} (made ${manifest.createdAt} from ${manifest.database.kind}, version ${manifest.app.version ?? "?"} ${manifest.app.commit?.slice(0, 12) ?? ""}) into ${handle.kind}:`,
  );
  for (const table of summary.tables) console.log(`  ${table.name}: ${table.rows} rows`);
  console.log(`  uploads: ${summary.files.uploads} files, private: ${summary.files.private} files`);
  if (summary.migratedForward > 0)
    console.log(`Then applied the ${summary.migratedForward} migrations that came after it.`);
} catch (error) {
  if (!(error instanceof BackupRefused)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await handle.close();
}

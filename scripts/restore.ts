import { parseArgs } from "node:util";
import {
  BackupRefused,
  restoreArchive,
  restoreTargetName,
} from "#app/features/backups/index.server";
import { env } from "#app/lib/config/env.server";
import { database } from "#app/lib/db/client.server";
import { refuseWhileServerOwnsEmbeddedDatabase } from "./server-lock";
import { answerHelp } from "./usage";

const USAGE = `Usage: npm run restore -- ARCHIVE [--force TARGET]

Restores an archive made by npm run backup (wic-backup-YYYYMMDD-HHMMSS.tar.gz: the database,
uploads/ and private/) into the database of DATABASE_URL (or the embedded one) and DATA_DIR.
It reads the whole archive first and refuses a damaged one without touching anything.

The target must be empty. To delete what it holds first, name it: --force TARGET, where TARGET
is the PostgreSQL database's name (wic for postgres://…/wic) or, with the embedded database,
the DATA_DIR folder. The refusal says the exact words.`;

answerHelp(USAGE);
const args = process.argv.slice(2);
// A bare --force at the end reaches the restore, whose refusal says which name it needs.
const { values, positionals } = parseArgs({
  args: args.at(-1) === "--force" ? [...args.slice(0, -1), "--force="] : args,
  options: { force: { type: "string" } },
  allowPositionals: true,
});
const [file] = positionals;
if (!file || positionals.length > 1) {
  console.error(USAGE);
  process.exit(2);
}
refuseWhileServerOwnsEmbeddedDatabase();
const handle = database();
try {
  const summary = await restoreArchive(handle, file, { force: values.force });
  const { manifest } = summary;
  console.log(
    `Restored ${file} (made ${manifest.createdAt} from ${manifest.database.kind}, version ${manifest.app.version ?? "?"} ${manifest.app.commit?.slice(0, 12) ?? ""}) into ${handle.kind} ${restoreTargetName(env())}:`,
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

import { readdirSync } from "node:fs";
import path from "node:path";
import {
  backupDirectory,
  newestArchive,
  restoreTargetName,
} from "#app/features/backups/index.server";
import { env } from "#app/lib/config/env.server";
import { git, loadSettings, refuseLocalChanges, runSteps, writeRecord } from "./release";
import { refuseWhileServerOwnsEmbeddedDatabase } from "./server-lock";
import { afterUpgrade, STOP_THE_EMBEDDED_SITE_FIRST, upgradeSteps } from "./upgrade-plan";
import { answerHelp } from "./usage";

answerHelp(`Usage: npm run upgrade [-- --settings /etc/wic/wic.env]

Backs up, pulls the new version (git pull --ff-only), installs, builds and, with PostgreSQL,
migrates; stops at the first step that fails. Then prints how to restart and how to roll back.
--settings names the env file to read (default /etc/wic/wic.env).`);

// npm run upgrade [-- --settings /etc/wic/wic.env]: a pre-upgrade backup, pull, install, build,
// migrate, then says how to restart and how to roll back (npm run rollback, which reads what
// this notes in BACKUP_DIR/last-upgrade.json). It never restarts the site itself: the operator
// chooses the moment, and the script needs no root.
loadSettings();
const postgres = Boolean(env().DATABASE_URL);

refuseLocalChanges("an upgrade must start from a version it can come back to.");
refuseWhileServerOwnsEmbeddedDatabase(STOP_THE_EMBEDDED_SITE_FIRST);
const previousCommit = git("rev-parse", "HEAD");
const short = previousCommit.slice(0, 12);

const [backup, ...rest] = upgradeSteps({ postgres });
const nothingChanged = () => "The running site is unchanged.";
runSteps(backup ? [backup] : [], { from: previousCommit, advice: nothingChanged });
const archive = path.join(
  backupDirectory(),
  newestArchive(readdirSync(backupDirectory()), "pre-upgrade") ?? "",
);
writeRecord({
  previousCommit,
  branch: git("rev-parse", "--abbrev-ref", "HEAD"),
  archive,
  upgradedAt: new Date().toISOString(),
  rolledBackAt: null,
});

runSteps(rest, {
  from: previousCommit,
  first: 2,
  advice: (index) =>
    rest[index]?.command.includes("db:migrate")
      ? "The database may be half migrated: npm run rollback puts the code and the data back as they were."
      : index === 0
        ? nothingChanged()
        : `The running site is unchanged. To put the code back as it was: git checkout ${short} && npm ci --include=dev && npm run build`,
});
if (!postgres)
  console.log("\nThe embedded database is migrated by the server itself when it restarts.");
console.log(
  `\n${afterUpgrade({
    previousCommit: short,
    postgres,
    archive,
    target: restoreTargetName(env()),
  })}`,
);

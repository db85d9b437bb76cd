import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { restoreTargetName } from "#app/features/backups/index.server";
import { env } from "#app/lib/config/env.server";
import {
  git,
  loadSettings,
  readRecord,
  refuseLocalChanges,
  runSteps,
  writeRecord,
} from "./release";
import { refuseWhileServerOwnsEmbeddedDatabase } from "./server-lock";
import { afterRollback, forceNamesTarget, restoreStep, rollbackSteps } from "./upgrade-plan";
import { answerHelp } from "./usage";

// npm run rollback [-- --settings /etc/wic/wic.env]: back to the version and the data from before
// the last `npm run upgrade` (its note in BACKUP_DIR/last-upgrade.json): checks out the previous
// commit, installs, builds, then restores the pre-upgrade archive with that version's own
// `npm run restore` (its migrations), forced. Run it with the site stopped.
answerHelp(`Usage: npm run rollback [-- --settings /etc/wic/wic.env]

Returns the code and the data to what they were before the last npm run upgrade (its note
BACKUP_DIR/last-upgrade.json): checks out the previous commit, installs (skipped when
package-lock.json is the same), builds, then restores the pre-upgrade archive with that
version's own npm run restore, forced. Stop the site first; start it again afterwards.`);
loadSettings();
refuseLocalChanges("the rollback checks out another commit.");
refuseWhileServerOwnsEmbeddedDatabase(
  "Stop the site first (sudo systemctl stop wic), then run npm run rollback again.",
);
const found = readRecord();
if ("problem" in found) {
  console.error(`${found.problem} Roll back by hand as docs/deploy.md §8 says.`);
  process.exit(1);
}
const { record } = found;
if (record.rolledBackAt) {
  console.error(
    `The upgrade from ${record.previousCommit.slice(0, 12)} was already rolled back (${record.rolledBackAt}).`,
  );
  process.exit(1);
}
if (!existsSync(record.archive)) {
  console.error(`The pre-upgrade archive ${record.archive} is missing: nothing was changed.`);
  process.exit(1);
}
const from = git("rev-parse", "HEAD");
console.log(
  `Rolling back to ${record.previousCommit.slice(0, 12)} (upgraded ${record.upgradedAt}) with ${record.archive}.`,
);

const steps = rollbackSteps({ previousCommit: record.previousCommit });
const retry = () =>
  "The data is unchanged. Fix what the message says, then run npm run rollback again.";
runSteps(steps, { from, advice: retry });

// The previous version's restore: does its --force name the target (later versions) or not?
const help = spawnSync("npm", ["run", "--silent", "restore", "--", "--help"], {
  encoding: "utf8",
});
const target = restoreTargetName(env());
runSteps(
  [
    restoreStep({
      archive: record.archive,
      target,
      namesTarget: forceNamesTarget(help.stdout + help.stderr),
    }),
  ],
  {
    from,
    first: steps.length + 1,
    advice: () =>
      `The code is back at ${record.previousCommit.slice(0, 12)}; the restore failed. Run it again as shown.`,
  },
);
writeRecord({ ...record, rolledBackAt: new Date().toISOString() });
console.log(
  `\n${afterRollback({ previousCommit: record.previousCommit.slice(0, 12), branch: record.branch })}`,
);

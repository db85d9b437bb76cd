import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { refuseWhileServerOwnsEmbeddedDatabase } from "./server-lock";
import {
  afterUpgrade,
  hasLocalChanges,
  STOP_THE_EMBEDDED_SITE_FIRST,
  upgradeSteps,
} from "./upgrade-plan";
import { answerHelp } from "./usage";

answerHelp(`Usage: npm run upgrade [-- --settings /etc/wic/wic.env]

Backs up, pulls the new version (git pull --ff-only), installs, builds and, with PostgreSQL,
migrates; stops at the first step that fails. Then prints how to restart and how to roll back.
--settings names the env file to read (default /etc/wic/wic.env).`);

// npm run upgrade [-- --settings /etc/wic/wic.env]: backup, pull, install, build, migrate, then
// says how to restart and how to roll back. It never restarts the site itself: the operator
// chooses the moment, and the script needs no root.
const flag = process.argv.indexOf("--settings");
const envFile = flag === -1 ? "/etc/wic/wic.env" : process.argv[flag + 1];
if (envFile && existsSync(envFile)) process.loadEnvFile(envFile);
const postgres = Boolean(process.env.DATABASE_URL);

const git = (...args: string[]) => execFileSync("git", args, { encoding: "utf8" }).trim();

if (hasLocalChanges(git("status", "--porcelain", "--untracked-files=no"))) {
  console.error(
    "This copy of the code has local changes (git status shows them). Commit or undo them first:\n" +
      "an upgrade must start from a version it can come back to.",
  );
  process.exit(1);
}
refuseWhileServerOwnsEmbeddedDatabase(STOP_THE_EMBEDDED_SITE_FIRST);
const previousCommit = git("rev-parse", "--short", "HEAD");

for (const [index, step] of upgradeSteps({ postgres }).entries()) {
  console.log(`\n[${index + 1}] ${step.say}: ${step.command.join(" ")}`);
  const [command, ...args] = step.command;
  const { status } = spawnSync(command, args, { stdio: "inherit" });
  if (status !== 0) {
    console.error(
      `\n"${step.command.join(" ")}" failed (exit ${status}). The running site is unchanged.` +
        (index > 1
          ? `\nTo put the code back as it was: git checkout ${previousCommit} && npm ci --include=dev && npm run build`
          : ""),
    );
    process.exit(1);
  }
}
if (!postgres)
  console.log("\nThe embedded database is migrated by the server itself when it restarts.");
console.log(`\n${afterUpgrade({ previousCommit, postgres })}`);

// What `npm run upgrade` and `npm run rollback` share: the settings, git, the step runner and
// the record the upgrade leaves for the rollback.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { backupDirectory } from "#app/features/backups/index.server";
import {
  hasLocalChanges,
  UPGRADE_RECORD,
  type UpgradeRecord,
  type UpgradeStep,
  upgradeRecordSchema,
} from "./upgrade-plan";

/** Loads the site's settings: /etc/wic/wic.env, or the file after --settings. */
export function loadSettings(): void {
  const flag = process.argv.indexOf("--settings");
  const envFile = flag === -1 ? "/etc/wic/wic.env" : process.argv[flag + 1];
  if (envFile && existsSync(envFile)) process.loadEnvFile(envFile);
}

export const git = (...args: string[]) => execFileSync("git", args, { encoding: "utf8" }).trim();

/** Stops when tracked files were edited: the code must be a commit it can come back to. */
export function refuseLocalChanges(what: string): void {
  if (!hasLocalChanges(git("status", "--porcelain", "--untracked-files=no"))) return;
  console.error(
    `This copy of the code has local changes (git status shows them). Commit or undo them first:\n${what}`,
  );
  process.exit(1);
}

/** Whether `npm ci` has something to do after moving from commit `from` to the checked-out one. */
function dependenciesChanged(from: string): boolean {
  if (!existsSync("node_modules")) return true;
  const { status } = spawnSync("git", ["diff", "--quiet", from, "HEAD", "--", "package-lock.json"]);
  return status !== 0;
}

/**
 * Runs the steps in order, printing each; an install step is skipped when package-lock.json is
 * the same as in commit `from`. At the first failure, prints `advice(index)` and exits 1.
 */
export function runSteps(
  steps: UpgradeStep[],
  { from, first = 1, advice }: { from: string; first?: number; advice: (index: number) => string },
): void {
  for (const [index, step] of steps.entries()) {
    const shown = `[${first + index}] ${step.say}: ${step.command.join(" ")}`;
    if (step.install && !dependenciesChanged(from)) {
      console.log(
        `\n${shown}\n    skipped: package-lock.json is the same, node_modules is up to date`,
      );
      continue;
    }
    console.log(`\n${shown}`);
    const [command, ...args] = step.command;
    const { status } = spawnSync(command, args, { stdio: "inherit" });
    if (status !== 0) {
      console.error(`\n"${step.command.join(" ")}" failed (exit ${status}). ${advice(index)}`);
      process.exit(1);
    }
  }
}

const recordFile = () => path.join(backupDirectory(), UPGRADE_RECORD);

export function writeRecord(record: UpgradeRecord): void {
  writeFileSync(recordFile(), `${JSON.stringify(record, null, 2)}\n`);
}

/** The last upgrade's record, or null with the reason. */
export function readRecord(): { record: UpgradeRecord } | { problem: string } {
  const file = recordFile();
  if (!existsSync(file))
    return { problem: `No upgrade is recorded (${file} is missing): npm run upgrade writes it.` };
  try {
    return { record: upgradeRecordSchema.parse(JSON.parse(readFileSync(file, "utf8"))) };
  } catch {
    return { problem: `${file} is damaged.` };
  }
}

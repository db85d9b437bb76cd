// What `npm run upgrade` and `npm run rollback` do, as data: the scripts (scripts/upgrade.ts,
// scripts/rollback.ts) run it, the tests read it.
import { z } from "zod";

export interface UpgradeStep {
  /** What is being done, in the words the operator reads. */
  say: string;
  command: [string, ...string[]];
  /**
   * `npm ci`: skipped when package-lock.json is the same in the commit the code came from and
   * the one it goes to (and node_modules is there): it would install exactly what is installed.
   */
  install?: true;
}

/**
 * With the embedded database the backup needs the database to itself (PGlite has one owner), so
 * the site is stopped for the upgrade; with PostgreSQL it keeps running until the restart.
 */
export const STOP_THE_EMBEDDED_SITE_FIRST =
  "With the embedded database the upgrade's backup needs the database to itself: stop the site (sudo systemctl stop wic), run npm run upgrade again, then start the site as it says.";

/** `git status --porcelain --untracked-files=no` printed something: an edit a pull could clash with. */
export function hasLocalChanges(porcelain: string): boolean {
  return porcelain.trim() !== "";
}

// The build needs the development tools, whatever NODE_ENV the env file sets.
const install: UpgradeStep = {
  say: "Installing its dependencies",
  command: ["npm", "ci", "--include=dev"],
  install: true,
};
const build: UpgradeStep = { say: "Building it", command: ["npm", "run", "build"] };

export function upgradeSteps({ postgres }: { postgres: boolean }): UpgradeStep[] {
  return [
    {
      say: "Backing up the database and uploads (an archive rotation keeps for the rollback)",
      command: ["npm", "run", "backup", "--", "--kind", "pre-upgrade"],
    },
    { say: "Fetching the new version", command: ["git", "pull", "--ff-only"] },
    install,
    build,
    // The embedded database belongs to the running server (the tools refuse to open it); the
    // server migrates it itself when restarted, answering 503 "Starting" meanwhile.
    ...(postgres
      ? [{ say: "Migrating the database", command: ["npm", "run", "db:migrate"] } as UpgradeStep]
      : []),
  ];
}

/** What `npm run upgrade` notes for `npm run rollback` (last-upgrade.json in BACKUP_DIR). */
export const upgradeRecordSchema = z.object({
  /** The commit the site ran before the upgrade. */
  previousCommit: z.string().regex(/^[0-9a-f]{7,64}$/),
  /** The branch it was on, to return to before the next upgrade. */
  branch: z.string().max(200),
  /** The pre-upgrade archive, made by the previous version. */
  archive: z.string().min(1),
  upgradedAt: z.string(),
  rolledBackAt: z.string().nullable(),
});
export type UpgradeRecord = z.infer<typeof upgradeRecordSchema>;

export const UPGRADE_RECORD = "last-upgrade.json";

/**
 * Whether a version's `npm run restore -- --help` says its --force names the target
 * (`--force <target>`); versions before that took `--force` alone.
 */
export function forceNamesTarget(help: string): boolean {
  return /--force\s+(<|[A-Z])/.test(help);
}

/** Back to the previous commit's code: checkout, install, build. The restore comes after. */
export function rollbackSteps({ previousCommit }: { previousCommit: string }): UpgradeStep[] {
  return [
    {
      say: "Putting back the previous version's code",
      command: ["git", "checkout", previousCommit],
    },
    install,
    build,
  ];
}

/**
 * The pre-upgrade archive restored by the previous version's own `npm run restore` (its
 * migrations), forced because the operator asked for the rollback: the database holds the newer
 * version's data and tables, which the restore drops.
 */
export function restoreStep({
  archive,
  target,
  namesTarget,
}: {
  archive: string;
  target: string;
  namesTarget: boolean;
}): UpgradeStep {
  return {
    say: "Restoring the data from before the upgrade, with the previous version's code",
    command: ["npm", "run", "restore", "--", archive, "--force", ...(namesTarget ? [target] : [])],
  };
}

/** What to do next: restart, and how to go back if the new version misbehaves. */
export function afterUpgrade({
  previousCommit,
  postgres,
  archive,
  target,
}: {
  previousCommit: string;
  postgres: boolean;
  archive: string;
  target: string;
}): string {
  return [
    ...(postgres
      ? [
          "The new version is built. Restart the site to run it:",
          "",
          "    sudo systemctl restart wic",
          "    (and wic-worker on the machine that runs it, and every other web server)",
        ]
      : [
          "The new version is built. Start the site again (it migrates the database as it starts):",
          "",
          "    sudo systemctl start wic",
        ]),
    "",
    "Then check https://<your site>/readyz answers 200 and the site works.",
    "",
    "If the new version misbehaves, go back to the previous version and its data (migrations only",
    "go forward, so the data from before the upgrade comes back too; anything written since is lost):",
    "",
    `    sudo systemctl stop wic${postgres ? "   (every web server, and wic-worker)" : ""}`,
    "    npm run rollback",
    "    sudo systemctl start wic",
    "",
    "npm run rollback does, by hand:",
    "",
    `    git checkout ${previousCommit}`,
    "    npm ci --include=dev   (when package-lock.json differs)",
    "    npm run build",
    `    npm run restore -- ${archive} --force ${target}`,
    "",
    `The previous version was ${previousCommit}; the archive from before the upgrade is ${archive}.`,
  ].join("\n");
}

/** What to do after `npm run rollback`. */
export function afterRollback({
  previousCommit,
  branch,
}: {
  previousCommit: string;
  branch: string;
}): string {
  return [
    `The code and the data are back at ${previousCommit}. Start the site:`,
    "",
    "    sudo systemctl start wic",
    "",
    `The code is on ${previousCommit} itself, not on a branch: before the next upgrade, once the`,
    `problem is fixed upstream, go back to the branch: git checkout ${branch}`,
  ].join("\n");
}

// What `npm run upgrade` does, as data: the script (scripts/upgrade.ts) runs it, the tests read it.

export interface UpgradeStep {
  /** What is being done, in the words the operator reads. */
  say: string;
  command: [string, ...string[]];
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

export function upgradeSteps({ postgres }: { postgres: boolean }): UpgradeStep[] {
  return [
    { say: "Backing up the database and uploads", command: ["npm", "run", "backup"] },
    { say: "Fetching the new version", command: ["git", "pull", "--ff-only"] },
    // The build needs the development tools, whatever NODE_ENV the env file sets.
    { say: "Installing its dependencies", command: ["npm", "ci", "--include=dev"] },
    { say: "Building it", command: ["npm", "run", "build"] },
    // The embedded database belongs to the running server (the tools refuse to open it); the
    // server migrates it itself when restarted, answering 503 "Starting" meanwhile.
    ...(postgres
      ? [{ say: "Migrating the database", command: ["npm", "run", "db:migrate"] } as UpgradeStep]
      : []),
  ];
}

/** What to do next: restart, and how to go back if the new version misbehaves. */
export function afterUpgrade({
  previousCommit,
  postgres,
}: {
  previousCommit: string;
  postgres: boolean;
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
    "If the new version misbehaves, go back (migrations only go forward, so restore the data too):",
    "",
    "    sudo systemctl stop wic",
    "    npm run restore -- <the archive the backup above printed>",
    `    git checkout ${previousCommit}`,
    "    npm ci --include=dev && npm run build",
    "    sudo systemctl start wic",
    "",
    `The previous version was ${previousCommit}. Return to the main branch (git checkout main) before the next upgrade.`,
  ].join("\n");
}

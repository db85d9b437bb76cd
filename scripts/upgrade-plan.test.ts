import { describe, expect, it } from "vitest";
import {
  afterRollback,
  afterUpgrade,
  forceNamesTarget,
  hasLocalChanges,
  restoreStep,
  rollbackSteps,
  upgradeRecordSchema,
  upgradeSteps,
} from "./upgrade-plan";

const commands = (postgres: boolean) =>
  upgradeSteps({ postgres }).map((step) => step.command.join(" "));

describe("upgradeSteps", () => {
  it("backs up first (a pre-upgrade archive), then pulls, installs and builds", () => {
    expect(commands(false)).toEqual([
      "npm run backup -- --kind pre-upgrade",
      "git pull --ff-only",
      "npm ci --include=dev",
      "npm run build",
    ]);
    // npm ci is skipped when package-lock.json did not change.
    expect(upgradeSteps({ postgres: false }).filter((step) => step.install)).toHaveLength(1);
  });

  it("migrates PostgreSQL before the restart; the embedded database migrates as the server starts", () => {
    expect(commands(true).at(-1)).toBe("npm run db:migrate");
    expect(commands(false)).not.toContain("npm run db:migrate");
  });
});

describe("hasLocalChanges", () => {
  it("sees edited files, not a clean tree", () => {
    expect(hasLocalChanges("")).toBe(false);
    expect(hasLocalChanges("\n")).toBe(false);
    expect(hasLocalChanges(" M app/lib/config/site.ts\n")).toBe(true);
  });
});

describe("the rollback", () => {
  it("checks out the previous commit, installs, builds, then restores with that version's code", () => {
    expect(
      rollbackSteps({ previousCommit: "5645a40" }).map((step) => step.command.join(" ")),
    ).toEqual(["git checkout 5645a40", "npm ci --include=dev", "npm run build"]);
    const archive = "/var/lib/wic/backups/wic-backup-20261125-101500-pre-upgrade.tar.gz";
    expect(restoreStep({ archive, target: "wic", namesTarget: true }).command.join(" ")).toBe(
      `npm run restore -- ${archive} --force wic`,
    );
    // A version whose --force takes no target.
    expect(restoreStep({ archive, target: "wic", namesTarget: false }).command.join(" ")).toBe(
      `npm run restore -- ${archive} --force`,
    );
  });

  it("reads from the restore's help whether --force names its target", () => {
    expect(forceNamesTarget("Usage: npm run restore -- FILE [--force <target>]")).toBe(true);
    expect(forceNamesTarget("npm run restore -- FILE --force TARGET")).toBe(true);
    expect(forceNamesTarget("Usage: npm run restore -- FILE [--force]")).toBe(false);
    expect(forceNamesTarget("TypeError: Unknown option '--help'")).toBe(false);
  });

  it("reads the upgrade's record, and refuses a damaged one", () => {
    const record = {
      previousCommit: "5645a40c0ffee",
      branch: "main",
      archive: "/var/lib/wic/backups/wic-backup-20261125-101500-pre-upgrade.tar.gz",
      upgradedAt: "2026-11-25T10:15:00.000Z",
      rolledBackAt: null,
    };
    expect(upgradeRecordSchema.parse(record)).toEqual(record);
    expect(upgradeRecordSchema.safeParse({ ...record, previousCommit: "main; rm" }).success).toBe(
      false,
    );
  });
});

describe("afterUpgrade", () => {
  const archive = "/var/lib/wic/backups/wic-backup-20261125-101500-pre-upgrade.tar.gz";

  it("gives the restart command and the way back: npm run rollback, or its steps by hand", () => {
    const advice = afterUpgrade({
      previousCommit: "5645a40",
      postgres: true,
      archive,
      target: "wic",
    });
    expect(advice).toContain("sudo systemctl restart wic");
    expect(advice).toContain("npm run rollback");
    expect(advice).toContain("git checkout 5645a40");
    expect(advice).toContain(`npm run restore -- ${archive} --force wic`);
  });

  it("starts the embedded site again, which was stopped for the backup", () => {
    const advice = afterUpgrade({
      previousCommit: "5645a40",
      postgres: false,
      archive,
      target: "/var/lib/wic",
    });
    expect(advice).toContain("sudo systemctl start wic");
    expect(advice).not.toContain("restart");
    expect(advice).toContain("npm run rollback");
    expect(advice).toContain(`--force /var/lib/wic`);
  });

  it("after the rollback, says how to return to the branch before the next upgrade", () => {
    expect(afterRollback({ previousCommit: "5645a40", branch: "main" })).toContain(
      "git checkout main",
    );
  });
});

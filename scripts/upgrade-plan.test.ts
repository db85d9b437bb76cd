import { describe, expect, it } from "vitest";
import { afterUpgrade, hasLocalChanges, upgradeSteps } from "./upgrade-plan";

const commands = (postgres: boolean) =>
  upgradeSteps({ postgres }).map((step) => step.command.join(" "));

describe("upgradeSteps", () => {
  it("backs up first, then pulls, installs and builds", () => {
    expect(commands(false)).toEqual([
      "npm run backup",
      "git pull --ff-only",
      "npm ci --include=dev",
      "npm run build",
    ]);
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

describe("afterUpgrade", () => {
  it("gives the restart command and the way back to the previous commit", () => {
    const advice = afterUpgrade({ previousCommit: "5645a40", postgres: true });
    expect(advice).toContain("sudo systemctl restart wic");
    expect(advice).toContain("npm run restore -- ");
    expect(advice).toContain("git checkout 5645a40");
  });

  it("starts the embedded site again, which was stopped for the backup", () => {
    const advice = afterUpgrade({ previousCommit: "5645a40", postgres: false });
    expect(advice).toContain("sudo systemctl start wic");
    expect(advice).not.toContain("restart");
    expect(advice).toContain("npm run restore -- ");
    expect(advice).toContain("git checkout 5645a40");
  });
});

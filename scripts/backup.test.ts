import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const run = promisify(execFile);

/** A CLI as an operator runs it, against its own embedded database in `dataDir`. */
async function cli(script: string, dataDir: string, ...args: string[]) {
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    BACKUP_DIR: path.join(dataDir, "backups"),
    LOG_LEVEL: "silent",
    DATABASE_URL: "",
  };
  return run("npx", ["tsx", `scripts/${script}.ts`, ...args], { env, cwd: process.cwd() }).then(
    ({ stdout }) => ({ code: 0, output: stdout }),
    (error: { code: number; stdout: string; stderr: string }) => ({
      code: error.code,
      output: error.stdout + error.stderr,
    }),
  );
}

describe("npm run backup / npm run restore", () => {
  it("backs up an embedded site, refuses while its server runs, and restores into an empty data directory", async () => {
    const source = mkdtempSync(path.join(tmpdir(), "wic-cli-source-"));
    mkdirSync(path.join(source, "uploads"));
    writeFileSync(path.join(source, "uploads", "logo.webp"), "logo bytes");
    await cli("admin", source, "create", "--email", "imam@example.org");

    const backedUp = await cli("backup", source);
    expect(backedUp.output).toMatch(/Backup written: .*wic-backup-\d{8}-\d{6}-manual\.tar\.gz/);
    const [archive] = readdirSync(path.join(source, "backups"));
    const file = path.join(source, "backups", archive ?? "");
    // npm run upgrade's kind: its own name, never rotated away by the manual one.
    const preUpgrade = await cli("backup", source, "--kind", "pre-upgrade");
    expect(preUpgrade.output).toMatch(/wic-backup-\d{8}-\d{6}-pre-upgrade\.tar\.gz/);
    expect(preUpgrade.output).not.toContain("Removed by the rotation");
    expect(readdirSync(path.join(source, "backups"))).toHaveLength(2);

    // A running server owns the embedded database (its process id in server.pid).
    writeFileSync(path.join(source, "server.pid"), String(process.pid));
    const refused = await cli("backup", source);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain("Back up now");

    const target = mkdtempSync(path.join(tmpdir(), "wic-cli-target-"));
    const restored = await cli("restore", target, file);
    expect(restored.code).toBe(0);
    expect(restored.output).toMatch(/users: 1 rows/);
    expect(restored.output).toContain("uploads: 1 files, private: 0 files");
    expect(readFileSync(path.join(target, "uploads", "logo.webp"), "utf8")).toBe("logo bytes");

    // Not empty: refused until --force names it, with the flag to type; a bare --force too.
    const flag = `add --force ${target} to delete everything there first`;
    const again = await cli("restore", target, file);
    expect(again.code).toBe(1);
    expect(again.output).toContain("The target is not empty");
    expect(again.output).toContain(flag);
    const bare = await cli("restore", target, file, "--force");
    expect(bare.code).toBe(1);
    expect(bare.output).toContain(flag);

    // Half an archive: refused in plain words, nothing left behind, no stack trace.
    const half = path.join(source, "half.tar.gz");
    const bytes = readFileSync(file);
    writeFileSync(half, bytes.subarray(0, bytes.length / 2));
    const damaged = await cli("restore", target, half, "--force", target);
    expect(damaged.code).toBe(1);
    expect(damaged.output).toMatch(/^This archive is damaged or incomplete/);
    expect(damaged.output).not.toMatch(/\n\s+at /);
    expect(readdirSync(target).filter((name) => name.startsWith(".restore-"))).toEqual([]);

    expect((await cli("restore", target, file, "--force", target)).code).toBe(0);
    for (const folder of [source, target]) rmSync(folder, { recursive: true, force: true });
  }, 360_000);
});

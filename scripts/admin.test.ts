import { execFile } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { PGlite } from "@electric-sql/pglite";
import { describe, expect, it } from "vitest";

const run = promisify(execFile);

/** The admin CLI as an operator runs it, against its own embedded database. */
async function adminCli(dataDir: string, ...args: string[]) {
  const env = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "silent", DATABASE_URL: "" };
  return run("npx", ["tsx", "scripts/admin.ts", ...args], { env, cwd: process.cwd() }).then(
    ({ stdout }) => ({ code: 0, output: stdout }),
    (error: { code: number; stdout: string; stderr: string }) => ({
      code: error.code,
      output: error.stdout + error.stderr,
    }),
  );
}

describe("npm run admin:create / admin:revoke", () => {
  it("creates an administrator once with a printed password, promotes, revokes, and explains bad usage", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "wic-cli-"));

    const created = await adminCli(
      dataDir,
      "create",
      "--email",
      "imam@example.org",
      "--name",
      "Imam Yusuf",
    );
    expect(created.code).toBe(0);
    expect(created.output).toMatch(
      /Created administrator imam@example\.org\nPassword \(shown once, change it from the dashboard\): \S{16}/,
    );

    const again = await adminCli(dataDir, "create", "--email", "imam@example.org");
    expect(again.output).toContain("imam@example.org is now an administrator.");
    expect(again.output).not.toContain("Password");

    const revoked = await adminCli(dataDir, "revoke", "--email", "imam@example.org");
    expect(revoked.output).toContain("imam@example.org is no longer an administrator.");

    const missing = await adminCli(dataDir, "revoke", "--email", "nobody@example.org");
    expect(missing.code).toBe(1);

    const usage = await adminCli(dataDir, "create");
    expect(usage.code).toBe(2);
    expect(usage.output).toContain("Usage: npm run admin:create -- --email");

    const client = new PGlite(path.join(dataDir, "db"));
    const { rows } = await client.query<{ email: string; roles: number }>(
      "select email, (select count(*)::int from staff_roles where user_id = users.id) as roles from users",
    );
    expect(rows).toEqual([{ email: "imam@example.org", roles: 0 }]);
    const audit = await client.query<{ action: string }>(
      "select action from audit_log order by id",
    );
    expect(audit.rows.map((row) => row.action)).toEqual([
      "admin.create",
      "admin.promote",
      "admin.revoke",
    ]);
    await client.close();
  }, 180_000);
});

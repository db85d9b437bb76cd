import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { resetEnv } from "#app/lib/config/env.server";
import { database, installDatabase } from "./client.server";

const saved = { ...process.env };
let dataDir: string | undefined;

afterEach(async () => {
  await database().close();
  installDatabase(undefined);
  process.env = { ...saved };
  resetEnv();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe("the embedded database's memory", () => {
  it.each([
    [undefined, "32MB"],
    ["12", "12MB"],
  ])("EMBEDDED_DB_BUFFERS_MB=%s gives PGlite shared_buffers of %s", async (setting, expected) => {
    installDatabase(undefined);
    dataDir = mkdtempSync(path.join(tmpdir(), "wic-buffers-"));
    process.env.DATA_DIR = dataDir;
    process.env.DATABASE_URL = "";
    if (setting) process.env.EMBEDDED_DB_BUFFERS_MB = setting;
    else delete process.env.EMBEDDED_DB_BUFFERS_MB;
    resetEnv();

    const handle = database();
    expect(handle.kind).toBe("pglite");
    const { rows } = (await handle.db.execute(sql`show shared_buffers`)) as unknown as {
      rows: { shared_buffers: string }[];
    };
    expect(rows[0]?.shared_buffers).toBe(expected);
  });
});

import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import {
  type DatabaseHandle,
  installDatabase,
  openPglite,
  openPostgres,
} from "#app/lib/db/client.server";
import { auditLog } from "#app/lib/db/schema";
import { createAccount } from "#tests/support/auth";
import { databaseUrlFor } from "#tests/support/postgres";
import { installDefaults } from "../../../scripts/defaults";
import { createArchive } from "./archive.server";
import { tableContents } from "./database.server";
import { restoreArchive } from "./restore.server";

const SERVER = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: SERVER, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

const reachable = await postgresReachable();
const name = `wic_restore_${process.pid}_${randomBytes(4).toString("hex")}`;
const opened: DatabaseHandle[] = [];
const archives = mkdtempSync(path.join(tmpdir(), "wic-to-postgres-"));

afterAll(async () => {
  installDatabase(undefined);
  for (const handle of opened) await handle.close();
  rmSync(archives, { recursive: true, force: true });
  if (!reachable) return;
  const admin = new pg.Client({ connectionString: SERVER });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
});

describe.skipIf(!reachable)(
  `moving from the embedded database to PostgreSQL${reachable ? "" : ` (skipped: no PostgreSQL at ${SERVER})`}`,
  () => {
    it("restores an embedded (PGlite) backup into a fresh PostgreSQL database, row for row", async () => {
      const embedded = openPglite(new PGlite());
      opened.push(embedded);
      await embedded.migrate();
      // Both sides write timestamps in one zone, so their JSON texts compare equal.
      await embedded.db.execute("set time zone 'UTC'");
      installDatabase(embedded);
      await installDefaults();
      await createAccount(embedded.db, {
        name: "Aisha",
        email: "aisha@example.org",
        role: "admin",
      });
      await embedded.db
        .insert(auditLog)
        .values({ actorEmail: "aisha@example.org", action: "moved", target: "site" });
      const archive = await createArchive(embedded, archives);
      expect(archive.manifest.database.kind).toBe("pglite");
      const rows = await tableContents(embedded.db);

      const admin = new pg.Client({ connectionString: SERVER });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      const url = new URL(databaseUrlFor(SERVER, name));
      url.searchParams.set("options", "-c TimeZone=UTC");
      const server = openPostgres(url.toString());
      opened.push(server);
      installDatabase(server);

      const summary = await restoreArchive(server, archive.file);
      expect(summary.tables.find((table) => table.name === "users")?.rows).toBe(1);
      expect(await tableContents(server.db)).toEqual(rows);
      await server.db
        .insert(auditLog)
        .values({ actorEmail: "aisha@example.org", action: "after", target: "site" });
    });
  },
);

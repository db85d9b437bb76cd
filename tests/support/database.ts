import { readFileSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { desc, eq, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, beforeEach, inject } from "vitest";
import { env } from "#app/lib/config/env.server";
import {
  type Database,
  type DatabaseHandle,
  installDatabase,
  openPglite,
  openPostgres,
  pgliteStartParams,
} from "#app/lib/db/client.server";
import { copyOfTemplate } from "./postgres";

/** A fresh, migrated database: a copy of the run's template (PGlite, or PostgreSQL with DATABASE_URL). */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const databaseUrl = process.env.DATABASE_URL;
  const postgresTemplate = inject("postgresTemplate");
  if (databaseUrl && postgresTemplate) {
    return openPostgres(await copyOfTemplate(databaseUrl, postgresTemplate));
  }
  const dump = new Blob([readFileSync(inject("pgliteTemplate"))]);
  // Sized as the server's (EMBEDDED_DB_BUFFERS_MB), so the tests run what production runs.
  const client = new PGlite({
    loadDataDir: dump,
    startParams: pgliteStartParams(env().EMBEDDED_DB_BUFFERS_MB),
  });
  return openPglite(client);
}

/**
 * Gives the test file its own database, installed as the app's database for its duration, with
 * the `emptied` tables emptied before each test.
 */
export function setupTestDatabase({ emptied = [] }: { emptied?: PgTable[] } = {}): {
  handle: () => DatabaseHandle;
  db: () => Database;
} {
  let handle: DatabaseHandle | undefined;
  beforeAll(async () => {
    handle = await createTestDatabase();
    installDatabase(handle);
  });
  afterAll(async () => {
    installDatabase(undefined);
    await handle?.close();
  });
  const ready = () => {
    if (!handle) throw new Error("the test database is not ready yet");
    return handle;
  };
  if (emptied.length > 0)
    beforeEach(async () => {
      for (const table of emptied) await ready().db.delete(table);
    });
  return { handle: ready, db: () => ready().db };
}

/**
 * Makes one table fail, as a database that is down or full would, while the rest (sessions,
 * accounts) still answers: `writes` refuses inserts, updates and deletes; `reads` hides the table.
 * The answer puts the table back.
 */
export async function breakTable(
  database: DatabaseHandle,
  table: string,
  what: "writes" | "reads",
): Promise<() => Promise<void>> {
  const run = (statement: string) => database.db.execute(sql.raw(statement));
  if (what === "reads") {
    await run(`alter table ${table} rename to ${table}_unavailable`);
    return async () => {
      await run(`alter table ${table}_unavailable rename to ${table}`);
    };
  }
  await run(`create or replace function wic_test_refuse_write() returns trigger language plpgsql
    as $$ begin raise exception 'could not extend file: No space left on device'; end $$`);
  await run(`create trigger wic_test_refuse_write before insert or update or delete on ${table}
    for each row execute function wic_test_refuse_write()`);
  return async () => {
    await run(`drop trigger wic_test_refuse_write on ${table}`);
  };
}

/** The row of `table` stored last (by its created-at time), among those `where` selects. */
export async function newestRow<Table extends PgTable & { createdAt: PgColumn }>(
  db: Database,
  table: Table,
  where?: SQL,
): Promise<Table["$inferSelect"] | undefined> {
  const [row] = await db
    .select()
    .from(table as PgTable)
    .where(where)
    .orderBy(desc(table.createdAt))
    .limit(1);
  return row as Table["$inferSelect"] | undefined;
}

/** The rows of `table` that `where` selects (every row without it). */
export async function rowsWhere<Table extends PgTable>(
  db: Database,
  table: Table,
  where?: SQL,
): Promise<Table["$inferSelect"][]> {
  return (await db
    .select()
    .from(table as PgTable)
    .where(where)) as Table["$inferSelect"][];
}

/** The row of `table` with this id, if there is one. */
export async function rowById<Table extends PgTable & { id: PgColumn }>(
  db: Database,
  table: Table,
  id: Table["id"]["_"]["data"],
): Promise<Table["$inferSelect"] | undefined> {
  const [row] = await rowsWhere(db, table, eq(table.id, id));
  return row;
}

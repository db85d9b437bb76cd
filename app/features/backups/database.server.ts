import { once } from "node:events";
import { createWriteStream } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { type SQL, sql } from "drizzle-orm";
import type { Database, DatabaseHandle, Transaction } from "#app/lib/db/client.server";
import { parentsFirst } from "./rules";

type Executor = Pick<Database, "execute"> | Pick<Transaction, "execute">;

async function rows<T>(executor: Executor, query: SQL): Promise<T[]> {
  const result = (await executor.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const quoted = (name: string) => sql.raw(`"${name.replaceAll('"', '""')}"`);

/** The public schema's tables, parents before the tables whose foreign keys point to them. */
async function tablesInLoadOrder(executor: Executor): Promise<string[]> {
  const tables = await rows<{ name: string }>(
    executor,
    sql`select tablename as name from pg_tables where schemaname = 'public'`,
  );
  const references = await rows<{ child: string; parent: string }>(
    executor,
    sql`select c.relname as child, p.relname as parent
          from pg_constraint k
          join pg_class c on c.oid = k.conrelid
          join pg_class p on p.oid = k.confrelid
          join pg_namespace n on n.oid = c.relnamespace
         where k.contype = 'f' and n.nspname = 'public'`,
  );
  return parentsFirst(
    tables.map((table) => table.name),
    references.map((reference) => [reference.child, reference.parent]),
  );
}

/** How many of the migrations the database has applied. */
async function appliedMigrations(executor: Executor): Promise<{ count: number }> {
  const [exists] = await rows<{ present: boolean }>(
    executor,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!exists?.present) return { count: 0 };
  const [applied] = await rows<{ count: number }>(
    executor,
    sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
  );
  return { count: applied?.count ?? 0 };
}

/**
 * Writes every public table as NDJSON (one `row_to_json` per line) into `directory`, all read in
 * one REPEATABLE READ transaction so the tables agree with each other. Answers the tables in
 * load order with their row counts, and the migration level at that instant.
 */
export async function dumpTables(handle: DatabaseHandle, directory: string) {
  return handle.db.transaction(
    async (tx) => {
      const tables = await tablesInLoadOrder(tx);
      const counted: { name: string; rows: number }[] = [];
      for (const table of tables) {
        const lines = await rows<{ line: string }>(
          tx,
          sql`select row_to_json(t)::text as line from ${quoted(table)} t`,
        );
        const out = createWriteStream(path.join(directory, `${table}.ndjson`));
        for (const { line } of lines) {
          if (!out.write(`${line}\n`)) await once(out, "drain");
        }
        out.end();
        await once(out, "finish");
        counted.push({ name: table, rows: lines.length });
      }
      return { tables: counted, migrations: await appliedMigrations(tx) };
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}

/** Rows in any public table (the migrations' own bookkeeping lives in the drizzle schema). */
export async function tablesWithRows(executor: Executor): Promise<string[]> {
  const filled: string[] = [];
  for (const table of await tablesInLoadOrder(executor)) {
    const [row] = await rows<{ present: boolean }>(
      executor,
      sql`select exists (select 1 from ${quoted(table)}) as present`,
    );
    if (row?.present) filled.push(table);
  }
  return filled;
}

/** Drops every table of the public schema and the migrations' bookkeeping: a blank database. */
export async function dropEverything(handle: DatabaseHandle): Promise<void> {
  await handle.db.transaction(async (tx) => {
    for (const table of (await tablesInLoadOrder(tx)).reverse()) {
      await tx.execute(sql`drop table if exists ${quoted(table)} cascade`);
    }
    await tx.execute(sql`drop table if exists drizzle.__drizzle_migrations`);
  });
}

/** Rows inserted per statement: few enough that one batch of outbox emails stays a few MB. */
const BATCH_ROWS = 500;

/**
 * Inserts the tables' NDJSON files (in the order given, parents first) in one transaction, then
 * moves every serial column's sequence past the highest id loaded.
 */
export async function loadTables(
  handle: DatabaseHandle,
  directory: string,
  tables: string[],
): Promise<{ name: string; rows: number }[]> {
  return handle.db.transaction(async (tx) => {
    // Some migrations insert rows of their own (first settings, a first term): the archive's win.
    const present = await tablesInLoadOrder(tx);
    if (present.length > 0)
      await tx.execute(
        sql`truncate table ${sql.join(present.map(quoted), sql`, `)} restart identity`,
      );
    const loaded: { name: string; rows: number }[] = [];
    for (const table of tables) {
      const text = await readFile(path.join(directory, `${table}.ndjson`), "utf8");
      const lines = text.split("\n").filter((line) => line !== "");
      for (let start = 0; start < lines.length; start += BATCH_ROWS) {
        const batch = `[${lines.slice(start, start + BATCH_ROWS).join(",")}]`;
        await tx.execute(
          sql`insert into ${quoted(table)} select * from json_populate_recordset(null::${quoted(table)}, ${batch}::json)`,
        );
      }
      loaded.push({ name: table, rows: lines.length });
    }
    const serials = await rows<{ table: string; column: string }>(
      tx,
      sql`select table_name as "table", column_name as "column" from information_schema.columns
           where table_schema = 'public' and column_default like 'nextval(%'`,
    );
    for (const { table, column } of serials) {
      await tx.execute(
        sql`select setval(pg_get_serial_sequence(${`public."${table}"`}, ${column}),
                          coalesce(max(${quoted(column)}), 1), max(${quoted(column)}) is not null)
              from ${quoted(table)}`,
      );
    }
    return loaded;
  });
}

/** Every row of every public table as sorted JSON text, for comparing two databases in tests. */
export async function tableContents(executor: Executor): Promise<Record<string, string[]>> {
  const contents: Record<string, string[]> = {};
  for (const table of await tablesInLoadOrder(executor)) {
    const lines = await rows<{ line: string }>(
      executor,
      sql`select row_to_json(t)::text as line from ${quoted(table)} t`,
    );
    contents[table] = lines.map(({ line }) => line).sort();
  }
  return contents;
}

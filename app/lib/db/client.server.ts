import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { env } from "~/lib/config/env.server";
import * as schema from "./schema";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = path.resolve(process.cwd(), "drizzle");

export function openPostgres(connectionString: string): DatabaseHandle {
  const pool = new pg.Pool({ connectionString, max: 10 });
  const db = drizzlePg(pool, { schema });
  return {
    db: db as unknown as Database,
    kind: "postgres",
    migrate: () => migratePg(db, { migrationsFolder }),
    close: () => pool.end(),
  };
}

export function openPglite(client: PGlite): DatabaseHandle {
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Database,
    kind: "pglite",
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}

function openFromEnv(): DatabaseHandle {
  const { DATABASE_URL, DATA_DIR } = env();
  if (DATABASE_URL) return openPostgres(DATABASE_URL);
  const dir = path.resolve(DATA_DIR, "db");
  mkdirSync(dir, { recursive: true });
  return openPglite(new PGlite(dir));
}

// Kept on globalThis so that the server build and the scripts/tests that import the sources
// share one connection (PGlite allows a single owner of its data directory).
const globalForDb = globalThis as unknown as { __wicDb?: DatabaseHandle };

export function database(): DatabaseHandle {
  globalForDb.__wicDb ??= openFromEnv();
  return globalForDb.__wicDb;
}

export function db(): Database {
  return database().db;
}

export function installDatabase(handle: DatabaseHandle | undefined): void {
  globalForDb.__wicDb = handle;
}

import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { env } from "#app/lib/config/env.server";
import { errorForLog, logger } from "#app/lib/logger.server";
import { faultCode } from "./connection-faults";
import * as schema from "./schema";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  /**
   * Goes up before and after every statement this process sends that may change data (anything
   * but a plain read, transactions included), so a copy of data read while it stayed the same is
   * still what the database holds, as far as this process's own writes go (lib/db/cache.server).
   */
  writes(): number;
  /** Another server changed data (the page cache saw the shared version move): counts as a write. */
  changedElsewhere(): void;
  /** Applies every migration of `folder`'s journal not yet applied (default: this code's drizzle/). */
  migrate(folder?: string): Promise<void>;
  close(): Promise<void>;
}

export const migrationsFolder = path.resolve(process.cwd(), "drizzle");

/** A statement that only reads (Drizzle's selects, set operations of selects). */
const READ_ONLY = /^[\s(]*(?:select|show|explain)\b/i;

function writeCounter() {
  let count = 0;
  return {
    read: () => count,
    bump: () => {
      count += 1;
    },
  };
}

type QueryFunction = (...args: unknown[]) => unknown;

/** Counts a write when `run` starts and again when what it returns settles. */
function counted(bump: () => void, run: () => unknown): unknown {
  bump();
  const result = run();
  if (result instanceof Promise) result.then(bump, bump);
  return result;
}

/** node-postgres: every connection's `query`, whichever way it is called (pg-pool passes a callback). */
function countPostgresWrites(client: pg.PoolClient, bump: () => void) {
  const query = client.query.bind(client) as QueryFunction;
  (client as unknown as { query: QueryFunction }).query = (...args) => {
    const [first] = args;
    const text = typeof first === "string" ? first : (first as { text?: unknown } | null)?.text;
    if (typeof text === "string" && READ_ONLY.test(text)) return query(...args);
    const callback = args.at(-1);
    if (typeof callback !== "function") return counted(bump, () => query(...args));
    bump();
    return query(...args.slice(0, -1), (...answer: unknown[]) => {
      bump();
      callback(...answer);
    });
  };
}

/**
 * A connection the server ended (a restart, a fail-over, `pg_terminate_backend`) emits `error`,
 * whether it is idle in the pool or held by a transaction; unheard, that ends the process. It is
 * logged once; the pool drops the connection and the next query opens a new one, and the
 * statement that was using it fails (its request is answered 503 by the server).
 */
function reportLostConnection(client: pg.PoolClient) {
  let reported = false;
  client.on("error", (error) => {
    if (reported) return;
    reported = true;
    logger.warn(
      { code: faultCode(error), error: errorForLog(error) },
      "database connection lost; the next query opens a new one",
    );
  });
}

/** The handle on an opened database, whichever driver it came through. */
function handle(
  db: unknown,
  kind: DatabaseHandle["kind"],
  writes: ReturnType<typeof writeCounter>,
  migrate: (folder: string) => Promise<void>,
  close: () => Promise<void>,
): DatabaseHandle {
  return {
    db: db as Database,
    kind,
    writes: writes.read,
    changedElsewhere: writes.bump,
    migrate: (folder = migrationsFolder) => migrate(folder),
    close,
  };
}

export function openPostgres(connectionString: string): DatabaseHandle {
  const pool = new pg.Pool({ connectionString, max: 10 });
  const writes = writeCounter();
  pool.on("connect", (client) => {
    countPostgresWrites(client, writes.bump);
    reportLostConnection(client);
  });
  // The pool repeats an idle connection's error, already logged by reportLostConnection.
  pool.on("error", () => {});
  const db = drizzlePg(pool, { schema });
  const migrate = (folder: string) => migratePg(db, { migrationsFolder: folder });
  return handle(db, "postgres", writes, migrate, () => pool.end());
}

/** PGlite: its `query` (reads are left out), `exec` and `transaction` (whatever they hold). */
function countPgliteWrites(client: PGlite, bump: () => void) {
  const query = client.query.bind(client) as QueryFunction;
  const exec = client.exec.bind(client) as QueryFunction;
  const transaction = client.transaction.bind(client) as QueryFunction;
  const target = client as unknown as Record<"query" | "exec" | "transaction", QueryFunction>;
  target.query = (...args) =>
    typeof args[0] === "string" && READ_ONLY.test(args[0])
      ? query(...args)
      : counted(bump, () => query(...args));
  target.exec = (...args) => counted(bump, () => exec(...args));
  target.transaction = (...args) => counted(bump, () => transaction(...args));
}

export function openPglite(client: PGlite): DatabaseHandle {
  const writes = writeCounter();
  countPgliteWrites(client, writes.bump);
  const db = drizzlePglite(client, { schema });
  const migrate = (folder: string) => migratePglite(db, { migrationsFolder: folder });
  return handle(db, "pglite", writes, migrate, () => client.close());
}

/** PGlite's own start parameters, with its page cache sized by EMBEDDED_DB_BUFFERS_MB. */
export function pgliteStartParams(buffersMb: number): string[] {
  return [...PGlite.defaultStartParams, "-c", `shared_buffers=${buffersMb}MB`];
}

function openFromEnv(): DatabaseHandle {
  const { DATABASE_URL, DATA_DIR, EMBEDDED_DB_BUFFERS_MB } = env();
  if (DATABASE_URL) return openPostgres(DATABASE_URL);
  const dir = path.resolve(DATA_DIR, "db");
  mkdirSync(dir, { recursive: true });
  return openPglite(new PGlite(dir, { startParams: pgliteStartParams(EMBEDDED_DB_BUFFERS_MB) }));
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

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type AppServer, type StartCommand, startAppServer } from "./app-server";
import { addListingsToPglite, addListingsToPostgres, createPostgresDatabase } from "./database";
import { onInterrupt } from "./interrupt";
import type { BenchOptions, DatabaseKind } from "./options";
import { type RssSampler, rssOf, sampleRss, sleep } from "./rss";
import { BENCH_EMAIL, createBenchUser, signIn } from "./session";

export const DATABASE_LABEL: Record<DatabaseKind, string> = {
  pglite: "embedded (PGlite)",
  postgres: "PostgreSQL",
};

/** A database made for one run: migrated, seeded, the listings and the bench user in it. */
interface PreparedDatabase {
  kind: DatabaseKind;
  env: Record<string, string | undefined>;
  password: string;
  listings: number;
  cleanUp(): Promise<void>;
}

/**
 * A fresh DATA_DIR (and with PostgreSQL a fresh database): the server's first start migrates and
 * seeds it, then, with the server stopped, the listings go in and the bench user is made.
 */
async function prepareDatabase(
  kind: DatabaseKind,
  options: BenchOptions,
  command: StartCommand,
): Promise<PreparedDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `wic-bench-${kind}-`));
  const postgres =
    kind === "postgres" ? await createPostgresDatabase(options.postgresAdminUrl) : null;
  const cleanUp = async () => {
    forget();
    await postgres?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  const forget = onInterrupt(cleanUp);
  try {
    const env = {
      LOG_LEVEL: "silent",
      OUTBOX_WORKER: "off",
      DATA_DIR: dataDir,
      DATABASE_URL: postgres?.url,
      PUBLIC_URL: undefined,
    };
    console.error(
      `[${kind}] first start (migrations, demo content) in ${dataDir}${postgres ? `, database ${postgres.name}` : ""}`,
    );
    await (await startAppServer(options.app, command, env)).stop();
    const listings = postgres
      ? await addListingsToPostgres(postgres.url, options.listings)
      : await addListingsToPglite(options.app, dataDir, options.listings);
    const password = createBenchUser(options.app, env);
    console.error(`[${kind}] ${listings} approved listings, user ${BENCH_EMAIL} made`);
    return { kind, env, password, listings, cleanUp };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}

/** The server under test, its RSS sampled from the start, signed in once. */
interface RunningServer {
  server: AppServer;
  rss: RssSampler;
  cookie: string;
  idleMb: number;
}

const IDLE_MS = 3000;
const SETTLE_MS = 3000;
const AFTER_MS = 2000;

/**
 * Starts the prepared server, signs in and measures idle RSS: the median over 3 s once it
 * answers and before any load.
 */
async function startMeasuredServer(
  prepared: PreparedDatabase,
  options: BenchOptions,
  command: StartCommand,
): Promise<RunningServer> {
  const server = await startAppServer(options.app, command, prepared.env);
  try {
    const rss = sampleRss(server.pid);
    const cookie = await signIn(server.origin, prepared.password);
    rss.phase("idle");
    await sleep(IDLE_MS);
    rss.phase("between");
    return {
      server,
      rss,
      cookie,
      idleMb: rssOf(rss.samples, (phase) => phase === "idle").medianMb,
    };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

/** RSS a few seconds after the last load: the median of 2 s after 3 s of rest. */
export async function rssAfterLoad(rss: RssSampler): Promise<number> {
  rss.phase("settle");
  await sleep(SETTLE_MS);
  rss.phase("after");
  await sleep(AFTER_MS);
  rss.phase("between");
  return rssOf(rss.samples, (phase) => phase === "after").medianMb;
}

/**
 * A prepared database and the server started on it for `measure`; afterwards the server is
 * stopped and the database (data folder, PostgreSQL database) removed, whatever happened.
 */
export async function withMeasuredServer<Result>(
  kind: DatabaseKind,
  options: BenchOptions,
  command: StartCommand,
  measure: (running: RunningServer, prepared: PreparedDatabase) => Promise<Result>,
): Promise<Result> {
  const prepared = await prepareDatabase(kind, options, command);
  try {
    const running = await startMeasuredServer(prepared, options, command);
    try {
      return await measure(running, prepared);
    } finally {
      running.rss.stop();
      await running.server.stop();
    }
  } finally {
    await prepared.cleanUp();
  }
}

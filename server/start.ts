import { createServer, type Server } from "node:http";
import path from "node:path";
import type { RequestHandler } from "express";
import { FEATURES } from "#app/features.server";
import { type Env, EnvError, env as readEnv } from "#app/lib/config/env.server";
import { getSiteSettings } from "#app/lib/config/settings.server";
import { database } from "#app/lib/db/client.server";
import { describeDatabaseFailure, withoutPassword } from "#app/lib/db/connection-faults";
import { startOutboxWorker } from "#app/lib/email/outbox.server";
import { transportFromEnv } from "#app/lib/email/transport.server";
import { logger } from "#app/lib/logger.server";
import { seed } from "../scripts/seed";
import { claimEmbeddedDatabase } from "../scripts/server-lock";
import { type AppOptions, createApp } from "./app";
import { lifecycleHandler } from "./readiness";
import { drainHttpServer, exitGracefullyOnSignals, runShutdownSteps } from "./shutdown";

export interface StartOptions {
  build: AppOptions["build"];
  /** Middleware before the app's routes (the Vite dev server in development). */
  before?: RequestHandler[];
}

/**
 * Listens at once (answering "starting" with 503 and /readyz 503), then migrates, seeds the
 * demo content, starts the jobs (prayer-time sync, opening notices, the daily backup, the outbox) and hands the
 * requests to the site (/readyz 200). On SIGTERM or SIGINT it shuts down gracefully (below).
 * `npm start` runs it from the build (server/production.ts), `npm run dev` from the sources
 * (server/main.ts).
 */
export async function startServer({ build, before }: StartOptions): Promise<void> {
  const env = envOrExit();
  const lifecycle = lifecycleHandler();
  const server = await listen(createServer(lifecycle.handle), env.PORT);
  logger.info({ port: env.PORT }, "listening; starting the site");

  const starting = startSite(env, { build, before });
  // The order matters: no request may reach a closed database, and PGlite must close cleanly
  // (its files are the data) after the last statement.
  exitGracefullyOnSignals(async () => {
    lifecycle.stopping();
    return runShutdownSteps([
      {
        name: "refusing new connections, finishing the requests in flight",
        run: () => drainHttpServer(server),
      },
      { name: "stopping the jobs", run: async () => (await starting).stopJobs() },
      {
        name: "letting the outbox worker finish the email it is sending",
        run: async () => (await starting).stopWorker(),
      },
      { name: "closing the database", run: () => database().close() },
    ]);
  });

  const site = await starting;
  lifecycle.serve(site.app);
  logger.info("ready");
  console.log(`${"\n"}  ${site.name} website: ${env.PUBLIC_URL}${"\n"}`);
}

function envOrExit(): Env {
  try {
    return readEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

function listen(server: Server, port: number): Promise<Server> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, () => {
      server.off("error", reject);
      resolve(server);
    });
  });
}

/** Migrates, seeds and starts the jobs; resolves with the site's handler and how to stop them. */
async function startSite(env: Env, { build, before }: StartOptions) {
  claimEmbeddedDatabase();
  const handle = database();
  await handle.migrate();
  logger.info(
    {
      database:
        handle.kind === "postgres"
          ? "PostgreSQL (DATABASE_URL)"
          : `PGlite in ${path.resolve(env.DATA_DIR, "db")}`,
    },
    "database migrated",
  );
  await seed();
  const stopJobs = startJobs();
  const stopWorker =
    env.OUTBOX_WORKER === "inline"
      ? startOutboxWorker({ transport: transportFromEnv(), intervalMs: env.OUTBOX_POLL_MS })
      : async () => {};
  const app = createApp({ env, build, before });
  const { name } = await getSiteSettings();
  return { app, name, stopJobs, stopWorker };
}

/**
 * The scheduled jobs every feature declares (the prayer-time sync, opening notices, the daily
 * backup, retention); the returned function stops them all (and waits for those that can).
 */
function startJobs(): () => Promise<unknown> {
  const stops = FEATURES.flatMap((feature) => feature.jobs ?? []).map((job) => job.start(FEATURES));
  return () => Promise.all(stops.map((stop) => stop()));
}

/**
 * Logs why the server could not start, in plain words on the console too (a database that cannot
 * be reached or refuses the user, with its own reason; never the password), and stops.
 */
export function failedToStart(error: unknown): never {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const cause = databaseUrl
    ? describeDatabaseFailure(error, databaseUrl)
    : error instanceof Error
      ? error.message
      : String(error);
  const details = withoutPassword(
    error instanceof Error ? (error.stack ?? error.message) : String(error),
    databaseUrl,
  );
  logger.fatal({ cause, error: details }, `server failed to start: ${cause}`);
  console.error(`${"\n"}  The website could not start. ${cause}${"\n"}`);
  process.exit(1);
}

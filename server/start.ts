import { createServer, type Server } from "node:http";
import path from "node:path";
import type { RequestHandler } from "express";
import { startPrayerSync } from "~/features/prayer-times/index.server";
import { startRetention } from "~/features/privacy/index.server";
import { startOpeningNotices } from "~/features/summer/index.server";
import { EnvError, env as readEnv } from "~/lib/config/env.server";
import { getSiteSettings } from "~/lib/config/settings.server";
import { database } from "~/lib/db/client.server";
import { startOutboxWorker } from "~/lib/email/outbox.server";
import { transportFromEnv } from "~/lib/email/transport.server";
import { logger } from "~/lib/logger.server";
import { seed } from "../scripts/seed";
import { claimEmbeddedDatabase } from "../scripts/server-lock";
import { type AppOptions, createApp } from "./app";

export interface StartOptions {
  build: AppOptions["build"];
  /** Middleware before the app's routes (the Vite dev server in development). */
  before?: RequestHandler[];
}

/**
 * Migrates, seeds the demo content, starts the jobs (prayer-time sync, opening notices, the
 * outbox) and serves the site until SIGINT or SIGTERM. `npm start` runs it from the build
 * (server/production.ts), `npm run dev` from the sources (server/main.ts).
 */
export async function startServer({ build, before }: StartOptions): Promise<void> {
  let env: ReturnType<typeof readEnv>;
  try {
    env = readEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

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
  const stopPrayerSync = startPrayerSync();
  const stopOpeningNotices = startOpeningNotices();
  const stopRetention = startRetention();

  const stopWorker =
    env.OUTBOX_WORKER === "inline"
      ? startOutboxWorker({ transport: transportFromEnv(), intervalMs: env.OUTBOX_POLL_MS })
      : async () => {};

  const app = createApp({ env, build, before });
  const { name } = await getSiteSettings();
  const server: Server = createServer(app).listen(env.PORT, () => {
    console.log(`${"\n"}  ${name} website: ${env.PUBLIC_URL}${"\n"}`);
  });

  const shutdown = async (signal: string) => {
    logger.info({ signal }, "shutting down");
    server.close();
    stopPrayerSync();
    stopOpeningNotices();
    stopRetention();
    await stopWorker();
    await handle.close();
    process.exit(0);
  };
  process.once("SIGINT", () => void shutdown("SIGINT"));
  process.once("SIGTERM", () => void shutdown("SIGTERM"));
}

/** Logs why the server could not start, and stops. */
export function failedToStart(error: unknown): never {
  logger.fatal(
    { error: error instanceof Error ? error.stack : String(error) },
    "server failed to start",
  );
  process.exit(1);
}

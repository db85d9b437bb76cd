import type { Server } from "node:http";
import path from "node:path";
import type { ServerBuild } from "react-router";
import { startPrayerSync } from "~/features/prayer-times/index.server";
import { startOpeningNotices } from "~/features/summer/index.server";
import { EnvError, env as readEnv } from "~/lib/config/env.server";
import { getSiteSettings } from "~/lib/config/settings.server";
import { database } from "~/lib/db/client.server";
import { startOutboxWorker } from "~/lib/email/outbox.server";
import { transportFromEnv } from "~/lib/email/transport.server";
import { logger } from "~/lib/logger.server";
import { seed } from "../scripts/seed";
import { claimEmbeddedDatabase } from "../scripts/server-lock";
import { createApp } from "./app";

async function main() {
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

  const stopWorker =
    env.OUTBOX_WORKER === "inline"
      ? startOutboxWorker({ transport: transportFromEnv(), intervalMs: env.OUTBOX_POLL_MS })
      : async () => {};

  let app: ReturnType<typeof createApp>;
  if (env.NODE_ENV === "development") {
    const vite = await import("vite");
    const devServer = await vite.createServer({ server: { middlewareMode: true } });
    app = createApp({
      env,
      before: [devServer.middlewares],
      build: () =>
        devServer.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
    });
  } else {
    const build = (await import(path.resolve("build/server/index.js"))) as ServerBuild;
    app = createApp({ env, build });
  }

  const { name } = await getSiteSettings();
  const server: Server = app.listen(env.PORT, () => {
    console.log(`${"\n"}  ${name} website: ${env.PUBLIC_URL}${"\n"}`);
  });

  const shutdown = async (signal: string) => {
    logger.info({ signal }, "shutting down");
    server.close();
    stopPrayerSync();
    stopOpeningNotices();
    await stopWorker();
    await handle.close();
    process.exit(0);
  };
  process.once("SIGINT", () => void shutdown("SIGINT"));
  process.once("SIGTERM", () => void shutdown("SIGTERM"));
}

main().catch((error) => {
  logger.fatal(
    { error: error instanceof Error ? error.stack : String(error) },
    "server failed to start",
  );
  process.exit(1);
});

import { env } from "#app/lib/config/env.server";
import { database } from "#app/lib/db/client.server";
import { startOutboxWorker } from "#app/lib/email/outbox.server";
import { transportFromEnv } from "#app/lib/email/transport.server";
import { logger } from "#app/lib/logger.server";
import { answerHelp } from "./usage";

answerHelp(`Usage: npm run worker

Sends the email outbox apart from the web servers (set OUTBOX_WORKER=off on those).
Needs DATABASE_URL (PostgreSQL): with the embedded database the web server sends emails itself.`);

// A standalone outbox worker, for running email delivery apart from the web servers
// (set OUTBOX_WORKER=off on those). Needs DATABASE_URL: PGlite allows one process only.
if (!env().DATABASE_URL) {
  console.error(
    "npm run worker needs DATABASE_URL (PostgreSQL); with PGlite the web server sends emails itself.",
  );
  process.exit(1);
}
const handle = database();
await handle.migrate();
const transport = transportFromEnv();
const stop = startOutboxWorker({ transport, intervalMs: env().OUTBOX_POLL_MS });
logger.info({ mail: transport.description }, "outbox worker started");
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, async () => {
    await stop();
    await handle.close();
    process.exit(0);
  });
}

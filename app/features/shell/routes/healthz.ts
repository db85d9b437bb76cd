import { sql } from "drizzle-orm";
import { db } from "#app/lib/db/client.server";
import { errorForLog, logger } from "#app/lib/logger.server";
import { unwritableDataFolders } from "#app/lib/uploads/storage.server";

async function databaseReachable(): Promise<boolean> {
  try {
    await db().execute(sql`select 1`);
    return true;
  } catch (error) {
    logger.error({ error: errorForLog(error) }, "health check: database unreachable");
    return false;
  }
}

/**
 * 200 when the database answers a query and every data folder takes a file (DATA_DIR, uploads,
 * private files: a small file written and removed); 503 naming what fails otherwise, e.g. a full
 * disk: `{"status":"error","db":"ok","storage":[{"folder":"uploads","path":…,"code":"ENOSPC","problem":"full"}]}`.
 */
export async function loader() {
  const [reachable, unwritable] = await Promise.all([databaseReachable(), unwritableDataFolders()]);
  const healthy = reachable && unwritable.length === 0;
  return Response.json(
    {
      status: healthy ? "ok" : "error",
      db: reachable ? "ok" : "unreachable",
      storage: unwritable.length === 0 ? "ok" : unwritable,
    },
    { status: healthy ? 200 : 503, headers: { "Cache-Control": "no-store" } },
  );
}

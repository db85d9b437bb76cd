import { sql } from "drizzle-orm";
import { db } from "~/lib/db/client.server";
import { errorForLog, logger } from "~/lib/logger.server";

export async function loader() {
  try {
    await db().execute(sql`select 1`);
    return Response.json({ status: "ok", db: "ok" }, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    logger.error({ error: errorForLog(error) }, "health check: database unreachable");
    return Response.json(
      { status: "error", db: "unreachable" },
      { status: 503, headers: { "Cache-Control": "no-store" } },
    );
  }
}

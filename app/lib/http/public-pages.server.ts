import { eq, sql } from "drizzle-orm";
import { db } from "#app/lib/db/client.server";
import { pageCacheVersion } from "#app/lib/db/schema";

const ROW = 1;

/** The version public pages are at: every server's page cache keeps pages of this version only. */
export async function publicPagesVersion(): Promise<number> {
  const [row] = await db()
    .select({ version: pageCacheVersion.version })
    .from(pageCacheVersion)
    .where(eq(pageCacheVersion.id, ROW));
  return row?.version ?? 0;
}

/**
 * Says that something a public page shows may have changed (a staff edit, a registration, a sync):
 * every server drops its cached pages on its next look at the version. Returns the new version.
 */
export async function publicPagesChanged(): Promise<number> {
  const [row] = await db()
    .insert(pageCacheVersion)
    .values({ id: ROW, version: 1 })
    .onConflictDoUpdate({
      target: pageCacheVersion.id,
      set: { version: sql`${pageCacheVersion.version} + 1`, changedAt: sql`now()` },
    })
    .returning({ version: pageCacheVersion.version });
  return row?.version ?? 0;
}

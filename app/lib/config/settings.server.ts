import { eq } from "drizzle-orm";
import { sharedRead } from "#app/lib/db/cache.server";
import { type Database, db } from "#app/lib/db/client.server";
import { siteSettings } from "#app/lib/db/schema";
import { type SiteConfig, site } from "./site";

/** The one row of `site_settings` that holds the centre's settings. */
export const SITE_SETTINGS_ID = "site";

/**
 * The centre's settings: the typed defaults of site.ts, overlaid with what the admin saved in
 * the database. Pages share one read until this server writes anything (a change shows on the
 * next page load; on another server within SHARED_READ_MAX_AGE_MS); the merge is redone only
 * when the row's timestamp changes (every save sets it). `executor` lets code inside a
 * transaction read it on the transaction's connection (the embedded database has one, so a
 * second connection would wait for the transaction).
 */
let memo: { stamp: string; value: SiteConfig } | undefined;

export function getSiteSettings(executor?: Pick<Database, "select">): Promise<SiteConfig> {
  return executor
    ? readSiteSettings(executor)
    : sharedRead("site-settings", () => readSiteSettings(db()));
}

async function readSiteSettings(executor: Pick<Database, "select">): Promise<SiteConfig> {
  const [row] = await executor
    .select({ value: siteSettings.value, updatedAt: siteSettings.updatedAt })
    .from(siteSettings)
    .where(eq(siteSettings.id, SITE_SETTINGS_ID))
    .limit(1);
  if (!row) return site;
  const stamp = row.updatedAt.toISOString();
  if (memo?.stamp !== stamp) memo = { stamp, value: overlaySettings(row.value) };
  return memo.value;
}

/** A plain object (not an array or null). */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The defaults with the stored value laid over them, one level deep: a group saved before a
 * later version added a field to it (say `emails`) keeps that field's default.
 */
function overlaySettings(stored: Record<string, unknown>): SiteConfig {
  const merged: Record<string, unknown> = { ...site };
  for (const [key, value] of Object.entries(stored)) {
    if (!(key in site) || value === undefined) continue;
    const fallback = (site as unknown as Record<string, unknown>)[key];
    merged[key] = isRecord(value) && isRecord(fallback) ? { ...fallback, ...value } : value;
  }
  return merged as unknown as SiteConfig;
}

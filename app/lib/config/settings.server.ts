import { eq } from "drizzle-orm";
import { db } from "~/lib/db/client.server";
import { siteSettings } from "~/lib/db/schema";
import { type SiteConfig, site } from "./site";

/**
 * The centre's settings: the typed defaults of site.ts, overlaid with what the admin saved in
 * the database. Read on every call (one primary-key row), so a change shows on the next page
 * load on every server; the merge is redone only when the row's timestamp changes (every save
 * sets it).
 */
let memo: { stamp: string; value: SiteConfig } | undefined;

export async function getSiteSettings(): Promise<SiteConfig> {
  const [row] = await db()
    .select({ value: siteSettings.value, updatedAt: siteSettings.updatedAt })
    .from(siteSettings)
    .where(eq(siteSettings.id, "site"))
    .limit(1);
  if (!row) return site;
  const stamp = row.updatedAt.toISOString();
  if (memo?.stamp !== stamp)
    memo = { stamp, value: { ...site, ...(row.value as Partial<SiteConfig>) } };
  return memo.value;
}

import { eq } from "drizzle-orm";
import { recordAudit } from "#app/lib/audit/audit.server";
import { type Database, db } from "#app/lib/db/client.server";
import { settings } from "#app/lib/db/schema";
import type { DemoContent, FeatureList } from "./descriptor";

/**
 * "Remove demo content" (decision 0367): the demo rows the features' seeders declare
 * (`seed.demo[].demoContent`), found and removed in one transaction, and a mark that stops the
 * seed from adding them again at the next start.
 */

/** The `settings` row that says when, and by whom, the demo content was removed. */
const REMOVED_KEY = "demo-content-removed";

export interface DemoContentRemoved {
  at: string;
  by: string;
}

/** Each seeder that adds demo content, with its feature's name. */
function demoContents(features: FeatureList): { feature: string; content: DemoContent }[] {
  return features.flatMap((feature) =>
    (feature.seed?.demo ?? []).flatMap((seeder) =>
      seeder.demoContent ? [{ feature: feature.name, content: seeder.demoContent }] : [],
    ),
  );
}

/** The demo content still there, kind by kind (kinds with none left out). */
export async function demoContentLeft(
  features: FeatureList,
  database: Database = db(),
): Promise<{ label: string; titles: string[] }[]> {
  const kinds = await Promise.all(
    demoContents(features).map(async ({ content }) => ({
      label: content.label,
      titles: (await content.find(database)).map((row) => row.title),
    })),
  );
  return kinds.filter((kind) => kind.titles.length > 0);
}

/** When the demo content was removed, or null while it never was (the seed adds it then). */
export async function demoContentRemoved(): Promise<DemoContentRemoved | null> {
  const [row] = await db().select().from(settings).where(eq(settings.key, REMOVED_KEY));
  return (row?.value as DemoContentRemoved | undefined) ?? null;
}

/**
 * Removes every feature's demo content still as its seeder left it, all or nothing, marks it
 * removed (the seed no longer adds it) and records it in the audit log. Answers the rows that
 * went, by kind.
 */
export async function removeDemoContent(
  features: FeatureList,
  actor: { id: string | null; email: string },
  /** More for the audit entry (the backup taken first). */
  details: Record<string, unknown> = {},
  now = new Date(),
): Promise<Record<string, string[]>> {
  return db().transaction(async (tx) => {
    const removed: Record<string, string[]> = {};
    for (const { content } of demoContents(features)) {
      const rows = await content.find(tx);
      if (rows.length === 0) continue;
      await content.remove(
        tx,
        rows.map((row) => row.id),
      );
      removed[content.label] = rows.map((row) => row.title);
    }
    const mark: DemoContentRemoved = { at: now.toISOString(), by: actor.email };
    await tx
      .insert(settings)
      .values({ key: REMOVED_KEY, value: mark })
      .onConflictDoUpdate({ target: settings.key, set: { value: mark, updatedAt: now } });
    await recordAudit(actor, "demo-content.removed", "demo-content", { ...details, removed }, tx);
    return removed;
  });
}

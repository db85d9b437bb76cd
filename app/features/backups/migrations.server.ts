import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { z } from "zod";
import { type DatabaseHandle, migrationsFolder } from "#app/lib/db/client.server";

const journalSchema = z.object({
  entries: z.array(z.object({ idx: z.number(), when: z.number(), tag: z.string() }).loose()),
});
type Journal = z.infer<typeof journalSchema> & Record<string, unknown>;

async function readJournal(folder: string = migrationsFolder): Promise<Journal> {
  const text = await readFile(path.join(folder, "meta", "_journal.json"), "utf8");
  const parsed = JSON.parse(text) as Record<string, unknown>;
  return { ...parsed, ...journalSchema.parse(parsed) };
}

/** This code's migrations, by tag, in order. */
export async function journalTags(folder: string = migrationsFolder): Promise<string[]> {
  return (await readJournal(folder)).entries.map((entry) => entry.tag);
}

/**
 * Migrates a blank database to exactly the first `count` migrations: Drizzle's migrator applies
 * everything its journal lists, so it is run on a copy of drizzle/ whose journal stops there.
 */
export async function migrateToLevel(handle: DatabaseHandle, count: number): Promise<void> {
  const journal = await readJournal();
  const entries = journal.entries.slice(0, count);
  const folder = await mkdtemp(path.join(tmpdir(), "wic-migrations-"));
  try {
    await mkdir(path.join(folder, "meta"));
    await writeFile(
      path.join(folder, "meta", "_journal.json"),
      JSON.stringify({ ...journal, entries }),
    );
    for (const { tag } of entries) {
      await copyFile(path.join(migrationsFolder, `${tag}.sql`), path.join(folder, `${tag}.sql`));
    }
    await handle.migrate(folder);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

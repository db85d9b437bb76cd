import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { adminUrl, databaseUrlFor } from "#tests/support/postgres";

/** drizzle/ as it was before 0011: its SQL files and a journal that stops at 0010. */
function foldersBeforeAndAfter(): { before: string; after: string } {
  const after = path.resolve(process.cwd(), "drizzle");
  const before = mkdtempSync(path.join(tmpdir(), "wic-migrations-"));
  cpSync(after, before, { recursive: true });
  const journalPath = path.join(before, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as {
    entries: { tag: string }[];
  };
  journal.entries = journal.entries.filter((entry) => entry.tag < "0011");
  writeFileSync(journalPath, JSON.stringify(journal));
  return { before, after };
}

const folders = foldersBeforeAndAfter();
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
  rmSync(folders.before, { recursive: true, force: true });
});

type Run = (query: ReturnType<typeof sql>) => Promise<Record<string, unknown>[]>;

/** A fresh database of this run's kind (PostgreSQL with DATABASE_URL, else PGlite). */
async function freshDatabase(): Promise<{ migrate: (folder: string) => Promise<void>; run: Run }> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `wic_test_migration_${process.pid}_${Date.now()}`;
    const admin = await adminUrl(url);
    await admin.query(`create database ${name}`);
    const pool = new pg.Pool({ connectionString: databaseUrlFor(url, name) });
    const db = drizzlePg(pool);
    cleanups.push(async () => {
      await pool.end();
      await admin.query(`drop database if exists ${name}`);
      await admin.end();
    });
    return {
      migrate: (folder) => migratePg(db, { migrationsFolder: folder }),
      run: async (query) => (await db.execute(query)).rows as Record<string, unknown>[],
    };
  }
  const client = new PGlite();
  const db = drizzlePglite(client);
  cleanups.push(() => client.close());
  return {
    migrate: (folder) => migratePglite(db, { migrationsFolder: folder }),
    run: async (query) => (await db.execute(query)).rows as Record<string, unknown>[],
  };
}

const insertRegistration = (participant: string, edition?: number) => sql`
  insert into competition_registrations
    (parent_name, parent_email, parent_phone, registering_as, participant_key, age, postcode,
     gender, category, "group", registration_date${edition === undefined ? sql`` : sql`, edition_id`})
  values ('Hafsa Ali', 'hafsa@example.org', '07700 900111', 'myself', ${participant}, 22,
     'WD17 1AA', 'Female', 3, '20-25', '1 December 2025'${edition === undefined ? sql`` : sql`, ${edition}`})`;

describe("migration 0011_competition_editions", () => {
  it("makes the 2025 edition, ties existing registrations to it and makes the unique index per edition", async () => {
    const database = await freshDatabase();
    await database.migrate(folders.before);
    await database.run(insertRegistration("hafsa ali|hafsa@example.org"));
    await database.migrate(folders.after);

    const editions = await database.run(
      sql`select id, year, title, event_date::text as event_date, venue, fee_pence, registration_closes_at, group_min, group_max, status, demo from competition_editions`,
    );
    expect(editions).toHaveLength(1);
    const [edition] = editions;
    expect(edition).toMatchObject({
      year: 2025,
      title: "Winter Qur'an Competition 2025",
      event_date: "2025-12-25",
      venue: "Watford Islamic Centre",
      fee_pence: 500,
      group_min: 10,
      group_max: 15,
      status: "open",
      demo: false,
    });
    expect(new Date(edition?.registration_closes_at as string).toISOString()).toBe(
      "2025-12-20T23:59:59.000Z",
    );
    const tied = await database.run(sql`select edition_id from competition_registrations`);
    expect(tied).toEqual([{ edition_id: edition?.id }]);

    // edition_id is required now.
    await expect(database.run(insertRegistration("someone|else@example.org"))).rejects.toThrow();
    // The same person and category: refused in the same edition, taken in another.
    await expect(
      database.run(insertRegistration("hafsa ali|hafsa@example.org", edition?.id as number)),
    ).rejects.toThrow();
    const [next] = await database.run(sql`
      insert into competition_editions (year, title, event_date, venue, fee_pence, registration_closes_at)
      values (2026, 'Winter Qur''an Competition 2026', '2026-12-25', 'Watford Islamic Centre', 500, '2026-12-20T23:59:59Z')
      returning id`);
    await database.run(insertRegistration("hafsa ali|hafsa@example.org", next?.id as number));
    expect(await database.run(sql`select id from competition_registrations`)).toHaveLength(2);
  });
});

import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import pg from "pg";

/** Fails at once, before minutes of measuring, when the PostgreSQL server cannot be reached. */
export async function checkPostgres(adminUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  try {
    await client.connect();
    await client.query("SELECT 1");
  } catch (error) {
    const shown = new URL(adminUrl);
    if (shown.password) shown.password = "xxxxx";
    throw new Error(
      `PostgreSQL at ${shown} (BENCH_DATABASE_URL) cannot be reached: ${error instanceof Error ? error.message : error}. Run with --db pglite to skip it.`,
    );
  } finally {
    await client.end().catch(() => {});
  }
}

/** A database of its own on the PostgreSQL server `adminUrl` points at, dropped by `drop()`. */
export async function createPostgresDatabase(adminUrl: string) {
  const name = `wic_bench_${new Date().toISOString().replace(/\D/g, "").slice(0, 14)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

/**
 * `count` approved businesses spread over the directory's seeded categories and subcategories,
 * in plain SQL so that any version of the app (with a `businesses` and a `categories` table)
 * takes them.
 */
function listingsSql(count: number): string {
  return `
WITH grp AS (
  SELECT id, name, row_number() OVER (ORDER BY position, id) - 1 AS n
  FROM categories WHERE kind = 'category'
), sub AS (
  SELECT parent_id, name,
         row_number() OVER (PARTITION BY parent_id ORDER BY position, id) - 1 AS n,
         count(*) OVER (PARTITION BY parent_id) AS total
  FROM categories WHERE kind = 'subcategory'
), sub_list AS (
  SELECT parent_id, string_agg(name, ', ' ORDER BY position, id) AS names
  FROM categories WHERE kind = 'subcategory' GROUP BY parent_id
)
INSERT INTO businesses (name, description, address, postcode, primary_category, subcategory, status)
SELECT
  (ARRAY['Halal','Family','Crescent','Noor','Barakah','Watford','Garston','Oxhey'])[i % 8 + 1]
    || ' ' || (ARRAY['Bakery','Tutors','Pharmacy','Builders','Accountants','Travel','Dentist'])[i % 7 + 1]
    || ' ' || i,
  grp.name || ' in Watford: ' || coalesce(sub_list.names, '') || '.',
  'WD' || (i % 25 + 1) || ' ' || (i % 9 + 1) || 'AB, ' || i || ' High Street, Watford',
  'WD' || (i % 25 + 1) || ' ' || (i % 9 + 1) || 'AB',
  grp.name,
  coalesce(sub.name, ''),
  'approved'
FROM generate_series(0, ${Math.trunc(count) - 1}) AS i
JOIN grp ON grp.n = i % (SELECT count(*) FROM grp)
LEFT JOIN sub_list ON sub_list.parent_id = grp.id
LEFT JOIN sub ON sub.parent_id = grp.id AND sub.n = i % sub.total;
ANALYZE businesses;`;
}

const APPROVED = "SELECT count(*)::int AS total FROM businesses WHERE status = 'approved'";

/** Adds the listings to a PostgreSQL database; answers how many approved ones there are now. */
export async function addListingsToPostgres(url: string, count: number): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(listingsSql(count));
    const { rows } = await client.query<{ total: number }>(APPROVED);
    return rows[0]?.total ?? 0;
  } finally {
    await client.end();
  }
}

/**
 * Adds the listings to the embedded database in `dataDir/db` (the layout of
 * app/lib/db/client.server.ts), opened with the checkout's own PGlite so that its files are
 * read by the version that wrote them. The server must be stopped: PGlite has one owner.
 */
export async function addListingsToPglite(
  appDir: string,
  dataDir: string,
  count: number,
): Promise<number> {
  const entry = createRequire(path.join(appDir, "package.json")).resolve("@electric-sql/pglite");
  const { PGlite } = (await import(
    pathToFileURL(entry).href
  )) as typeof import("@electric-sql/pglite");
  const client = new PGlite(path.resolve(dataDir, "db"));
  try {
    await client.exec(listingsSql(count));
    const { rows } = await client.query<{ total: number }>(APPROVED);
    return rows[0]?.total ?? 0;
  } finally {
    await client.close();
  }
}

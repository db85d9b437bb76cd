import { execFileSync, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { afterAll, describe, expect, inject, it } from "vitest";
import { copyOfTemplate } from "../support/postgres";
import { type ServerProcess, startServerProcess } from "../support/server-process";
import { unusedPort } from "../support/smtp";

// Upgrade and rollback as an operator runs them, on a repository with two releases: release 1
// is this working tree (its tracked files), release 2 adds a migration (a new table). The
// upgrade backs up, pulls, builds; release 2 writes data; the rollback brings release 1's code
// and data back, restored by release 1's own code; release 1's server then serves its data.
// On the embedded database, or on PostgreSQL when DATABASE_URL is set.

const worktree = process.cwd();
const root = mkdtempSync(path.join(tmpdir(), "wic-releases-"));
const site = path.join(root, "site");
const dataDir = path.join(root, "data");
const gitIdentity = {
  GIT_AUTHOR_NAME: "Release Test",
  GIT_AUTHOR_EMAIL: "release@example.org",
  GIT_COMMITTER_NAME: "Release Test",
  GIT_COMMITTER_EMAIL: "release@example.org",
};
const git = (cwd: string, ...args: string[]) =>
  execFileSync("git", args, {
    cwd,
    encoding: "utf8",
    env: { ...process.env, ...gitIdentity },
  }).trim();

let server: ServerProcess | undefined;
afterAll(() => {
  server?.child.kill("SIGKILL");
  rmSync(root, { recursive: true, force: true });
});

/** Runs `npm run …` in the site as the operator would; answers the exit code and the output. */
function npm(env: Record<string, string>, ...args: string[]) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn("npm", ["run", ...args], { cwd: site, env: { ...process.env, ...env } });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("close", (code) => resolve({ code, output }));
  });
}

/** One connection to the site's database for a few statements (the site must be stopped on PGlite). */
async function query<T>(databaseUrl: string, text: string): Promise<T[]> {
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return (await client.query(text)).rows as T[];
    } finally {
      await client.end();
    }
  }
  const client = new PGlite(path.join(dataDir, "db"));
  try {
    return (await client.exec(text)).at(-1)?.rows as T[];
  } finally {
    await client.close();
  }
}

const post = (slug: string, title: string) =>
  `insert into blog_posts (slug, title, excerpt, body, author_name, status, publish_at)
   values ('${slug}', '${title}', 'An excerpt.', 'The body.', 'Aisha', 'published', now() - interval '1 hour')`;

/** Release 2 in the site's repository: release 1 plus a migration that adds a table. */
function commitReleaseTwo(): string {
  const journalFile = path.join(site, "drizzle", "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalFile, "utf8")) as {
    entries: { idx: number; when: number; tag: string }[];
  };
  const idx = journal.entries.length;
  const tag = `${String(idx).padStart(4, "0")}_release_two`;
  journal.entries.push({ ...journal.entries.at(-1), idx, when: Date.now(), tag });
  writeFileSync(journalFile, `${JSON.stringify(journal, null, 2)}\n`);
  writeFileSync(
    path.join(site, "drizzle", `${tag}.sql`),
    `CREATE TABLE "release_two_notes" ("id" serial PRIMARY KEY, "note" text NOT NULL);\n`,
  );
  git(site, "add", "drizzle");
  git(site, "commit", "-q", "-m", "Release 2: release_two_notes");
  return git(site, "rev-parse", "HEAD");
}

describe("npm run upgrade, then npm run rollback", () => {
  it("brings back release 1's code and data, restored by release 1, and release 1 serves it", async () => {
    const started = Date.now();
    // Release 1 (this working tree) in a bare "origin" with release 2 on top; the site at release 1.
    const release1 = git(worktree, "stash", "create") || git(worktree, "rev-parse", "HEAD");
    const origin = path.join(root, "origin.git");
    git(root, "init", "-q", "--bare", origin);
    git(worktree, "push", "-q", origin, `${release1}:refs/heads/main`);
    git(root, "clone", "-q", "-b", "main", origin, site);
    // The same package-lock.json in both releases: the upgrade and the rollback skip npm ci.
    symlinkSync(path.join(worktree, "node_modules"), path.join(site, "node_modules"));
    const release2 = commitReleaseTwo();
    git(site, "push", "-q", "origin", "main");
    git(site, "reset", "-q", "--hard", release1);

    const postgresTemplate = inject("postgresTemplate");
    const databaseUrl =
      process.env.DATABASE_URL && postgresTemplate
        ? await copyOfTemplate(process.env.DATABASE_URL, postgresTemplate)
        : "";
    mkdirSync(dataDir);
    const env = {
      DATA_DIR: dataDir,
      BACKUP_DIR: path.join(dataDir, "backups"),
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: "warn",
    };
    const settings = ["--", "--settings", path.join(root, "no-settings.env")];

    // Release 1 runs and holds data (a published post).
    if (!databaseUrl) expect((await npm(env, "db:migrate")).code).toBe(0);
    await query(databaseUrl, post("release-one", "Written by release one"));

    const upgrade = await npm(env, "upgrade", ...settings);
    expect(upgrade.code, upgrade.output).toBe(0);
    expect(git(site, "rev-parse", "HEAD")).toBe(release2);
    expect(upgrade.output).toContain("skipped: package-lock.json is the same");
    expect(upgrade.output).toContain("npm run rollback");
    expect(upgrade.output).toMatch(/wic-backup-\d{8}-\d{6}-pre-upgrade\.tar\.gz/);

    // Release 2 migrates (PostgreSQL: the upgrade did) and writes.
    if (!databaseUrl) expect((await npm(env, "db:migrate")).code).toBe(0);
    await query(databaseUrl, "insert into release_two_notes (note) values ('from release two')");
    await query(databaseUrl, post("release-two", "Written by release two"));

    const rollback = await npm(env, "rollback", ...settings);
    expect(rollback.code, rollback.output).toBe(0);
    expect(git(site, "rev-parse", "HEAD")).toBe(release1);
    expect(rollback.output).toContain("git checkout main");

    const [table] = await query<{ name: string | null }>(
      databaseUrl,
      "select to_regclass('public.release_two_notes')::text as name",
    );
    expect(table?.name).toBeNull();
    const posts = await query<{ slug: string }>(databaseUrl, "select slug from blog_posts");
    expect(posts.map((row) => row.slug)).toEqual(["release-one"]);
    const [migrations] = await query<{ count: number }>(
      databaseUrl,
      "select count(*)::int as count from drizzle.__drizzle_migrations",
    );
    const journal = JSON.parse(
      readFileSync(path.join(worktree, "drizzle", "meta", "_journal.json"), "utf8"),
    ) as { entries: unknown[] };
    expect(migrations?.count).toBe(journal.entries.length);

    server = startServerProcess({
      port: await unusedPort(),
      dataDir,
      cwd: site,
      env: { DATABASE_URL: databaseUrl },
    });
    await server.ready();
    const page = await fetch(`${server.origin}/blog/release-one`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Written by release one");
    expect((await fetch(`${server.origin}/blog/release-two`)).status).toBe(404);
    console.log(`upgrade and rollback: ${Math.round((Date.now() - started) / 1000)} s`);
  }, 600_000);
});

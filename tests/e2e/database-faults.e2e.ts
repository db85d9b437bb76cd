import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from "vitest";
import { acknowledgedOutcomes, submitContactForms } from "../support/contact-load";
import { adminUrl, copyOfTemplate, databaseUrlFor, testDatabaseName } from "../support/postgres";
import { type ServerProcess, startServerProcess } from "../support/server-process";
import { unusedPort } from "../support/smtp";

const databaseUrl = process.env.DATABASE_URL;

const running: ServerProcess[] = [];
afterEach(() => {
  for (const server of running.splice(0)) server.child.kill("SIGKILL");
});

async function start(env: Record<string, string>) {
  const server = startServerProcess({
    port: await unusedPort(),
    dataDir: mkdtempSync(path.join(tmpdir(), "wic-database-faults-")),
    env: { FORM_RATE_LIMIT: "100000", FORM_RATE_ADDRESS_LIMIT: "100000", ...env },
  });
  running.push(server);
  return server;
}

/**
 * What a database connection is cut with (a restart, a fail-over, a managed database's
 * maintenance): every other connection to the database but `spare`'s. Answers how many.
 */
async function terminateServerConnections(
  client: pg.Client,
  { spare }: { spare?: pg.Client } = {},
): Promise<number> {
  const spared = spare
    ? (await spare.query<{ pid: number }>("select pg_backend_pid() as pid")).rows
    : [];
  const { rows } = await client.query<{ pid: number }>(
    `select pid from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid() and pid <> all($1::int[])`,
    [spared.map((row) => row.pid)],
  );
  await client.query("select pg_terminate_backend(pid) from unnest($1::int[]) as pid", [
    rows.map((row) => row.pid),
  ]);
  return rows.length;
}

/** Whether a statement waits for a lock on `table` (held by another connection of the test). */
async function serverWaitsForLock(client: pg.Client, table: string): Promise<boolean> {
  const { rows } = await client.query(
    "select 1 from pg_locks where not granted and relation = $1::regclass",
    [table],
  );
  return rows.length > 0;
}

describe("starting without a usable database", () => {
  it("says the database cannot be reached, and where, without printing the password", async () => {
    const port = await unusedPort();
    const server = await start({
      DATABASE_URL: `postgres://wic:a-secret-password@127.0.0.1:${port}/wic`,
    });
    expect(await server.exited, server.output()).toBe(1);
    expect(server.output()).toContain(
      `Could not reach the database at 127.0.0.1:${port}: connection refused`,
    );
    expect(server.output()).not.toContain("a-secret-password");
  });

  describe.skipIf(!databaseUrl)("on PostgreSQL", () => {
    const role = `wic_limited_${process.pid}`;
    let database = "";
    let admin: pg.Client;
    beforeAll(async () => {
      admin = await adminUrl(databaseUrl ?? "");
      database = testDatabaseName(inject("postgresTemplate"));
      await admin.query(`drop role if exists ${role}`);
      await admin.query(`create role ${role} login password 'limited-secret-password'`);
      // Owned by the administrator; the site's user may connect and nothing more.
      await admin.query(`create database ${database}`);
      await admin.query(`revoke all on database ${database} from public`);
      await admin.query(`grant connect on database ${database} to ${role}`);
    });
    afterAll(async () => {
      await admin.query(`drop database if exists ${database} with (force)`);
      await admin.query(`drop role if exists ${role}`);
      await admin.end();
    });

    it("says the database user may not create what the migrations need", async () => {
      const url = new URL(databaseUrlFor(databaseUrl ?? "", database));
      url.username = role;
      url.password = "limited-secret-password";
      const server = await start({ DATABASE_URL: url.toString() });
      expect(await server.exited, server.output()).toBe(1);
      expect(server.output()).toContain(
        `The database user "${role}" may not create schemas: permission denied for database ${database}`,
      );
      expect(server.output()).not.toContain("limited-secret-password");
    });
  });
});

describe.skipIf(!databaseUrl)("PostgreSQL dropping the server's connections", () => {
  let server: ServerProcess;
  let url = "";
  // Connected to the server's database, as the site's own connections are: it holds locks and
  // cuts the others.
  let client: pg.Client;
  beforeAll(async () => {
    url = await copyOfTemplate(databaseUrl ?? "", inject("postgresTemplate"));
    client = new pg.Client({ connectionString: url });
    await client.connect();
  });
  afterAll(async () => {
    await client?.end();
  });

  const startOnIt = async () => {
    server = await start({ DATABASE_URL: url });
    await server.ready();
  };

  it("keeps serving when its idle connections are cut, on new connections", async () => {
    await startOnIt();
    expect((await fetch(`${server.origin}/directory?q=before`)).status).toBe(200);

    expect(await terminateServerConnections(client)).toBeGreaterThan(0);
    await server.printed('"code":"57P01"');
    expect((await fetch(`${server.origin}/directory?q=after`)).status).toBe(200);
    expect(server.child.exitCode).toBeNull();
    expect(server.output()).not.toContain("Emitted 'error' event");
  });

  it("answers the request whose connection is cut with 503 and a page that says to try again", async () => {
    await startOnIt();
    // The lock is held in a connection of its own: statistics read inside a transaction are
    // those of its first read.
    const locker = new pg.Client({ connectionString: url });
    await locker.connect();
    try {
      await locker.query("begin");
      await locker.query("lock table blog_posts in access exclusive mode");
      // A tag of its own: neither a kept page nor a shared read answers it.
      const answer = fetch(`${server.origin}/blog?tag=cut-while-waiting`);
      await expect.poll(() => serverWaitsForLock(client, "blog_posts")).toBe(true);
      await terminateServerConnections(client, { spare: locker });

      const response = await answer;
      expect(response.status).toBe(503);
      expect(response.headers.get("retry-after")).toBe("5");
      expect(response.headers.get("cache-control")).toBe("no-store");
      const page = await response.text();
      expect(page).toContain("The service is briefly unavailable");
      expect(page).toContain("<title>The service is briefly unavailable");
      expect(page).not.toContain("Unexpected Application Error");
    } finally {
      await locker.end();
    }
    expect((await fetch(`${server.origin}/blog?tag=cut-and-back`)).status).toBe(200);
    expect(server.output()).toContain("request answered 503: the database connection was lost");
  });

  it("loses no acknowledged submission when its connections are cut under load, and answers 503, never 500", async () => {
    await startOnIt();
    const cuts: Array<Promise<number>> = [];
    const outcomes = await submitContactForms(server.origin, {
      total: 240,
      concurrency: 12,
      label: "Connection cut test message",
      onAcknowledged: (count) => {
        if (count % 40 === 0 && count <= 160) cuts.push(terminateServerConnections(client));
      },
    });
    expect((await Promise.all(cuts)).length).toBe(4);

    // Refused with 503 at worst: never an error page, never a connection reset.
    const unexpected = outcomes.filter(
      (outcome) =>
        outcome.status === undefined || (outcome.status >= 400 && outcome.status !== 503),
    );
    expect(unexpected, server.output()).toEqual([]);
    const acknowledged = acknowledgedOutcomes(outcomes);
    expect(acknowledged.length).toBeGreaterThanOrEqual(160);

    const { rows } = await client.query<{ message: string; copies: number }>(
      `select payload->>'message' as message, count(*)::int as copies
         from submissions where kind = 'contact' group by 1`,
    );
    const copies = new Map(rows.map((row) => [row.message, row.copies]));
    expect(acknowledged.filter((outcome) => copies.get(outcome.message) !== 1)).toEqual([]);

    expect(server.child.exitCode).toBeNull();
    expect((await fetch(`${server.origin}/contact`)).status).toBe(200);
  });
});

// What every fault-proof scenario uses: the build's web servers and `npm run worker` as real
// processes, a fresh PostgreSQL database and what it holds (the load: load.ts).
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { type ServerProcess, startServerProcess } from "#tests/support/server-process";
import { SmtpCapture, unusedPort } from "#tests/support/smtp";
import type { Recovery } from "./checks";

export const TOTAL = Number(process.env.FAULT_TOTAL ?? 600);
/** How long the outbox may take to empty: a row claimed by a killed worker waits 10 minutes. */
export const WAIT_MS = Number(process.env.FAULT_WAIT_MINUTES ?? 15) * 60_000;
/** How long a server may take to answer /readyz 200 after a fault ends. */
const RECOVERY_MS = Number(process.env.FAULT_RECOVERY_SECONDS ?? 120) * 1000;
const ADMIN_URL = process.env.DATABASE_URL || "postgres://postgres@127.0.0.1:5432/test";
const SESSION_SECRET = "fault-proof-session-secret-0123456789abcdef";

export const log = (scenario: string, message: string) =>
  console.log(`[${new Date().toISOString().slice(11, 19)}] ${scenario}: ${message}`);

export const secondsSince = (since: number) => Math.round((Date.now() - since) / 1000);

/** Checks `condition` until it holds or `deadline` passes; answers whether it held. */
export async function until(
  condition: () => Promise<boolean> | boolean,
  deadline: number,
  everyMs = 500,
): Promise<boolean> {
  while (Date.now() < deadline) {
    if (await condition()) return true;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  return condition();
}

const temporaryFolder = (label: string) => mkdtempSync(path.join(tmpdir(), `wic-fault-${label}-`));

// ---------------------------------------------------------------------------------------------
// Processes

/** A web server of the build, which can be killed and started again on its port and DATA_DIR. */
export class WebServer {
  process: ServerProcess;

  constructor(
    readonly name: string,
    readonly port: number,
    readonly dataDir: string,
    readonly env: Record<string, string>,
  ) {
    this.process = startServerProcess({ port, dataDir, env });
  }

  static async start(name: string, env: Record<string, string>): Promise<WebServer> {
    const server = new WebServer(name, await unusedPort(), temporaryFolder(name), env);
    await server.process.ready();
    return server;
  }

  get origin(): string {
    return this.process.origin;
  }

  get alive(): boolean {
    return this.process.child.exitCode === null && this.process.child.signalCode === null;
  }

  async stop(signal: NodeJS.Signals): Promise<number | null> {
    this.process.child.kill(signal);
    return this.process.exited;
  }

  /** Starts it again once the old process has exited; the recovery is timed from now. */
  async restart(fault: string): Promise<Recovery> {
    await this.process.exited;
    this.process = startServerProcess({ port: this.port, dataDir: this.dataDir, env: this.env });
    return readyAgain(fault, [this]);
  }
}

/** Times how long until every server answers /readyz 200 (null: not within the budget). */
export async function readyAgain(fault: string, servers: WebServer[]): Promise<Recovery> {
  const started = Date.now();
  const ready = await until(
    async () =>
      (await Promise.all(servers.map((s) => status(`${s.origin}/readyz`)))).every(
        (code) => code === 200,
      ),
    started + RECOVERY_MS,
  );
  return { fault, seconds: ready ? secondsSince(started) : null };
}

/** The status of a GET, 0 when nothing answers. */
export function status(url: string): Promise<number> {
  return fetch(url, { signal: AbortSignal.timeout(10_000) }).then(
    (response) => response.body?.cancel().then(() => response.status) ?? response.status,
    () => 0,
  );
}

/** `npm run worker` (the outbox worker apart from the web servers). */
export class Worker {
  readonly child: ChildProcess;
  private output = "";

  constructor(env: Record<string, string>) {
    this.child = spawn(process.execPath, ["node_modules/tsx/dist/cli.mjs", "scripts/worker.ts"], {
      env: {
        ...process.env,
        ...env,
        DATA_DIR: temporaryFolder("worker"),
        OUTBOX_POLL_MS: "200",
        // Its "outbox worker started" line is an info one.
        LOG_LEVEL: "info",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const collect = (chunk: Buffer) => {
      this.output = (this.output + chunk).slice(-20_000);
    };
    this.child.stdout?.on("data", collect);
    this.child.stderr?.on("data", collect);
  }

  static async start(env: Record<string, string>): Promise<Worker> {
    const worker = new Worker(env);
    const started = await until(
      () => worker.output.includes("outbox worker started") || !worker.alive,
      Date.now() + RECOVERY_MS,
      200,
    );
    if (started && worker.alive) return worker;
    await worker.stop("SIGKILL");
    throw new Error(`the worker did not start:\n${worker.output}`);
  }

  get alive(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  get lastOutput(): string {
    return this.output.slice(-2000);
  }

  stop(signal: NodeJS.Signals): Promise<void> {
    if (!this.alive) return Promise.resolve();
    const exited = new Promise<void>((resolve) => this.child.once("exit", () => resolve()));
    this.child.kill(signal);
    return exited;
  }
}

// ---------------------------------------------------------------------------------------------
// PostgreSQL: a fresh database per scenario, dropped at the end

interface FreshDatabase {
  url: string;
  client: pg.Client;
  drop: () => Promise<void>;
}

async function asAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

async function freshDatabase(label: string): Promise<FreshDatabase> {
  const name = `wic_fault_${label}_${Date.now().toString(36)}`;
  await asAdmin((admin) => admin.query(`CREATE DATABASE ${name}`));
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: url.toString() });
  return {
    url: url.toString(),
    client,
    drop: async () => {
      await client.end().catch(() => {});
      await asAdmin((admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

/** What the web servers and the worker of a PostgreSQL scenario share. */
function postgresEnv(databaseUrl: string, smtp: SmtpCapture): Record<string, string> {
  return {
    FORM_RATE_LIMIT: "1000000",
    FORM_RATE_ADDRESS_LIMIT: "1000000",
    LOG_LEVEL: "warn",
    DATABASE_URL: databaseUrl,
    SESSION_SECRET,
    OUTBOX_WORKER: "off",
    SMTP_URL: smtp.url,
  };
}

/** The embedded database's server: its inline worker sends the emails. */
export function embeddedEnv(smtp: SmtpCapture): Record<string, string> {
  return {
    FORM_RATE_LIMIT: "1000000",
    FORM_RATE_ADDRESS_LIMIT: "1000000",
    LOG_LEVEL: "warn",
    SMTP_URL: smtp.url,
    OUTBOX_POLL_MS: "500",
  };
}

/** Rows per sender's address of the contact form, from a PostgreSQL or PGlite query. */
export const STORED_CONTACTS = `select payload->>'email' as email, count(*)::int as copies
  from submissions where kind = 'contact' group by 1`;
export const PENDING_EMAILS = `select count(*)::int as pending from outbox
  where status in ('queued', 'sending')`;

export async function storedContacts(client: pg.Client): Promise<Map<string, number>> {
  const { rows } = await client.query<{ email: string; copies: number }>(STORED_CONTACTS);
  return new Map(rows.map((row) => [row.email, row.copies]));
}

/** Waits until the outbox holds nothing to send; answers a note when it did not. */
export async function outboxEmptied(client: pg.Client): Promise<string | null> {
  const pending = async () =>
    (await client.query<{ pending: number }>(PENDING_EMAILS)).rows[0]?.pending ?? 0;
  if (await until(async () => (await pending()) === 0, Date.now() + WAIT_MS, 2000)) return null;
  return `outbox not empty after ${WAIT_MS / 60_000} min: ${await pending()} pending`;
}

export { SmtpCapture };

/** A PostgreSQL scenario's site: its database, SMTP server, web servers and worker. */
export interface PostgresSite {
  database: FreshDatabase;
  smtp: SmtpCapture;
  env: Record<string, string>;
  servers: WebServer[];
  worker: Worker | null;
}

/**
 * Runs `work` on a fresh database with `servers` web servers (started one after the other: each
 * migrates) and, when asked, one worker; stops everything and drops the database afterwards.
 */
export async function withPostgresSite<T>(
  label: string,
  {
    servers = 2,
    worker = true,
    env = {},
  }: { servers?: number; worker?: boolean; env?: Record<string, string> },
  work: (site: PostgresSite) => Promise<T>,
): Promise<T> {
  const database = await freshDatabase(label);
  const smtp = await new SmtpCapture().start();
  const site: PostgresSite = {
    database,
    smtp,
    env: { ...postgresEnv(database.url, smtp), ...env },
    servers: [],
    worker: null,
  };
  try {
    for (let n = 1; n <= servers; n++)
      site.servers.push(await WebServer.start(`${label}-${n}`, site.env));
    if (worker) site.worker = await Worker.start(site.env);
    await database.client.connect();
    log(label, `${servers} server(s)${worker ? " and a worker" : ""} on ${database.url}`);
    return await work(site);
  } finally {
    await Promise.all(site.servers.map((server) => server.stop("SIGKILL")));
    await site.worker?.stop("SIGTERM");
    await smtp.stop();
    await database.drop();
  }
}

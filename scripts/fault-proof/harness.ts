// What every fault-proof scenario uses: the build's web servers and `npm run worker` as real
// processes, a fresh PostgreSQL database, the contact-form load and what it counts.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { type ServerProcess, startServerProcess } from "../../tests/support/server-process";
import { SmtpCapture, unusedPort } from "../../tests/support/smtp";
import type { Recovery, ScenarioResult } from "./checks";

export const TOTAL = Number(process.env.FAULT_TOTAL ?? 600);
const CONCURRENCY = Number(process.env.FAULT_CONCURRENCY ?? 20);
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

// ---------------------------------------------------------------------------------------------
// The load: contact-form submissions, each with its own sender's address

export interface Submission {
  n: number;
  email: string;
  outcome?: "acknowledged" | "rejected" | "refused" | "unanswered";
  detail?: string;
  /** When its connection was made (the kernel's handshake done), for a graceful stop's check. */
  connectedAt?: number;
}

export function submissions(scenario: string, total = TOTAL): Submission[] {
  const run = Date.now().toString(36);
  return Array.from({ length: total }, (_, n) => ({
    n,
    email: `fault-${scenario}-${run}-${n}@example.org`,
  }));
}

export type Answer =
  | { kind: "answered"; status: number; starting: boolean }
  | { kind: "refused"; error: string }
  | { kind: "unanswered"; error: string };

/** One POST of the contact form on a connection of its own, telling a refused connection apart. */
export function postContact(origin: string, submission: Submission): Promise<Answer> {
  const body = new URLSearchParams({
    firstName: "Fault",
    lastName: `Proof ${submission.n}`,
    email: submission.email,
    message: `Fault proof message ${submission.email}`,
  }).toString();
  return new Promise((resolve) => {
    let connected = false;
    const request = http.request(`${origin}/contact`, {
      method: "POST",
      agent: false,
      headers: {
        Origin: origin,
        "Content-Type": "application/x-www-form-urlencoded",
        "Content-Length": Buffer.byteLength(body),
      },
    });
    request.on("socket", (socket) =>
      socket.once("connect", () => {
        connected = true;
        submission.connectedAt = Date.now();
      }),
    );
    request.setTimeout(180_000, () => request.destroy(new Error("no answer within 180 s")));
    request.on("response", (response) => {
      const answer: Answer = {
        kind: "answered",
        status: response.statusCode ?? 0,
        starting: response.statusCode === 503 && response.headers["retry-after"] !== undefined,
      };
      response.on("error", () => {});
      response.on("close", () => resolve(answer));
      response.resume();
    });
    request.on("error", (error) =>
      resolve(
        connected
          ? { kind: "unanswered", error: error.message }
          : { kind: "refused", error: error.message },
      ),
    );
    request.end(body);
  });
}

/**
 * Posts to the servers in turn, as a load balancer does: refused (a server down) or answered
 * "starting" (nothing stored), it goes to the next one.
 */
export function roundRobin(servers: () => WebServer[]) {
  return async (submission: Submission): Promise<Answer> => {
    const all = servers();
    let answer: Answer = { kind: "refused", error: "no server" };
    const elsewhere = (a: Answer) => a.kind === "refused" || (a.kind === "answered" && a.starting);
    for (let i = 0; i < all.length && elsewhere(answer); i++) {
      const server = all[(submission.n + i) % all.length] as WebServer;
      answer = await postContact(server.origin, submission);
    }
    return answer;
  };
}

/**
 * Sends every submission, CONCURRENCY at a time; `send` chooses servers and retries. `onProgress`
 * sees how many were started and acknowledged, to inject its faults at a point of the load.
 */
export async function runLoad(
  all: Submission[],
  send: (submission: Submission) => Promise<Answer>,
  onProgress: (started: number, acknowledged: number) => void = () => {},
): Promise<void> {
  let next = 0;
  let acknowledged = 0;
  const lane = async () => {
    while (next < all.length) {
      const submission = all[next++] as Submission;
      onProgress(next, acknowledged);
      const answer = await send(submission);
      if (answer.kind === "answered") {
        submission.outcome = answer.status < 400 ? "acknowledged" : "rejected";
        submission.detail = `HTTP ${answer.status}`;
        if (answer.status < 400) onProgress(next, ++acknowledged);
      } else {
        submission.outcome = answer.kind;
        submission.detail = answer.error;
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, lane));
}

/**
 * The requests a graceful stop left without an answer, by when their connection was made. One
 * made before the signal was taken in and must be answered: a problem. One the kernel completed
 * after it, while the server was closing its listener, was never taken in by the server: it is
 * reset, as by any server that stops listening (a load balancer that reads /readyz, which answers
 * 503 from the signal on, stops sending first). Counted in the notes.
 */
export function unansweredAtStop(
  all: Submission[],
  signalledAt: number,
): { problems: string[]; notes: string[] } {
  const unanswered = all.filter((s) => s.outcome === "unanswered");
  const before = unanswered.filter((s) => (s.connectedAt ?? 0) < signalledAt).length;
  const after = unanswered.length - before;
  return {
    problems: before > 0 ? [`${before} requests taken in before the signal got no answer`] : [],
    notes: after > 0 ? [`${after} connections made after the signal were reset, unanswered`] : [],
  };
}

/** "n outcome (detail)" per kind of answer, for the notes. */
function answers(all: Submission[]): string {
  const counts = new Map<string, number>();
  for (const s of all) {
    const key = s.outcome === "acknowledged" ? "acknowledged" : `${s.outcome} (${s.detail})`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return `answers: ${[...counts].map(([key, n]) => `${n} ${key}`).join("; ")}`;
}

/** The result of a contact-form scenario: two emails per stored submission. */
export function contactResult(
  scenario: string,
  all: Submission[],
  stored: Map<string, number>,
  smtp: SmtpCapture,
  started: number,
  extra: Partial<ScenarioResult> = {},
): ScenarioResult {
  const ours = new Set(all.map((s) => s.email));
  return {
    scenario,
    acknowledged: all.filter((s) => s.outcome === "acknowledged").map((s) => s.email),
    stored: new Map([...stored].filter(([address]) => ours.has(address))),
    emails: smtp.messages,
    emailsPerSubmission: 2,
    jobs: [],
    jobsExpected: [],
    recoveries: [],
    problems: [],
    seconds: secondsSince(started),
    ...extra,
    notes: [answers(all), ...(extra.notes ?? [])],
  };
}

export { SmtpCapture };

/**
 * A PostgreSQL scenario's result once its load is over: waits for the outbox to empty (noted if
 * it does not) and reads what was stored.
 */
export async function postgresContactResult(
  scenario: string,
  site: PostgresSite,
  all: Submission[],
  started: number,
  extra: Pick<ScenarioResult, "recoveries"> & Partial<Pick<ScenarioResult, "problems" | "notes">>,
): Promise<ScenarioResult> {
  const notEmpty = await outboxEmptied(site.database.client);
  return contactResult(
    scenario,
    all,
    await storedContacts(site.database.client),
    site.smtp,
    started,
    {
      ...extra,
      notes: [...(extra.notes ?? []), ...(notEmpty ? [notEmpty] : [])],
    },
  );
}

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

// `npm run fault-proof`, by hand (not part of the test suite): kills servers under load and checks
// that no acknowledged contact-form submission is lost or stored twice, and that every stored one
// is emailed (twice: the notification to the centre and the acknowledgement to the sender).
//
// A: PostgreSQL (FAULT_DATABASE_URL, an admin connection; a fresh database is made and dropped),
//    two web servers with OUTBOX_WORKER=off and one `npm run worker`. The SMTP server is down for
//    the first half of the load; one web server is killed (SIGKILL) a third of the way in.
// B: the embedded database (PGlite), one web server with its inline worker, killed (SIGKILL) half
//    way and started again on the same DATA_DIR.
//
// It uses the build (`npx react-router build`) and builds nothing itself. Options: `a` or `b` runs
// one scenario; FAULT_TOTAL (2000), FAULT_CONCURRENCY (20), FAULT_WAIT_MINUTES (15: the outbox
// retries after 1 and 5 minutes, and a row claimed by a killed process waits 10 minutes).
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { type ServerProcess, startServerProcess } from "../tests/support/server-process";
import { type CapturedEmail, SmtpCapture, unusedPort } from "../tests/support/smtp";
import { answerHelp } from "./usage";

answerHelp(`Usage: npm run fault-proof [-- a|b]

Kills servers under load and checks that no acknowledged submission is lost or stored twice and
that every stored one is emailed. a: PostgreSQL (FAULT_DATABASE_URL), b: the embedded database;
both by default. Needs the build (npx react-router build). FAULT_TOTAL, FAULT_CONCURRENCY and
FAULT_WAIT_MINUTES set its size.`);

const TOTAL = Number(process.env.FAULT_TOTAL ?? 2000);
const CONCURRENCY = Number(process.env.FAULT_CONCURRENCY ?? 20);
const WAIT_MS = Number(process.env.FAULT_WAIT_MINUTES ?? 15) * 60_000;
const ADMIN_URL = process.env.FAULT_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const SESSION_SECRET = "fault-proof-session-secret-0123456789abcdef";
const SERVER_ENV = { FORM_RATE_LIMIT: "1000000", LOG_LEVEL: "warn" };

const log = (message: string) =>
  console.log(`[${new Date().toISOString().slice(11, 19)}] ${message}`);

// ---------------------------------------------------------------------------------------------
// Submissions, each identified by its sender's address (the acknowledgement goes to it, the
// notification has it as Reply-To, the stored row carries it).

interface Submission {
  n: number;
  email: string;
  /** "acknowledged": a 2xx/3xx answer; "refused": no server took it; "lost": sent, no answer. */
  outcome?: "acknowledged" | "rejected" | "refused" | "lost";
  detail?: string;
}

function submissions(scenario: string, run: string): Submission[] {
  return Array.from({ length: TOTAL }, (_, n) => ({
    n,
    email: `fault-${scenario}-${run}-${n}@example.org`,
  }));
}

type Answer =
  | { kind: "answered"; status: number; starting: boolean }
  | { kind: "refused"; error: string }
  | { kind: "lost"; error: string };

/** One POST of the contact form on a connection of its own, telling a refused connection apart. */
function postContact(origin: string, submission: Submission): Promise<Answer> {
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
    request.on("socket", (socket) => socket.once("connect", () => (connected = true)));
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
          ? { kind: "lost", error: error.message }
          : { kind: "refused", error: error.message },
      ),
    );
    request.end(body);
  });
}

/** Sends every submission, `CONCURRENCY` at a time; `send` chooses servers and retries. */
async function runLoad(
  all: Submission[],
  send: (submission: Submission) => Promise<Answer>,
  onProgress: (started: number, acknowledged: number) => void,
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

// ---------------------------------------------------------------------------------------------
// Counting

interface Figures {
  scenario: string;
  submitted: number;
  acknowledged: number;
  stored: number;
  emailed: number;
  storedTwice: number;
  emailedTwice: number;
  ackNotStored: number;
  storedNotEmailed: number;
  seconds: number;
  notes: string[];
}

function emailKey(email: CapturedEmail, byAddress: Set<string>): string | null {
  const to = email.to.find((address) => byAddress.has(address));
  if (to) return `${to} acknowledgement`;
  if (email.replyTo && byAddress.has(email.replyTo)) return `${email.replyTo} notification`;
  return null;
}

/** Per submission address: the captured acknowledgements and notifications. */
function emailCounts(captured: CapturedEmail[], all: Submission[]) {
  const addresses = new Set(all.map((s) => s.email));
  const counts = new Map<string, number>();
  for (const email of captured) {
    const key = emailKey(email, addresses);
    if (key) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

function fullyEmailed(counts: Map<string, number>, address: string): boolean {
  return (
    (counts.get(`${address} acknowledgement`) ?? 0) > 0 &&
    (counts.get(`${address} notification`) ?? 0) > 0
  );
}

function figures(
  scenario: string,
  all: Submission[],
  stored: Map<string, number>,
  captured: CapturedEmail[],
  seconds: number,
  notes: string[],
): Figures {
  const counts = emailCounts(captured, all);
  const acknowledged = all.filter((s) => s.outcome === "acknowledged");
  const storedOnes = all.filter((s) => (stored.get(s.email) ?? 0) > 0);
  const result: Figures = {
    scenario,
    submitted: all.length,
    acknowledged: acknowledged.length,
    stored: storedOnes.length,
    emailed: [...counts.values()].reduce((sum, n) => sum + n, 0),
    storedTwice: all.filter((s) => (stored.get(s.email) ?? 0) > 1).length,
    emailedTwice: [...counts.values()].filter((n) => n > 1).length,
    ackNotStored: acknowledged.filter((s) => !stored.has(s.email)).length,
    storedNotEmailed: storedOnes.filter((s) => !fullyEmailed(counts, s.email)).length,
    seconds,
    notes,
  };
  const outcomes = new Map<string, number>();
  for (const s of all) {
    const key = `${s.outcome}${s.outcome === "acknowledged" ? "" : ` (${s.detail})`}`;
    outcomes.set(key, (outcomes.get(key) ?? 0) + 1);
  }
  notes.push(`answers: ${[...outcomes].map(([k, n]) => `${n} ${k}`).join("; ")}`);
  const unacknowledgedStored = storedOnes.filter((s) => s.outcome !== "acknowledged").length;
  notes.push(
    `stored without an acknowledgement (answer lost at the kill): ${unacknowledgedStored}; ` +
      `emails expected ${2 * storedOnes.length} (2 per stored submission), captured ${result.emailed}`,
  );
  const doubled = [...counts].filter(([, n]) => n > 1).map(([key, n]) => `${key} ×${n}`);
  if (doubled.length > 0) notes.push(`emails received more than once: ${doubled.join(", ")}`);
  const other = captured.length - result.emailed;
  if (other > 0) notes.push(`other emails captured (not from these submissions): ${other}`);
  return result;
}

const seconds = (since: number) => Math.round((Date.now() - since) / 1000);

async function until(
  condition: () => Promise<boolean> | boolean,
  deadline: number,
  everyMs = 1000,
): Promise<boolean> {
  while (Date.now() < deadline) {
    if (await condition()) return true;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  return condition();
}

function exitedCode(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once("exit", (code) => resolve(code)));
}

// ---------------------------------------------------------------------------------------------
// A: PostgreSQL, two web servers, one worker, SMTP down for the first half

async function scenarioA(): Promise<Figures> {
  const notes: string[] = [];
  const name = `wic_fault_${new Date().toISOString().replace(/\D/g, "").slice(0, 14)}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  log(`A: database ${name}`);

  const smtpPort = await unusedPort();
  const smtp = new SmtpCapture(smtpPort);
  const env = {
    ...SERVER_ENV,
    DATABASE_URL: databaseUrl,
    SESSION_SECRET,
    OUTBOX_WORKER: "off",
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  };
  const servers: ServerProcess[] = [];
  let worker: ChildProcess | null = null;
  let workerOutput = "";
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    // One after the other: each migrates and seeds at start.
    for (const _ of [0, 1]) {
      const port = await unusedPort();
      const server = startServerProcess({
        port,
        dataDir: mkdtempSync(path.join(tmpdir(), "wic-fault-a-")),
        env,
      });
      servers.push(server);
      await server.ready();
    }
    worker = spawn(process.execPath, ["node_modules/tsx/dist/cli.mjs", "scripts/worker.ts"], {
      env: {
        ...process.env,
        ...env,
        DATA_DIR: mkdtempSync(path.join(tmpdir(), "wic-fault-w-")),
        OUTBOX_POLL_MS: "200",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const collect = (chunk: Buffer) => {
      workerOutput = (workerOutput + chunk).slice(-20_000);
    };
    worker.stdout?.on("data", collect);
    worker.stderr?.on("data", collect);
    await until(() => workerOutput.includes("outbox worker started"), Date.now() + 120_000, 200);
    log(`A: servers ${servers.map((s) => s.origin).join(", ")}; worker started; SMTP down`);
    await client.connect();

    const all = submissions("a", name.slice(-6));
    const started = Date.now();
    let killed = false;
    let smtpUp: Promise<unknown> | null = null;
    await runLoad(
      all,
      async (submission) => {
        // Alternate; a refused connection (the killed server) goes to the other server.
        const first = servers[submission.n % 2] as ServerProcess;
        const answer = await postContact(first.origin, submission);
        if (answer.kind !== "refused") return answer;
        const other = servers[(submission.n + 1) % 2] as ServerProcess;
        return postContact(other.origin, submission);
      },
      (started, acknowledged) => {
        if (!killed && started >= TOTAL / 3) {
          killed = true;
          servers[1]?.child.kill("SIGKILL");
          log(`A: SIGKILL server 2 (${started} started, ${acknowledged} acknowledged)`);
        }
        if (!smtpUp && started >= TOTAL / 2) {
          smtpUp = smtp.start().then(() => log(`A: SMTP up (${started} started)`));
        }
      },
    );
    await smtpUp;
    log(`A: load done in ${seconds(started)} s; waiting for the outbox to empty`);

    const storedNow = async () => {
      const { rows } = await client.query<{ email: string; copies: number }>(
        `select payload->>'email' as email, count(*)::int as copies
           from submissions where kind = 'contact' group by 1`,
      );
      return new Map(rows.map((row) => [row.email, row.copies]));
    };
    const pendingNow = async () => {
      const { rows } = await client.query<{ pending: number }>(
        `select count(*)::int as pending from outbox where status in ('queued', 'sending')`,
      );
      return rows[0]?.pending ?? 0;
    };
    const waitStarted = Date.now();
    const drained = await until(async () => (await pendingNow()) === 0, Date.now() + WAIT_MS, 2000);
    if (!drained)
      notes.push(`outbox not empty after ${WAIT_MS / 60_000} min: ${await pendingNow()} pending`);
    log(`A: outbox ${drained ? "empty" : "NOT empty"} after ${seconds(waitStarted)} s`);
    const { rows: statuses } = await client.query<{ status: string; n: number; attempts: number }>(
      `select status, count(*)::int as n, max(attempts)::int as attempts from outbox group by 1 order by 1`,
    );
    notes.push(
      `outbox rows: ${statuses.map((r) => `${r.n} ${r.status} (at most ${r.attempts} attempts)`).join("; ")}`,
    );
    notes.push(`emails waited for ${seconds(waitStarted)} s after the load`);
    return figures(
      "A: PostgreSQL, 2 servers + worker",
      all,
      await storedNow(),
      smtp.messages,
      seconds(started),
      notes,
    );
  } finally {
    await client.end().catch(() => {});
    for (const server of servers) server.child.kill("SIGKILL");
    if (worker) {
      worker.kill("SIGTERM");
      await exitedCode(worker);
    }
    await Promise.all(servers.map((s) => s.exited));
    await smtp.stop();
    const dropper = new pg.Client({ connectionString: ADMIN_URL });
    await dropper.connect();
    await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await dropper.end();
    log(`A: dropped ${name}`);
  }
}

// ---------------------------------------------------------------------------------------------
// B: the embedded database, one server killed and started again

async function scenarioB(): Promise<Figures> {
  const notes: string[] = [];
  const dataDir = mkdtempSync(path.join(tmpdir(), "wic-fault-b-"));
  const smtp = await new SmtpCapture().start();
  const port = await unusedPort();
  const env = { ...SERVER_ENV, SMTP_URL: smtp.url, OUTBOX_POLL_MS: "500" };
  let server = startServerProcess({ port, dataDir, env });
  let ready: Promise<void> = server.ready();
  let restartFailed = null as string | null;
  log(`B: data in ${dataDir}`);
  try {
    await ready;
    const all = submissions("b", String(Date.now()).slice(-6));
    const started = Date.now();
    let killed = false;

    const restart = async () => {
      const dead = server;
      await dead.exited;
      server = startServerProcess({ port, dataDir, env });
      const restarted = Date.now();
      ready = server.ready();
      try {
        await ready;
        log(`B: restarted on the same DATA_DIR, ready in ${seconds(restarted)} s`);
        notes.push(`restart after SIGKILL: ready in ${seconds(restarted)} s`);
      } catch (error) {
        restartFailed = String(error);
        log(`B: the server did NOT start again after SIGKILL:\n${restartFailed}`);
      }
    };
    let restarting: Promise<void> | null = null;

    await runLoad(
      all,
      async (submission) => {
        // Refused or "starting" (nothing was stored): wait for the restarted server and retry.
        for (;;) {
          const answer = await postContact(server.origin, submission);
          const retry =
            answer.kind === "refused" || (answer.kind === "answered" && answer.starting);
          if (!retry || restartFailed) return answer;
          await (restarting ?? ready).catch(() => {});
          if (restartFailed) return answer;
          if (!restarting) await new Promise((resolve) => setTimeout(resolve, 200));
        }
      },
      (started, acknowledged) => {
        if (!killed && acknowledged >= TOTAL / 2) {
          killed = true;
          server.child.kill("SIGKILL");
          log(`B: SIGKILL the server (${started} started, ${acknowledged} acknowledged)`);
          restarting = restart().finally(() => {
            restarting = null;
          });
        }
      },
    );
    await restarting;
    log(`B: load done in ${seconds(started)} s; waiting for the emails`);
    if (restartFailed)
      notes.push(`FINDING: no restart after SIGKILL: ${restartFailed.slice(0, 2000)}`);

    // Wait for the emails of the acknowledged submissions, then stop the server (gracefully) to
    // read its database; if the outbox still holds some, start it again and wait for those.
    const waitStarted = Date.now();
    const deadline = Date.now() + WAIT_MS;
    let expected = all.filter((s) => s.outcome === "acknowledged").map((s) => s.email);
    let stored = new Map<string, number>();
    let pending = 0;
    for (let round = 1; !restartFailed; round++) {
      await until(() => {
        const counts = emailCounts(smtp.messages, all);
        return expected.every((address) => fullyEmailed(counts, address));
      }, deadline);
      server.child.kill("SIGTERM");
      const code = await server.exited;
      if (code !== 0) notes.push(`graceful stop (round ${round}) exited ${code}`);
      const database = new PGlite(path.join(dataDir, "db"));
      try {
        const { rows } = await database.query<{ email: string; copies: number }>(
          `select payload->>'email' as email, count(*)::int as copies
             from submissions where kind = 'contact' group by 1`,
        );
        stored = new Map(rows.map((row) => [row.email, row.copies]));
        const { rows: statuses } = await database.query<{
          status: string;
          n: number;
          attempts: number;
        }>(
          `select status, count(*)::int as n, max(attempts)::int as attempts from outbox group by 1 order by 1`,
        );
        pending = statuses
          .filter((r) => r.status === "queued" || r.status === "sending")
          .reduce((sum, r) => sum + r.n, 0);
        log(`B: round ${round}: outbox ${statuses.map((r) => `${r.n} ${r.status}`).join(", ")}`);
        if (pending === 0 || Date.now() >= deadline) {
          notes.push(
            `outbox rows: ${statuses.map((r) => `${r.n} ${r.status} (at most ${r.attempts} attempts)`).join("; ")}`,
          );
        }
      } finally {
        await database.close();
      }
      if (pending === 0 || Date.now() >= deadline) break;
      expected = [...stored.keys()];
      server = startServerProcess({ port, dataDir, env });
      ready = server.ready();
      await ready;
    }
    if (pending > 0)
      notes.push(`outbox not empty after ${WAIT_MS / 60_000} min: ${pending} pending`);
    notes.push(`emails waited for ${seconds(waitStarted)} s after the load`);
    return figures(
      "B: PGlite, 1 server killed + restarted",
      all,
      stored,
      smtp.messages,
      seconds(started),
      notes,
    );
  } finally {
    server.child.kill("SIGKILL");
    await server.exited;
    await smtp.stop();
  }
}

// ---------------------------------------------------------------------------------------------

function table(results: Figures[]): string {
  const lines = [
    "| scenario | submitted | acknowledged | stored | emailed | duplicates | lost | seconds |",
    "| --- | --: | --: | --: | --: | --- | --- | --: |",
    ...results.map(
      (r) =>
        `| ${r.scenario} | ${r.submitted} | ${r.acknowledged} | ${r.stored} | ${r.emailed} of ${2 * r.stored} | ` +
        `${r.storedTwice} stored twice, ${r.emailedTwice} emails twice | ` +
        `${r.ackNotStored} acknowledged not stored, ${r.storedNotEmailed} stored not emailed | ${r.seconds} |`,
    ),
  ];
  return lines.join("\n");
}

async function main(): Promise<void> {
  if (!existsSync("build/server/start.js")) {
    console.error("build/server/start.js is missing: run `npx react-router build` first.");
    process.exit(2);
  }
  const only = process.argv[2]?.toLowerCase();
  const results: Figures[] = [];
  log(`${TOTAL} contact-form submissions per scenario, ${CONCURRENCY} at a time`);
  if (!only || only === "a") results.push(await scenarioA());
  if (!only || only === "b") results.push(await scenarioB());

  console.log(`\n${table(results)}\n`);
  for (const r of results)
    for (const note of r.notes) console.log(`- ${r.scenario.slice(0, 1)}: ${note}`);
  const failed = results.filter(
    (r) =>
      r.ackNotStored > 0 ||
      r.storedTwice > 0 ||
      r.storedNotEmailed > 0 ||
      r.notes.some((n) => n.startsWith("FINDING")),
  );
  if (failed.length > 0) {
    console.log(`\nFAILED: ${failed.map((r) => r.scenario).join("; ")}`);
    process.exit(1);
  }
  console.log("\nOK: no acknowledged submission lost or stored twice; every stored one emailed.");
  process.exit(0);
}

await main();

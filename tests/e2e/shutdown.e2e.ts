import { mkdtempSync } from "node:fs";
import { Agent, request } from "node:http";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterEach, describe, expect, it } from "vitest";
import { acknowledgedOutcomes, submitContactForms } from "../support/contact-load";
import { type ServerProcess, startServerProcess } from "../support/server-process";
import { unusedPort } from "../support/smtp";

const running: ServerProcess[] = [];
afterEach(() => {
  for (const server of running.splice(0)) server.child.kill("SIGKILL");
});

function start(dataDir: string, port: number) {
  const server = startServerProcess({
    port,
    dataDir,
    env: { FORM_RATE_LIMIT: "100000", FORM_RATE_ADDRESS_LIMIT: "100000", OUTBOX_POLL_MS: "60000" },
  });
  running.push(server);
  return server;
}

const freshDataDir = () => mkdtempSync(path.join(tmpdir(), "wic-shutdown-"));

describe("readiness", () => {
  it("answers 503 while starting (migrating, seeding) and 200 once ready", async () => {
    const server = start(freshDataDir(), await unusedPort());
    // Logged as soon as it listens, before the database is opened: a fresh database takes
    // seconds to migrate and seed.
    await server.printed("listening; starting the site");
    const starting = await fetch(`${server.origin}/readyz`);
    expect(starting.status, server.output()).toBe(503);
    expect(await starting.json()).toEqual({ status: "starting" });
    const page = await fetch(`${server.origin}/prayer-times`);
    expect(page.status).toBe(503);
    expect(page.headers.get("retry-after")).toBe("5");
    expect(await page.text()).toContain("Starting, please retry in a moment");
    expect((await fetch(`${server.origin}/healthz`)).status).toBe(200);

    await server.ready();
    const ready = await fetch(`${server.origin}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: "ready" });
    expect((await fetch(`${server.origin}/prayer-times`)).status).toBe(200);
  });
});

describe("graceful shutdown on the embedded database", () => {
  it("stores every acknowledged submission exactly once when stopped under load, and starts again", async () => {
    const dataDir = freshDataDir();
    const port = await unusedPort();
    const first = start(dataDir, port);
    await first.ready();

    const outcomes = await submitContactForms(first.origin, {
      total: 200,
      concurrency: 10,
      label: "Shutdown test message",
      onAcknowledged: (count) => {
        if (count === 60) first.child.kill("SIGTERM");
      },
    });
    expect(await first.exited, first.output()).toBe(0);
    const acknowledged = acknowledgedOutcomes(outcomes);
    expect(acknowledged.length).toBeGreaterThanOrEqual(60);
    // The rest were refused (no connection) or cut, never answered with an error page.
    expect(outcomes.filter((o) => o.status !== undefined && o.status >= 400)).toEqual([]);
    for (const step of ["stopping the jobs", "letting the outbox worker", "closing the database"])
      expect(first.output()).toContain(`shutdown: ${step}`);
    expect(first.output()).toContain('"clean":true');

    const second = start(dataDir, port);
    await second.ready();
    expect((await fetch(`${second.origin}/readyz`)).status).toBe(200);
    second.child.kill("SIGTERM");
    expect(await second.exited, second.output()).toBe(0);

    const stored = new PGlite(path.join(dataDir, "db"));
    try {
      const { rows } = await stored.query<{ message: string; copies: number }>(
        `select payload->>'message' as message, count(*)::int as copies
           from submissions where kind = 'contact' group by 1`,
      );
      const copies = new Map(rows.map((row) => [row.message, row.copies]));
      expect(rows.filter((row) => row.copies !== 1)).toEqual([]);
      expect(acknowledged.filter((o) => copies.get(o.message) !== 1)).toEqual([]);
    } finally {
      await stored.close();
    }
  });
});

type Answer = { status: number; bytes: number } | { error: string };

/**
 * A GET of a page rendered for this visitor (a site cookie: never a kept page), on `agent`'s
 * kept-alive connection or a new one. `sent` resolves once the request's bytes are with the
 * operating system; `answer` with the complete answer, or the error that cut it.
 */
function send(url: string, agent: Agent | false) {
  let sent = () => {};
  const written = new Promise<void>((resolve) => {
    sent = resolve;
  });
  const answer = new Promise<Answer>((resolve) => {
    const req = request(url, { agent, headers: { Cookie: "wic_load=1" } });
    req.on("finish", sent);
    req.on("error", (error) => resolve({ error: String(error) }));
    req.on("response", (res) => {
      let bytes = 0;
      res.on("data", (chunk: Buffer) => {
        bytes += chunk.length;
      });
      res.on("error", (error) => resolve({ error: String(error) }));
      res.on("end", () =>
        resolve(res.complete ? { status: res.statusCode ?? 0, bytes } : { error: "cut short" }),
      );
    });
    req.end();
  });
  return { sent: written, answer };
}

/** How a new TCP connection to the server ends: "connected", or the error's code. */
function tryToConnect(port: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.on("connect", () => {
      socket.destroy();
      resolve("connected");
    });
    socket.on("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? String(error)));
  });
}

describe("SIGTERM under load", () => {
  it("answers every request sent before the signal, queued or on a kept-alive connection, and refuses new connections", async () => {
    const port = await unusedPort();
    const server = start(freshDataDir(), port);
    await server.ready();
    const page = (n: number) => `${server.origin}/?visitor=${n}`;
    // Kept-alive connections that have each been answered once and wait for the next request.
    const agents = Array.from({ length: 6 }, () => new Agent({ keepAlive: true, maxSockets: 1 }));
    for (const [n, agent] of agents.entries())
      expect(await send(page(n), agent).answer).toMatchObject({ status: 200 });

    const requests = [
      ...agents.map((agent, n) => send(page(100 + n), agent)),
      ...Array.from({ length: 14 }, (_, n) => send(page(200 + n), false)),
    ];
    await Promise.all(requests.map((sending) => sending.sent));
    server.child.kill("SIGTERM");
    let exited = false;
    void server.exited.then(() => {
      exited = true;
    });
    const refused = server.printed("shutdown: new connections refused").then(async () => {
      const attempt = await tryToConnect(port);
      return { attempt, whileRunning: !exited };
    });

    const answers = await Promise.all(requests.map((sending) => sending.answer));
    expect(answers.filter((answer) => !("status" in answer) || answer.status !== 200)).toEqual([]);
    expect(await refused).toEqual({ attempt: "ECONNREFUSED", whileRunning: true });
    expect(await server.exited, server.output()).toBe(0);
    for (const agent of agents) agent.destroy();
  });
});

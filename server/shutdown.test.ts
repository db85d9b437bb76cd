import { Agent, createServer, type IncomingMessage, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { lifecycleHandler } from "./readiness";
import { drainHttpServer, runShutdownSteps } from "./shutdown";

const servers: Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    server.close();
  }
});

async function listening(server: Server): Promise<string> {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A site whose /slow answers only when released; `arrived` resolves when /slow is being served. */
function siteWithSlowPage() {
  let release = () => {};
  let arrived = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const slowArrived = new Promise<void>((resolve) => {
    arrived = resolve;
  });
  const lifecycle = lifecycleHandler();
  lifecycle.serve((req, res) => {
    if (req.url !== "/slow") return res.end("fast");
    arrived();
    void released.then(() => res.end("slow, but finished"));
  });
  return { lifecycle, release, slowArrived };
}

/** GET over a keep-alive connection; resolves with the status and body, or the socket error. */
function get(url: string): Promise<{ status: number; body: string } | Error> {
  return new Promise((resolve) => {
    const req = request(url, { agent: new Agent({ keepAlive: true }) });
    req.on("response", (res: IncomingMessage) => {
      let body = "";
      res.on("data", (chunk) => {
        body += chunk;
      });
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on("error", resolve);
    req.end();
  });
}

describe("drainHttpServer", () => {
  it("reports stopping on /readyz, refuses new connections and lets the request in flight finish", async () => {
    const { lifecycle, release, slowArrived } = siteWithSlowPage();
    const server = createServer(lifecycle.handle);
    const origin = await listening(server);
    // Probes the same handler from a server that stays open: what a proxy asking the draining
    // server over a kept-alive connection would read.
    const probe = await listening(createServer(lifecycle.handle));
    expect(await get(`${probe}/readyz`)).toMatchObject({ status: 200 });

    const slow = get(`${origin}/slow`);
    await slowArrived;
    lifecycle.stopping();
    let settled = false;
    const drained = drainHttpServer(server, 120_000).finally(() => {
      settled = true;
    });

    expect(await get(`${probe}/readyz`)).toEqual({ status: 503, body: '{"status":"stopping"}' });
    expect(await get(`${origin}/`)).toBeInstanceOf(Error);
    expect(settled).toBe(false);

    release();
    expect(await slow).toEqual({ status: 200, body: "slow, but finished" });
    expect(await drained).toBe("drained");
  });

  it("cuts the connections still open after the grace period", async () => {
    const { lifecycle, slowArrived } = siteWithSlowPage();
    const server = createServer(lifecycle.handle);
    const origin = await listening(server);
    const slow = get(`${origin}/slow`);
    await slowArrived;

    expect(await drainHttpServer(server, 100)).toBe("cut");
    expect(await slow).toBeInstanceOf(Error);
  });
});

describe("runShutdownSteps", () => {
  it("runs every step in order, and still closes the rest after one fails", async () => {
    const done: string[] = [];
    const clean = await runShutdownSteps([
      { name: "first", run: () => done.push("first") },
      {
        name: "fails",
        run: async () => {
          throw new Error("would not stop");
        },
      },
      { name: "closing the database", run: async () => done.push("database") },
    ]);
    expect(done).toEqual(["first", "database"]);
    expect(clean).toBe(false);
    expect(await runShutdownSteps([{ name: "only", run: () => {} }])).toBe(true);
  });
});

import { fork } from "node:child_process";
import http from "node:http";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { type BenchPath, describePath } from "./options";
import { type RssSampler, rssOf, waitUntilQuiet } from "./rss";

interface RunFigures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  non2xx: number;
  errors: number;
}

export interface PathFigures {
  path: string;
  signedIn: boolean;
  connections: number;
  /** Status and size of the page as fetched once for the static copy. */
  status: number;
  htmlBytes: number;
  ours: RunFigures;
  static: RunFigures;
  /** Our requests per second divided by the static copy's. */
  ratio: number;
  /** Peak RSS of the server during this path's warm-up and run. */
  rssPeakMb: number;
}

export interface LoadSettings {
  duration: number;
  warmup: number;
}

async function hammer(
  url: string,
  connections: number,
  duration: number,
  headers: Record<string, string> = {},
): Promise<RunFigures> {
  const result = await autocannon({ url, connections, duration, pipelining: 1, headers });
  return {
    requestsPerSecond: Math.round(result.requests.average * 10) / 10,
    // No answer within the run: no latency to speak of (autocannon would say 0).
    p50Ms: result.requests.total ? result.latency.p50 : Number.NaN,
    p99Ms: result.requests.total ? result.latency.p99 : Number.NaN,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

interface Page {
  status: number;
  contentType: string;
  body: Buffer;
}

/** One GET without Accept-Encoding, as autocannon sends it, so the body is what it receives. */
function fetchPage(url: string, headers: Record<string, string>): Promise<Page> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            contentType: response.headers["content-type"] ?? "text/html; charset=utf-8",
            body: Buffer.concat(chunks),
          }),
        );
        response.on("error", reject);
      })
      .on("error", reject);
  });
}

/** The static twin (static-server.mjs) in a child process of its own, as the app server is. */
export async function startStaticServer() {
  const child = fork(fileURLToPath(new URL("./static-server.mjs", import.meta.url)), [], {
    execArgv: [],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  let waiting: { resolve: (message: unknown) => void; reject: (error: Error) => void } | null =
    null;
  child.on("message", (message) => waiting?.resolve(message));
  child.on("exit", () => waiting?.reject(new Error("The static server stopped")));
  const nextMessage = () =>
    new Promise<unknown>((resolve, reject) => {
      waiting = { resolve, reject };
    });
  const { port } = (await nextMessage()) as { port: number };
  return {
    url: `http://127.0.0.1:${port}/`,
    async serve(page: Page) {
      const ready = nextMessage();
      child.send({ body: page.body.toString("base64"), contentType: page.contentType });
      await ready;
    },
    stop() {
      child.disconnect();
    },
  };
}

export type StaticServer = Awaited<ReturnType<typeof startStaticServer>>;

/**
 * One page at one connection count: warm up, load the app, fetch the same HTML once, serve it
 * from the static twin, warm it up and load it identically. The app's figures count the requests
 * answered within the run; the ones still open at its end are left out of them.
 */
export async function measurePath(
  { origin, pid }: { origin: string; pid: number },
  page: BenchPath,
  connections: number,
  cookie: string,
  settings: LoadSettings,
  rss: RssSampler,
  staticServer: StaticServer,
): Promise<PathFigures> {
  const url = origin + page.path;
  const headers: Record<string, string> = page.signedIn ? { cookie } : {};
  const label = `${describePath(page)} × ${connections}`;
  rss.phase(`load ${label}`);
  if (settings.warmup > 0) {
    await hammer(url, connections, settings.warmup, headers);
    await waitUntilQuiet(pid);
  }
  const ours = await hammer(url, connections, settings.duration, headers);
  await waitUntilQuiet(pid);
  rss.phase(`static ${label}`);
  const fetched = await fetchPage(url, headers);
  await staticServer.serve(fetched);
  if (settings.warmup > 0) await hammer(staticServer.url, connections, settings.warmup);
  const yardstick = await hammer(staticServer.url, connections, settings.duration);
  rss.phase("between");
  return {
    path: page.path,
    signedIn: page.signedIn,
    connections,
    status: fetched.status,
    htmlBytes: fetched.body.length,
    ours,
    static: yardstick,
    ratio: yardstick.requestsPerSecond
      ? Math.round((ours.requestsPerSecond / yardstick.requestsPerSecond) * 1000) / 1000
      : Number.NaN,
    rssPeakMb: rssOf(rss.samples, (phase) => phase === `load ${label}`).peakMb,
  };
}

import type { IncomingMessage, ServerResponse } from "node:http";
import { RETRY_AFTER_SECONDS } from "#app/lib/http/briefly-unavailable";

/** Where the server is in its life: only "ready" takes traffic. */
export type Phase = "starting" | "ready" | "stopping";

export interface PlainAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

const NO_STORE = { "Cache-Control": "no-store" };

/** /readyz: 200 only when ready, so a proxy or load balancer sends traffic elsewhere otherwise. */
export function readinessAnswer(phase: Phase): PlainAnswer {
  return {
    status: phase === "ready" ? 200 : 503,
    headers: { ...NO_STORE, "Content-Type": "application/json" },
    body: JSON.stringify({ status: phase }),
  };
}

const STARTING_PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Starting</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 36rem; margin: 4rem auto; padding: 0 1rem">
<h1>Starting, please retry in a moment</h1>
<p>The website is starting up. Please reload this page in a few seconds.</p>
</body>
</html>
`;

/**
 * What the server answers before the site is ready (migrating, seeding): the process is alive
 * (/healthz), not ready (/readyz), and every page asks to be retried shortly.
 */
export function startingAnswer(path: string): PlainAnswer {
  if (path === "/readyz") return readinessAnswer("starting");
  if (path === "/healthz")
    return {
      status: 200,
      headers: { ...NO_STORE, "Content-Type": "application/json" },
      body: JSON.stringify({ status: "starting" }),
    };
  return {
    status: 503,
    headers: {
      ...NO_STORE,
      "Content-Type": "text/html; charset=utf-8",
      "Retry-After": String(RETRY_AFTER_SECONDS),
    },
    body: STARTING_PAGE,
  };
}

function send(res: ServerResponse, answer: PlainAnswer): void {
  res.writeHead(answer.status, answer.headers);
  res.end(answer.body);
}

function pathOf(req: IncomingMessage): string {
  return (req.url ?? "/").split("?")[0] ?? "/";
}

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * The server's one request handler for its whole life: the starting page until `serve` hands
 * over to the site, /readyz from the phase, and `Connection: close` once stopping so that
 * keep-alive connections end after the answer in flight.
 */
export function lifecycleHandler() {
  let phase: Phase = "starting";
  let site: Handler | null = null;
  const handle: Handler = (req, res) => {
    const path = pathOf(req);
    if (phase === "stopping") res.setHeader("Connection", "close");
    if (path === "/readyz") return send(res, readinessAnswer(phase));
    if (!site) return send(res, startingAnswer(path));
    site(req, res);
  };
  return {
    handle,
    phase: () => phase,
    /** Hands every request to the site from now on, and reports ready. */
    serve(app: Handler) {
      site = app;
      if (phase === "starting") phase = "ready";
    },
    stopping() {
      phase = "stopping";
    },
  };
}

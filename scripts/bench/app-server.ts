import { type ChildProcess, execSync, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { onInterrupt } from "./interrupt";

/** How the checkout's `npm start` runs its server, turned into one node process. */
export interface StartCommand {
  /** Steps before the server (the build check), run as written. */
  setup: string[];
  /** Variables the start script sets, e.g. NODE_ENV=production. */
  env: Record<string, string>;
  /** Arguments for `node`: its flags, then the server's entry. */
  nodeArgs: string[];
  /** The script as written in package.json, for the report. */
  script: string;
}

/**
 * Reads `scripts.start` of the checkout's package.json ("node scripts/ensure-build.mjs &&
 * NODE_ENV=production node <flags> build/server/start.js"). Older checkouts ran
 * `tsx server/main.ts`; the `tsx` CLI runs the server in a child process of its own, so its
 * process id would not be the server's: `tsx <flags> <file>` becomes
 * `node <flags> --import tsx <file>`, one process whose memory is the server's alone.
 */
export function readStartCommand(appDir: string): StartCommand {
  const manifest = JSON.parse(readFileSync(path.join(appDir, "package.json"), "utf8")) as {
    scripts?: Record<string, string>;
  };
  const script = manifest.scripts?.start;
  if (!script) throw new Error(`${appDir}/package.json has no start script`);
  const steps = script.split("&&").map((step) => step.trim());
  const last = steps.pop() ?? "";
  if (/["'`$|;<>]/.test(last))
    throw new Error(`The start script's last step is more than "VAR=value … tsx|node …": ${last}`);
  const words = last.split(/\s+/);
  const env: Record<string, string> = {};
  while (words[0] && /^[A-Za-z_][A-Za-z0-9_]*=/.test(words[0])) {
    const [name = "", ...value] = (words.shift() ?? "").split("=");
    env[name] = value.join("=");
  }
  const [runner, ...rest] = words;
  let nodeArgs: string[];
  if (runner === "node") nodeArgs = rest;
  else if (runner === "tsx") {
    const entry = rest.findIndex((word) => !word.startsWith("-"));
    if (entry === -1) throw new Error(`No entry file in the start script: ${last}`);
    nodeArgs = [...rest.slice(0, entry), "--import", "tsx", ...rest.slice(entry)];
  } else throw new Error(`The start script runs "${runner}", expected tsx or node: ${last}`);
  return { setup: steps, env, nodeArgs, script };
}

export function runSetup(appDir: string, command: StartCommand): void {
  for (const step of command.setup) execSync(step, { cwd: appDir, stdio: "inherit" });
}

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
  });
}

/**
 * A free port below the range the system hands out for `listen(0)` and outgoing connections, so
 * that no other program on the machine takes it between the check and the server's start.
 */
async function freePort(): Promise<number> {
  const [ephemeralStart = 32768] = readFileSync("/proc/sys/net/ipv4/ip_local_port_range", "utf8")
    .trim()
    .split(/\s+/)
    .map(Number);
  const low = Math.min(20000, ephemeralStart - 1000);
  for (let attempt = 0; attempt < 100; attempt++) {
    const port = low + Math.floor(Math.random() * (ephemeralStart - low));
    if (await canListen(port)) return port;
  }
  throw new Error("No free port found");
}

export interface AppServer {
  pid: number;
  origin: string;
  /** What the server printed (the last 64 KB), for error messages. */
  output(): string;
  stop(): Promise<void>;
}

const OUTPUT_KEPT = 64 * 1024;

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once("exit", () => resolve()));
}

/**
 * Whether the site takes requests: /readyz answers 200 (it answers 503 while the server
 * migrates, listening already). An older checkout has no /readyz: it listens only once ready,
 * and its /healthz says so.
 */
async function isReady(origin: string): Promise<boolean> {
  const get = async (path: string) => {
    const response = await fetch(`${origin}${path}`, { signal: AbortSignal.timeout(5000) });
    await response.arrayBuffer();
    return response.status;
  };
  const ready = await get("/readyz");
  if (ready !== 404) return ready === 200;
  return (await get("/healthz")) === 200;
}

/** Starts the server as `npm start` would, on a free port, and waits until it is ready. */
export async function startAppServer(
  appDir: string,
  command: StartCommand,
  env: Record<string, string | undefined>,
): Promise<AppServer> {
  const port = await freePort();
  const child = spawn(process.execPath, command.nodeArgs, {
    cwd: appDir,
    env: { ...process.env, ...command.env, ...env, PORT: String(port) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-OUTPUT_KEPT);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const origin = `http://127.0.0.1:${port}`;
  const server: AppServer = {
    pid: child.pid ?? 0,
    origin,
    output: () => output,
    async stop() {
      forget();
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill("SIGTERM");
      const killer = setTimeout(() => child.kill("SIGKILL"), 20_000);
      await exited(child);
      clearTimeout(killer);
    },
  };
  const forget = onInterrupt(() => server.stop());
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`The server stopped (exit code ${child.exitCode}):\n${output}`);
    try {
      if (await isReady(origin)) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await server.stop();
  throw new Error(`The server was not ready within 3 minutes:\n${output}`);
}

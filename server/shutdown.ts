import type { Server } from "node:http";
import { logger } from "~/lib/logger.server";

/** How long requests in flight may take to finish before their connections are cut. */
const DRAIN_GRACE_MS = 20_000;
/** Keep-alive connections that fall idle while draining are closed this often. */
const IDLE_SWEEP_MS = 250;

/**
 * Stops accepting connections and waits for the answers in flight; after `graceMs` the
 * connections still open are cut. Resolves with which of the two happened.
 */
export async function drainHttpServer(
  server: Server,
  graceMs = DRAIN_GRACE_MS,
): Promise<"drained" | "cut"> {
  const closed = new Promise<"drained">((resolve) => server.close(() => resolve("drained")));
  server.closeIdleConnections();
  // A keep-alive connection busy now falls idle after its answer; close it then.
  const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<"cut">((resolve) => {
    timer = setTimeout(() => resolve("cut"), graceMs);
  });
  const outcome = await Promise.race([closed, late]);
  clearInterval(sweep);
  clearTimeout(timer);
  if (outcome === "cut") {
    server.closeAllConnections();
    await closed;
  }
  return outcome;
}

export interface ShutdownStep {
  /** What the log says is being done, e.g. "stopping the jobs". */
  name: string;
  run: () => Promise<unknown> | unknown;
}

/**
 * Runs the steps one after another, logging each. A step that fails is logged and the next one
 * still runs: the database must be closed even if a job would not stop. Resolves true when
 * every step succeeded.
 */
export async function runShutdownSteps(steps: ShutdownStep[]): Promise<boolean> {
  let clean = true;
  for (const step of steps) {
    const started = Date.now();
    logger.info(`shutdown: ${step.name}`);
    try {
      const outcome = await step.run();
      logger.info(
        { ms: Date.now() - started, ...(typeof outcome === "string" ? { outcome } : {}) },
        `shutdown: ${step.name}: done`,
      );
    } catch (error) {
      clean = false;
      logger.error({ error: String(error) }, `shutdown: ${step.name}: failed`);
    }
  }
  return clean;
}

/**
 * Calls `shutdown` on the first SIGTERM or SIGINT and exits with 0 when it succeeded; a second
 * signal exits at once (an operator who presses Ctrl+C twice means it).
 */
export function exitGracefullyOnSignals(shutdown: (signal: NodeJS.Signals) => Promise<boolean>) {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) {
      logger.warn({ signal }, "second signal: exiting without finishing the shutdown");
      process.exit(1);
    }
    stopping = true;
    logger.info({ signal }, "shutting down");
    shutdown(signal).then(
      (clean) => {
        logger.info({ clean }, "stopped");
        process.exit(clean ? 0 : 1);
      },
      (error: unknown) => {
        logger.fatal({ error: String(error) }, "shutdown failed");
        process.exit(1);
      },
    );
  };
  process.on("SIGTERM", onSignal);
  process.on("SIGINT", onSignal);
}

import type { Server } from "node:http";
import { Server as NetServer } from "node:net";
import { logger } from "#app/lib/logger.server";

/** How long requests in flight may take to finish before their connections are cut. */
const DRAIN_GRACE_MS = 20_000;
/** How long connections already queued in the kernel are still taken in after the signal. */
const ACCEPT_QUEUED_MS = 5_000;
/** Keep-alive connections that fall idle while draining are closed this often. */
const IDLE_SWEEP_MS = 250;

/** Resolves once the event loop has been through its sockets again (the poll phase, then this). */
const afterNextPoll = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Takes in the connections the kernel has already queued on the listening socket: their
 * requests were sent before the signal, and closing the listener would reset them. Node takes one
 * queued connection each time round the event loop, so this waits until a round takes none (or
 * `limitMs` passed, if new ones keep coming). What each connection sent is read in the round
 * after it was taken in, so by then it is busy with its request, not idle.
 */
async function acceptTheQueuedConnections(server: Server, limitMs: number): Promise<void> {
  let accepted = 0;
  const count = () => {
    accepted += 1;
  };
  server.on("connection", count);
  const started = Date.now();
  try {
    // The round that delivered the signal may already have taken one in, before the signal.
    await afterNextPoll();
    for (;;) {
      const before = accepted;
      await afterNextPoll();
      if (accepted === before || Date.now() - started > limitMs) return;
    }
  } finally {
    server.off("connection", count);
  }
}

/**
 * Stops accepting connections and waits for the answers in flight; after `graceMs` the
 * connections still open are cut. Resolves with which of the two happened.
 *
 * Every request sent before the signal is answered, even one still waiting in the kernel under
 * load: the queued connections are taken in first, then the listener closes, then the
 * connections that sent nothing (or are kept alive between requests) are closed.
 * `http.Server#close` would close those idle ones at once, including a connection whose request
 * has arrived but not yet been read, so the listener is closed as a plain `net.Server`.
 */
export async function drainHttpServer(
  server: Server,
  graceMs = DRAIN_GRACE_MS,
): Promise<"drained" | "cut"> {
  await acceptTheQueuedConnections(server, ACCEPT_QUEUED_MS);
  const closed = new Promise<"drained">((resolve) =>
    NetServer.prototype.close.call(server, () => resolve("drained")),
  );
  logger.info("shutdown: new connections refused");
  server.closeIdleConnections();
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

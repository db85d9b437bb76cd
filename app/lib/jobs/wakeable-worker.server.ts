import { errorForLog, logger } from "#app/lib/logger.server";

type WakeListener = () => void;

/**
 * The workers of one kind running in this process (the outbox's, the push sender, the newsletter
 * sender), told when there is work. Kept on globalThis, so a worker the tests start from the
 * sources hears the built app's wake.
 */
export function wakeChannel(name: string) {
  const global = globalThis as unknown as Record<string, Set<WakeListener> | undefined>;
  const key = `__wic${name}Listeners`;
  global[key] ??= new Set();
  const listeners = global[key];
  return {
    listeners,
    /** Tells this process's workers of the kind that work was queued. */
    wake: () => {
      for (const listener of listeners) listener();
    },
  };
}

type WakeChannel = ReturnType<typeof wakeChannel>;

/**
 * Runs `run` every `intervalMs`, and `wakeDelayMs` after a wake (so the transaction that queued
 * the work has committed), never two at once. A wake during a run, or a run that answers true
 * (its batch was full), runs again straight after. Answers what stops it: `stopping` is aborted,
 * then the run in progress is awaited.
 */
export function startWakeableWorker({
  channel,
  intervalMs,
  wakeDelayMs = 100,
  unref = false,
  failure,
  run,
}: {
  channel: WakeChannel;
  intervalMs: number;
  wakeDelayMs?: number;
  /** Whether the timer may let the process end (a job beside a server, not a worker alone). */
  unref?: boolean;
  /** The log line when a run fails. */
  failure: string;
  run: (stopping: AbortSignal) => Promise<boolean | undefined>;
}): () => Promise<void> {
  let running: Promise<unknown> | null = null;
  let again = false;
  const stopping = new AbortController();
  const tick = () => {
    if (stopping.signal.aborted) return;
    if (running) {
      again = true;
      return;
    }
    running = run(stopping.signal)
      .then((more) => {
        if (more) again = true;
      })
      .catch((error) => logger.error({ error: errorForLog(error) }, failure))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          setImmediate(tick);
        }
      });
  };
  const onWake = () => setTimeout(tick, wakeDelayMs);
  channel.listeners.add(onWake);
  const timer = setInterval(tick, intervalMs);
  if (unref) timer.unref();
  tick();
  return async () => {
    stopping.abort();
    clearInterval(timer);
    channel.listeners.delete(onWake);
    await running;
  };
}

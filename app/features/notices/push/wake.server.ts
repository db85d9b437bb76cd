type WakeListener = () => void;

// On globalThis, so the tests' sender (started from the sources) hears the built app's wake.
const globalForPush = globalThis as unknown as { __wicPushListeners?: Set<WakeListener> };
globalForPush.__wicPushListeners ??= new Set();

/** The senders running in this process, told when pushes were queued. */
export const pushWakeListeners = globalForPush.__wicPushListeners;

/** Tells the senders of this process that pushes were queued (they look soon after). */
export function wakePushSender(): void {
  for (const listener of pushWakeListeners) listener();
}

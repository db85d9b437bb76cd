import { wakeChannel } from "#app/lib/jobs/wakeable-worker.server";

/** The push senders running in this process, told when pushes were queued. */
export const pushSenders = wakeChannel("Push");

/** Tells the senders of this process that pushes were queued (they look soon after). */
export const wakePushSender = pushSenders.wake;

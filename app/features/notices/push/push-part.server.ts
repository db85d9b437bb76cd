import type { NoticesPart } from "../parts";
import { startPushSender } from "./sender.server";

/** Pushes wait at most this long when queued by another server (this one's are sent at once). */
const PUSH_POLL_MS = 5_000;

/** Web push's retention and jobs. */
export const pushPart: NoticesPart = {
  jobs: [{ name: "web push", start: () => startPushSender({ intervalMs: PUSH_POLL_MS }) }],
};

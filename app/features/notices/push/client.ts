/**
 * The browser's side of web push, loaded when the visitor first presses the button (the page
 * ships only the small control): permission, the service worker, the Push API and the form posts.
 */
import type { NoticeTopic } from "../topics";

const SERVICE_WORKER = "/push-sw.js";
const ENDPOINT = "/notices/push";
/** The topics chosen on this phone, also read by the service worker when it re-subscribes. */
const TOPICS_CACHE = "wic-push";
const TOPICS_KEY = "/push-topics";

export type Outcome =
  | { ok: true; topics: NoticeTopic[] }
  | { ok: false; reason: "denied" | "failed"; message?: string };

async function post(fields: [string, string][]): Promise<Response> {
  return fetch(ENDPOINT, { method: "POST", body: new URLSearchParams(fields) });
}

async function rememberTopics(topics: NoticeTopic[]): Promise<void> {
  const cache = await caches.open(TOPICS_CACHE);
  if (topics.length === 0) await cache.delete(TOPICS_KEY);
  else await cache.put(TOPICS_KEY, Response.json(topics));
}

/** The topics this phone is subscribed to, or null when it is not. */
export async function currentTopics(): Promise<NoticeTopic[] | null> {
  const registration = await navigator.serviceWorker.getRegistration("/");
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return null;
  const saved = await caches.match(TOPICS_KEY);
  const topics: unknown = saved ? await saved.json() : [];
  return Array.isArray(topics) ? (topics as NoticeTopic[]) : [];
}

/**
 * Registers the worker, subscribes with the server's key and tells the server, once `permission`
 * (asked by the caller in the press itself: Safari grants it only there) is granted.
 */
export async function subscribe(
  topics: NoticeTopic[],
  permission: Promise<NotificationPermission>,
): Promise<Outcome> {
  if ((await permission) !== "granted") return { ok: false, reason: "denied" };
  try {
    const registration = await navigator.serviceWorker.register(SERVICE_WORKER, { scope: "/" });
    await navigator.serviceWorker.ready;
    const { publicKey } = (await (await fetch(ENDPOINT)).json()) as { publicKey: string };
    const subscription =
      (await registration.pushManager.getSubscription()) ??
      (await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: publicKey,
      }));
    const { endpoint, keys } = subscription.toJSON();
    const response = await post([
      ["intent", "subscribe"],
      ["endpoint", endpoint ?? ""],
      ["p256dh", keys?.p256dh ?? ""],
      ["auth", keys?.auth ?? ""],
      ...topics.map((topic): [string, string] => ["topics", topic]),
    ]);
    const answer = (await response.json()) as {
      ok: boolean;
      topics?: NoticeTopic[];
      message?: string;
    };
    if (!answer.ok) return { ok: false, reason: "failed", message: answer.message };
    await rememberTopics(answer.topics ?? topics);
    return { ok: true, topics: answer.topics ?? topics };
  } catch {
    return { ok: false, reason: "failed" };
  }
}

/** Unsubscribes this phone from the push service and tells the server. */
export async function unsubscribe(): Promise<Outcome> {
  try {
    const registration = await navigator.serviceWorker.getRegistration("/");
    const subscription = await registration?.pushManager.getSubscription();
    if (subscription) {
      await post([
        ["intent", "unsubscribe"],
        ["endpoint", subscription.endpoint],
      ]);
      await subscription.unsubscribe();
    }
    await rememberTopics([]);
    return { ok: true, topics: [] };
  } catch {
    return { ok: false, reason: "failed" };
  }
}

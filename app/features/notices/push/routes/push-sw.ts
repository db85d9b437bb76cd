/**
 * The service worker of web push (decision 0388), registered by the subscribe control with scope
 * "/": it shows each push as a notification, opens the notice when it is tapped, and subscribes
 * again when the browser replaces a subscription. It keeps no cache and handles no fetch.
 */
const serviceWorker = `
self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));
self.addEventListener("push", (event) => {
  let notice = {};
  try { notice = event.data ? event.data.json() : {}; } catch (error) { notice = { body: event.data ? event.data.text() : "" }; }
  const title = notice.title || "A notice from the centre";
  event.waitUntil(self.registration.showNotification(title, {
    body: notice.body || "",
    icon: "/icon-192.png",
    badge: "/icon-192.png",
    tag: notice.tag || "notice",
    renotify: Boolean(notice.tag),
    data: { url: typeof notice.url === "string" && notice.url.startsWith("/") ? notice.url : "/notices" },
  }));
});
self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = new URL(event.notification.data && event.notification.data.url || "/notices", self.location.origin).href;
  event.waitUntil((async () => {
    const open = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
    const same = open.find((client) => client.url === url);
    if (same) return same.focus();
    return self.clients.openWindow(url);
  })());
});
self.addEventListener("pushsubscriptionchange", (event) => {
  event.waitUntil((async () => {
    const old = event.oldSubscription;
    const options = old && old.options && old.options.applicationServerKey
      ? old.options
      : { userVisibleOnly: true, applicationServerKey: (await (await fetch("/notices/push")).json()).publicKey };
    const subscription = event.newSubscription || await self.registration.pushManager.subscribe(options);
    const topics = await topicsOf(old);
    const form = new URLSearchParams({ intent: "subscribe", endpoint: subscription.endpoint });
    const keys = subscription.toJSON().keys || {};
    form.set("p256dh", keys.p256dh || "");
    form.set("auth", keys.auth || "");
    for (const topic of topics) form.append("topics", topic);
    await fetch("/notices/push", { method: "POST", body: form });
    if (old) await fetch("/notices/push", { method: "POST", body: new URLSearchParams({ intent: "unsubscribe", endpoint: old.endpoint }) });
  })());
});
// The topics chosen on this phone, kept by the page in the cache storage (the worker has no localStorage).
async function topicsOf() {
  const saved = await caches.match("/push-topics");
  const topics = saved ? await saved.json() : [];
  return Array.isArray(topics) && topics.length ? topics : ["urgent"];
}
`;

export function loader() {
  return new Response(serviceWorker, {
    headers: {
      "Content-Type": "text/javascript; charset=utf-8",
      "Cache-Control": "no-cache",
    },
  });
}

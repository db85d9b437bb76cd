/**
 * The wall screen's service worker: the page, its assets and its data are kept in a cache, so a
 * screen that restarts while the network or the server is down still shows the week it holds.
 * Registered by /display and /tv with their own path as scope; other pages are never controlled.
 */
const serviceWorker = `
const CACHE = "wic-display-v1";
self.addEventListener("install", (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    const page = await fetch(self.registration.scope, { cache: "no-store" });
    if (!page.ok) return;
    const html = await page.clone().text();
    await cache.put(self.registration.scope, page);
    const assets = [...new Set(html.match(/\\/assets\\/[^"'\\s)]+/g) || [])];
    await cache.addAll(assets).catch(() => undefined);
    await cache.add("/display/data.json").catch(() => undefined);
  })().then(() => self.skipWaiting()));
});
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));
self.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== location.origin) return;
  event.respondWith(url.pathname.startsWith("/assets/") ? cacheFirst(request) : networkFirst(request));
});
async function cacheFirst(request) {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) (await caches.open(CACHE)).put(request, response.clone());
  return response;
}
async function networkFirst(request) {
  try {
    const response = await fetch(request);
    if (response.ok) (await caches.open(CACHE)).put(request, response.clone());
    return response;
  } catch (error) {
    const cached = await caches.match(request, { ignoreSearch: true });
    if (!cached) throw error;
    // Tell the page this is the saved copy, so it can say it is offline.
    const headers = new Headers(cached.headers);
    headers.set("X-Display-Offline", "1");
    return new Response(cached.body, { status: cached.status, headers });
  }
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

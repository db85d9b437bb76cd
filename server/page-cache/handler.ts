import { writeReadableStreamToWritable } from "@react-router/node";
import type { Request, RequestHandler, Response } from "express";
import onHeaders from "on-headers";
import type { AppLoadContext } from "react-router";
import { hasSiteCookie } from "~/lib/http/cache-control";
import { type CachedPage, cachedPage, type PageCache, pageBody } from "./store";

type RenderPage = (
  request: globalThis.Request,
  context: AppLoadContext,
) => Promise<globalThis.Response>;

const CHANGES = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * The cache key of a request that may be answered from the page cache: a GET or HEAD without any
 * of our cookies (no session, flash message or draft), by its path and query. Null otherwise.
 */
export function pageCacheKey(method: string, url: string, cookie: string | undefined) {
  if (method !== "GET" && method !== "HEAD") return null;
  return hasSiteCookie(cookie) ? null : url;
}

/** Seconds a shared cache may keep this response (its public `s-maxage`), or null. */
export function sharedMaxAge(status: number, headers: Headers): number | null {
  if (status !== 200 || headers.has("set-cookie")) return null;
  const directives = (headers.get("cache-control") ?? "")
    .toLowerCase()
    .split(",")
    .map((directive) => directive.trim());
  if (!directives.includes("public") || directives.includes("no-store")) return null;
  const seconds = directives.find((directive) => directive.startsWith("s-maxage="));
  return seconds ? Number(seconds.slice("s-maxage=".length)) || null : null;
}

/** A GET for the rendering, as React Router's Express adapter would make it. */
function renderRequest(req: Request): globalThis.Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    for (const one of Array.isArray(value) ? value : value ? [value] : [])
      headers.append(name, one);
  }
  return new Request(`${req.protocol}://${req.get("host") ?? "localhost"}${req.originalUrl}`, {
    headers,
  });
}

const gone = (res: Response) => res.destroyed || res.writableEnded;

function sendPage(req: Request, res: Response, page: CachedPage, state: "hit" | "miss") {
  if (gone(res)) return;
  res.status(200);
  for (const [name, value] of page.headers) res.setHeader(name, value);
  res.vary("Accept-Encoding");
  res.setHeader("ETag", page.etag);
  res.setHeader("X-Page-Cache", state);
  if (req.fresh) {
    // The browser keeps its copy with the policy it came with: this response's policy names a new
    // nonce, and would refuse the copy's scripts if the browser took it over.
    res.removeHeader("Content-Security-Policy");
    res.status(304).end();
    return;
  }
  const gzip = req.acceptsEncodings("gzip", "identity") === "gzip";
  const body = pageBody(page, res.locals.cspNonce as string, gzip);
  if (gzip) res.setHeader("Content-Encoding", "gzip");
  res.setHeader("Content-Length", body.length);
  res.end(req.method === "HEAD" ? undefined : body);
}

/** Sends a rendering that is not kept, as React Router's Express adapter would. */
async function sendResponse(res: Response, response: globalThis.Response) {
  if (gone(res)) {
    await response.body?.cancel();
    return;
  }
  res.status(response.status);
  for (const [name, value] of response.headers) {
    if (name !== "set-cookie") res.append(name, value);
  }
  for (const cookie of response.headers.getSetCookie()) res.append("Set-Cookie", cookie);
  if (!response.body) {
    res.end();
    return;
  }
  try {
    await writeReadableStreamToWritable(response.body, res);
  } catch (error) {
    // The visitor left (closed the tab, clicked on) while the page was being sent.
    if (!gone(res)) throw error;
  }
}

/**
 * Answers anonymous GETs of public pages from the cache. `hits` goes before the static files and
 * compression (a kept page needs neither); `misses` goes just before the app, renders a missing
 * page once for all who ask at the same moment, and keeps it when the page says it is public.
 */
export function pageCacheHandlers(
  cache: PageCache,
  render: RenderPage,
  loadContext: (req: Request, res: Response) => AppLoadContext,
): { hits: RequestHandler; misses: RequestHandler } {
  const keyOf = (req: Request) => pageCacheKey(req.method, req.originalUrl, req.get("cookie"));
  const hits: RequestHandler = async (req, res, next) => {
    const key = keyOf(req);
    if (key === null) return next();
    try {
      const kept = await cache.get(key);
      if (kept) sendPage(req, res, kept, "hit");
      else next();
    } catch (error) {
      next(error);
    }
  };
  const misses: RequestHandler = async (req, res, next) => {
    const key = keyOf(req);
    if (key === null || req.method === "HEAD") return next();
    try {
      const shared = cache.rendering(key);
      const sharedPage = shared && (await shared);
      if (sharedPage) return sendPage(req, res, sharedPage, "hit");

      const epoch = cache.epoch;
      const nonce = res.locals.cspNonce as string;
      const rendering = render(renderRequest(req), loadContext(req, res)).then(async (response) => {
        const seconds = sharedMaxAge(response.status, response.headers);
        if (seconds === null) return { response, page: null };
        const expiresAt = Date.now() + seconds * 1000;
        const page = cachedPage(await response.text(), nonce, response.headers, expiresAt);
        cache.keep(key, page, epoch);
        return { response, page };
      });
      if (!shared)
        cache.share(
          key,
          rendering.then(({ page }) => page),
        );
      const { response, page } = await rendering;
      if (page) return sendPage(req, res, page, "miss");
      await sendResponse(res, response);
    } catch (error) {
      next(error);
    }
  };
  return { hits, misses };
}

/**
 * A request that may change something (a form, a webhook) drops the cached pages as soon as it
 * succeeds, before its answer leaves: the next page anyone loads is rendered afresh.
 */
export function invalidateOnChange(cache: PageCache): RequestHandler {
  return (req, res, next) => {
    if (CHANGES.has(req.method))
      onHeaders(res, () => {
        if (res.statusCode < 400) cache.invalidate();
      });
    next();
  };
}

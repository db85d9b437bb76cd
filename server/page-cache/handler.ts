import type { IncomingMessage, OutgoingHttpHeader, ServerResponse } from "node:http";
import { writeReadableStreamToWritable } from "@react-router/node";
import type { Request, RequestHandler, Response } from "express";
import fresh from "fresh";
import Negotiator from "negotiator";
import onHeaders from "on-headers";
import type { AppLoadContext } from "react-router";
import { hasSiteCookie } from "#app/lib/http/cache-control";
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

const gone = (res: ServerResponse) => res.destroyed || res.writableEnded;

/**
 * Up to this size a page is sent as one buffer (fastest for small pages); above it, as its kept
 * pieces: copying a large page for every answer keeps the small heap's collector busy.
 */
const ONE_BUFFER_BYTES = 16 * 1024;

const acceptsGzip = (req: IncomingMessage) =>
  new Negotiator(req).encodings(["gzip", "identity"])[0] === "gzip";

function sendPage(
  req: IncomingMessage,
  res: ServerResponse,
  page: CachedPage,
  state: "hit" | "miss",
  nonce: string,
) {
  if (gone(res)) return;
  res.statusCode = 200;
  for (const [name, value] of page.headers) res.setHeader(name, value);
  res.setHeader("ETag", page.etag);
  res.setHeader("X-Page-Cache", state);
  if (fresh(req.headers, { etag: page.etag })) {
    // The browser keeps its copy with the policy it came with: this response's policy names a new
    // nonce, and would refuse the copy's scripts if the browser took it over.
    res.removeHeader("Content-Security-Policy");
    res.statusCode = 304;
    res.end();
    return;
  }
  const gzip = acceptsGzip(req);
  const body = pageBody(page, nonce, gzip);
  const length = body.reduce((sum, piece) => sum + piece.length, 0);
  if (gzip) res.setHeader("Content-Encoding", "gzip");
  res.setHeader("Content-Length", length);
  if (req.method === "HEAD") res.end();
  else if (length <= ONE_BUFFER_BYTES) res.end(Buffer.concat(body, length));
  else {
    // Corked, the pieces leave together, without a copy of the page per answer.
    res.cork();
    for (const piece of body) res.write(piece);
    res.end();
    res.uncork();
  }
}

/**
 * What the app's middleware adds to every page (the security headers), read off a page it sent,
 * with its policy cut at that response's nonce: the front door sends kept pages with the same.
 */
interface HeaderTemplate {
  headers: [string, OutgoingHttpHeader][];
  policy: string[];
}

/** Set per response, not by the middleware the template stands for. */
const PER_RESPONSE = new Set(["x-request-id", "content-security-policy"]);

function recordHeaders(res: ServerResponse, nonce: string): HeaderTemplate {
  const headers = Object.entries(res.getHeaders()).filter(
    (entry): entry is [string, OutgoingHttpHeader] =>
      entry[1] !== undefined && !PER_RESPONSE.has(entry[0]),
  );
  const policy = res.getHeader("content-security-policy");
  return { headers, policy: typeof policy === "string" ? policy.split(nonce) : [] };
}

/** A response's first steps, as the app takes them (its id, its log line): returns its nonce. */
export type StartResponse = (req: IncomingMessage, res: ServerResponse) => string;

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
 * `frontDoor` answers a kept page before the app's middleware is run at all, with the headers
 * that middleware gave the last page `hits` sent: under a crowd, most requests end there.
 */
export function pageCacheHandlers(
  cache: PageCache,
  render: RenderPage,
  loadContext: (req: Request, res: Response) => AppLoadContext,
): {
  hits: RequestHandler;
  misses: RequestHandler;
  frontDoor: (req: IncomingMessage, res: ServerResponse, start: StartResponse) => boolean;
} {
  const keyOf = (req: Request) => pageCacheKey(req.method, req.originalUrl, req.get("cookie"));
  let template: HeaderTemplate | null = null;
  const hits: RequestHandler = async (req, res, next) => {
    const key = keyOf(req);
    if (key === null) return next();
    try {
      const kept = await cache.get(key);
      if (!kept) return next();
      const nonce = res.locals.cspNonce as string;
      template = recordHeaders(res, nonce);
      sendPage(req, res, kept, "hit", nonce);
    } catch (error) {
      next(error);
    }
  };
  const frontDoor = (req: IncomingMessage, res: ServerResponse, start: StartResponse) => {
    if (!template) return false;
    const key = pageCacheKey(req.method ?? "", req.url ?? "", req.headers.cookie);
    const kept = key === null ? undefined : cache.peek(key);
    if (!kept) return false;
    const nonce = start(req, res);
    for (const [name, value] of template.headers) res.setHeader(name, value);
    if (template.policy.length)
      res.setHeader("Content-Security-Policy", template.policy.join(nonce));
    sendPage(req, res, kept, "hit", nonce);
    return true;
  };
  const misses: RequestHandler = async (req, res, next) => {
    const key = keyOf(req);
    if (key === null || req.method === "HEAD") return next();
    try {
      const nonce = res.locals.cspNonce as string;
      const shared = cache.rendering(key);
      const sharedPage = shared && (await shared);
      if (sharedPage) return sendPage(req, res, sharedPage, "hit", nonce);

      const epoch = cache.epoch;
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
      if (page) return sendPage(req, res, page, "miss", nonce);
      await sendResponse(res, response);
    } catch (error) {
      next(error);
    }
  };
  return { hits, misses, frontDoor };
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

import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import type { AppLoadContext } from "react-router";
import { describe, expect, it } from "vitest";
import { publicPageHeaders } from "#app/lib/http/cache-control";
import { pageCacheHandlers, pageCacheKey, type StartResponse, sharedMaxAge } from "./handler";
import { PageCache } from "./store";

describe("pageCacheKey", () => {
  it("keys anonymous GETs and HEADs by path and query", () => {
    expect(pageCacheKey("GET", "/directory?q=bakery", undefined)).toBe("/directory?q=bakery");
    expect(pageCacheKey("HEAD", "/", "_ga=1")).toBe("/");
  });

  it("has no key for changes or for requests with one of our cookies", () => {
    expect(pageCacheKey("POST", "/contact", undefined)).toBeNull();
    expect(pageCacheKey("GET", "/", "wic.session_token=abc")).toBeNull();
    expect(pageCacheKey("GET", "/", "wic_toast=abc")).toBeNull();
  });
});

describe("sharedMaxAge", () => {
  it("is the s-maxage of a public 200 answer", () => {
    expect(sharedMaxAge(200, new Headers(publicPageHeaders()))).toBe(60);
  });

  it("is null for anything a shared cache must not keep", () => {
    const publicWith = (extra: Record<string, string>) =>
      new Headers({ ...publicPageHeaders(), ...extra });
    expect(sharedMaxAge(404, new Headers(publicPageHeaders()))).toBeNull();
    expect(sharedMaxAge(302, new Headers(publicPageHeaders()))).toBeNull();
    expect(sharedMaxAge(200, publicWith({ "Set-Cookie": "wic_toast=; Max-Age=0" }))).toBeNull();
    expect(sharedMaxAge(200, new Headers({ "Cache-Control": "private, no-store" }))).toBeNull();
    expect(sharedMaxAge(200, new Headers({ "Cache-Control": "public, max-age=3600" }))).toBeNull();
    expect(sharedMaxAge(200, new Headers())).toBeNull();
  });
});

describe("the front door", () => {
  /** A small app shaped like ours: middleware (a header, a nonce), then the cache's handlers. */
  async function serve() {
    const cache = new PageCache({
      maxBytes: 1024 * 1024,
      versionCheckMs: 60_000,
      versions: { read: async () => 1, bump: async () => 2 },
      onChangedElsewhere: () => {},
      onError: () => {},
    });
    let middlewareRuns = 0;
    let nonces = 0;
    const start: StartResponse = (_req, res) => {
      res.setHeader("X-Request-Id", "request");
      nonces += 1;
      return `nonce${nonces}`;
    };
    const render = async (_request: Request, context: AppLoadContext) =>
      new Response(`<script nonce="${context.nonce}">hi</script>`, {
        headers: { "Content-Type": "text/html", ...publicPageHeaders() },
      });
    const handlers = pageCacheHandlers(cache, render, (_req, res) => ({
      nonce: res.locals.cspNonce as string,
      requestId: "request",
      clientIp: "127.0.0.1",
      visitorId: null,
      features: [],
    }));
    const app = express();
    app.use((req, res, next) => {
      middlewareRuns += 1;
      res.locals.cspNonce = start(req, res);
      res.setHeader("X-Frame-Options", "SAMEORIGIN");
      res.setHeader("Content-Security-Policy", `script-src 'nonce-${res.locals.cspNonce}'`);
      next();
    });
    app.use(handlers.hits, handlers.misses);
    const server = createServer((req, res) => {
      if (!handlers.frontDoor(req, res, start)) app(req, res);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    return {
      url: `http://127.0.0.1:${port}`,
      middlewareRuns: () => middlewareRuns,
      close: () => new Promise((resolve) => server.close(resolve)),
    };
  }

  it("answers a kept page without the middleware, with the headers it gave and a nonce of its own", async () => {
    const app = await serve();
    try {
      const answers = [];
      for (let i = 0; i < 3; i++) {
        const response = await fetch(`${app.url}/page`);
        answers.push({ response, body: await response.text(), runs: app.middlewareRuns() });
      }
      expect(answers.map(({ response }) => response.headers.get("x-page-cache"))).toEqual([
        "miss",
        "hit",
        "hit",
      ]);
      // The first hit passes through the app and is read for its headers; the next is not.
      expect(answers.map(({ runs }) => runs)).toEqual([1, 2, 2]);
      const front = answers[2] as (typeof answers)[number];
      expect(front.body).toBe('<script nonce="nonce3">hi</script>');
      expect(front.response.headers.get("content-security-policy")).toBe(
        "script-src 'nonce-nonce3'",
      );
      expect(front.response.headers.get("x-frame-options")).toBe("SAMEORIGIN");
      expect(front.response.headers.get("x-request-id")).toBe("request");
      const others = (response: Response) =>
        [...response.headers].filter(
          ([name]) => !["date", "content-security-policy"].includes(name),
        );
      expect(others(front.response)).toEqual(others((answers[1] as typeof front).response));
    } finally {
      await app.close();
    }
  });
});

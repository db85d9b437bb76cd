import { describe, expect, it } from "vitest";
import { publicPageHeaders } from "~/lib/http/cache-control";
import { pageCacheKey, sharedMaxAge } from "./handler";

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

import { describe, expect, it } from "vitest";
import { publicPagesChanged, publicPagesVersion } from "#app/lib/http/public-pages.server";
import { setupTestDatabase } from "#tests/support/database";
import { type CachedPage, cachedPage, PageCache, pageBody } from "./store";

setupTestDatabase();

const html = (text: string, nonce = "N0NCE") =>
  `<!DOCTYPE html><script nonce="${nonce}">go()</script><p>${text}</p>`;

function page(text: string, expiresAt = Number.POSITIVE_INFINITY): CachedPage {
  return cachedPage(html(text), "N0NCE", new Headers({ "Content-Type": "text/html" }), expiresAt);
}

function cacheAt(time: { now: number }, maxBytes = 1024 * 1024) {
  const errors: string[] = [];
  const changesElsewhere: number[] = [];
  const cache = new PageCache({
    maxBytes,
    versionCheckMs: 1000,
    versions: { read: publicPagesVersion, bump: publicPagesChanged },
    onChangedElsewhere: () => changesElsewhere.push(time.now),
    onError: (_error, doing) => errors.push(doing),
    clock: () => time.now,
  });
  return { cache, errors, changesElsewhere };
}

describe("cachedPage", () => {
  it("gives each response its own nonce, plain or gzip, under one weak ETag", () => {
    const kept = page("Salaam");
    expect(Buffer.concat(pageBody(kept, "fresh1", false)).toString()).toBe(
      html("Salaam", "fresh1"),
    );
    expect(kept.etag).toBe(page("Salaam").etag);
    expect(kept.etag).not.toBe(page("Salaam!").etag);
    expect(kept.etag).toMatch(/^W\//);
  });
});

describe("PageCache", () => {
  it("keeps a page until it expires", async () => {
    const time = { now: 0 };
    const { cache } = cacheAt(time);
    // The first look reads the version (and drops what was kept before it).
    await cache.get("/");
    cache.keep("/", page("home", 60_000), cache.epoch);
    expect((await cache.get("/"))?.etag).toBe(page("home").etag);
    time.now = 59_999;
    expect(await cache.get("/")).toBeDefined();
    time.now = 60_000;
    expect(await cache.get("/")).toBeUndefined();
  });

  it("is peeked at without waiting only while the shared version was read within a second", async () => {
    const time = { now: 0 };
    const { cache } = cacheAt(time);
    expect(cache.peek("/")).toBeUndefined();
    await cache.get("/");
    cache.keep("/", page("home"), cache.epoch);
    expect(cache.peek("/")?.etag).toBe(page("home").etag);
    time.now = 1000;
    // The version is due: only `get`, which reads it, may answer.
    expect(cache.peek("/")).toBeUndefined();
    expect(await cache.get("/")).toBeDefined();
    expect(cache.peek("/")).toBeDefined();
  });

  it("does not keep a page rendered across a change: it may show what changed", async () => {
    const { cache } = cacheAt({ now: 0 });
    await cache.get("/");
    const before = cache.epoch;
    cache.invalidate();
    cache.keep("/", page("old"), before);
    expect(await cache.get("/")).toBeUndefined();
    cache.keep("/", page("new"), cache.epoch);
    expect(await cache.get("/")).toBeDefined();
  });

  it("drops its pages on a change here, and tells the other servers through the version", async () => {
    const time = { now: 0 };
    const here = cacheAt(time).cache;
    const there = cacheAt(time).cache;
    await Promise.all([here.get("/"), there.get("/")]);
    here.keep("/blog", page("blog"), here.epoch);
    there.keep("/blog", page("blog"), there.epoch);
    const version = await publicPagesVersion();

    here.invalidate();
    expect(await here.get("/blog")).toBeUndefined();
    await expect.poll(publicPagesVersion).toBe(version + 1);
    // The other server reads the version once a second: until then it answers from its pages.
    expect(await there.get("/blog")).toBeDefined();
    time.now += 1000;
    expect(await there.get("/blog")).toBeUndefined();
  });

  it("follows a change told by a job (the version moved) on its next look", async () => {
    const time = { now: 0 };
    const { cache, changesElsewhere } = cacheAt(time);
    await cache.get("/");
    cache.keep("/prayer-times", page("times"), cache.epoch);
    await publicPagesChanged();
    time.now += 1000;
    expect(await cache.get("/prayer-times")).toBeUndefined();
    // The data reads shared between requests are told too, or the next rendering could use them.
    expect(changesElsewhere).toEqual([1000]);
  });

  it("lets the least recently used pages go when it is full", async () => {
    const sized = (index: number) => page(`page ${index} `.padEnd(4000, "."));
    const { cache } = cacheAt({ now: 0 }, sized(0).bytes * 8.5);
    await cache.get("/");
    for (let index = 0; index < 8; index++) cache.keep(`/${index}`, sized(index), cache.epoch);
    expect(cache.size).toBe(8);
    await cache.get("/0");
    cache.keep("/8", sized(8), cache.epoch);
    expect(cache.size).toBe(8);
    expect(await cache.get("/1")).toBeUndefined();
    expect(await cache.get("/0")).toBeDefined();
    expect(await cache.get("/8")).toBeDefined();
  });

  it("shares one rendering between callers who ask at the same moment", async () => {
    const { cache } = cacheAt({ now: 0 });
    let finish: (value: CachedPage | null) => void = () => undefined;
    cache.share("/", new Promise((resolve) => (finish = resolve)));
    const waiting = cache.rendering("/");
    expect(waiting).toBeDefined();
    finish(page("home"));
    expect((await waiting)?.etag).toBe(page("home").etag);
    await expect.poll(() => cache.rendering("/")).toBeUndefined();
  });
});

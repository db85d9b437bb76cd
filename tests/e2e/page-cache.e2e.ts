import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { ServerBuild } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { messages } from "#app/features/accounts/schema";
import { env } from "#app/lib/config/env.server";
import { blogPosts } from "#app/lib/db/schema";
import { createApp } from "../../server/app";
import { createAccount } from "../support/auth";
import { newPage, visit } from "../support/browser";
import { setupBrowserTests } from "../support/e2e";

/**
 * The page cache, seen from outside: which answers come from it (the X-Page-Cache header), what
 * they carry (a nonce of their own, an ETag) and when a change reaches them.
 */

const e2e = setupBrowserTests();
let adminCookie = "";
let adminName = "";

beforeAll(async () => {
  adminName = "Hafsa Cache";
  ({ cookie: adminCookie } = await createAccount(e2e.server.database.db, {
    name: adminName,
    email: "hafsa.cache@example.org",
    role: "admin",
  }));
});

const get = (url: string, headers: Record<string, string> = {}) =>
  fetch(url, { headers, redirect: "manual" });

/** The nonce of the response's policy, and every nonce its HTML carries. */
async function nonces(response: Response) {
  const policy = response.headers.get("content-security-policy") ?? "";
  const html = await response.text();
  return {
    policy: /'nonce-([^']+)'/.exec(policy)?.[1],
    inPage: [...new Set([...html.matchAll(/nonce="([^"]+)"/g)].map((match) => match[1]))],
    html,
  };
}

/** Loads a path until the cache answers it (the first answer renders and keeps it). */
async function cached(url: string) {
  await get(url).then((response) => response.arrayBuffer());
  const response = await get(url);
  expect(response.headers.get("x-page-cache")).toBe("hit");
  return response;
}

/** The admin publishes a post through the editor's form, as the browser would send it. */
async function publishPost(origin: string, title: string) {
  const body = new FormData();
  for (const [name, value] of Object.entries({
    intent: "publish",
    title,
    slug: "",
    excerpt: `${title}: everyone is welcome.`,
    body: "Food, games and prizes.",
    tags: "Events",
    authorName: adminName,
    coverAlt: "",
    publishAt: "",
  }))
    body.append(name, value);
  const response = await fetch(`${origin}/admin/blog/new`, {
    method: "POST",
    body,
    headers: { Cookie: adminCookie, Origin: origin },
    redirect: "manual",
  });
  expect(response.status).toBe(302);
}

describe("anonymous visitors", () => {
  it("get a kept page with a nonce of its own that matches the response's policy", async () => {
    const first = await nonces(await get(`${e2e.server.url}/prayer-times`));
    const response = await cached(`${e2e.server.url}/prayer-times`);
    expect(response.headers.get("cache-control")).toBe(
      "public, max-age=0, must-revalidate, s-maxage=60",
    );
    const second = await nonces(response);
    for (const answer of [first, second]) {
      expect(answer.policy).toBeTruthy();
      expect(answer.inPage).toEqual([answer.policy]);
    }
    expect(second.policy).not.toBe(first.policy);
    expect(second.html.replaceAll(second.policy as string, "")).toBe(
      first.html.replaceAll(first.policy as string, ""),
    );
  });

  it("get the same page compressed or not", async () => {
    await cached(`${e2e.server.url}/blog`);
    const plain = await get(`${e2e.server.url}/blog`, { "Accept-Encoding": "identity" });
    expect(plain.headers.get("content-encoding")).toBeNull();
    // fetch asks for gzip and reads it back.
    const zipped = await get(`${e2e.server.url}/blog`);
    expect(zipped.headers.get("content-encoding")).toBe("gzip");
    const [a, b] = [await nonces(plain), await nonces(zipped)];
    expect(b.html.replaceAll(b.policy as string, "")).toBe(
      a.html.replaceAll(a.policy as string, ""),
    );
  });

  it("are answered 304 when their copy is current, without a policy that would refuse its scripts", async () => {
    const response = await cached(`${e2e.server.url}/blog`);
    const etag = response.headers.get("etag") as string;
    expect(etag).toMatch(/^W\/".+"$/);
    // As a browser revalidates (fetch would otherwise add no-cache, which rules a 304 out).
    const revalidate = { "Cache-Control": "max-age=0" };
    const again = await get(`${e2e.server.url}/blog`, { ...revalidate, "If-None-Match": etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect(again.headers.get("content-security-policy")).toBeNull();
    expect(again.headers.get("etag")).toBe(etag);
    const stale = await get(`${e2e.server.url}/blog`, {
      ...revalidate,
      "If-None-Match": 'W/"something-else"',
    });
    expect(stale.status).toBe(200);
  });

  it("run the scripts of a kept page in the browser", async () => {
    await cached(`${e2e.server.url}/contact`);
    const page = await newPage(e2e.browser);
    const refused: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
    const response = await visit(page, `${e2e.server.url}/contact`);
    expect(response.headers()["x-page-cache"]).toBe("hit");
    await expect.poll(() => page.locator("html[data-hydrated]").count()).toBe(1);
    expect(refused).toEqual([]);
    await page.context().close();
  });

  it("are not answered from the cache for pages that are not public", async () => {
    for (const url of ["/summer", "/dashboard", "/admin", "/no-such-page"]) {
      await get(`${e2e.server.url}${url}`);
      const response = await get(`${e2e.server.url}${url}`);
      expect(response.headers.get("x-page-cache"), url).not.toBe("hit");
    }
  });
});

describe("a signed-in member or a flash message", () => {
  it("is never answered from the cache, and never kept for others", async () => {
    await cached(`${e2e.server.url}/`);
    const signedIn = await get(`${e2e.server.url}/`, { Cookie: adminCookie });
    expect(signedIn.headers.get("x-page-cache")).toBeNull();
    expect(signedIn.headers.get("cache-control")).toBe("private, no-store");
    const page = await signedIn.text();
    expect(page).toContain(adminName);
    expect(page).toContain("Log out");

    const anonymous = await get(`${e2e.server.url}/`);
    expect(anonymous.headers.get("x-page-cache")).toBe("hit");
    expect(await anonymous.text()).not.toContain(adminName);
  });

  it("sees its own flash message, which no one else is shown", async () => {
    await cached(`${e2e.server.url}/`);
    // An anonymous visit to the dashboard is sent home with a message in a cookie.
    const refused = await get(`${e2e.server.url}/dashboard`);
    expect(refused.status).toBe(302);
    const toastCookie = refused.headers.getSetCookie()[0]?.split(";")[0] as string;
    expect(toastCookie).toMatch(/^wic_toast=/);

    const withToast = await get(`${e2e.server.url}/`, { Cookie: toastCookie });
    expect(withToast.headers.get("x-page-cache")).toBeNull();
    expect(withToast.headers.get("cache-control")).toBe("private, no-store");
    const message = messages.dashboardLoginRequired;
    expect(await withToast.text()).toContain(message);

    const anonymous = await get(`${e2e.server.url}/`);
    expect(anonymous.headers.get("x-page-cache")).toBe("hit");
    expect(await anonymous.text()).not.toContain(message);
  });
});

describe("a change", () => {
  it("reaches every kept page that shows it at once", async () => {
    for (const url of ["/", "/blog"]) await cached(`${e2e.server.url}${url}`);
    const title = "Cache-busting Eid picnic";
    await publishPost(e2e.server.url, title);
    for (const url of ["/", "/blog"]) {
      const response = await get(`${e2e.server.url}${url}`);
      expect(response.headers.get("x-page-cache"), url).toBe("miss");
      expect(await response.text(), url).toContain(title);
    }
  });

  it("made on another server reaches this one's kept pages", async () => {
    // A second server on the same database, as behind a load balancer.
    const build = (await import(
      path.resolve(process.env.WIC_BUILD_DIR ?? "build", "server/index.js")
    )) as ServerBuild;
    const other: Server = createServer(
      createApp({
        env: env(),
        build,
        clientDirectory: path.join(process.env.WIC_BUILD_DIR ?? "build", "client"),
      }),
    );
    await new Promise<void>((resolve) => other.listen(0, "127.0.0.1", resolve));
    const otherUrl = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
    try {
      await cached(`${otherUrl}/blog`);
      const title = "Second-server Qur'an circle";
      await publishPost(e2e.server.url, title);
      const [post] = await e2e.server.database.db
        .select({ id: blogPosts.id })
        .from(blogPosts)
        .where(eq(blogPosts.title, title));
      expect(post).toBeDefined();
      // The other server reads the shared version at most a second later.
      await expect
        .poll(async () => (await get(`${otherUrl}/blog`)).text(), { interval: 250 })
        .toContain(title);
    } finally {
      await new Promise((resolve) => other.close(resolve));
    }
  });
});

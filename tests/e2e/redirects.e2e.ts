import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blogPosts } from "#app/lib/db/schema";
import { createAccount } from "../support/auth";
import { newPage, visit, waitForHydration } from "../support/browser";
import { setupBrowserTests } from "../support/e2e";

// Behind the proxy the deployment guide describes (on 127.0.0.1): each log-in comes from its own
// address, so the per-address log-in limit (10 in 15 minutes) leaves room for every payload.
const e2e = setupBrowserTests({ TRUST_PROXY: "127.0.0.1" });

const PASSWORD = "correct horse battery";

/**
 * `redirectTo` as it is written in the log-in page's address (what the visitor was handed), and
 * as the page's form then sends it: the five reported first. The unit tests
 * (app/lib/http/safe-redirect.test.ts) hold the full table.
 */
const PAYLOADS: [written: string, sent: string][] = [
  ["/%2e%2e//evil.example", "/..//evil.example"],
  ["/..//evil.example", "/..//evil.example"],
  ["/.//evil.example", "/.//evil.example"],
  ["/.%2F%2Fevil.example", "/.//evil.example"],
  ["/\\evil.example", "/\\evil.example"],
  ["/%252e%252e//evil.example", "/%2e%2e//evil.example"],
  ["%2F%2Fevil.example", "//evil.example"],
  ["/%09/evil.example", "/\t/evil.example"],
];

/** Every request the browser makes to evil.example, answered here (it has no DNS) and recorded. */
async function watchEvilExample(page: Page): Promise<string[]> {
  const requests: string[] = [];
  await page.context().route(
    (url) => url.hostname.endsWith("evil.example"),
    (route) => {
      requests.push(route.request().url());
      return route.fulfill({ contentType: "text/html", body: "<title>Elsewhere</title>" });
    },
  );
  return requests;
}

/**
 * Waits until the browser has gone somewhere after the form: our dashboard or another site. A
 * navigation that fails ends the wait too (the site's `form-action 'self'` policy stops a form
 * post redirected to another site without JavaScript): the caller then checks where it is.
 */
const arrived = (page: Page) =>
  page
    .waitForURL((url) => url.pathname === "/dashboard" || url.origin !== e2e.server.url)
    .catch((error: unknown) => {
      if (!String(error).includes("ERR_ABORTED")) throw error;
    });

/**
 * Fills the log-in form (on /login) or the sign-up form (on /signup) of the page, sends it and
 * waits until the browser has gone somewhere.
 */
async function sendForm(page: Page, form: "login" | "signup", email: string) {
  const main = page.getByRole("main");
  if (form === "signup") await main.getByLabel("Full name").fill("New Member");
  await main.getByLabel("Email").fill(email);
  await main.getByLabel("Password", { exact: true }).fill(PASSWORD);
  if (form === "signup") await main.getByLabel("Confirm password").fill(PASSWORD);
  // Listening before the click: without JavaScript the click itself waits out the navigation.
  const landing = arrived(page);
  await main.getByRole("button", { name: form === "login" ? "Log in" : "Sign up" }).click();
  await landing;
}

describe("no redirect or Markdown link leaves the site", () => {
  let page: Page;
  let elsewhere: string[];
  beforeAll(async () => {
    for (const n of PAYLOADS.keys()) {
      await createAccount(e2e.server.database.db, {
        name: `Visitor ${n}`,
        email: `visitor${n}@example.org`,
        password: PASSWORD,
      });
    }
    page = await newPage(e2e.browser);
    elsewhere = await watchEvilExample(page);
  });
  afterAll(() => page.context().close());

  /** Opens `address` as a visitor without an account, from the n-th address of a documentation range. */
  async function openSignedOut(address: string, n: number) {
    elsewhere.length = 0;
    await page.context().clearCookies();
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": `203.0.113.${n + 1}` });
    if (n === 0) await visit(page, address);
    else {
      await page.goto(address);
      await waitForHydration(page);
    }
  }

  it.each(PAYLOADS.map(([written, sent], n) => [written, sent, n] as const))(
    "logs in from /login?redirectTo=%s (the form sends %j) and lands on the dashboard",
    async (written, sent, n) => {
      await openSignedOut(`${e2e.server.url}/login?redirectTo=${written}`, n);
      const redirectTo = page.getByRole("main").locator('input[name="redirectTo"]');
      expect(await redirectTo.inputValue()).toBe(sent);
      await sendForm(page, "login", `visitor${n}@example.org`);
      expect(page.url()).toBe(`${e2e.server.url}/dashboard`);
      if (n === 0) await visit(page, page.url());
      expect(elsewhere).toEqual([]);
    },
  );

  it.each(PAYLOADS.slice(0, 3).map(([written], n) => [written, n] as const))(
    "signs up from /signup?redirectTo=%s and lands on the dashboard",
    async (written, n) => {
      await openSignedOut(`${e2e.server.url}/signup?redirectTo=${written}`, 100 + n);
      await sendForm(page, "signup", `newcomer${n}@example.org`);
      expect(page.url()).toBe(`${e2e.server.url}/dashboard`);
      expect(elsewhere).toEqual([]);
    },
  );

  it("logs in without JavaScript from /login?redirectTo=/%2e%2e//evil.example: the browser follows the server's Location to the dashboard", async () => {
    const plain = await newPage(e2e.browser, { javaScriptEnabled: false });
    const elsewhereWithoutScript = await watchEvilExample(plain);
    await plain.setExtraHTTPHeaders({ "X-Forwarded-For": "192.0.2.1" });
    await visit(plain, `${e2e.server.url}/login?redirectTo=/%2e%2e//evil.example`, 200, {
      javaScript: false,
    });
    await sendForm(plain, "login", "visitor0@example.org");
    expect(plain.url()).toBe(`${e2e.server.url}/dashboard`);
    expect(elsewhereWithoutScript).toEqual([]);
    await plain.context().close();
  });

  it("keeps a post's hostile Markdown links on the site; its ordinary links still work", async () => {
    await e2e.server.database.db.insert(blogPosts).values({
      slug: "links-from-everywhere",
      title: "Links from everywhere",
      excerpt: "A post whose links were written to leave the site.",
      body: [
        "Links that try to leave the site:",
        "",
        '- <a href="/\\evil.example">Backslash link</a>',
        "- [Dot-dot link](/%2e%2e//evil.example)",
        '- <a href="/&#92;evil.example">Character reference link</a>',
        '- <a href="/.%2F%2Fevil.example">Encoded slashes link</a>',
        "",
        "And one that should simply work: [Contact us](/contact).",
      ].join("\n"),
      authorName: "Aisha Admin",
      status: "published",
      publishAt: new Date(Date.now() - 60_000),
    });
    const reader = await newPage(e2e.browser);
    const elsewhere = await watchEvilExample(reader);
    await visit(reader, `${e2e.server.url}/blog/links-from-everywhere`);
    const article = reader.getByRole("article");
    for (const name of [
      "Backslash link",
      "Dot-dot link",
      "Character reference link",
      "Encoded slashes link",
    ]) {
      const link = article.getByText(name, { exact: true });
      // The address the browser would follow, resolved by Chromium itself ("" when none is kept).
      const followed = await link.evaluate((element) => (element as HTMLAnchorElement).href);
      if (followed) {
        expect(new URL(followed).origin, name).toBe(e2e.server.url);
        expect(new URL(followed).pathname, name).not.toMatch(/^\/\//);
      }
      expect(followed, name).not.toContain("evil.example");
    }
    await article.getByRole("link", { name: "Contact us" }).click();
    await reader.waitForURL(`${e2e.server.url}/contact`);
    expect(elsewhere).toEqual([]);
    await reader.context().close();
  });
});

import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { PROJECT_DEFAULTS } from "#app/features/projects/defaults";
import routes from "#app/routes";
import { DESKTOP, expectAccessible, newPage, PHONE, visit } from "../support/browser";
import { SPEC_POLICY_ANCHORS } from "../support/content";
import { setupBrowserTests } from "../support/e2e";

const e2e = setupBrowserTests();

const SITE = "Watford Islamic Centre";

// Pages of the route table that are not for search engines: accounts, admin, wall screens,
// redirects, files and the test-only route.
const NOT_IN_SITEMAP =
  /^\/(login|signup|forgot-password|reset-password|logout|dashboard|admin|display|tv|enrol$|prayer-times\.ics|timetable\.(csv|pdf)|ramadan\.pdf|widget$|healthz|sitemap\.xml|robots\.txt|manifest\.webmanifest|blog\/feed\.xml|notices\/(feed\.xml|push)|push-sw\.js|directory\/(businesses|job-seekers)|__test|thank-you|donate\/thank-you|summer\/pay|api\/|\.netlify)/;

/** Every public page of app/routes.ts, with each project's slug filled in. */
function publicPagesFromRouteTable(): string[] {
  type Entry = { path?: string; index?: boolean; children?: Entry[] };
  const walk = (entries: Entry[], base: string): string[] =>
    entries.flatMap((entry) => {
      const path = entry.index ? base || "/" : entry.path ? `${base}/${entry.path}` : base;
      return entry.children ? walk(entry.children, path) : entry.index || entry.path ? [path] : [];
    });
  return walk(routes as Entry[], "")
    .flatMap((path) =>
      path === "/projects/:slug"
        ? PROJECT_DEFAULTS.map((project) => `/projects/${project.slug}`)
        : [path],
    )
    .filter((path) => !path.includes("*") && !path.includes(":") && !NOT_IN_SITEMAP.test(path));
}

const contentPages = [
  { path: "/what-is-wic", title: "What is Watford Islamic Centre?", updated: null },
  { path: "/why-choose-wic", title: "Why Choose WIC Academy?", updated: null },
  { path: "/academy-policy", title: "WIC Academy Policies", updated: "1 September 2025" },
  { path: "/policies/privacy", title: "Privacy Notice", updated: "1 September 2025" },
  { path: "/policies/terms", title: "Terms of Use", updated: "1 September 2025" },
];

const metaContent = (page: Page, selector: string) =>
  page.locator(selector).first().getAttribute("content");

/** The element's top edge is on screen, below the sticky header. */
async function isScrolledTo(page: Page, id: string): Promise<boolean> {
  return page.evaluate((target) => {
    const element = document.getElementById(target);
    if (!element) return false;
    const top = element.getBoundingClientRect().top;
    const header = document.querySelector("header")?.getBoundingClientRect().bottom ?? 0;
    return top >= header - 1 && top < window.innerHeight / 2;
  }, id);
}

describe("Markdown pages", () => {
  it.each(contentPages)("$path has its h1, title, description and date", async (expected) => {
    const page = await newPage(e2e.browser, DESKTOP);
    await visit(page, `${e2e.server.url}${expected.path}`);
    expect(await page.getByRole("heading", { level: 1 }).allInnerTexts()).toEqual([expected.title]);
    expect(await page.title()).toBe(`${expected.title} | ${SITE}`);
    const description = await metaContent(page, 'meta[name="description"]');
    expect(description?.length).toBeGreaterThan(50);
    // Every page says when it was last saved: the file's date, or the install's for a file
    // without one.
    const header = await page.locator("main header").innerText();
    if (expected.updated) expect(header).toContain(`Last updated ${expected.updated}`);
    else expect(header).toMatch(/Last updated \d{1,2} [A-Z][a-z]+ \d{4}/);
    // The Markdown became HTML: headings with ids, no leftover syntax.
    const prose = page.locator(".prose-content");
    expect(await prose.locator("h2[id]").count()).toBeGreaterThan(3);
    expect(await prose.innerText()).not.toMatch(/\{#|^#+ |\*\*/m);
    await page.context().close();
  });

  it("gives every page a unique title and description", async () => {
    const seen = { titles: new Set<string>(), descriptions: new Set<string>() };
    for (const path of ["/", "/contact", ...contentPages.map((p) => p.path)]) {
      const html = await (await fetch(`${e2e.server.url}${path}`)).text();
      seen.titles.add(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "");
      seen.descriptions.add(/<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? "");
    }
    expect(seen.titles.size).toBe(contentPages.length + 2);
    expect(seen.descriptions.size).toBe(contentPages.length + 2);
  });

  it("is readable without JavaScript", async () => {
    const page = await newPage(e2e.browser, { ...PHONE, javaScriptEnabled: false });
    await visit(page, `${e2e.server.url}/what-is-wic`, 200, { javaScript: false });
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe(
      "What is Watford Islamic Centre?",
    );
    expect(
      await page.getByRole("link", { name: "Academy Policies", exact: true }).getAttribute("href"),
    ).toBe("/academy-policy");
    await page.context().close();
  });
});

describe("academy policies", () => {
  it("lists the 14 policies in order and jumps to each one when chosen", async () => {
    const page = await newPage(e2e.browser, DESKTOP);
    await visit(page, `${e2e.server.url}/academy-policy`);
    const select = page.getByLabel("Jump to a policy");
    const options = await select
      .locator("option:not([disabled])")
      .evaluateAll((elements) => elements.map((option) => (option as HTMLOptionElement).value));
    expect(options).toEqual(SPEC_POLICY_ANCHORS);
    expect(await page.locator(".prose-content h2").evaluateAll((h) => h.map((e) => e.id))).toEqual(
      SPEC_POLICY_ANCHORS,
    );
    for (const anchor of SPEC_POLICY_ANCHORS) {
      await select.selectOption(anchor);
      await page.waitForURL(`${e2e.server.url}/academy-policy#${anchor}`);
      await expect.poll(() => isScrolledTo(page, anchor)).toBe(true);
    }
    // "Go" moves the focus to the policy too.
    await select.selectOption("equality");
    await page.getByRole("button", { name: "Go" }).click();
    await page.waitForURL(`${e2e.server.url}/academy-policy#equality`);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("equality");
    await expectAccessible(page);
    await page.context().close();
  });

  it("jumps without JavaScript through the server", async () => {
    for (const anchor of SPEC_POLICY_ANCHORS) {
      const response = await fetch(`${e2e.server.url}/academy-policy?policy=${anchor}`, {
        redirect: "manual",
      });
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe(`/academy-policy#${anchor}`);
    }
    const unknown = await fetch(`${e2e.server.url}/academy-policy?policy=nope`, {
      redirect: "manual",
    });
    expect(unknown.headers.get("location")).toBe("/academy-policy");

    const page = await newPage(e2e.browser, { ...PHONE, javaScriptEnabled: false });
    await visit(page, `${e2e.server.url}/academy-policy`, 200, { javaScript: false });
    await page.getByLabel("Jump to a policy").selectOption("whistleblowing");
    await page.getByRole("button", { name: "Go" }).click();
    await page.waitForURL(`${e2e.server.url}/academy-policy#whistleblowing`);
    expect(await isScrolledTo(page, "whistleblowing")).toBe(true);
    // The Back to Top link is there without JavaScript and works as a plain link.
    const backToTop = page.getByRole("link", { name: "Back to Top" });
    expect(await backToTop.isVisible()).toBe(true);
    expect(await backToTop.getAttribute("href")).toBe("#top");
    await backToTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.context().close();
  });

  it.each([
    { motion: "no-preference" as const, name: "smoothly" },
    { motion: "reduce" as const, name: "at once when motion is reduced" },
  ])("goes Back to Top $name", async ({ motion }) => {
    const page = await newPage(e2e.browser, { ...DESKTOP, reducedMotion: motion });
    await visit(page, `${e2e.server.url}/academy-policy`);
    const backToTop = page.getByRole("link", { name: "Back to Top" });
    expect(await backToTop.isVisible()).toBe(false);
    await page.getByLabel("Jump to a policy").selectOption("curriculum");
    await expect.poll(() => backToTop.isVisible()).toBe(true);
    await expectAccessible(page);
    const scrolls: number[] = [];
    await backToTop.click();
    await expect
      .poll(async () => {
        scrolls.push(await page.evaluate(() => window.scrollY));
        return scrolls.at(-1);
      })
      .toBe(0);
    if (motion === "reduce") expect(scrolls[0]).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("page-title");
    await page.context().close();
  });
});

describe("search engines", () => {
  it("has canonical, Open Graph and Twitter tags on every page", async () => {
    const page = await newPage(e2e.browser, DESKTOP);
    for (const path of ["/", "/contact", ...contentPages.map((p) => p.path)]) {
      await page.goto(`${e2e.server.url}${path}?utm_source=test`);
      const url = `${e2e.server.url}${path}`;
      expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(url);
      expect(await metaContent(page, 'meta[property="og:url"]')).toBe(url);
      expect(await metaContent(page, 'meta[property="og:site_name"]')).toBe(SITE);
      expect(await metaContent(page, 'meta[property="og:type"]')).toMatch(/^(website|article)$/);
      expect(`${await metaContent(page, 'meta[property="og:title"]')} | ${SITE}`).toContain(
        (await page.title()).replace(` | ${SITE}`, ""),
      );
      expect(await metaContent(page, 'meta[property="og:description"]')).toBe(
        await metaContent(page, 'meta[name="description"]'),
      );
      expect(await metaContent(page, 'meta[property="og:image"]')).toBe(
        `${e2e.server.url}/og-image.png`,
      );
      expect(await metaContent(page, 'meta[name="twitter:card"]')).toBe("summary_large_image");
      expect(await page.locator('link[rel="canonical"]').count()).toBe(1);
    }
    const image = await fetch(`${e2e.server.url}/og-image.png`);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/png");
    await page.context().close();
  });

  it("serves a valid sitemap of the public pages", async () => {
    const response = await fetch(`${e2e.server.url}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/xml");
    const xml = await response.text();
    const page = await newPage(e2e.browser, DESKTOP);
    await page.goto(`${e2e.server.url}/healthz`);
    const parsed = await page.evaluate((source) => {
      const document = new DOMParser().parseFromString(source, "application/xml");
      return {
        error: document.querySelector("parsererror")?.textContent ?? null,
        root: document.documentElement.namespaceURI,
        locs: [...document.getElementsByTagName("loc")].map((loc) => loc.textContent),
        lastmods: [...document.getElementsByTagName("lastmod")].map((node) => node.textContent),
      };
    }, xml);
    await page.context().close();
    expect(parsed.error).toBeNull();
    expect(parsed.root).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");
    expect(parsed.locs.sort()).toEqual(
      publicPagesFromRouteTable()
        .map((p) => `${e2e.server.url}${p}`)
        .sort(),
    );
    expect(parsed.lastmods).toContain("2025-09-01");
    // Every address answers its page itself: no redirect (/summer once went to /summer/ because
    // a folder of static files has that name).
    expect(parsed.locs).toContain(`${e2e.server.url}/summer`);
    const answers: string[] = [];
    for (const loc of parsed.locs) {
      const page = await fetch(loc ?? "", { redirect: "manual" });
      answers.push(`${loc} → ${page.status}`);
    }
    expect(answers).toEqual(parsed.locs.map((loc) => `${loc} → 200`));
  });

  it("serves robots.txt", async () => {
    const response = await fetch(`${e2e.server.url}/robots.txt`);
    expect(response.headers.get("content-type")).toContain("text/plain");
    expect(await response.text()).toBe(
      [
        "User-agent: *",
        "Disallow: /admin",
        "Disallow: /dashboard",
        "Disallow: /api",
        "",
        `Sitemap: ${e2e.server.url}/sitemap.xml`,
        "",
      ].join("\n"),
    );
  });

  it("serves a web app manifest whose icons exist", async () => {
    const page = await newPage(e2e.browser, DESKTOP);
    await page.goto(`${e2e.server.url}/`);
    const href = await page.locator('link[rel="manifest"]').getAttribute("href");
    await page.context().close();
    const response = await fetch(`${e2e.server.url}${href}`);
    expect(response.headers.get("content-type")).toContain("application/manifest+json");
    const manifest = (await response.json()) as {
      name: string;
      start_url: string;
      icons: { src: string; sizes: string }[];
    };
    expect(manifest.name).toBe(SITE);
    expect(manifest.start_url).toBe("/");
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(
      expect.arrayContaining(["192x192", "512x512"]),
    );
    for (const icon of [...manifest.icons.map((i) => i.src), "/apple-touch-icon.png"]) {
      expect((await fetch(`${e2e.server.url}${icon}`)).status, icon).toBe(200);
    }
  });

  it.each([
    { path: "/", type: "Mosque" },
    { path: "/why-choose-wic", type: "EducationalOrganization" },
    { path: "/policies/privacy", type: "BreadcrumbList" },
    { path: "/policies/terms", type: "BreadcrumbList" },
  ])("describes $path as $type in JSON-LD with the CSP nonce", async ({ path, type }) => {
    const response = await fetch(`${e2e.server.url}${path}`);
    const nonce = /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "");
    const html = await response.text();
    const scripts = [
      ...html.matchAll(/<script type="application\/ld\+json"([^>]*)>([\s\S]*?)<\/script>/g),
    ];
    expect(scripts).toHaveLength(1);
    const [, attributes, json] = scripts[0] ?? [];
    expect(attributes).toContain(`nonce="${nonce?.[1]}"`);
    const data = JSON.parse(json ?? "") as Record<string, unknown>;
    expect(data["@context"]).toBe("https://schema.org");
    expect(data["@type"]).toBe(type);
    if (type === "Mosque") {
      expect(data).toMatchObject({
        name: SITE,
        telephone: "+447700900123",
        address: { postalCode: "WD24 5ER", addressLocality: "Watford" },
        geo: { latitude: 51.6676, longitude: -0.4034 },
      });
      expect(data.openingHoursSpecification).toHaveLength(2);
    }
    if (type === "BreadcrumbList") {
      const items = data.itemListElement as { position: number; item: string }[];
      expect(items.map((item) => item.item)).toEqual([
        `${e2e.server.url}/`,
        `${e2e.server.url}${path}`,
      ]);
    }
  });
});

describe("links", () => {
  it("leads nowhere broken from the home page (up to 200 pages)", async () => {
    const queue = ["/"];
    const seen = new Set(queue);
    const broken: string[] = [];
    let crawled = 0;
    while (queue.length > 0 && crawled < 200) {
      const path = queue.shift() as string;
      crawled++;
      const response = await fetch(`${e2e.server.url}${path}`);
      const finalPath = new URL(response.url).pathname;
      if (response.status === 404 || response.status >= 500) {
        // Every page the site links to is built: nothing may answer 404 or 500.
        broken.push(`${path} → ${response.status}`);
        continue;
      }
      if (!response.headers.get("content-type")?.includes("text/html")) continue;
      const html = await response.text();
      for (const [, href] of html.matchAll(/<a\b[^>]*\shref="([^"]+)"/g)) {
        const url = new URL(href?.replace(/&amp;/g, "&") ?? "", `${e2e.server.url}${finalPath}`);
        if (url.origin !== e2e.server.url) continue;
        const target = url.pathname;
        if (target === "/logout" || seen.has(target)) continue;
        seen.add(target);
        queue.push(target);
      }
    }
    expect(broken).toEqual([]);
    // The pages the site's navigation and footer link to are reached (/why-choose-wic has no
    // link in the shell yet).
    for (const path of [
      "/what-is-wic",
      "/academy-policy",
      "/policies/privacy",
      "/policies/terms",
    ]) {
      expect(seen).toContain(path);
    }
  });
});

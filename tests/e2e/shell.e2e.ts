import { describe, expect, it } from "vitest";
import { DESKTOP, expectAccessible, newPage, PHONE, visit } from "../support/browser";
import { setupBrowserTests } from "../support/e2e";

const e2e = setupBrowserTests();

const navLabels = [
  "Home",
  "Prayer Times",
  "Timetable",
  "Projects",
  "Advice & Counselling",
  "What is WIC?",
  "Qur'an Competition",
  "Volunteer",
  "Donate",
  "Contact",
];

describe("site shell on a desktop", () => {
  it("shows the ten links and both calls to action, and marks the current page", async () => {
    const page = await newPage(e2e.browser, DESKTOP);
    await visit(page, `${e2e.server.url}/`);
    const nav = page.getByRole("navigation", { name: "Main", exact: true });
    expect(await nav.getByRole("link").allInnerTexts()).toEqual(navLabels);
    expect(
      await page.getByRole("link", { name: "JOIN WIC ACADEMY", exact: true }).getAttribute("href"),
    ).toBe("/enrol-now");
    expect(
      await page
        .getByRole("link", { name: "BUSINESS DIRECTORY", exact: true })
        .getAttribute("href"),
    ).toBe("/directory");
    expect(await nav.locator('[aria-current="page"]').allInnerTexts()).toEqual(["Home"]);
    expect(await page.getByRole("button", { name: "Menu" }).isVisible()).toBe(false);

    await nav.getByRole("link", { name: "Contact" }).click();
    await page.waitForURL(`${e2e.server.url}/contact`);
    await expectAccessible(page);
    expect(await nav.locator('[aria-current="page"]').allInnerTexts()).toEqual(["Contact"]);

    // A nested path marks its most specific link only.
    await page.goto(`${e2e.server.url}/projects/advice-and-counselling`);
    expect(await nav.locator('[aria-current="page"]').allInnerTexts()).toEqual([
      "Advice & Counselling",
    ]);
    await page.goto(`${e2e.server.url}/projects/library`);
    expect(await nav.locator('[aria-current="page"]').allInnerTexts()).toEqual(["Projects"]);
    await page.context().close();
  });

  it("has a footer with quick, legal and contact details and the current year", async () => {
    const page = await newPage(e2e.browser, DESKTOP);
    await visit(page, `${e2e.server.url}/`);
    const footer = page.getByRole("contentinfo");
    expect(
      await footer
        .getByRole("navigation", { name: "Quick links" })
        .getByRole("link")
        .evaluateAll((links) => links.map((link) => link.getAttribute("href"))),
    ).toEqual(["/", "/enrol", "/projects", "/volunteer", "/donate"]);
    expect(
      await footer
        .getByRole("navigation", { name: "Policies" })
        .getByRole("link")
        .evaluateAll((links) => links.map((link) => link.getAttribute("href"))),
    ).toEqual(["/academy-policy", "/policies/privacy", "/policies/terms"]);
    const text = await footer.innerText();
    expect(text).toContain("WD24 5ER");
    expect(text).toContain(`© ${new Date().getFullYear()} Watford Islamic Centre`);
    // No social links are configured, so none are shown (no dead placeholders).
    expect(await footer.getByRole("list", { name: "Social media" }).count()).toBe(0);
    await page.context().close();
  });

  it("offers a skip link that moves focus to the main content", async () => {
    const page = await newPage(e2e.browser, DESKTOP);
    await visit(page, `${e2e.server.url}/`);
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    expect(await skip.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press("Enter");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("main-content");
    await page.context().close();
  });

  it("scrolls to the top on a route change", async () => {
    const page = await newPage(e2e.browser, DESKTOP);
    await visit(page, `${e2e.server.url}/`);
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: "Home" })
      .scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await page
      .getByRole("main")
      .getByRole("link", { name: /Contact us/ })
      .click();
    await page.waitForURL(`${e2e.server.url}/contact`);
    await page.getByRole("heading", { name: "Contact us", level: 1 }).waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.context().close();
  });
});

describe("site shell on a 390 px phone", () => {
  it("opens and closes the menu by keyboard, and shows the button bar", async () => {
    const context = await e2e.browser.newContext(PHONE);
    const page = await context.newPage();
    await visit(page, `${e2e.server.url}/`);
    expect(await page.getByRole("navigation", { name: "Main", exact: true }).isVisible()).toBe(
      false,
    );
    expect(
      await page.getByRole("link", { name: "JOIN WIC ACADEMY", exact: true }).isVisible(),
    ).toBe(true);
    expect(
      await page.getByRole("link", { name: "BUSINESS DIRECTORY", exact: true }).isVisible(),
    ).toBe(true);

    const menuButton = page.getByRole("button", { name: "Menu" });
    expect(await menuButton.getAttribute("aria-expanded")).toBe("false");
    await menuButton.focus();
    await page.keyboard.press("Enter");
    expect(await menuButton.getAttribute("aria-expanded")).toBe("true");
    const menu = page.getByRole("navigation", { name: "Main menu" });
    expect(await menu.getByRole("link").allInnerTexts()).toEqual(navLabels);
    await expectAccessible(page);

    await page.keyboard.press("Escape");
    expect(await menuButton.getAttribute("aria-expanded")).toBe("false");
    expect(await menu.isVisible()).toBe(false);
    expect(await menuButton.evaluate((element) => element === document.activeElement)).toBe(true);

    // Opening again and following a link closes the menu on the new page.
    await page.keyboard.press("Space");
    await menu.getByRole("link", { name: "Contact" }).click();
    await page.waitForURL(`${e2e.server.url}/contact`);
    await expect.poll(() => menuButton.getAttribute("aria-expanded")).toBe("false");
    await expectAccessible(page);
    await context.close();
  });
});

describe("errors and redirects", () => {
  it("answers an unknown path with a 404 page inside the shell", async () => {
    const page = await newPage(e2e.browser, DESKTOP);
    await visit(page, `${e2e.server.url}/nope`, 404);
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Page not found");
    expect(await page.getByRole("banner").isVisible()).toBe(true);
    expect(
      await page
        .getByRole("main")
        .getByRole("link", { name: "Go to the home page" })
        .getAttribute("href"),
    ).toBe("/");
    expect(await page.title()).toContain("Page not found");
    await page.context().close();
  });

  it("redirects /enrol permanently to /enrol-now", async () => {
    const response = await fetch(`${e2e.server.url}/enrol`, { redirect: "manual" });
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/enrol-now");
  });

  it("shows 'Unexpected Application Error!' with the error's message when a route fails", async () => {
    const page = await newPage(e2e.browser, DESKTOP);
    await visit(page, `${e2e.server.url}/__test/error`, 500);
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe(
      "Unexpected Application Error!",
    );
    expect(await page.getByRole("main").innerText()).toContain("A test failure raised on purpose");
    expect(await page.getByRole("main").innerText()).not.toMatch(/at .+\.js:\d+/);
    await page.context().close();
  });

  it("reports health after a real database query", async () => {
    const response = await fetch(`${e2e.server.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok", db: "ok", storage: "ok" });
  });

  it("refuses a form posted from another website", async () => {
    const response = await fetch(`${e2e.server.url}/contact`, {
      method: "POST",
      headers: {
        Origin: "https://evil.example",
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body: "firstName=A",
    });
    expect(response.status).toBe(403);
  });

  it("sends a CSP with a nonce that the page's scripts carry", async () => {
    const response = await fetch(`${e2e.server.url}/`);
    const csp = response.headers.get("content-security-policy") ?? "";
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    const html = await response.text();
    expect(html).toContain(`nonce="${nonce}"`);
    // The fonts every page needs are preloaded, from our own origin.
    expect(
      html.match(/rel="preload" href="\/assets\/[a-z]+-latin-wght-normal-[\w-]+\.woff2"/g),
    ).toHaveLength(2);
    expect(csp).toContain("frame-ancestors 'none'");
  });
});

describe("wall display layouts", () => {
  it.each(["/display", "/tv"])("%s has no header and no footer", async (path) => {
    const page = await newPage(e2e.browser, { viewport: { width: 1920, height: 1080 } });
    await visit(page, `${e2e.server.url}${path}`);
    expect(await page.getByRole("banner").count()).toBe(0);
    expect(await page.getByRole("contentinfo").count()).toBe(0);
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe(
      "Watford Islamic Centre",
    );
    await page.context().close();
  });
});

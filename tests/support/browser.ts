import AxeBuilder from "@axe-core/playwright";
import { type Browser, type BrowserContextOptions, chromium, type Page } from "playwright-core";
import { expect } from "vitest";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}

export const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
};
export const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 900 } };

/** Fails with a readable list when axe finds any WCAG 2.2 A/AA violation on the page as it is now. */
export async function expectAccessible(page: Page): Promise<void> {
  // Colours are measured once fade-ins (toasts, dialogs) have started and finished.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  await page.waitForFunction(
    () =>
      // A toast fades in only once sonner marks it mounted: wait for that too.
      [...document.querySelectorAll("[data-sonner-toast]")].every(
        (toast) => toast.getAttribute("data-mounted") === "true",
      ) &&
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== "running" ||
            animation.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
        ),
    undefined,
    { timeout: 30_000 },
  );
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  if (results.violations.length === 0) return;
  const report = results.violations
    .map(
      (violation) =>
        `${violation.id}: ${violation.help}\n    ${violation.nodes.map((node) => node.target.join(" ")).join("\n    ")}`,
    )
    .join("\n");
  throw new Error(`Accessibility violations on ${page.url()}:\n${report}`);
}

/**
 * axe runs as a script, which a page with JavaScript disabled cannot do: the page's current
 * markup (scripts removed) is checked in a scripted page of the same origin instead.
 */
export async function expectAccessibleWithoutJavaScript(page: Page): Promise<void> {
  const html = (await page.content()).replace(/<script\b[\s\S]*?<\/script>/gi, "");
  const browser = page.context().browser();
  if (!browser) throw new Error("the page has no browser");
  const checker = await newPage(browser, { viewport: page.viewportSize() ?? undefined });
  try {
    await checker.goto(new URL("/healthz", page.url()).toString());
    await checker.setContent(html, { waitUntil: "load" });
    await expectAccessible(checker);
  } finally {
    await checker.context().close();
  }
}

/**
 * Waits until React has hydrated the page (wall screens, which carry no React, at once): a box
 * ticked earlier can be reset by hydration.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      !("__reactRouterContext" in window) || document.documentElement.hasAttribute("data-hydrated"),
  );
}

/** Opens a path, checks the response status and runs axe on the page. */
export async function visit(
  page: Page,
  url: string,
  expectedStatus = 200,
  { javaScript = true } = {},
) {
  const response = await page.goto(url);
  if (response?.status() !== expectedStatus) {
    throw new Error(`${url} answered ${response?.status()}, expected ${expectedStatus}`);
  }
  if (javaScript) await waitForHydration(page);
  await (javaScript ? expectAccessible(page) : expectAccessibleWithoutJavaScript(page));
  return response;
}

/** Opens an address that answers 404 and checks `heading` shows inside the site's header and footer. */
export async function expectNotFoundInSite(page: Page, url: string, heading: string) {
  await visit(page, url, 404);
  expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe(heading);
  expect(await page.getByRole("banner").isVisible()).toBe(true);
  expect(await page.getByRole("contentinfo").isVisible()).toBe(true);
}

/** A page in its own context (axe needs pages made through a context); close with page.context().close(). */
export async function newPage(
  browser: Browser,
  options: BrowserContextOptions = DESKTOP,
): Promise<Page> {
  // Colours change at once instead of fading: axe measures a page React may still be committing
  // (a nav link caught mid-fade between its two styles once failed contrast). Tests that care
  // about motion pass their own reducedMotion.
  const context = await browser.newContext({ reducedMotion: "reduce", ...options });
  // A budget for a busy machine; every wait is for an element, a response or a URL.
  context.setDefaultTimeout(60_000);
  return context.newPage();
}

/**
 * Answers the page's requests to `serverUrl` as if at `instant` (a test-only cookie the test
 * server honours). The browser's own clock is the caller's: `page.clock`.
 */
export async function freezeServerClock(page: Page, serverUrl: string, instant: number) {
  await page
    .context()
    .addCookies([{ name: "wic_test_now", value: String(instant), url: serverUrl }]);
}

import { describe, expect, it } from "vitest";
import { instantAt } from "#app/lib/time/london";
import { freezeServerClock, newPage, visit } from "../support/browser";
import { setupBrowserTests } from "../support/e2e";

const e2e = setupBrowserTests();
const HOST_PAGE = "http://other.example/";

describe("the prayer-times widget", () => {
  it("shows today's times inside another website's page, as /prayer-times does", async () => {
    const now = instantAt("2025-12-01", "10:00");
    const page = await newPage(e2e.browser);
    await freezeServerClock(page, e2e.server.url, now);
    await page.clock.setFixedTime(now);
    const widgetUrl = `${e2e.server.url}/widget`;

    // Headers at the server's door: framable by any site, where the site's pages are by none.
    const widget = await page.request.get(widgetUrl);
    expect(widget.headers()["content-security-policy"]).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors *",
    );
    expect(widget.headers()["x-frame-options"]).toBeUndefined();
    const site = await page.request.get(`${e2e.server.url}/prayer-times`);
    expect(site.headers()["x-frame-options"]).toBe("SAMEORIGIN");
    expect(site.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");

    await visit(page, `${e2e.server.url}/prayer-times`);
    const siteTimes = await page
      .getByRole("table", { name: "Prayer times for today" })
      .locator("tbody td")
      .allInnerTexts();

    await visit(page, widgetUrl);
    await page.getByText("Monday 1 December 2025").waitFor();

    // Another origin's page, which the browser must let frame the widget. The clock's cookie is
    // the site's own, which a browser does not send from inside another site's page: the test
    // adds it to the frame's request, which the server still answers.
    await page.route(HOST_PAGE, (route) =>
      route.fulfill({
        contentType: "text/html",
        body: `<!doctype html><title>Host</title><iframe src="${widgetUrl}" title="Prayer times" width="320" height="360" style="border:0"></iframe>`,
      }),
    );
    await page.route(widgetUrl, async (route) =>
      route.fulfill({
        response: await route.fetch({
          headers: { ...route.request().headers(), cookie: `wic_test_now=${now}` },
        }),
      }),
    );
    await page.goto(HOST_PAGE);
    const frame = page.frameLocator('iframe[title="Prayer times"]');
    await frame.getByText("Monday 1 December 2025").waitFor();
    expect(await frame.locator("tbody th").allInnerTexts()).toEqual([
      "Fajr",
      "Sunrise",
      "Dhuhr",
      "Asr",
      "Maghrib",
      "Isha",
    ]);
    expect(await frame.locator("tbody td").allInnerTexts()).toEqual(siteTimes);
    const link = frame.getByRole("link");
    expect(await link.getAttribute("href")).toBe("/prayer-times");
    expect(await link.getAttribute("target")).toBe("_blank");
    await page.context().close();
  });
});

import { describe, expect, it } from "vitest";
import { instantAt } from "#app/lib/time/london";
import {
  expectAccessibleWithoutJavaScript,
  freezeServerClock,
  newPage,
  PHONE,
  visit,
} from "../support/browser";
import { setupBrowserTests } from "../support/e2e";

const e2e = setupBrowserTests();

/** Monday 1 December 2025: the feed holds it and the next 60 days, 9 of them Fridays. */
const MONDAY = instantAt("2025-12-01", "10:00");

describe("calendar subscriptions", () => {
  it("without JavaScript, a visitor chooses prayers and beginning times and subscribes to just those", async () => {
    const page = await newPage(e2e.browser, { ...PHONE, javaScriptEnabled: false });
    await freezeServerClock(page, e2e.server.url, MONDAY);
    await visit(page, `${e2e.server.url}/prayer-times`, 200, { javaScript: false });
    expect(await page.getByLabel("Jama'at (iqamah) times").isChecked()).toBe(true);
    expect(await page.getByLabel("Sunrise (beginning times only)").isChecked()).toBe(false);

    for (const prayer of ["Dhuhr", "Asr", "Maghrib", "Jumu'ah"])
      await page.getByLabel(prayer, { exact: true }).uncheck();
    await page.getByLabel("Sunrise (beginning times only)").check();
    await page.getByLabel("Beginning (adhan) times").check();
    await page.getByRole("button", { name: "Make the links" }).click();
    await page.waitForURL(/[?&]times=beginnings/);

    // The page answers with the choice still ticked and the links made for it.
    expect(await page.getByLabel("Fajr", { exact: true }).isChecked()).toBe(true);
    expect(await page.getByLabel("Dhuhr", { exact: true }).isChecked()).toBe(false);
    expect(await page.getByLabel("Beginning (adhan) times").isChecked()).toBe(true);
    const query = "?prayers=fajr,sunrise,isha&times=beginnings";
    const subscribe = await page.getByRole("link", { name: "Subscribe" }).getAttribute("href");
    expect(subscribe).toBe(
      `${e2e.server.url.replace(/^http:/, "webcal:")}/prayer-times.ics${query}`,
    );
    expect(await page.getByRole("link", { name: "Download .ics" }).getAttribute("href")).toBe(
      `/prayer-times.ics${query}`,
    );
    await expectAccessibleWithoutJavaScript(page);
    const width = await page.evaluate(() => [document.documentElement.scrollWidth, innerWidth]);
    expect(width[0]).toBeLessThanOrEqual(width[1] as number);

    const feed = await page.request.get(String(subscribe).replace(/^webcal:/, "http:"));
    expect(feed.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
    const text = await feed.text();
    expect(text).toContain("REFRESH-INTERVAL;VALUE=DURATION:P1D\r\n");
    const summaries = text.match(/^SUMMARY:.*$/gm) ?? [];
    expect(summaries).toHaveLength(61 * 3);
    expect(new Set(summaries)).toEqual(
      new Set(["SUMMARY:Fajr begins", "SUMMARY:Sunrise", "SUMMARY:Isha begins"]),
    );
    expect(text).toContain("UID:2025-12-01-fajr-begins@");
    await page.context().close();
  });
});

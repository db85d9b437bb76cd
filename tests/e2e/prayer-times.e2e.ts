import { mkdirSync } from "node:fs";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { timetableEntries } from "#app/lib/db/schema";
import { weekday } from "#app/lib/time/calendar";
import { addDays, instantAt, localDate } from "#app/lib/time/london";
import { adminPage } from "../support/admin-page";
import {
  DESKTOP,
  expectAccessible,
  freezeServerClock,
  newPage,
  PHONE,
  visit,
} from "../support/browser";
import { setupBrowserTests } from "../support/e2e";
import { SCREEN_TEST_TIMES } from "../support/prayer-times";
import { startTestServer } from "../support/server";

const e2e = setupBrowserTests();
const SCREENSHOTS = "test-results";

async function loadTimetable(dates: string[], times = SCREEN_TEST_TIMES) {
  for (const date of dates)
    await e2e.server.database.db
      .insert(timetableEntries)
      .values({ key: date, times, iqamah: {} })
      .onConflictDoUpdate({ target: timetableEntries.key, set: { times } });
}

/** Freezes both clocks: the browser's (Playwright) and the server's (a test-only cookie). */
async function frozenPage(instant: number, options = DESKTOP) {
  const page = await newPage(e2e.browser, options);
  await freezeServerClock(page, e2e.server.url, instant);
  await page.clock.setFixedTime(instant);
  return page;
}

/** The prayers as a table names them: English, then the Arabic, its direction and its face. */
const ARABIC_NAMES = [
  ["Fajr", "الفجر"],
  ["Sunrise", "الشروق"],
  ["Dhuhr", "الظهر"],
  ["Asr", "العصر"],
  ["Maghrib", "المغرب"],
  ["Isha", "العشاء"],
].map(([english, arabic]) => [english, arabic, "rtl", "Amiri"]);

function arabicNames(cells: Locator) {
  return cells.evaluateAll((elements) =>
    elements.map((cell) => {
      const arabic = cell.querySelector('[lang="ar"]');
      return [
        cell.textContent
          ?.replace(arabic?.textContent ?? "", "")
          .replace(" (next)", "")
          .trim(),
        arabic?.textContent,
        arabic?.getAttribute("dir"),
        arabic ? getComputedStyle(arabic).fontFamily.split(",")[0]?.replace(/"/g, "") : null,
      ];
    }),
  );
}

async function expectNoScrollbars(page: Page) {
  const size = await page.evaluate(() => ({
    width: document.documentElement.scrollWidth,
    height: document.documentElement.scrollHeight,
    innerWidth,
    innerHeight,
  }));
  expect(size.width).toBeLessThanOrEqual(size.innerWidth);
  expect(size.height).toBeLessThanOrEqual(size.innerHeight);
}

describe("prayer times", () => {
  it("/prayer-times shows the next prayer for a frozen clock, server-rendered, then ticking", async () => {
    await loadTimetable(["2025-12-01", "2025-12-02"]);
    const now = instantAt("2025-12-01", "14:00");
    const page = await frozenPage(now, PHONE);

    const html = await (await page.request.get(`${e2e.server.url}/prayer-times`)).text();
    expect(html).toContain(">00:10:00</time>");

    await visit(page, `${e2e.server.url}/prayer-times`);
    await page.getByRole("heading", { name: "Prayer times", level: 1 }).waitFor();
    await expect.poll(() => page.getByText("Monday 1 December 2025").count()).toBeGreaterThan(0);
    const next = page.locator('tr[aria-current="time"]');
    await expect.poll(() => next.locator("th").innerText()).toMatch(/^Asr/);
    expect(await next.locator("td").allInnerTexts()).toEqual(["14:10", "16:00"]);
    expect(await page.getByTestId("next-countdown").innerText()).toBe("00:10:00");
    // Each prayer's Arabic name beside its English one, right to left, in the Arabic face.
    const today = page.getByRole("table", { name: "Prayer times for today" });
    expect(await arabicNames(today.locator("tbody th"))).toEqual(ARABIC_NAMES);

    await page.clock.setFixedTime(now + 65_000);
    await expect.poll(() => page.getByTestId("next-countdown").innerText()).toBe("00:08:55");

    // After Isha, tomorrow's Fajr is next.
    await page.clock.setFixedTime(instantAt("2025-12-01", "19:30"));
    await expect.poll(() => page.getByText(/Next prayer: Fajr \(tomorrow\)/).count()).toBe(1);
    await page.context().close();
  });

  it("/timetable shows the month with today highlighted, and downloads it as CSV", async () => {
    const page = await frozenPage(instantAt("2025-12-03", "09:00"));
    await visit(page, `${e2e.server.url}/timetable`);
    await page.getByRole("heading", { name: "Prayer timetable: December 2025" }).waitFor();
    expect(await page.locator("tbody tr").count()).toBe(31);
    expect(await page.locator('tr[aria-current="date"] th').innerText()).toMatch(/^Wed 3/);
    expect(
      await arabicNames(page.locator("thead th").filter({ has: page.locator('[lang="ar"]') })),
    ).toEqual(ARABIC_NAMES);
    await page.getByRole("link", { name: /Next month/ }).click();
    await page.getByRole("heading", { name: "Prayer timetable: January 2026" }).waitFor();
    await expectAccessible(page);
    const csv = await page.request.get(`${e2e.server.url}/timetable.csv?month=2026-01`);
    expect((await csv.text()).split("\r\n")[1]).toMatch(/^2026-01-01,/);
    await page.context().close();
  });

  it.each([
    ["landscape", { width: 1920, height: 1080 }],
    ["portrait", { width: 1080, height: 1920 }],
  ])("/display fills a %s 1080p screen without scrollbars", async (name, viewport) => {
    const page = await newPage(e2e.browser, { viewport });
    await visit(page, `${e2e.server.url}/display`);
    await page.locator('[data-role="clock"]').waitFor();
    await expectNoScrollbars(page);
    mkdirSync(SCREENSHOTS, { recursive: true });
    await page.screenshot({ path: `${SCREENSHOTS}/display-${name}.png` });
    // The screen runs on its own small script: React is not loaded.
    const scripts = await page
      .locator("script[src]")
      .evaluateAll((nodes) => nodes.map((node) => (node as HTMLScriptElement).src));
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toMatch(/display-client-.*\.js$/);
    await page.context().close();
  });

  it("/display follows the prayer cycle: countdown to iqamah, dark screen, adhkar", async () => {
    await loadTimetable(["2025-12-01", "2025-12-02"]);
    const page = await frozenPage(instantAt("2025-12-01", "14:05"), {
      viewport: { width: 1920, height: 1080 },
    });
    await visit(page, `${e2e.server.url}/tv`);
    const screen = page.locator("#screen");
    expect(await screen.getAttribute("data-phase")).toBe("normal");
    expect(await page.locator('[data-prayer="asr"]').getAttribute("data-next")).toBe("true");
    expect(await page.locator('[data-role="next-countdown"]').innerText()).toBe("00:05:00");

    await page.clock.setFixedTime(instantAt("2025-12-01", "14:10"));
    await expect.poll(() => screen.getAttribute("data-phase")).toBe("iqamah-countdown");
    await expect
      .poll(() => page.locator('[data-role="overlay-countdown"]').innerText())
      .toBe("01:50:00");
    await expectAccessible(page);

    await page.clock.setFixedTime(instantAt("2025-12-01", "16:01"));
    await expect.poll(() => screen.getAttribute("data-phase")).toBe("prayer");
    await page.clock.setFixedTime(instantAt("2025-12-01", "16:11"));
    await expect.poll(() => screen.getAttribute("data-phase")).toBe("adhkar");
    await page.getByText("Remembrance after the prayer").waitFor();
    await page.clock.setFixedTime(instantAt("2025-12-01", "16:20"));
    await expect.poll(() => screen.getAttribute("data-phase")).not.toBe("adhkar");
    await page.context().close();
  });

  it("an admin imports a timetable CSV and adds a weekly event, and /display shows both", async () => {
    const today = localDate(Date.now());
    const tomorrow = addDays(today, 1);
    const page = await adminPage(e2e, { email: "imam@example.org", name: "Prayer Admin" });
    await visit(page, `${e2e.server.url}/admin/prayer-times`);
    await page
      .getByRole("navigation", { name: "Prayer times sections" })
      .getByRole("link", { name: "Timetable CSV" })
      .click();
    await page.waitForURL(`${e2e.server.url}/admin/prayer-times/timetable`);

    const bad = `Date,Fajr,Sunrise,Zuhr,Asr,Maghrib,Isha\n${today},4:44,25:00,11:55,14:02,16:01,17:31\n`;
    await page
      .getByLabel("CSV file (max 1 MB)")
      .setInputFiles({ name: "bad.csv", mimeType: "text/csv", buffer: Buffer.from(bad) });
    await page.getByRole("button", { name: "Preview" }).click();
    await page.getByText("The file has 1 problem; nothing was saved.").waitFor();
    await page.getByText('Line 2, Sunrise: "25:00" is not a time (use H:MM or HH:MM).').waitFor();
    await expectAccessible(page);

    const good = `Date,Fajr,Sunrise,Zuhr,Asr,Maghrib,Isha\n${today},4:44,7:01,11:55,14:02,16:01,17:31\n${tomorrow},4:45,7:02,11:55,14:02,16:01,17:31\n`;
    await page
      .getByLabel("CSV file (max 1 MB)")
      .setInputFiles({ name: "good.csv", mimeType: "text/csv", buffer: Buffer.from(good) });
    await page.getByRole("button", { name: "Preview" }).click();
    await page.getByText(`2 days are ready to import (from ${today} to ${tomorrow}).`).waitFor();
    await page.getByRole("button", { name: "Import 2 days" }).click();
    await page.getByText("Timetable imported: 2 days.").first().waitFor();

    await page
      .getByRole("navigation", { name: "Admin" })
      .getByRole("link", { name: "Weekly Events" })
      .click();
    await page.waitForURL(`${e2e.server.url}/admin/weekly-events`);
    await expectAccessible(page);
    await page.getByLabel("Title").fill("Seerah study circle");
    await page.getByLabel("Day").selectOption(String(weekday(tomorrow)));
    await page.getByLabel("Starts").fill("19:30");
    await page.getByLabel("Ends").fill("19:00");
    await page.getByLabel("Location (optional)").fill("Library");
    await page.getByRole("button", { name: "Add event" }).click();
    await page.getByText("The end time must be after the start time").waitFor();
    expect(await page.getByLabel("Title").inputValue()).toBe("Seerah study circle");
    await page.getByLabel("Ends").fill("20:30");
    await page.getByRole("button", { name: "Add event" }).click();
    await page.getByText('"Seerah study circle" added.').first().waitFor();
    await page.context().close();

    // Noon today on both clocks: after Isha the screen rightly moves on to tomorrow's times.
    const noon = instantAt(today, "12:00");
    const screen = await newPage(e2e.browser, { viewport: { width: 1080, height: 1920 } });
    await freezeServerClock(screen, e2e.server.url, noon);
    await screen.clock.install({ time: noon });
    await visit(screen, `${e2e.server.url}/display`);
    expect(await screen.locator('[data-prayer="fajr"] [data-cell="adhan"]').innerText()).toBe(
      "04:44",
    );
    await screen.getByText("Seerah study circle · Library").waitFor();
    await screen.getByText("Tomorrow 19:30–20:30").waitFor();
    await screen.context().close();
  });

  it("/display keeps showing the times after its server stops, and after a reload", async () => {
    const server = await startTestServer();
    const page = await newPage(e2e.browser, { viewport: { width: 1920, height: 1080 } });
    // Noon today on both clocks, so skipping 16 minutes ahead never crosses midnight into tomorrow's times.
    const noon = instantAt(localDate(Date.now()), "12:00");
    await freezeServerClock(page, server.url, noon);
    await page.clock.install({ time: noon });
    await page.goto(`${server.url}/display`);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller)
        await new Promise((resolve) =>
          navigator.serviceWorker.addEventListener("controllerchange", resolve),
        );
    });
    await page.evaluate(() => fetch("/display/data.json"));
    const fajr = await page.locator('[data-prayer="fajr"] [data-cell="adhan"]').innerText();
    expect(fajr).toMatch(/^\d\d:\d\d$/);

    await server.close();
    const clock = page.locator('[data-role="clock"]');
    const before = await clock.innerText();
    await page.clock.fastForward("16:00");
    await expect.poll(() => clock.innerText()).not.toBe(before);
    await page.locator('[data-role="offline"]').waitFor();
    expect(await page.locator('[data-prayer="fajr"] [data-cell="adhan"]').innerText()).toBe(fajr);

    await page.reload();
    expect(await page.locator('[data-prayer="fajr"] [data-cell="adhan"]').innerText()).toBe(fajr);
    await page.context().close();
  });
});

import { describe, expect, it } from "vitest";
import { timetableEntries } from "#app/lib/db/schema";
import { addDays, instantAt } from "#app/lib/time/london";
import { adminPage } from "../support/admin-page";
import { DESKTOP, freezeServerClock, newPage, PHONE, visit } from "../support/browser";
import { setupBrowserTests } from "../support/e2e";

const e2e = setupBrowserTests();

/** Saturday 20 February 2027, 16:00: by the calendar, 13 Ramadan 1448 (begun Monday 8 February). */
const IN_RAMADAN = instantAt("2027-02-20", "16:00");

const pad = (value: number) => String(value).padStart(2, "0");

/** A timetable for Ramadan 1448 and the days around it: Maghrib a minute later each day. */
const RAMADAN_DAYS = Array.from({ length: 36 }, (_, index) => ({
  date: addDays("2027-02-05", index),
  times: {
    fajr: "05:30",
    sunrise: "07:20",
    dhuhr: "12:20",
    asr: "15:00",
    maghrib: `17:${pad(10 + index)}`,
    isha: "18:45",
  },
}));
const maghribOn = (date: string) =>
  RAMADAN_DAYS.find((day) => day.date === date)?.times.maghrib ?? "";

async function loadTimetable() {
  for (const { date, times } of RAMADAN_DAYS)
    await e2e.server.database.db
      .insert(timetableEntries)
      .values({ key: date, times, iqamah: {} })
      .onConflictDoUpdate({ target: timetableEntries.key, set: { times } });
}

/** A visitor's page with the server's clock frozen in Ramadan, and the browser's set to it. */
async function visitorPage(options = DESKTOP) {
  const page = await newPage(e2e.browser, options);
  await freezeServerClock(page, e2e.server.url, IN_RAMADAN);
  await page.clock.install({ time: IN_RAMADAN });
  return page;
}

describe("Ramadan", () => {
  it("shows the Ramadan timetable with today highlighted, and today's fast on the home page", async () => {
    await loadTimetable();
    for (const options of [PHONE, DESKTOP]) {
      const page = await visitorPage(options);
      await visit(page, `${e2e.server.url}/ramadan`);
      await page.getByRole("heading", { name: "Ramadan 1448", level: 1 }).waitFor();
      expect(await page.getByText("Ramadan 1448 began on Monday 8 February 2027.").count()).toBe(1);
      const today = page.locator('tr[aria-current="date"]');
      expect(await today.locator("th").innerText()).toMatch(/^13/);
      expect(await today.innerText()).toContain(maghribOn("2027-02-20"));
      expect(await page.locator("tbody tr").count()).toBe(29);
      // The table scrolls inside its box; the page itself never scrolls sideways.
      const widths = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        window: innerWidth,
      }));
      expect(widths.page).toBeLessThanOrEqual(widths.window);

      // Every public page has the strip, here /ramadan: today's fast, to its timetable.
      const strip = page.getByRole("region", { name: "Ramadan", exact: true });
      expect(await strip.getByRole("link").innerText()).toBe(
        "Ramadan 1448 · day 13 · Suhoor ends 05:20 · Iftar 17:25",
      );
      expect(await strip.getByRole("link").getAttribute("href")).toBe("/ramadan");

      // The home page counts down to iftar (Maghrib 17:25), each minute, then to suhoor's end.
      await visit(page, e2e.server.url);
      const panel = page.getByRole("region", { name: "Ramadan day 13" });
      await panel.waitFor();
      expect(await page.getByTestId("ramadan-iftar").innerText()).toBe(maghribOn("2027-02-20"));
      expect(await page.getByTestId("ramadan-suhoor").innerText()).toBe("05:20");
      const countdown = page.getByTestId("ramadan-countdown");
      expect(await countdown.innerText()).toBe("Iftar in 1 h 25 min");
      await page.clock.runFor(6 * 60_000);
      await expect.poll(() => countdown.innerText()).toBe("Iftar in 1 h 19 min");
      await page.clock.pauseAt(instantAt("2027-02-20", "17:25"));
      await page.clock.runFor(1000);
      await expect.poll(() => countdown.innerText()).toBe("Suhoor ends in 11 h 55 min");
      await panel.getByRole("link", { name: "Ramadan timetable" }).click();
      await page.waitForURL(`${e2e.server.url}/ramadan`);
      await page.context().close();
    }
  });

  it("an admin records Ramadan beginning a day later, and the days of the timetable move", async () => {
    await loadTimetable();
    const page = await adminPage(e2e, { email: "imam@example.org", name: "Ramadan Admin" });
    await freezeServerClock(page, e2e.server.url, IN_RAMADAN);
    await visit(page, `${e2e.server.url}/admin/ramadan`);
    await page.getByRole("heading", { name: "Ramadan", level: 1 }).waitFor();
    await page.getByLabel("Ramadan 1448: first day as announced").fill("2027-02-09");
    await page.getByRole("button", { name: "Save Islamic months" }).click();
    await page.getByText("Islamic months saved.").waitFor();
    expect(await page.getByLabel("Ramadan 1448: first day as announced").inputValue()).toBe(
      "2027-02-09",
    );

    await visit(page, `${e2e.server.url}/ramadan`);
    expect(await page.getByText("Ramadan 1448 began on Tuesday 9 February 2027.").count()).toBe(1);
    const today = page.locator('tr[aria-current="date"]');
    expect(await today.locator("th").innerText()).toMatch(/^12/);
    expect(await today.innerText()).toContain("12 Ramadan 1448");
    expect(await page.locator("tbody tr").first().innerText()).toContain("Tue 9 Feb");
    await page.context().close();
  });
});

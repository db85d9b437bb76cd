import { mkdirSync } from "node:fs";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { NOTICE_SECONDS } from "#app/features/prayer-times/display/screen-state";
import { notices, timetableEntries } from "#app/lib/db/schema";
import { addDays, instantAt } from "#app/lib/time/london";
import { freezeServerClock, newPage, visit } from "../support/browser";
import { setupBrowserTests } from "../support/e2e";
import { SCREEN_TEST_TIMES } from "../support/prayer-times";

/**
 * Issue 37: a notice on the wall screens (decision 0392): a flash line in the rotation, a janazah
 * as a full-screen slide in its turn, both gone at their end by the screen's own clock; and after
 * Isha, tomorrow's jama'at changes.
 */
const e2e = setupBrowserTests();

const MONDAY = "2025-12-08";
const FLASH = "Sisters' class cancelled today";
const JANAZAH = {
  deceasedName: "Yusuf Ahmed",
  familyConsent: true,
  prayer: "After Dhuhr, 13:15",
  place: "Main prayer hall",
  burial: "Carpenders Park Lawn Cemetery",
};

beforeAll(async () => {
  const { db } = e2e.server.database;
  // Tuesday's Dhuhr jama'at moves to 12:45 (Monday's follows the default rule: 13:15).
  for (const [date, iqamah] of [
    [addDays(MONDAY, -1), {}],
    [MONDAY, {}],
    [addDays(MONDAY, 1), { dhuhr: "12:45" }],
    [addDays(MONDAY, 2), {}],
  ] as const)
    await db.insert(timetableEntries).values({ key: date, times: SCREEN_TEST_TIMES, iqamah });
  const times = {
    startsAt: new Date(instantAt(MONDAY, "10:00")),
    endsAt: new Date(instantAt(MONDAY, "14:00")),
  };
  // The janazah first: the page opens on it, so the accessibility check (as it loads) sees it.
  await db.insert(notices).values([
    {
      kind: "janazah",
      topic: "janazah",
      title: "Janazah prayer today",
      onScreens: "slide",
      janazah: JANAZAH,
      ...times,
    },
    { kind: "urgent", topic: "urgent", title: FLASH, onScreens: "flash", ...times },
  ]);
});

/** What the rotation shows: the slide's kind, or the line's text ("" for none). */
const shown = (page: Page) =>
  page.locator('[data-role="notices"]').evaluate((list) => {
    const item = ([...list.children] as HTMLElement[]).find((child) => !child.hidden);
    return item ? (item.dataset.slide ?? item.lastElementChild?.textContent ?? "") : "";
  });

/** Moves the page's clock a turn of the rotation on. */
const nextTurn = (page: Page) => page.clock.runFor(NOTICE_SECONDS * 1000);

describe("notices on the wall screens", () => {
  it.each([
    { width: 1920, height: 1080 },
    { width: 1280, height: 720 },
  ])(
    "a flash line and a janazah slide in turn, gone at their end ($width×$height)",
    async (viewport) => {
      const page = await newPage(e2e.browser, { viewport });
      const opened = instantAt(MONDAY, "10:05");
      await freezeServerClock(page, e2e.server.url, opened);
      await page.clock.install({ time: opened });
      await visit(page, `${e2e.server.url}/display`);
      await page.clock.pauseAt(instantAt(MONDAY, "10:06"));
      const slide = page.locator('[data-slide="janazah"]');
      mkdirSync("test-results", { recursive: true });

      const seen = new Set<string>();
      for (let turn = 0; turn < 3; turn++) {
        const now = await shown(page);
        seen.add(now);
        if (now === "janazah") {
          expect(await slide.isVisible()).toBe(true);
          const words = await slide.innerText();
          expect(words).toContain("Inna lillahi wa inna ilayhi raji'un");
          for (const detail of [
            JANAZAH.deceasedName,
            JANAZAH.prayer,
            JANAZAH.place,
            JANAZAH.burial,
          ])
            expect(words).toContain(detail);
          await page.screenshot({ path: `test-results/notices-janazah-${viewport.width}.png` });
        } else if (now === FLASH) {
          expect(await page.getByText(FLASH).isVisible()).toBe(true);
          expect(await slide.isVisible()).toBe(false);
          await page.screenshot({ path: `test-results/notices-flash-${viewport.width}.png` });
        }
        await nextTurn(page);
      }
      expect([...seen].sort()).toEqual([FLASH, "janazah"].sort());

      // At their end, by the screen's own clock (no new data): neither shows again.
      await page.clock.pauseAt(instantAt(MONDAY, "14:00"));
      for (let turn = 0; turn < 3; turn++) {
        await nextTurn(page);
        expect(await shown(page)).toBe("");
        expect(await slide.isVisible()).toBe(false);
      }
      expect(await page.locator('[data-role="no-notices"]').isVisible()).toBe(true);

      // After Isha: Tuesday's times, and the jama'at that moves marked.
      await page.clock.pauseAt(instantAt(MONDAY, "20:00"));
      await page.clock.runFor(1000);
      const changes = page.locator('[data-role="changes"]');
      await expect.poll(() => changes.isVisible()).toBe(true);
      expect(await changes.innerText()).toBe("Tomorrow: Dhuhr 12:45");
      expect(await page.locator('[data-prayer="dhuhr"]').getAttribute("data-changed")).toBe("true");
      expect(await page.locator('[data-prayer="asr"]').getAttribute("data-changed")).toBe("false");
      await page.screenshot({ path: `test-results/notices-changes-${viewport.width}.png` });
      await page.context().close();

      // A screen opened after their end gets neither.
      const later = await newPage(e2e.browser, { viewport });
      await freezeServerClock(later, e2e.server.url, instantAt(MONDAY, "14:30"));
      await later.clock.install({ time: instantAt(MONDAY, "14:30") });
      await visit(later, `${e2e.server.url}/display`);
      expect(await later.locator('[data-role="notices"] li').count()).toBe(0);
      expect(await later.locator('[data-role="changes"]').isVisible()).toBe(false);
      await later.context().close();
    },
  );
});

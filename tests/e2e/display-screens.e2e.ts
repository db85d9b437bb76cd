import { eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NOTICE_SECONDS } from "#app/features/prayer-times/display/screen-state";
import { eidDays, eidPrayers, settings, timetableEntries, weeklyEvents } from "#app/lib/db/schema";
import { weekday } from "#app/lib/time/calendar";
import { addDays, instantAt } from "#app/lib/time/london";
import { adminPage } from "../support/admin-page";
import { freezeServerClock, newPage, visit } from "../support/browser";
import { setupBrowserTests } from "../support/e2e";
import { SCREEN_TEST_TIMES } from "../support/prayer-times";

/**
 * Issue 36: whatever the wall screen shows (each event and announcement in turn, the countdown,
 * the prayer, the adhkar, standby), every part of it stays inside the screen, portrait and
 * landscape, with the longest texts an administrator can write (decision 0373).
 */
const e2e = setupBrowserTests();

/** A Friday, so the Jumu'ah line shows too. */
const FRIDAY = "2025-12-05";

/** `text`, repeated and cut to exactly `length` characters, the last a full stop. */
const cut = (text: string, length: number) =>
  `${text} ${text} ${text}`.slice(0, length - 1).concat(".");

/** The longest an administrator can write: 200 characters an announcement. */
const LONG_WORDS = cut(
  "Winter timetable: the car park on Cambridge Road is closed for resurfacing, so please park considerately on nearby streets, keep neighbours' driveways clear and walk the last few minutes",
  200,
);
const UNBROKEN = cut(
  "Donate:https://www.watfordislamiccentre.org.uk/donate?campaign=winter-appeal-2025&fund=zakat-sadaqah-lillah-general-building-fund",
  200,
);
const ANNOUNCEMENTS = [
  LONG_WORDS,
  "Eid prayer at 08:00",
  cut(
    "Sisters' halaqah moves to the library for four weeks while the upstairs classroom is redecorated; childcare is available in the small hall, please book a place at reception",
    200,
  ),
  "Volunteers needed for the winter food bank collection on Saturday mornings from ten until one",
  UNBROKEN,
];

/** An event's longest title and place: 80 characters each. */
const LONG_TITLE = cut(
  "Tafsir circle with the imam, open to brothers and sisters of every age and level",
  80,
);
const LONG_PLACE = cut(
  "Main prayer hall, first floor, through the side entrance on Cambridge Road",
  80,
);

/** The screens: each size, with the addresses a screen of that shape is given. */
const SCREENS = [
  { width: 1080, height: 1920, paths: ["/display"] },
  { width: 768, height: 1366, paths: ["/display"] },
  { width: 1920, height: 1080, paths: ["/display", "/tv"] },
  { width: 1366, height: 768, paths: ["/display", "/tv"] },
].flatMap(({ paths, ...viewport }) =>
  paths.map((path) => ({
    name: `${path} at ${viewport.width}×${viewport.height}`,
    path,
    viewport,
  })),
);

/** The phases of the prayer cycle on the Friday (default iqamah and Jumu'ah times). */
const PHASES = [
  ["12:00", "iqamah-countdown"],
  ["13:31", "jummah-prayer"],
  ["14:01", "adhkar"],
  ["16:05", "prayer"],
] as const;

beforeAll(async () => {
  const { db } = e2e.server.database;
  for (let offset = -1; offset <= 2; offset++)
    await db
      .insert(timetableEntries)
      .values({ key: addDays(FRIDAY, offset), times: SCREEN_TEST_TIMES, iqamah: {} })
      .onConflictDoUpdate({ target: timetableEntries.key, set: { times: SCREEN_TEST_TIMES } });
  // Seven evenings of events, the longest text an event can have on most of them.
  await db.insert(weeklyEvents).values(
    Array.from({ length: 7 }, (_, offset) => ({
      title: offset % 3 === 1 ? "Youth club" : LONG_TITLE,
      dayOfWeek: weekday(addDays(FRIDAY, offset)),
      startTime: "19:30",
      endTime: "21:00",
      location: offset % 3 === 1 ? "Community hall" : LONG_PLACE,
      position: offset,
    })),
  );
  const value = { announcements: ANNOUNCEMENTS };
  await db
    .insert(settings)
    .values({ key: "prayer-times", value })
    .onConflictDoUpdate({ target: settings.key, set: { value } });
});

/** The screens' pages, each in its own context (a clock of its own), kept for the standby test. */
const pages = new Map<string, Page>();

afterAll(async () => {
  for (const page of pages.values()) await page.context().close();
});

/**
 * The parts of the screen drawn (not hidden, not for screen readers only) that reach outside the
 * window, or outside their own part of the screen's grid (so over another part), by their
 * data-role and text.
 */
function outsideTheScreen(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const inside = (
      box: DOMRect,
      frame: { left: number; top: number; right: number; bottom: number },
    ) =>
      box.left >= frame.left - 0.5 &&
      box.top >= frame.top - 0.5 &&
      box.right <= frame.right + 0.5 &&
      box.bottom <= frame.bottom + 0.5;
    const window = { left: 0, top: 0, right: innerWidth, bottom: innerHeight };
    for (const element of document.querySelectorAll<HTMLElement>("#screen, #screen *")) {
      if (element.closest("[hidden], .sr-only")) continue;
      const style = getComputedStyle(element);
      if (style.display === "none" || style.visibility === "hidden") continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      const area = element.parentElement?.closest<HTMLElement>("#screen > *");
      if (inside(box, window) && (!area || inside(box, area.getBoundingClientRect()))) continue;
      const named = element.closest<HTMLElement>("[data-role], [data-overlay], [data-prayer]");
      const role = named?.dataset.role ?? named?.dataset.overlay ?? named?.dataset.prayer ?? "";
      found.push(
        `${element.tagName.toLowerCase()} in [${role}] "${(element.textContent ?? "").slice(0, 40)}": ` +
          `${Math.round(box.left)},${Math.round(box.top)} to ${Math.round(box.right)},${Math.round(box.bottom)}`,
      );
    }
    return found;
  });
}

/** The notice on screen: its place in the rotation, its text, and whether that shows whole. */
function shownNotice(page: Page) {
  return page.locator('[data-role="notices"]').evaluate((list) => {
    const items = [...list.children] as HTMLElement[];
    const index = items.findIndex((item) => !item.hidden);
    const text = items[index]?.lastElementChild as HTMLElement | undefined;
    return {
      index,
      count: items.length,
      text: text?.textContent ?? "",
      whole: text ? text.scrollHeight <= text.clientHeight + 1 : false,
    };
  });
}

const phase = (page: Page) => page.locator("#screen").getAttribute("data-phase");

/**
 * Every notice of the rotation in turn, each checked inside the screen (and whole, but for a run
 * without spaces); the texts seen, in their order.
 */
async function everyNotice(page: Page): Promise<string[]> {
  let notice = await shownNotice(page);
  const seen = new Map<number, string>();
  while (seen.size < notice.count) {
    seen.set(notice.index, notice.text);
    expect(await outsideTheScreen(page), notice.text).toEqual([]);
    // Every text an administrator can write in words shows whole; a run without spaces
    // (a pasted link) may be cut short at the box's last line, but never leaves the screen.
    if (notice.text !== UNBROKEN) expect(notice.whole, notice.text).toBe(true);
    const before = notice.index;
    // A second at a time, so the script's own rotation moves exactly one notice on.
    for (let second = 0; second <= NOTICE_SECONDS + 1 && notice.index === before; second++) {
      await page.clock.runFor(1000);
      notice = await shownNotice(page);
    }
    expect(notice.index).toBe((before + 1) % notice.count);
  }
  return [...seen.keys()].sort((a, b) => a - b).map((index) => seen.get(index) ?? "");
}

describe("the wall screens keep everything on the screen", () => {
  it.each(SCREENS)(
    "$name: every event and announcement in turn, and every phase of the prayer cycle",
    async ({ path, viewport }) => {
      const page = await newPage(e2e.browser, { viewport });
      pages.set(path + viewport.width, page);
      const opened = instantAt(FRIDAY, "10:00");
      await freezeServerClock(page, e2e.server.url, opened);
      // The page's clock runs while it loads (and axe checks it), then stands still: the test
      // moves it on, so the notices turn when the test says.
      await page.clock.install({ time: opened });
      await visit(page, `${e2e.server.url}${path}`);
      await page.evaluate(() => document.fonts.ready);
      await page.clock.pauseAt(instantAt(FRIDAY, "10:05"));
      expect(await phase(page)).toBe("normal");
      expect(await page.locator('[data-role="jummah"]').isVisible()).toBe(true);
      const fridayHijri = await page.locator('[data-role="hijri"]').innerText();

      // 6 events (the screen shows the next six) and the announcements, each in turn.
      const seen = await everyNotice(page);
      expect(seen).toHaveLength(6 + ANNOUNCEMENTS.length);
      expect(seen).toEqual(
        expect.arrayContaining([...ANNOUNCEMENTS, `${LONG_TITLE} · ${LONG_PLACE}`]),
      );

      for (const [time, expected] of PHASES) {
        await page.clock.pauseAt(instantAt(FRIDAY, time));
        await page.clock.runFor(1000);
        await expect.poll(() => phase(page)).toBe(expected);
        expect(await outsideTheScreen(page), expected).toEqual([]);
      }

      // After Isha (19:00, its prayer and adhkar): Saturday's times under "Tomorrow", and the
      // Hijri date that began at Maghrib.
      await page.clock.pauseAt(instantAt(FRIDAY, "19:30"));
      await page.clock.runFor(1000);
      const heading = page.locator('[data-role="times-heading"]');
      await expect.poll(() => heading.innerText()).toMatch(/^tomorrow$/i);
      expect(await phase(page)).toBe("normal");
      expect(await page.locator('[data-role="hijri"]').innerText()).not.toBe(fridayHijri);
      expect(await page.locator('[data-role="jummah"]').isVisible()).toBe(false);
      expect(await outsideTheScreen(page), "after Isha").toEqual([]);
    },
  );

  it("in standby too, once an administrator turns it on", async () => {
    expect(pages.size).toBe(SCREENS.length);
    await e2e.server.database.db
      .update(settings)
      .set({
        value: {
          announcements: ANNOUNCEMENTS,
          standby: { enabled: true, minutesAfterIsha: 60, minutesBeforeFajr: 30 },
        },
      })
      .where(eq(settings.key, "prayer-times"));
    for (const [name, page] of pages) {
      // More than the 15 minutes after which the screen fetches its data again.
      await page.clock.pauseAt(instantAt(FRIDAY, "23:00"));
      await expect
        .poll(
          async () => {
            await page.clock.runFor(1000);
            return phase(page);
          },
          { timeout: 30_000 },
        )
        .toBe("standby");
      expect(await outsideTheScreen(page), name).toEqual([]);
    }
  });
});

/**
 * Ramadan 1448 (from Monday 8 February 2027 by the calendar) and Eid al-Fitr (Tuesday 9 March),
 * shown from 27 February: Friday 5 March is the 26th day, with the Jumu'ah line, the Ramadan band
 * and the Eid every other notice.
 */
const RAMADAN_FRIDAY = "2027-03-05";
const RAMADAN_TIMES = {
  fajr: "04:55",
  sunrise: "06:30",
  dhuhr: "12:15",
  asr: "15:10",
  maghrib: "17:55",
  isha: "19:25",
};
const EID_DAY = "2027-03-09";
/** A screen named in the admin, in large type. */
const LARGE_SCREEN = "/display?screen=sisters-hall";

/** Whether the Ramadan band shows, and its words, line after line. */
const band = (page: Page) =>
  page.locator('[data-role="ramadan"]').evaluate((element) => ({
    shown: !(element as HTMLElement).hidden,
    text: [...element.children]
      .map((line) => line.textContent)
      .join(" ")
      .replace(/\s+/g, " ")
      .trim(),
  }));

describe("Ramadan, the Eid and the large type keep everything on the screen", () => {
  beforeAll(async () => {
    const { db } = e2e.server.database;
    for (let offset = -2; offset <= 8; offset++)
      await db
        .insert(timetableEntries)
        .values({ key: addDays(RAMADAN_FRIDAY, offset), times: RAMADAN_TIMES, iqamah: {} })
        .onConflictDoUpdate({ target: timetableEntries.key, set: { times: RAMADAN_TIMES } });
    await db.insert(eidDays).values({ eid: "fitr", hijriYear: 1448, showFrom: "2027-02-27" });
    await db.insert(eidPrayers).values([
      {
        eid: "fitr",
        hijriYear: 1448,
        time: "07:30",
        place: "Main prayer hall",
        language: "English",
      },
      {
        eid: "fitr",
        hijriYear: 1448,
        time: "09:00",
        place: "Car park behind the centre",
        language: "English and Urdu",
      },
    ]);
    // The standby test turned it on; these screens are checked by day.
    const value = { announcements: ANNOUNCEMENTS };
    await db
      .insert(settings)
      .values({ key: "prayer-times", value })
      .onConflictDoUpdate({ target: settings.key, set: { value } });
  });

  it("an administrator names a screen and gives it the large type", async () => {
    const page = await adminPage(e2e, { email: "screens@example.org", name: "Screens Admin" });
    await visit(page, `${e2e.server.url}/admin/prayer-times/screens`);
    await page.getByLabel("Screen 1: name").fill("Sisters' hall");
    await page.getByLabel("Screen 1: layout").selectOption({ label: "Large type" });
    await page.getByRole("button", { name: "Save screen layouts" }).click();
    await page.getByText("Screen layouts saved.").waitFor();
    const address = page.getByRole("link", { name: LARGE_SCREEN });
    expect(await address.getAttribute("href")).toBe(LARGE_SCREEN);
    await page.context().close();
  });

  it.each(SCREENS.filter((screen) => screen.path === "/display"))(
    "$name: the Ramadan band, the Eid and the large type",
    async ({ viewport }) => {
      const adhanSizes: number[] = [];
      for (const path of ["/display", LARGE_SCREEN]) {
        const large = path === LARGE_SCREEN;
        const page = await newPage(e2e.browser, { viewport });
        const opened = instantAt(RAMADAN_FRIDAY, "14:30");
        await freezeServerClock(page, e2e.server.url, opened);
        await page.clock.install({ time: opened });
        await visit(page, `${e2e.server.url}${path}`);
        await page.evaluate(() => document.fonts.ready);
        await page.clock.pauseAt(opened + 60_000);
        expect(await page.locator("#screen").getAttribute("data-layout")).toBe(
          large ? "large" : "standard",
        );
        expect(await band(page)).toEqual({
          shown: true,
          text: "Ramadan day 26 Iftar in 3 h 24 min Suhoor ends 04:45 Iftar 17:55 Tarawih 19:40",
        });
        expect(await page.locator('[data-role="jummah"]').isVisible()).toBe(true);
        adhanSizes.push(
          await page
            .locator('[data-prayer="fajr"] [data-cell="adhan"]')
            .evaluate((cell) => Number.parseFloat(getComputedStyle(cell).fontSize)),
        );
        expect(await page.locator('[data-prayer="fajr"] [lang="ar"]').isVisible()).toBe(!large);

        // The Eid every other notice; the large type leaves the week's events out.
        const seen = await everyNotice(page);
        const eid =
          "07:30 Main prayer hall, khutbah in English · 09:00 Car park behind the centre, khutbah in English and Urdu";
        expect(seen).toHaveLength(2 * (ANNOUNCEMENTS.length + (large ? 0 : 6)));
        expect(seen.filter((text) => text === eid)).toHaveLength(seen.length / 2);

        // From Maghrib, tomorrow's fast and the countdown to its suhoor; after Isha, tomorrow's
        // times under the band.
        for (const [time, text] of [
          ["18:30", "Ramadan day 27 Suhoor ends in 10 h 15 min"],
          ["20:00", "Ramadan day 27 Suhoor ends in 8 h 45 min"],
        ] as const) {
          await page.clock.pauseAt(instantAt(RAMADAN_FRIDAY, time));
          await page.clock.runFor(1000);
          await expect.poll(async () => (await band(page)).text).toMatch(new RegExp(`^${text}`));
          expect(await phase(page)).toBe("normal");
          expect(await outsideTheScreen(page), `${path} at ${time}`).toEqual([]);
        }

        // The morning of Eid: no band, the Eid's prayers in the rotation.
        await page.clock.pauseAt(instantAt(EID_DAY, "06:30"));
        await page.clock.runFor(1000);
        await expect.poll(async () => (await band(page)).shown).toBe(false);
        expect(await page.locator('[data-role="notices"]').textContent()).toContain("Eid al-Fitr");
        expect(await outsideTheScreen(page), `${path} on the morning of Eid`).toEqual([]);
        await page.context().close();
      }
      // Large type: bigger times.
      expect(adhanSizes[1]).toBeGreaterThan((adhanSizes[0] ?? 0) * 1.2);
    },
  );
});

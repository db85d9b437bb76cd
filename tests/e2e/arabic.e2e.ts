import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { instantAt } from "#app/lib/time/london";
import { DESKTOP, freezeServerClock, newPage, PHONE, visit } from "../support/browser";
import { setupBrowserTests } from "../support/e2e";

const e2e = setupBrowserTests();
const ELDERS_PHRASE = "وَبِالْوَالِدَيْنِ إِحْسَانًا";
const ARABIC_FONT = /\/assets\/amiri-arabic-400-normal-[\w-]+\.woff2$/;
/** Amiri cut down to the prayers' names, for the pages whose only Arabic they are. */
const PRAYER_NAMES_FONT = /\/assets\/amiri-prayer-names-[\w-]+\.woff2$/;

/** The font files a page asks for while it loads and draws its text. */
async function fontsRequested(page: Page, path: string): Promise<string[]> {
  const fonts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "font") fonts.push(new URL(request.url()).pathname);
  });
  await visit(page, `${e2e.server.url}${path}`);
  await page.evaluate(() => document.fonts.ready);
  return fonts;
}

/** Amiri's faces as the page's font set has them (declared, then loaded when used). */
function amiriFaces(page: Page) {
  return page.evaluate(() =>
    [...document.fonts]
      .filter((face) => face.family.replace(/["']/g, "") === "Amiri")
      .map((face) => face.status),
  );
}

describe("Arabic text", () => {
  it.each([
    ["phone", PHONE],
    ["desktop", DESKTOP],
  ])("sets the elders phrase right to left and right-aligned (%s)", async (_, options) => {
    const page = await newPage(e2e.browser, options);
    await visit(page, `${e2e.server.url}/projects/elders`);
    const phrase = page.getByText(ELDERS_PHRASE);
    expect(await phrase.getAttribute("lang")).toBe("ar");
    expect(await phrase.getAttribute("dir")).toBe("rtl");
    const layout = await phrase.evaluate((element) => {
      const style = getComputedStyle(element);
      const range = document.createRange();
      range.selectNodeContents(element);
      const text = range.getBoundingClientRect();
      const box = element.getBoundingClientRect();
      return {
        direction: style.direction,
        textAlign: style.textAlign,
        gapRight: box.right - Number.parseFloat(style.paddingRight) - text.right,
        gapLeft: text.left - box.left - Number.parseFloat(style.paddingLeft),
      };
    });
    expect(layout.direction).toBe("rtl");
    expect(["right", "start"]).toContain(layout.textAlign);
    // Drawn against the right edge of its box, not the left.
    expect(Math.abs(layout.gapRight)).toBeLessThan(2);
    expect(layout.gapLeft).toBeGreaterThan(20);
    await page.context().close();
  });

  it("sets the elders phrase in the self-hosted Amiri face", async () => {
    const page = await newPage(e2e.browser, PHONE);
    const fonts = await fontsRequested(page, "/projects/elders");
    expect(fonts.filter((font) => ARABIC_FONT.test(font))).toHaveLength(1);
    const family = await page
      .getByText(ELDERS_PHRASE)
      .evaluate((element) => getComputedStyle(element).fontFamily);
    expect(family).toMatch(/^"?Amiri"?,/);
    expect(await amiriFaces(page)).toEqual(["loaded"]);
    await page.context().close();
  });

  it("does not download the Arabic font on the home page", async () => {
    const page = await newPage(e2e.browser, DESKTOP);
    const fonts = await fontsRequested(page, "/");
    expect(fonts.length).toBeGreaterThan(0);
    expect(fonts.filter((font) => ARABIC_FONT.test(font))).toEqual([]);
    expect(await amiriFaces(page)).toEqual([]);
    await page.context().close();
  });

  it.each(["/prayer-times", "/timetable"])(
    "sets the prayers' Arabic names on %s in the small cut of Amiri, not the whole face",
    async (path) => {
      const page = await newPage(e2e.browser, PHONE);
      const fonts = await fontsRequested(page, path);
      expect(fonts.filter((font) => PRAYER_NAMES_FONT.test(font))).toHaveLength(1);
      expect(fonts.filter((font) => ARABIC_FONT.test(font))).toEqual([]);
      expect(await amiriFaces(page)).toEqual(["loaded"]);
      await page.context().close();
    },
  );

  it.each([
    ["/display", { width: 1080, height: 1920 }],
    ["/tv", { width: 1920, height: 1080 }],
  ])(
    "names the prayers in Arabic beside English on %s, Jumu'ah on a Friday",
    async (path, viewport) => {
      // Thursday 4 December 2025 at noon; the screen then lives into Friday on its own data.
      const page = await newPage(e2e.browser, { viewport });
      const thursdayNoon = instantAt("2025-12-04", "12:00");
      await freezeServerClock(page, e2e.server.url, thursdayNoon);
      await page.clock.setFixedTime(thursdayNoon);
      const fonts = await fontsRequested(page, path);
      expect(fonts.filter((font) => PRAYER_NAMES_FONT.test(font))).toHaveLength(1);
      expect(fonts.filter((font) => ARABIC_FONT.test(font))).toEqual([]);
      const names = () =>
        page.locator("#screen tbody th").evaluateAll((cells) =>
          cells.map((cell) => {
            const arabic = cell.querySelector('[lang="ar"]');
            return [
              cell.querySelector('[data-cell="label"]')?.textContent,
              arabic?.textContent,
              arabic?.getAttribute("dir"),
              arabic ? getComputedStyle(arabic).fontFamily.split(",")[0]?.replace(/"/g, "") : null,
            ];
          }),
        );
      expect(await names()).toEqual([
        ["Fajr", "الفجر", "rtl", "Amiri"],
        ["Sunrise", "الشروق", "rtl", "Amiri"],
        ["Dhuhr", "الظهر", "rtl", "Amiri"],
        ["Asr", "العصر", "rtl", "Amiri"],
        ["Maghrib", "المغرب", "rtl", "Amiri"],
        ["Isha", "العشاء", "rtl", "Amiri"],
      ]);
      expect(await amiriFaces(page)).toEqual(["loaded"]);

      // The page's own script turns Dhuhr into Jumu'ah, in both languages, on Friday.
      await page.clock.setFixedTime(instantAt("2025-12-05", "09:00"));
      await expect.poll(async () => (await names())[2]?.slice(0, 2)).toEqual(["Jumu'ah", "الجمعة"]);
      const size = await page.evaluate(() => ({
        width: document.documentElement.scrollWidth,
        height: document.documentElement.scrollHeight,
      }));
      expect(size).toEqual(viewport);
      await page.context().close();
    },
  );
});

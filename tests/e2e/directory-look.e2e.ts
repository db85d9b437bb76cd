import type { Locator, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { BUSINESS_MESSAGES } from "#app/features/directory/businesses/messages";
import { seedDirectory } from "#app/features/directory/seed.server";
import { businesses } from "#app/lib/db/schema";
import { DESKTOP, newPage, PHONE, visit } from "../support/browser";
import { setupBrowserTests } from "../support/e2e";

const e2e = setupBrowserTests();
const LONG_EMAIL = "appointments@abbeyroadphysiotherapyandsportsclinic.example";

beforeAll(async () => {
  await seedDirectory(e2e.server.database.db);
  // First by name, so it is on page 1: an address far wider than a card.
  await e2e.server.database.db.insert(businesses).values({
    name: "Abbey Road Physiotherapy",
    primaryCategory: "Healthcare",
    address: "WD17 1AB, 2 Abbey Road, Watford",
    postcode: "WD17 1AB",
    email: LONG_EMAIL,
    website: "https://abbeyroadphysiotherapyandsportsclinic.example",
    status: "approved",
  });
});

/** How many items sit on each row of the grid, by their top edge. */
async function itemsPerRow(items: Locator): Promise<number[]> {
  const tops = await items.evaluateAll((nodes) =>
    nodes.map((node) => Math.round(node.getBoundingClientRect().top)),
  );
  const rows = new Map<number, number>();
  for (const top of tops) rows.set(top, (rows.get(top) ?? 0) + 1);
  return [...rows.values()];
}

/** Whether a link shows on one line, cut with an ellipsis when too long. */
function oneLine(link: Locator) {
  return link.evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      lines: element.getClientRects().length,
      height: element.getBoundingClientRect().height,
      lineHeight: Number.parseFloat(style.lineHeight),
      whiteSpace: style.whiteSpace,
      textOverflow: style.textOverflow,
      cut: element.scrollWidth > element.clientWidth,
    };
  });
}

const listings = (page: Page) => page.getByRole("list", { name: "Directory listings" });

async function openBusinessModal(page: Page) {
  await visit(page, `${e2e.server.url}/directory`);
  await page.getByRole("button", { name: "Register Your Business" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Your Business" });
  await dialog.getByLabel("Primary category").waitFor();
  return dialog;
}

describe("directory cards and filters", () => {
  it("shows at most four cards a row at 1280 px", async () => {
    const page = await newPage(e2e.browser, DESKTOP);
    await visit(page, `${e2e.server.url}/directory`);
    const rows = await itemsPerRow(listings(page).locator(":scope > li"));
    expect(rows.length).toBeGreaterThan(1);
    expect(Math.max(...rows)).toBeLessThanOrEqual(4);
    expect(rows[0]).toBeGreaterThanOrEqual(3);
    await page.context().close();
  });

  it("keeps emails and websites on one line at 1280 px, cut with … but whole in the title, on focus and when copied", async () => {
    const page = await newPage(e2e.browser, DESKTOP);
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"], {
      origin: e2e.server.url,
    });
    await visit(page, `${e2e.server.url}/directory`);
    // Emails and websites (the social links are short pills of their own).
    const links = listings(page).locator(
      'a[href^="mailto:"], a[rel~="nofollow"]:not(ul[aria-label$="on social media"] a)',
    );
    expect(await links.count()).toBeGreaterThan(20);
    for (const link of await links.all()) {
      const shape = await oneLine(link);
      expect(shape.lines).toBe(1);
      expect(shape.height).toBeLessThan(shape.lineHeight * 1.5);
      expect(shape.whiteSpace).toBe("nowrap");
      expect(shape.textOverflow).toBe("ellipsis");
    }

    const card = page.getByRole("article", { name: "Abbey Road Physiotherapy" });
    const email = card.getByRole("link", { name: LONG_EMAIL });
    expect(await oneLine(email)).toMatchObject({ lines: 1, cut: true });
    expect(await email.getAttribute("title")).toBe(LONG_EMAIL);
    // The cut is only drawn: selecting and copying the link copies the whole address.
    await email.evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      getSelection()?.removeAllRanges();
      getSelection()?.addRange(range);
    });
    await page.keyboard.press("Control+C");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(LONG_EMAIL);
    // With the keyboard focus the whole address shows.
    await card.getByRole("link", { name: /^WD17 1AB, 2 Abbey Road/ }).focus();
    await page.keyboard.press("Tab"); // Copy
    await page.keyboard.press("Tab"); // the email
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(LONG_EMAIL);
    expect(await oneLine(email)).toMatchObject({ cut: false });
    await page.context().close();
  });

  it("shows the same initials rule on every card without a logo", async () => {
    const page = await newPage(e2e.browser, DESKTOP);
    await visit(page, `${e2e.server.url}/directory`);
    const initials = await listings(page)
      .locator("article h3")
      .evaluateAll((headings) =>
        headings
          .filter((heading) => heading.previousElementSibling?.tagName === "SPAN")
          .map((heading) => [heading.textContent, heading.previousElementSibling?.textContent]),
      );
    expect(initials.length).toBeGreaterThan(10);
    expect(initials).toContainEqual(["Henna by Safiya", "HB"]);
    expect(initials).toContainEqual(["Al-Noor Bakery", "AB"]);
    for (const [, letters] of initials) expect(letters).toMatch(/^[A-Z0-9]{1,2}$/);
    await page.context().close();
  });

  it("shows the whole search placeholder at 390 px", async () => {
    const page = await newPage(e2e.browser, PHONE);
    await visit(page, `${e2e.server.url}/directory`);
    const search = page.getByLabel("Search by name, description, category or postcode");
    const fit = await search.evaluate((input) => {
      const element = input as HTMLInputElement;
      const style = getComputedStyle(element);
      const context = document.createElement("canvas").getContext("2d");
      if (!context) throw new Error("no canvas");
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      return {
        text: context.measureText(element.placeholder).width,
        room:
          element.clientWidth -
          Number.parseFloat(style.paddingLeft) -
          Number.parseFloat(style.paddingRight),
      };
    });
    expect(fit.text).toBeGreaterThan(0);
    expect(fit.text).toBeLessThanOrEqual(fit.room);
    await page.context().close();
  });

  it("fits the A–Z filter in two rows of targets at least 24 px at 390 px", async () => {
    const page = await newPage(e2e.browser, PHONE);
    await visit(page, `${e2e.server.url}/directory`);
    const letters = page
      .getByRole("navigation", { name: "Filter by first letter" })
      .getByRole("link");
    expect(await letters.count()).toBe(26);
    expect((await itemsPerRow(letters)).length).toBeLessThanOrEqual(2);
    for (const letter of await letters.all()) {
      const box = await letter.boundingBox();
      expect(box?.width).toBeGreaterThanOrEqual(24);
      expect(box?.height).toBeGreaterThanOrEqual(24);
    }
    await page.context().close();
  });

  it("closes the primary category's box, and the other boxes once four are ticked, in the business modal", async () => {
    const page = await newPage(e2e.browser, DESKTOP);
    const dialog = await openBusinessModal(page);
    const group = dialog.getByRole("group", { name: /Secondary categories/ });
    const box = (name: string) => group.getByRole("checkbox", { name, exact: true });
    const enabledBoxes = () =>
      group
        .getByRole("checkbox")
        .evaluateAll((boxes) =>
          boxes
            .filter((item) => !(item as HTMLInputElement).disabled)
            .map((item) => (item as HTMLInputElement).value),
        );
    await dialog.getByText("Up to 4, not the primary category.").waitFor();
    expect(await enabledBoxes()).toHaveLength(10);

    await dialog.getByLabel("Primary category").selectOption("Retail");
    expect(await box("Retail").isDisabled()).toBe(true);
    for (const name of ["Consulting", "Property", "Automotive"]) await box(name).check();
    expect(await enabledBoxes()).toHaveLength(9);
    await box("Healthcare").check();
    // Four ticked: only they stay open (to be unticked).
    expect((await enabledBoxes()).sort()).toEqual(
      ["Automotive", "Consulting", "Healthcare", "Property"].sort(),
    );
    expect(await box("Education").isDisabled()).toBe(true);
    await box("Healthcare").uncheck();
    expect(await box("Education").isEnabled()).toBe(true);
    await box("Healthcare").check();

    // The primary moves onto a ticked box: it is unticked and closed; three are left.
    await dialog.getByLabel("Primary category").selectOption("Consulting");
    expect(await box("Consulting").isChecked()).toBe(false);
    expect(await box("Consulting").isDisabled()).toBe(true);
    expect(await box("Retail").isEnabled()).toBe(true);
    expect(await enabledBoxes()).toHaveLength(9);
    await dialog.getByText("Up to 4, not the primary category.").waitFor();
    await page.context().close();
  });

  it("keeps every box open without JavaScript, and the server refuses a fifth", async () => {
    const page = await newPage(e2e.browser, { ...DESKTOP, javaScriptEnabled: false });
    await visit(page, `${e2e.server.url}/directory/businesses/new`, 200, { javaScript: false });
    const group = page.getByRole("group", { name: /Secondary categories/ });
    await page.getByLabel("Primary category").selectOption("Retail");
    for (const name of ["Retail", "Consulting", "Property", "Automotive", "Healthcare"])
      await group.getByRole("checkbox", { name, exact: true }).check();
    await page.getByRole("button", { name: "Submit for review" }).click();
    await page.getByText(BUSINESS_MESSAGES.tooManySecondary).first().waitFor();
    expect(await page.locator('input[name="secondaryCategories"]:disabled').count()).toBe(0);
    expect(await page.locator('input[name="secondaryCategories"]:checked').count()).toBe(5);
    await page.context().close();
  });
});

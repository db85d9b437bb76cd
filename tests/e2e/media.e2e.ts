import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { mediaItems, mediaPlacements } from "#app/lib/db/schema";
import { adminPage, openAdminSection } from "../support/admin-page";
import { expectAccessible, newPage, PHONE, visit } from "../support/browser";
import { setupBrowserTests } from "../support/e2e";

const e2e = setupBrowserTests();
const url = (path: string) => `${e2e.server.url}${path}`;

/** A photo-like JPEG: a gradient with a sun, different for each colour pair. */
function photo(from: string, to: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="1600" height="1000" fill="url(#g)"/><circle cx="1200" cy="380" r="220" fill="#fff" opacity="0.8"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg().toBuffer();
}

const RACE = "Children racing across the field on sports day";
const RECITAL = "A girl reciting Qur'an to her class on the last day";

describe("media library", () => {
  it("an admin uploads two photos with alt text and makes them the summer slideshow and home hero; a visitor sees them at 390 px", async () => {
    const page = await adminPage(e2e, { email: "media@example.org", name: "Media Admin" });
    await openAdminSection(page, e2e.server.url, "Media", "/admin/media");
    await page.getByText("The library is empty.").waitFor();
    await expectAccessible(page);

    // Without alt text the photo is refused, with the message beside the field.
    const file = page.getByLabel("Image", { exact: true });
    await file.setInputFiles({
      name: "race.jpg",
      mimeType: "image/jpeg",
      buffer: await photo("#f9e79f", "#2e86c1"),
    });
    await page.getByRole("button", { name: "Upload image" }).click();
    await page
      .getByText("Please describe the image for people who cannot see it")
      .first()
      .waitFor();
    await expectAccessible(page);
    await page.getByLabel("Alt text", { exact: true }).fill(RACE);
    await page.getByRole("button", { name: "Upload image" }).click();
    await page.getByRole("heading", { name: "Images (1)" }).waitFor();

    await file.setInputFiles({
      name: "recital.png",
      mimeType: "image/png",
      buffer: await photo("#fadbd8", "#7d3c98"),
    });
    await page.getByLabel("Alt text", { exact: true }).fill(RECITAL);
    await page.getByRole("button", { name: "Upload image" }).click();
    await page.getByRole("heading", { name: "Images (2)" }).waitFor();
    const rows = await e2e.server.database.db.select().from(mediaItems);
    expect(rows.map((row) => row.alt).sort()).toEqual([RECITAL, RACE].sort());
    const race = rows.find((row) => row.alt === RACE);
    expect(
      await page
        .getByRole("listitem")
        .filter({ hasText: RACE })
        .getByLabel("Markdown for page text")
        .inputValue(),
    ).toBe(`![${RACE}](/uploads/${race?.key})`);
    await expectAccessible(page);

    // Placements: both photos in the slideshow (the race first, with a caption), the recital as the home hero.
    await page
      .getByRole("navigation", { name: "Media" })
      .getByRole("link", { name: "Home & summer photos" })
      .click();
    await page.waitForURL(url("/admin/media/placements"));
    // Each picker shows the pictures themselves, named by their alt text.
    const picker = (name: string) => page.getByRole("group", { name: new RegExp(`^${name}`) });
    await picker("Home page hero image").getByRole("radio", { name: RECITAL }).check();
    expect(await picker("Home page hero image").locator("img").count()).toBe(2);
    await picker("Slideshow photo 1").getByRole("radio", { name: RACE }).check();
    await page.getByLabel("Caption of photo 1").fill("Sports day, August 2025");
    await picker("Slideshow photo 2").getByRole("radio", { name: RECITAL }).check();
    await expectAccessible(page);
    await page.getByRole("button", { name: "Save photos" }).click();
    await page.getByText("Home and summer photos saved").first().waitFor();
    const placed = await e2e.server.database.db.select().from(mediaPlacements);
    expect(placed.map((row) => [row.placement, row.position, row.caption]).sort()).toEqual(
      [
        ["home-hero", 0, ""],
        ["summer-slideshow", 0, "Sports day, August 2025"],
        ["summer-slideshow", 1, ""],
      ].sort(),
    );

    // The visitor's phone: the photos replace the built-in slides, described by their alt text.
    const visitor = await newPage(e2e.browser, PHONE);
    await visit(visitor, url("/summer"));
    await visitor
      .getByRole("heading", { level: 1, name: "Wicked Wednesdays & Weekends" })
      .waitFor();
    const first = visitor.getByRole("img", { name: RACE });
    await first.waitFor();
    expect(
      await first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
    ).toBeGreaterThan(0);
    expect(await visitor.locator(`img[alt="${RECITAL}"]`).count()).toBe(1);
    expect(await visitor.locator('img[src^="/summer/slide-"]').count()).toBe(0);
    await visitor.getByText("Sports day, August 2025").waitFor();
    await visitor.getByRole("button", { name: "Pause slideshow" }).click();
    await visitor.getByRole("button", { name: "Play slideshow" }).waitFor();
    await expectAccessible(visitor);
    await visitor.screenshot({ path: "/tmp/media-summer-390.png" });

    await visit(visitor, url("/"));
    const hero = visitor.getByRole("img", { name: RECITAL });
    await hero.waitFor();
    expect(
      await hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
    ).toBeGreaterThan(0);
    await expectAccessible(visitor);

    // Deleting a photo says where it is used first; the slideshow then has only the other one.
    await visit(page, url("/admin/media"));
    await page.getByRole("link", { name: `Delete “${RACE}”` }).click();
    await page.getByRole("heading", { name: "Delete this image?" }).waitFor();
    await page.getByRole("link", { name: "Summer slideshow, photo 1" }).waitFor();
    await expectAccessible(page);
    await page.getByRole("button", { name: "Delete image" }).click();
    await page.waitForURL(url("/admin/media"));
    await page.getByRole("heading", { name: "Images (1)" }).waitFor();

    await visit(visitor, url("/summer"));
    await visitor.getByRole("img", { name: RECITAL }).waitFor();
    expect(await visitor.locator(`img[alt="${RACE}"]`).count()).toBe(0);
    expect(await visitor.getByRole("button", { name: "Pause slideshow" }).count()).toBe(0);
    await expectAccessible(visitor);
    await visitor.context().close();
    await page.context().close();
  });
});

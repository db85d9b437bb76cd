import { eq } from "drizzle-orm";
import type { BrowserContextOptions, Page } from "playwright-core";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { MESSAGES } from "#app/features/settings/schema";
import {
  blogPosts,
  contentPages,
  mediaItems,
  siteSettings,
  summerSeasons,
} from "#app/lib/db/schema";
import { addDays, instantAt, localDate } from "#app/lib/time/london";
import { adminPage, ensureAdmin } from "../support/admin-page";
import {
  DESKTOP,
  expectAccessible,
  freezeServerClock,
  newPage,
  PHONE,
  visit,
} from "../support/browser";
import { setupBrowserTests } from "../support/e2e";
import { Journey } from "../support/journey";

// Each person logs in from their own computer (an address of their own behind the centre's
// proxy), so ten log-ins in a quarter of an hour are not one machine's, which the site slows.
const e2e = setupBrowserTests({ TRUST_PROXY: "127.0.0.1" });
let computers = 0;

/** The most actions a task of the staff's ordinary morning may take, log-in included. */
const MOST_ACTIONS = 14;

const PHOTO_ALT = "Volunteers packing food parcels in the hall";

/** The photo the centre uploaded to its library some days ago. */
async function libraryPhoto(): Promise<void> {
  const page = await adminPage(e2e, { email: "library@example.org", name: "Library Keeper" });
  await visit(page, `${e2e.server.url}/admin/media`);
  const photo = await sharp({
    create: { width: 1200, height: 800, channels: 3, background: "#3b6e8f" },
  })
    .jpeg()
    .toBuffer();
  await page
    .getByLabel("Image", { exact: true })
    .setInputFiles({ name: "parcels.jpg", mimeType: "image/jpeg", buffer: photo });
  await page.getByLabel("Alt text").fill(PHOTO_ALT);
  await page.getByRole("button", { name: "Upload image" }).click();
  await page.waitForURL(/#media-\d+$/);
  await page.context().close();
}

/** Logs in through the log-in page, counted: three actions. `now` freezes the server's clock. */
async function logIn(options: BrowserContextOptions, email: string, name: string, now?: number) {
  const password = await ensureAdmin(e2e.server, { email, name });
  computers += 1;
  const page: Page = await newPage(e2e.browser, {
    ...options,
    extraHTTPHeaders: { "X-Forwarded-For": `198.51.100.${computers}` },
  });
  if (now !== undefined) await freezeServerClock(page, e2e.server.url, now);
  const journey = new Journey(page);
  await visit(page, `${e2e.server.url}/login`);
  const main = page.getByRole("main");
  await journey.fill(main.getByLabel("Email"), email);
  await journey.fill(main.getByLabel("Password"), password);
  await journey.click(main.getByRole("button", { name: "Log in" }));
  await page.waitForURL(`${e2e.server.url}/admin`);
  return journey;
}

const WIDTHS = [
  ["1280 px", DESKTOP, "desk"],
  ["390 px", PHONE, "phone"],
] as const;

describe("an ordinary morning in the admin", () => {
  it.each(WIDTHS)("a post with a photo from the library, at %s", async (_width, options, who) => {
    if (who === "desk") await libraryPhoto();
    const title = `Food bank drive (${who})`;
    const journey = await logIn(options, `posts-${who}@example.org`, "Maryam Editor");
    const page = journey.page;

    await journey.openFromMenu("Blog");
    await journey.click(page.getByRole("link", { name: "New post" }));
    await journey.fill(page.getByLabel("Title"), title);
    const body = page.getByLabel("Post (Markdown)");
    await journey.fill(body, "Thank you to everyone who gave this week.");
    await journey.click(page.getByRole("button", { name: "Image", exact: true }));
    const dialog = page.getByRole("dialog", { name: "Insert an image" });
    await journey.click(dialog.getByRole("button", { name: `Insert ${PHOTO_ALT}` }));
    await dialog.waitFor({ state: "detached" });
    // The picture is in the text at the cursor, and in the preview.
    const [photo] = await e2e.server.database.db.select().from(mediaItems);
    expect(await body.inputValue()).toBe(
      `Thank you to everyone who gave this week.\n\n![${PHOTO_ALT}](/uploads/${photo?.key})`,
    );
    await page.getByTestId("post-preview").getByRole("img", { name: PHOTO_ALT }).waitFor();
    await expectAccessible(page);
    await journey.click(page.getByRole("button", { name: "Publish" }));
    await page.getByText("Post published").first().waitFor();

    expect(journey.actions).toBeLessThanOrEqual(MOST_ACTIONS);
    const [post] = await e2e.server.database.db
      .select()
      .from(blogPosts)
      .where(eq(blogPosts.title, title));
    expect(post).toMatchObject({ status: "published" });
    const visitor = await newPage(e2e.browser, PHONE);
    await visit(visitor, `${e2e.server.url}/blog/${post?.slug}`);
    const shown = visitor.getByRole("main").getByRole("img", { name: PHOTO_ALT });
    await shown.waitFor();
    expect(await shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await visitor.context().close();
    await page.context().close();
  });

  it.each(WIDTHS)("a typo fixed on the privacy page, at %s", async (_width, options, who) => {
    const journey = await logIn(options, `pages-${who}@example.org`, "Yusuf Editor");
    const page = journey.page;
    await journey.openFromMenu("Pages");
    await journey.click(page.getByRole("link", { name: "Edit Privacy Notice" }));
    const body = page.getByLabel("Page (Markdown)");
    const text = await body.inputValue();
    const fixed = text.replace("## Who we are", `## Who we are (${who})`);
    expect(fixed).not.toBe(text);
    await journey.fill(body, fixed);
    await journey.click(page.getByRole("button", { name: "Save page" }));
    await page
      .getByText(/^Page saved as version \d+: visitors see it now$/)
      .first()
      .waitFor();
    expect(journey.actions).toBeLessThanOrEqual(MOST_ACTIONS);

    const [stored] = await e2e.server.database.db
      .select()
      .from(contentPages)
      .where(eq(contentPages.slug, "policies/privacy"));
    expect(stored?.body).toContain(`## Who we are (${who})`);
    const visitor = await newPage(e2e.browser, PHONE);
    await visit(visitor, `${e2e.server.url}/policies/privacy`);
    await visitor.getByRole("heading", { name: `Who we are (${who})` }).waitFor();
    await visitor.context().close();
    await page.context().close();
  });

  it.each(WIDTHS)("the opening hours changed, at %s", async (_width, options, who) => {
    const journey = await logIn(options, `hours-${who}@example.org`, "Bilal Office");
    const page = journey.page;
    // Weekdays now run to Friday and close later; the weekend row stays.
    const closes = who === "desk" ? "20:00" : "20:30";
    await journey.openFromMenu("Settings");
    const weekdays = page.getByRole("group", { name: "Row 1" });
    await journey.check(weekdays.getByRole("checkbox", { name: "Friday" }));
    await journey.fill(weekdays.getByLabel("Closes"), closes);
    await journey.click(page.getByRole("button", { name: "Save Phone, email and opening hours" }));
    await page.getByText(MESSAGES.sectionSaved("Phone, email and opening hours")).first().waitFor();
    expect(journey.actions).toBeLessThanOrEqual(MOST_ACTIONS);

    const [stored] = await e2e.server.database.db.select().from(siteSettings);
    expect(stored?.value.openingHours).toEqual([
      {
        days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
        opens: "17:00",
        closes,
      },
      { days: ["Saturday", "Sunday"], opens: "09:30", closes: "13:30" },
    ]);
    const visitor = await newPage(e2e.browser, PHONE);
    await visit(visitor, `${e2e.server.url}/`);
    expect(await visitor.getByRole("contentinfo").innerText()).toContain(
      `Mon–Fri 5pm–${closes === "20:00" ? "8pm" : "8:30pm"}`,
    );
    await visitor.context().close();
    await page.context().close();
  });

  it.each(WIDTHS)("a banner for a week, at %s", async (_width, options, who) => {
    const journey = await logIn(options, `banner-${who}@example.org`, "Amina Office");
    const page = journey.page;
    const today = localDate(Date.now());
    const text = `Car park closed for resurfacing this week (${who}).`;
    await journey.openFromMenu("Settings");
    await journey.fill(page.getByLabel("Announcement text"), text);
    await journey.fill(page.getByLabel("Show from"), today);
    await journey.fill(page.getByLabel("Show until"), addDays(today, 6));
    await journey.click(page.getByRole("button", { name: "Save Announcement banner" }));
    await page.getByText(MESSAGES.sectionSaved("Announcement banner")).first().waitFor();
    expect(journey.actions).toBeLessThanOrEqual(MOST_ACTIONS);

    const visitor = await newPage(e2e.browser, PHONE);
    await visit(visitor, `${e2e.server.url}/`);
    expect(await visitor.getByRole("region", { name: "Announcement" }).innerText()).toContain(text);
    await visitor.context().close();
    await page.context().close();
  });
});

describe("running next summer", () => {
  // March 2026: last summer was 2025's season; the centre copies it, checks it and opens it.
  const MARCH = instantAt("2026-03-01", "09:00");
  const TITLE = "Wicked Wednesdays & Weekends 2026";

  it.each(WIDTHS)(
    "copy last summer, open it, and visitors see it, at %s",
    async (_w, options, who) => {
      // Each width starts from the same centre: the copy made at the other width is gone.
      await e2e.server.database.db.delete(summerSeasons).where(eq(summerSeasons.title, TITLE));
      const journey = await logIn(options, `summer-${who}@example.org`, "Summer Team", MARCH);
      const page = journey.page;

      await journey.openFromMenu("Summer");
      await journey.click(page.getByRole("link", { name: "Seasons", exact: true }));
      await journey.click(
        page.getByRole("button", { name: "Copy to next year (Wicked Wednesdays & Weekends 2025)" }),
      );
      await page.getByRole("heading", { level: 1, name: TITLE }).waitFor();
      // A draft is not shown to parents, and the page says so.
      await page
        .getByText(/^Visitors see (no season on \/summer now|.+ on \/summer now, not this season)/)
        .waitFor();
      await expectAccessible(page);
      await journey.click(page.getByRole("button", { name: "Open registration" }));
      await page.getByText("Season opened.").first().waitFor();
      await page.getByText("Visitors see this season on /summer now.").waitFor();
      expect(journey.actions).toBeLessThanOrEqual(MOST_ACTIONS);

      const [season] = await e2e.server.database.db
        .select()
        .from(summerSeasons)
        .where(eq(summerSeasons.title, TITLE));
      expect(season?.status).toBe("open");
      const parent = await newPage(e2e.browser, PHONE);
      await freezeServerClock(parent, e2e.server.url, MARCH);
      await visit(parent, `${e2e.server.url}/summer`);
      await parent.getByText("Summer at WIC · 22 July – 30 August 2026").waitFor();
      await parent.context().close();
      await page.context().close();
    },
  );
});

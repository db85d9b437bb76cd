import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { adminPage, openAdminSection } from "../support/admin-page";
import {
  expectAccessible,
  expectAccessibleWithoutJavaScript,
  newPage,
  PHONE,
  visit,
} from "../support/browser";
import { setupBrowserTests } from "../support/e2e";

const e2e = setupBrowserTests();

const TITLE = "Open day at the centre: everyone welcome";
const SLUG = "open-day-at-the-centre-everyone-welcome";

describe("blog", () => {
  it("lets an administrator write and publish a post with a cover; it appears on /blog, its page, the feed, the sitemap and the home page", async () => {
    const page = await adminPage(e2e, { email: "editor@example.org", name: "Maryam Editor" });
    await openAdminSection(page, e2e.server.url, "Blog", "/admin/blog");
    await page.getByText("No posts yet.").waitFor();
    await expectAccessible(page);
    await page.getByRole("link", { name: "New post" }).click();
    await page.waitForURL(`${e2e.server.url}/admin/blog/new`);
    await expectAccessible(page);

    // Publishing without a title keeps everything typed and says what is missing.
    await page
      .getByLabel("Post (Markdown)")
      .fill("## Programme\n\nTours, **food** and talks.\n\n<img src=x onerror=alert(1)>");
    const preview = page.getByTestId("post-preview");
    await preview.getByRole("heading", { name: "Programme" }).waitFor();
    expect(await preview.locator("strong").innerText()).toBe("food");
    expect(await preview.innerHTML()).not.toContain("onerror");
    await page.getByRole("button", { name: "Publish" }).click();
    await page.getByText("Please correct the errors below").waitFor();
    expect(await page.getByLabel("Post (Markdown)").inputValue()).toContain(
      "Tours, **food** and talks.",
    );
    await expectAccessible(page);

    const photo = await sharp({
      create: { width: 1200, height: 800, channels: 3, background: "#0b6e4f" },
    })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Artist: "Secret Photographer" } } })
      .toBuffer();
    await page.getByLabel("Title").fill(TITLE);
    await page.getByLabel("Tags").fill("events, community");
    await page.getByLabel("Cover image (optional)", { exact: true }).setInputFiles({
      name: "open-day.jpg",
      mimeType: "image/jpeg",
      buffer: photo,
    });
    await page
      .getByLabel("Cover image description")
      .fill("Visitors outside the centre on a sunny day");
    await page.getByRole("button", { name: "Publish" }).click();
    await page.waitForURL(/\/admin\/blog\/\d+$/);
    await page.getByText("Post published").first().waitFor();
    await expectAccessible(page);

    // /blog lists it with its cover, date, author and reading time.
    const visitor = await newPage(e2e.browser, PHONE);
    await visit(visitor, `${e2e.server.url}/blog`);
    const card = visitor.getByRole("article").filter({ hasText: TITLE });
    await card.getByRole("img", { name: "Visitors outside the centre on a sunny day" }).waitFor();
    expect(await card.innerText()).toMatch(/By Maryam Editor/);
    expect(await card.innerText()).toMatch(/1 min read/);
    await visitor.getByRole("link", { name: "events" }).click();
    await visitor.waitForURL(/\/blog\?tag=events/);
    await expectAccessible(visitor);

    // Its own page: rendered and sanitised Markdown, cover, Article JSON-LD.
    await card
      .getByRole("link", { name: TITLE })
      .click()
      .catch(() => undefined);
    await visit(visitor, `${e2e.server.url}/blog/${SLUG}`);
    await visitor.getByRole("heading", { level: 1, name: TITLE }).waitFor();
    await visitor.getByRole("heading", { level: 2, name: "Programme" }).waitFor();
    expect(await visitor.locator("main").innerHTML()).not.toContain("onerror");
    const cover = visitor.getByRole("img", { name: "Visitors outside the centre on a sunny day" });
    expect(await cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(
      1200,
    );
    const jsonLd = await visitor.locator('script[type="application/ld+json"]').allTextContents();
    const article = jsonLd
      .flatMap((text) => [JSON.parse(text)].flat())
      .find((item) => item["@type"] === "Article");
    expect(article).toMatchObject({
      headline: TITLE,
      url: `${e2e.server.url}/blog/${SLUG}`,
      author: { name: "Maryam Editor" },
    });
    expect(article.image).toMatch(new RegExp(`^${e2e.server.url}/uploads/[a-f0-9]{32}\\.webp$`));

    // The stored image: WebP, no EXIF, long-lived and nosniff.
    const image = await fetch(article.image);
    expect(image.headers.get("content-type")).toBe("image/webp");
    expect(image.headers.get("x-content-type-options")).toBe("nosniff");
    expect(image.headers.get("cache-control")).toContain("immutable");
    const bytes = Buffer.from(await image.arrayBuffer());
    expect((await sharp(bytes).metadata()).exif).toBeUndefined();
    expect(bytes.includes(Buffer.from("Secret Photographer"))).toBe(false);

    // The feed, the sitemap and the home page.
    const feed = await fetch(`${e2e.server.url}/blog/feed.xml`);
    expect(feed.headers.get("content-type")).toContain("application/atom+xml");
    const xml = await feed.text();
    expect(xml).toContain(`<title>${TITLE}</title>`);
    expect(xml).toContain(`<id>${e2e.server.url}/blog/${SLUG}</id>`);
    const sitemap = await (await fetch(`${e2e.server.url}/sitemap.xml`)).text();
    expect(sitemap).toContain(`<loc>${e2e.server.url}/blog/${SLUG}</loc>`);

    await visit(visitor, `${e2e.server.url}/`);
    const latest = visitor.getByRole("region", { name: "Latest from our blog" });
    await latest.getByRole("link", { name: TITLE }).waitFor();

    // Renaming keeps old links working.
    await page.getByLabel("Title").fill("Open day 2026");
    await page.getByLabel("Slug").fill("");
    await page.getByRole("button", { name: "Save and keep published" }).click();
    await page.getByText("Post published").first().waitFor();
    const old = await fetch(`${e2e.server.url}/blog/${SLUG}`, { redirect: "manual" });
    expect(old.status).toBe(301);
    expect(old.headers.get("location")).toBe("/blog/open-day-2026");

    // Unknown slugs are a 404 page.
    await visit(visitor, `${e2e.server.url}/blog/no-such-post`, 404);
    await visitor.getByRole("heading", { name: "Page not found" }).waitFor();
    expect(await visitor.getByRole("banner").isVisible()).toBe(true);
    expect(await visitor.getByRole("contentinfo").isVisible()).toBe(true);

    await visitor.context().close();
    await page.context().close();
  });

  it("shows an empty state and a phone-friendly list", async () => {
    const page = await newPage(e2e.browser, PHONE);
    await visit(page, `${e2e.server.url}/blog?tag=nothing-here`);
    await page.getByText("No posts tagged “nothing-here” yet").waitFor();
    await page.context().close();
  });

  it("works without JavaScript: the server's preview, its messages and a cover kept between sends", async () => {
    const page = await adminPage(
      e2e,
      { email: "plain@example.org", name: "Plain Editor" },
      { ...PHONE, javaScriptEnabled: false },
    );
    await visit(page, `${e2e.server.url}/admin/blog/new`, 200, { javaScript: false });

    await page.getByLabel("Post (Markdown)").fill("## Without scripts\n\nPlain **HTML** forms.");
    await page.getByRole("button", { name: "Update preview" }).click();
    await page
      .getByTestId("post-preview")
      .getByRole("heading", { name: "Without scripts" })
      .waitFor();
    expect(await page.getByLabel("Post (Markdown)").inputValue()).toContain(
      "Plain **HTML** forms.",
    );

    // A cover without its description: the server asks for it and keeps the stored cover.
    const png = await sharp({
      create: { width: 64, height: 48, channels: 3, background: "#0b6e4f" },
    })
      .png()
      .toBuffer();
    await page.getByLabel("Title").fill("Plain forms");
    await page.getByLabel("Cover image (optional)", { exact: true }).setInputFiles({
      name: "cover.png",
      mimeType: "image/png",
      buffer: png,
    });
    await page.getByRole("button", { name: "Publish" }).click();
    await page.getByText("Please correct the errors below").waitFor();
    await page
      .getByRole("alert")
      .getByText(
        "Cover image description: Please describe the cover image for people who cannot see it",
      )
      .waitFor();
    await page.getByRole("img", { name: "Current cover" }).waitFor();
    expect(await page.getByLabel("Title").inputValue()).toBe("Plain forms");
    await expectAccessibleWithoutJavaScript(page);

    await page.getByLabel("Cover image description").fill("A green square");
    await page.getByRole("button", { name: "Publish" }).click();
    await page.waitForURL(/\/admin\/blog\/\d+$/);
    await page.getByText("Post published").first().waitFor();
    await page.getByRole("img", { name: "Current cover" }).waitFor();
    await page.context().close();
  });
});

import { describe, expect, it } from "vitest";
import * as sitemap from "#app/features/content/routes/sitemap-xml";
import * as home from "#app/features/home/routes/home";
import { blogPosts } from "#app/lib/db/schema";
import { routeArgs } from "#tests/support/actions";
import { hour, setupBlogTests } from "#tests/support/blog";
import { findPublicPost } from "./blog.server";
import * as blogList from "./routes/blog";
import * as feed from "./routes/feed-xml";
import { SEED_POSTS, seedBlogPosts } from "./seed.server";

const { db, get, postPageAnswer, insertPost } = setupBlogTests();

describe("what the public sees", () => {
  it("shows published posts only once their time has come, never drafts or unpublished posts", async () => {
    const now = Date.now();
    await insertPost({ slug: "live-post", status: "published", publishAt: new Date(now - hour) });
    await insertPost({ slug: "draft-post", status: "draft", publishAt: null });
    await insertPost({ slug: "future-post", status: "published", publishAt: new Date(now + hour) });
    await insertPost({
      slug: "unpublished-post",
      status: "draft",
      publishAt: new Date(now - 2 * hour),
    });

    const list = await blogList.loader(get("/blog"));
    expect(list.posts.map((p) => p.slug)).toEqual(["live-post"]);

    for (const slug of ["draft-post", "future-post", "unpublished-post", "no-such-post"]) {
      const page = await postPageAnswer(slug);
      expect(page.status, slug).toBe(404);
    }
    const live = await postPageAnswer("live-post");
    expect(live.status).toBe(200);

    const feedXml = await (await feed.loader()).text();
    expect(feedXml).toContain("/blog/live-post</id>");
    expect(feedXml).not.toMatch(/draft-post|future-post|unpublished-post/);
    const sitemapXml = await (
      await sitemap.loader(routeArgs(new Request("http://localhost/sitemap.xml")))
    ).text();
    expect(sitemapXml).toContain("/blog/live-post</loc>");
    expect(sitemapXml).not.toMatch(/draft-post|future-post|unpublished-post/);
    expect(sitemapXml).toContain("/blog</loc>");
    const homeData = await home.loader(routeArgs(new Request("http://localhost/")));
    expect(homeData.latestPosts.map((p) => p.slug)).toEqual(["live-post"]);

    // Two hours on, the scheduled post is public too (and nothing else changed).
    const later = await findPublicPost("future-post", new Date(now + 2 * hour));
    expect(later.kind).toBe("post");

    await db().delete(blogPosts);
  });

  it("filters by tag and pages through posts, newest first", async () => {
    const now = Date.now();
    for (let n = 1; n <= 8; n++) {
      await insertPost({
        slug: `post-${n}`,
        status: "published",
        publishAt: new Date(now - n * hour),
        tags: n % 2 === 0 ? ["even"] : ["odd"],
      });
    }
    const first = await blogList.loader(get("/blog"));
    expect(first.posts.map((p) => p.slug)).toEqual([
      "post-1",
      "post-2",
      "post-3",
      "post-4",
      "post-5",
      "post-6",
    ]);
    expect(first.pageCount).toBe(2);
    expect(first.tags).toEqual(["even", "odd"]);
    const second = await blogList.loader(get("/blog?page=2"));
    expect(second.posts.map((p) => p.slug)).toEqual(["post-7", "post-8"]);
    const even = await blogList.loader(get("/blog?tag=even"));
    expect(even.posts.map((p) => p.slug)).toEqual(["post-2", "post-4", "post-6", "post-8"]);
    expect(even.pageCount).toBe(1);
    const beyond = await blogList.loader(get("/blog?page=99"));
    expect(beyond.page).toBe(2);

    const middle = await findPublicPost("post-4");
    expect(middle.kind === "post" && [middle.previous?.slug, middle.next?.slug]).toEqual([
      "post-5",
      "post-3",
    ]);
    await db().delete(blogPosts);
  });
});

describe("seed", () => {
  it("adds the three posts once", async () => {
    await seedBlogPosts();
    await seedBlogPosts();
    const rows = await db().select().from(blogPosts);
    expect(rows.map((row) => row.slug).sort()).toEqual(SEED_POSTS.map((p) => p.slug).sort());
    const competition = rows.find((row) => row.slug === "winter-quran-competition-2025");
    expect(competition?.body).toContain("25 December 2025");
    expect(competition?.body).toContain("£5");
    expect(competition?.body).toContain("5 to 25");
    const list = await blogList.loader(get("/blog"));
    expect(list.posts[0]?.slug).toBe("winter-quran-competition-2025");
  });
});

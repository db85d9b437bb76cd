import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import * as sitemap from "~/features/content/routes/sitemap-xml";
import * as home from "~/features/home/routes/home";
import { auditLog, blogPosts, blogSlugRedirects } from "~/lib/db/schema";
import { answer, routeArgs, thrown } from "../../../tests/support/actions";
import { createAccount } from "../../../tests/support/auth";
import { setupTestDatabase } from "../../../tests/support/database";
import { findPublicPost } from "./blog.server";
import * as adminBlog from "./routes/admin-blog";
import * as editor from "./routes/admin-blog-editor";
import * as blogList from "./routes/blog";
import * as feed from "./routes/feed-xml";
import * as postPage from "./routes/post";
import { SEED_POSTS, seedBlogPosts } from "./seed.server";

const database = setupTestDatabase();
const db = () => database.handle().db;
const cookies = { admin: "", user: "" };

beforeAll(async () => {
  cookies.admin = (
    await createAccount(db(), { name: "Aisha Admin", email: "aisha@example.org", role: "admin" })
  ).cookie;
  cookies.user = (
    await createAccount(db(), { name: "Umar User", email: "umar@example.org" })
  ).cookie;
});

type Who = keyof typeof cookies | "anonymous";

function get(path: string, who: Who = "anonymous", params: Record<string, string> = {}) {
  const headers: HeadersInit = who === "anonymous" ? {} : { Cookie: cookies[who] };
  return routeArgs(new Request(`http://localhost${path}`, { headers }), params);
}

/** A multipart form post, as the editor sends it. */
function post(
  path: string,
  fields: Record<string, string | File>,
  who: Who,
  params: Record<string, string> = {},
) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  const headers: HeadersInit = who === "anonymous" ? {} : { Cookie: cookies[who] };
  return routeArgs(
    new Request(`http://localhost${path}`, { method: "POST", body, headers }),
    params,
  );
}

/** The post page's answer (a 404 answer and a post have different shapes). */
async function postPageAnswer(slug: string) {
  const result: unknown = await postPage.loader(get(`/blog/${slug}`, "anonymous", { slug }));
  return answer<{ found: { post: { html: string } } | null }>(
    result as { found: { post: { html: string } } | null },
  );
}

const hour = 3600_000;

async function insertPost(values: Partial<typeof blogPosts.$inferInsert> & { slug: string }) {
  const [row] = await db()
    .insert(blogPosts)
    .values({
      title: values.slug,
      excerpt: `About ${values.slug}`,
      body: `Body of ${values.slug}`,
      authorName: "Tester",
      ...values,
    })
    .returning();
  if (!row) throw new Error("no row");
  return row;
}

const baseFields = {
  title: "Eid party for the whole family",
  slug: "",
  excerpt: "",
  body: "## Join us\n\nFood, games and **prizes** for all ages. <script>alert(1)</script>",
  tags: "Events, Family",
  authorName: "Aisha Admin",
  coverAlt: "",
  publishAt: "",
};

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
    const sitemapXml = await (await sitemap.loader()).text();
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

describe("the admin editor", () => {
  it("lets an administrator write, publish and later rename a post; the old link redirects", async () => {
    const created = answer(
      await editor.action(post("/admin/blog/new", { ...baseFields, intent: "publish" }, "admin")),
    );
    expect(created.status).toBe(302);
    const [row] = await db()
      .select()
      .from(blogPosts)
      .where(eq(blogPosts.slug, "eid-party-for-the-whole-family"));
    expect(row).toMatchObject({
      status: "published",
      tags: ["events", "family"],
      excerpt: "Join us Food, games and prizes for all ages.",
    });
    expect(created.headers.get("Location")).toBe(`/admin/blog/${row?.id}`);
    const id = String(row?.id);

    const page = await postPageAnswer("eid-party-for-the-whole-family");
    const html = page.data?.found?.post.html ?? "";
    expect(html).toContain("<strong>prizes</strong>");
    expect(html).not.toContain("script");

    // A new title with the slug emptied: a new slug, and the old one redirects permanently.
    const renamed = answer(
      await editor.action(
        post(
          `/admin/blog/${id}`,
          { ...baseFields, title: "Eid party 2026", intent: "publish" },
          "admin",
          { id },
        ),
      ),
    );
    expect(renamed.status).toBe(302);
    const [after] = await db()
      .select()
      .from(blogPosts)
      .where(eq(blogPosts.id, Number(id)));
    expect(after?.slug).toBe("eid-party-2026");
    const redirect = await thrown(() =>
      postPage.loader(
        get("/blog/eid-party-for-the-whole-family", "anonymous", {
          slug: "eid-party-for-the-whole-family",
        }),
      ),
    );
    expect(redirect).toBeInstanceOf(Response);
    expect((redirect as Response).status).toBe(301);
    expect((redirect as Response).headers.get("Location")).toBe("/blog/eid-party-2026");

    // Only the title changes (the slug field kept): the address stays.
    await editor.action(
      post(
        `/admin/blog/${id}`,
        {
          ...baseFields,
          title: "Eid party 2026 (updated)",
          slug: "eid-party-2026",
          intent: "publish",
        },
        "admin",
        { id },
      ),
    );
    const [kept] = await db()
      .select()
      .from(blogPosts)
      .where(eq(blogPosts.id, Number(id)));
    expect(kept).toMatchObject({ slug: "eid-party-2026", title: "Eid party 2026 (updated)" });

    // Another post cannot take the old slug: it still belongs to the first post's links.
    const clash = answer(
      await editor.action(
        post(
          "/admin/blog/new",
          { ...baseFields, slug: "eid-party-for-the-whole-family", intent: "draft" },
          "admin",
        ),
      ),
    );
    expect(clash.status).toBe(400);
    expect(clash.data).toMatchObject({
      errors: { slug: "This slug is already used by another post" },
    });
    // A generated slug avoids it by numbering.
    await editor.action(
      post("/admin/blog/new", { ...baseFields, title: "Eid party 2026", intent: "draft" }, "admin"),
    );
    const numbered = await db()
      .select()
      .from(blogPosts)
      .where(eq(blogPosts.slug, "eid-party-2026-2"));
    expect(numbered).toHaveLength(1);

    const audits = await db().select().from(auditLog);
    expect(audits.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(["blog.publish", "blog.update", "blog.create"]),
    );
    expect(
      audits.find((entry) => entry.details?.previousSlug === "eid-party-for-the-whole-family"),
    ).toBeDefined();

    // Unpublish, then delete: the post and its old slugs are gone.
    await editor.action(post(`/admin/blog/${id}`, { intent: "unpublish" }, "admin", { id }));
    expect((await findPublicPost("eid-party-2026")).kind).toBe("missing");
    await editor.action(post(`/admin/blog/${id}`, { intent: "delete" }, "admin", { id }));
    expect(
      await db()
        .select()
        .from(blogPosts)
        .where(eq(blogPosts.id, Number(id))),
    ).toEqual([]);
    expect(await db().select().from(blogSlugRedirects)).toEqual([]);
    expect((await db().select().from(auditLog)).map((entry) => entry.action)).toEqual(
      expect.arrayContaining(["blog.unpublish", "blog.delete"]),
    );
    await db().delete(blogPosts);
  });

  it("previews without JavaScript: the form comes back with the text, nothing is stored", async () => {
    const result = answer(
      await editor.action(post("/admin/blog/new", { ...baseFields, intent: "preview" }, "admin")),
    );
    expect(result.status).toBe(200);
    expect(result.data).toMatchObject({ preview: true, values: { title: baseFields.title } });
    expect(await db().select().from(blogPosts)).toEqual([]);
  });

  it("schedules a post in UK time: invisible until then", async () => {
    const result = answer(
      await editor.action(
        post(
          "/admin/blog/new",
          { ...baseFields, title: "Summer 2030", publishAt: "2030-07-01T09:00", intent: "publish" },
          "admin",
        ),
      ),
    );
    expect(result.status).toBe(302);
    const [row] = await db().select().from(blogPosts).where(eq(blogPosts.slug, "summer-2030"));
    expect(row?.publishAt?.toISOString()).toBe("2030-07-01T08:00:00.000Z");
    expect((await findPublicPost("summer-2030")).kind).toBe("missing");
    expect((await findPublicPost("summer-2030", new Date("2030-07-01T08:00:01Z"))).kind).toBe(
      "post",
    );
    const list = await adminBlog.loader(get("/admin/blog", "admin"));
    expect(list.posts.find((p) => p.slug === "summer-2030")?.state).toBe("scheduled");
    await db().delete(blogPosts);
  });

  it("keeps what was typed and explains each problem", async () => {
    const php = new File(["<?php echo 1; ?>"], "cover.png", { type: "image/png" });
    const result = answer(
      await editor.action(
        post(
          "/admin/blog/new",
          { ...baseFields, title: "", publishAt: "soon", cover: php, intent: "publish" },
          "admin",
        ),
      ),
    );
    expect(result.status).toBe(400);
    expect(result.data).toMatchObject({
      errors: {
        title: "Please enter a title",
        publishAt: "Please enter a valid date and time",
        cover: "Invalid file type. Only JPEG, PNG, and WebP images are allowed.",
      },
      values: { body: baseFields.body, tags: baseFields.tags },
    });
    expect(await db().select().from(blogPosts)).toEqual([]);
  });

  it("stores a cover as WebP and asks for its description", async () => {
    const png = await sharp({
      create: { width: 64, height: 48, channels: 3, background: "#0b6e4f" },
    })
      .png()
      .toBuffer();
    const cover = new File([png], "cover.png", { type: "image/png" });
    const missingAlt = answer(
      await editor.action(
        post("/admin/blog/new", { ...baseFields, cover, intent: "publish" }, "admin"),
      ),
    );
    expect(missingAlt.status).toBe(400);
    const kept = (missingAlt.data as { values: { existingCover: string } }).values.existingCover;
    expect(kept).toMatch(/^[a-f0-9]{32}\.webp$/);
    expect(missingAlt.data).toMatchObject({
      errors: { coverAlt: "Please describe the cover image for people who cannot see it" },
    });
    // Sent again with the description: the stored cover is reused without uploading again.
    const saved = answer(
      await editor.action(
        post(
          "/admin/blog/new",
          {
            ...baseFields,
            existingCover: kept,
            coverAlt: "Children at the Eid party",
            intent: "publish",
          },
          "admin",
        ),
      ),
    );
    expect(saved.status).toBe(302);
    const [row] = await db().select().from(blogPosts);
    expect(row).toMatchObject({
      coverImage: kept,
      coverWidth: 64,
      coverHeight: 48,
      coverAlt: "Children at the Eid party",
    });
    await db().delete(blogPosts);
  });
});

describe("who may write", () => {
  it("refuses members and visitors: pages redirect, posts answer 403 and nothing changes", async () => {
    const existing = await insertPost({
      slug: "kept-as-is",
      status: "published",
      publishAt: new Date(Date.now() - hour),
    });
    const id = String(existing.id);
    for (const who of ["user", "anonymous"] as const) {
      const page = await thrown(() => adminBlog.loader(get("/admin/blog", who)));
      expect((page as Response).status, who).toBe(302);
      const editorPage = await thrown(() => editor.loader(get(`/admin/blog/${id}`, who, { id })));
      expect((editorPage as Response).status).toBe(302);

      const create = await thrown(() =>
        editor.action(post("/admin/blog/new", { ...baseFields, intent: "publish" }, who)),
      );
      expect(create).toMatchObject({ init: { status: 403 } });
      for (const fields of [
        { ...baseFields, title: "Hacked", intent: "publish" },
        { intent: "unpublish" },
        { intent: "delete" },
      ]) {
        const edit = await thrown(() =>
          editor.action(post(`/admin/blog/${id}`, fields, who, { id })),
        );
        expect(edit).toMatchObject({ init: { status: 403 } });
      }
    }
    const rows = await db().select().from(blogPosts);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ title: "kept-as-is", status: "published", slug: "kept-as-is" });
    expect(
      await db()
        .select()
        .from(auditLog)
        .where(eq(auditLog.target, `blog_post:${id}`)),
    ).toEqual([]);
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

import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { auditLog, blogPosts, blogSlugRedirects } from "#app/lib/db/schema";
import { OUTSIDE_IMAGE_MESSAGE } from "#app/lib/markdown/outside-images";
import { uploadsDirectory } from "#app/lib/uploads/storage.server";
import { answer, thrown } from "#tests/support/actions";
import { baseFields, hour, setupBlogTests } from "#tests/support/blog";
import { rowsWhere } from "#tests/support/database";
import { canMountTmpfs, withDiskFault } from "#tests/support/disk-faults";
import { findPublicPost } from "./blog.server";
import * as adminBlog from "./routes/admin-blog";
import * as editor from "./routes/admin-blog-editor";
import * as postPage from "./routes/post";

const { db, get, post, postPageAnswer, insertPost } = setupBlogTests();

/** A 64×48 PNG of one colour, as the browser sends the cover field. */
async function coverFile(colour: string) {
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: colour } })
    .png()
    .toBuffer();
  return new File([new Uint8Array(png)], "cover.png", { type: "image/png" });
}

describe("the admin editor", () => {
  it("refuses a picture from another website with a message beside the post, keeping the text", async () => {
    const body = "Our new hall:\n\n![Hall](https://images.example.org/hall.jpg)";
    const refused = answer(
      await editor.action(
        post("/admin/blog/new", { ...baseFields, body, intent: "draft" }, "admin"),
      ),
    );
    expect(refused.status).toBe(400);
    expect(refused.data?.result.error?.body).toEqual([OUTSIDE_IMAGE_MESSAGE]);
    expect(refused.data?.result.initialValue?.body).toBe(body);
  });

  it("lets an administrator write, publish and later rename a post; the old link redirects", async () => {
    const created = answer(
      await editor.action(post("/admin/blog/new", { ...baseFields, intent: "publish" }, "admin")),
    );
    expect(created.status).toBe(302);
    const [row] = await rowsWhere(
      db(),
      blogPosts,
      eq(blogPosts.slug, "eid-party-for-the-whole-family"),
    );
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
    const [after] = await rowsWhere(db(), blogPosts, eq(blogPosts.id, Number(id)));
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
    const [kept] = await rowsWhere(db(), blogPosts, eq(blogPosts.id, Number(id)));
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
      result: { error: { slug: ["This slug is already used by another post"] } },
    });
    // A generated slug avoids it by numbering.
    await editor.action(
      post("/admin/blog/new", { ...baseFields, title: "Eid party 2026", intent: "draft" }, "admin"),
    );
    const numbered = await rowsWhere(db(), blogPosts, eq(blogPosts.slug, "eid-party-2026-2"));
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
    expect(result.data).toMatchObject({
      preview: true,
      result: { initialValue: { title: baseFields.title } },
    });
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
      result: {
        error: {
          title: ["Please enter a title"],
          publishAt: ["Please enter a valid date and time"],
          cover: ["Invalid file type. Only JPEG, PNG, and WebP images are allowed."],
        },
        initialValue: { body: baseFields.body, tags: baseFields.tags },
      },
    });
    expect(await db().select().from(blogPosts)).toEqual([]);
  });

  it("stores a cover as WebP and asks for its description", async () => {
    const cover = await coverFile("#0b6e4f");
    const missingAlt = answer(
      await editor.action(
        post("/admin/blog/new", { ...baseFields, cover, intent: "publish" }, "admin"),
      ),
    );
    expect(missingAlt.status).toBe(400);
    const kept = (missingAlt.data as { existingCover: string }).existingCover;
    expect(kept).toMatch(/^[a-f0-9]{32}\.webp$/);
    expect(missingAlt.data).toMatchObject({
      result: {
        error: { coverAlt: ["Please describe the cover image for people who cannot see it"] },
      },
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

describe.skipIf(!canMountTmpfs)("a cover the server's disk refuses", () => {
  it("answers 503 with the reason next to the cover, the post kept as typed and nothing stored", async () => {
    withDiskFault(uploadsDirectory(), "full");
    const cover = await coverFile("#b7862b");
    const failed = answer(
      await editor.action(
        post(
          "/admin/blog/new",
          { ...baseFields, cover, coverAlt: "The Eid party", intent: "publish" },
          "admin",
        ),
      ),
    );
    expect(failed.status).toBe(503);
    expect(failed.data).toMatchObject({
      existingCover: "",
      result: {
        initialValue: { title: baseFields.title, coverAlt: "The Eid party" },
        error: {
          cover: [
            "The image could not be saved: the server's storage is full. Please tell the site's administrator.",
          ],
        },
      },
    });
    expect(await db().select().from(blogPosts)).toEqual([]);
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

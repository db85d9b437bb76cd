import { and, arrayContains, count, desc, eq, lte, ne, sql } from "drizzle-orm";
import { data } from "react-router";
import { type CurrentUser, recordAudit } from "~/features/accounts/index.server";
import { db } from "~/lib/db/client.server";
import { blogPosts, blogSlugRedirects } from "~/lib/db/schema";
import { redirectWithToast } from "~/lib/http/toast.server";
import { logger } from "~/lib/logger.server";
import { COVER_SIZE, storedImageSize, storeImage } from "~/lib/uploads/images.server";
import { uploadUrl } from "~/lib/uploads/rules";
import { renderPostMarkdown } from "./markdown";
import {
  dateToLondonLocal,
  excerptFromMarkdown,
  formatPostDate,
  londonLocalToDate,
  POSTS_PER_PAGE,
  parseTags,
  postState,
  readingMinutes,
  slugFromTitle,
  uniqueSlug,
} from "./rules";
import {
  COVER_ALT_REQUIRED,
  type EditorState,
  type EditorValues,
  FIX_ERRORS,
  type PostFieldName,
  postFormSchema,
  SAVE_FAILED,
  SLUG_TAKEN,
} from "./schema";

type PostRow = typeof blogPosts.$inferSelect;

interface PostCover {
  url: string;
  width: number;
  height: number;
  alt: string;
}

/** What a list, the home page and the feed show of a post. */
export interface PostSummary {
  slug: string;
  title: string;
  excerpt: string;
  tags: string[];
  authorName: string;
  /** ISO instant of publication. */
  publishedAt: string;
  updatedAt: string;
  readingMinutes: number;
  cover: PostCover | null;
}

function coverOf(row: PostRow): PostCover | null {
  if (!row.coverImage) return null;
  return {
    url: uploadUrl(row.coverImage),
    width: row.coverWidth ?? 1600,
    height: row.coverHeight ?? 900,
    alt: row.coverAlt ?? "",
  };
}

function summaryOf(row: PostRow): PostSummary {
  return {
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    tags: row.tags,
    authorName: row.authorName,
    publishedAt: (row.publishAt ?? row.createdAt).toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    readingMinutes: readingMinutes(row.body),
    cover: coverOf(row),
  };
}

/** Posts the public may see: published, and their publish time has come. */
function isPublic(now: Date) {
  return and(eq(blogPosts.status, "published"), lte(blogPosts.publishAt, now));
}

// ── Public pages ─────────────────────────────────────────────────────────────────────────────────

export async function listPublicPosts({
  tag,
  page,
  now = new Date(),
}: {
  tag: string | null;
  page: number;
  now?: Date;
}) {
  const where = tag ? and(isPublic(now), arrayContains(blogPosts.tags, [tag])) : isPublic(now);
  const [{ total } = { total: 0 }] = await db()
    .select({ total: count() })
    .from(blogPosts)
    .where(where);
  const pageCount = Math.max(1, Math.ceil(total / POSTS_PER_PAGE));
  const current = Math.min(Math.max(1, page), pageCount);
  const rows = await db()
    .select()
    .from(blogPosts)
    .where(where)
    .orderBy(desc(blogPosts.publishAt), desc(blogPosts.id))
    .limit(POSTS_PER_PAGE)
    .offset((current - 1) * POSTS_PER_PAGE);
  const tagRows = await db()
    .select({ tag: sql<string>`distinct unnest(${blogPosts.tags})` })
    .from(blogPosts)
    .where(isPublic(now));
  return {
    tag,
    posts: rows.map(summaryOf),
    total,
    page: current,
    pageCount,
    tags: tagRows.map((row) => row.tag).sort(),
  };
}

async function latestPublicPosts(limit: number, now = new Date()): Promise<PostSummary[]> {
  const rows = await db()
    .select()
    .from(blogPosts)
    .where(isPublic(now))
    .orderBy(desc(blogPosts.publishAt), desc(blogPosts.id))
    .limit(limit);
  return rows.map(summaryOf);
}

/** The home page's latest posts; the home page still renders if the blog cannot be read. */
export async function latestPostsForHome(): Promise<PostSummary[]> {
  try {
    return await latestPublicPosts(3);
  } catch (error) {
    logger.error({ err: error }, "could not read the latest blog posts");
    return [];
  }
}

export type PublicPostLookup =
  | {
      kind: "post";
      post: PostSummary & { html: string; updatedAt: string };
      previous: { slug: string; title: string } | null;
      next: { slug: string; title: string } | null;
    }
  | { kind: "redirect"; to: string }
  | { kind: "missing" };

/** A public post by slug, a redirect from one of its old slugs, or nothing. */
export async function findPublicPost(slug: string, now = new Date()): Promise<PublicPostLookup> {
  const [row] = await db()
    .select()
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), isPublic(now)));
  if (!row) {
    const [old] = await db()
      .select({ slug: blogPosts.slug })
      .from(blogSlugRedirects)
      .innerJoin(blogPosts, eq(blogPosts.id, blogSlugRedirects.postId))
      .where(and(eq(blogSlugRedirects.slug, slug), isPublic(now)));
    return old && old.slug !== slug ? { kind: "redirect", to: old.slug } : { kind: "missing" };
  }
  const publishAt = row.publishAt ?? row.createdAt;
  const neighbour = (older: boolean) =>
    db()
      .select({ slug: blogPosts.slug, title: blogPosts.title })
      .from(blogPosts)
      .where(
        and(
          isPublic(now),
          ne(blogPosts.id, row.id),
          older
            ? sql`(${blogPosts.publishAt}, ${blogPosts.id}) < (${publishAt}, ${row.id})`
            : sql`(${blogPosts.publishAt}, ${blogPosts.id}) > (${publishAt}, ${row.id})`,
        ),
      )
      .orderBy(
        older ? desc(blogPosts.publishAt) : blogPosts.publishAt,
        older ? desc(blogPosts.id) : blogPosts.id,
      )
      .limit(1);
  const [[previous], [next]] = await Promise.all([neighbour(true), neighbour(false)]);
  return {
    kind: "post",
    post: { ...summaryOf(row), html: renderPostMarkdown(row.body) },
    previous: previous ?? null,
    next: next ?? null,
  };
}

/** The newest public posts with their HTML, for the feed. */
export async function feedEntries(limit: number, now = new Date()) {
  const rows = await db()
    .select()
    .from(blogPosts)
    .where(isPublic(now))
    .orderBy(desc(blogPosts.publishAt), desc(blogPosts.id))
    .limit(limit);
  return rows.map((row) => ({ ...summaryOf(row), html: renderPostMarkdown(row.body) }));
}

/** Published posts for /sitemap.xml, with the day each last changed. */
export async function sitemapPostPages(now = new Date()) {
  const rows = await db()
    .select({ slug: blogPosts.slug, updatedAt: blogPosts.updatedAt })
    .from(blogPosts)
    .where(isPublic(now))
    .orderBy(desc(blogPosts.publishAt));
  return rows.map((row) => ({
    path: `/blog/${row.slug}`,
    lastModified: row.updatedAt.toISOString().slice(0, 10),
  }));
}

// ── Admin ────────────────────────────────────────────────────────────────────────────────────────

export async function adminPostList(now = new Date()) {
  const rows = await db()
    .select()
    .from(blogPosts)
    .orderBy(sql`${blogPosts.publishAt} desc nulls first`, desc(blogPosts.updatedAt));
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    title: row.title,
    state: postState(row, now),
    publishAt: row.publishAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  }));
}

export async function postForEditor(id: number) {
  const [row] = await db().select().from(blogPosts).where(eq(blogPosts.id, id));
  if (!row) return null;
  const values: EditorValues = {
    title: row.title,
    slug: row.slug,
    excerpt: row.excerpt,
    body: row.body,
    tags: row.tags.join(", "),
    authorName: row.authorName,
    coverAlt: row.coverAlt ?? "",
    publishAt: row.publishAt ? dateToLondonLocal(row.publishAt) : "",
    existingCover: row.coverImage ?? "",
  };
  return {
    id: row.id,
    slug: row.slug,
    state: postState(row),
    publishAt: row.publishAt?.toISOString() ?? null,
    values,
  };
}

export function parsePostId(value: string | undefined): number | null {
  return value && /^\d{1,9}$/.test(value) ? Number(value) : null;
}

function valuesFrom(form: FormData): EditorValues {
  const text = (name: string) => {
    const value = form.get(name);
    // Browsers send multipart line ends as CRLF; store the Markdown with LF.
    return typeof value === "string" ? value.replace(/\r\n?/g, "\n") : "";
  };
  return {
    title: text("title"),
    slug: text("slug"),
    excerpt: text("excerpt"),
    body: text("body"),
    tags: text("tags"),
    authorName: text("authorName"),
    coverAlt: text("coverAlt"),
    publishAt: text("publishAt"),
    existingCover: text("existingCover"),
  };
}

const intents = ["draft", "publish", "preview"] as const;
type Intent = (typeof intents)[number];

/**
 * Saves the editor's form (create when id is null): validates, stores a new cover, keeps slugs
 * unique and records the old slug when it changes, and records the action in the audit log.
 */
export async function savePostFromForm(
  user: CurrentUser,
  id: number | null,
  form: FormData,
  now: Date = new Date(),
) {
  const intentValue = form.get("intent");
  const intent: Intent = intents.includes(intentValue as Intent)
    ? (intentValue as Intent)
    : "draft";
  const values = valuesFrom(form);
  const errors: EditorState["errors"] = {};

  if (intent === "preview") {
    return data<EditorState>({
      values,
      errors,
      formError: null,
      preview: true,
    });
  }

  const parsed = postFormSchema.safeParse(values);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as PostFieldName;
      errors[field] ??= issue.message;
    }
  }

  // The cover: a new file, the one already stored for this form, or none.
  const removeCover = form.get("removeCover") === "on";
  let cover: { key: string; width: number; height: number } | null = null;
  const file = form.get("cover");
  if (file instanceof File && file.size > 0) {
    const stored = await storeImage(file, COVER_SIZE);
    if (stored.ok) {
      cover = stored.image;
      values.existingCover = stored.image.key;
    } else {
      errors.cover = stored.error;
    }
  } else if (!removeCover && values.existingCover) {
    const size = await storedImageSize(values.existingCover);
    if (size) {
      cover = { key: values.existingCover, ...size };
    } else {
      values.existingCover = "";
    }
  }
  if (removeCover) values.existingCover = "";
  if (cover && !values.coverAlt.trim() && !errors.coverAlt) errors.coverAlt = COVER_ALT_REQUIRED;

  const input = parsed.success ? parsed.data : null;
  if (!input || Object.keys(errors).length > 0) {
    return data<EditorState>({ values, errors, formError: FIX_ERRORS }, { status: 400 });
  }

  // Slugs: taken by other posts, or old slugs of other posts (their links must keep working).
  const others = await db()
    .select({ slug: blogPosts.slug })
    .from(blogPosts)
    .where(id ? ne(blogPosts.id, id) : undefined);
  const otherRedirects = await db()
    .select({ slug: blogSlugRedirects.slug })
    .from(blogSlugRedirects)
    .where(id ? ne(blogSlugRedirects.postId, id) : undefined);
  const taken = new Set([...others, ...otherRedirects].map((row) => row.slug));
  let slug: string;
  if (input.slug) {
    slug = input.slug.toLowerCase();
    if (taken.has(slug)) {
      return data<EditorState>(
        { values, errors: { slug: SLUG_TAKEN }, formError: FIX_ERRORS },
        { status: 400 },
      );
    }
  } else {
    slug = uniqueSlug(slugFromTitle(input.title), taken);
  }

  const publishAt = input.publishAt ? londonLocalToDate(input.publishAt) : null;
  const status = intent === "publish" ? "published" : "draft";
  const fields = {
    slug,
    title: input.title,
    excerpt: input.excerpt || excerptFromMarkdown(input.body),
    body: input.body,
    tags: parseTags(input.tags),
    authorName: input.authorName,
    coverImage: cover?.key ?? null,
    coverAlt: cover ? input.coverAlt : null,
    coverWidth: cover?.width ?? null,
    coverHeight: cover?.height ?? null,
    status,
    publishAt: status === "published" ? (publishAt ?? now) : publishAt,
    updatedAt: now,
  } as const;

  let savedId: number;
  try {
    savedId = await db().transaction(async (tx) => {
      if (id === null) {
        const [created] = await tx
          .insert(blogPosts)
          .values({ ...fields, authorId: user.id, createdAt: now })
          .returning({ id: blogPosts.id });
        if (!created) throw new Error("insert returned nothing");
        await recordAudit(
          user,
          status === "published" ? "blog.publish" : "blog.create",
          `blog_post:${created.id}`,
          { title: fields.title, slug, status, publishAt: fields.publishAt?.toISOString() ?? null },
          tx,
        );
        return created.id;
      }
      const [before] = await tx
        .select({ slug: blogPosts.slug, status: blogPosts.status })
        .from(blogPosts)
        .where(eq(blogPosts.id, id))
        .for("update");
      if (!before) throw data("Post not found", { status: 404 });
      await tx.update(blogPosts).set(fields).where(eq(blogPosts.id, id));
      if (before.slug !== slug) {
        // The old address answers with a permanent redirect; a slug taken back is no longer one.
        await tx
          .insert(blogSlugRedirects)
          .values({ slug: before.slug, postId: id })
          .onConflictDoUpdate({ target: blogSlugRedirects.slug, set: { postId: id } });
        await tx.delete(blogSlugRedirects).where(eq(blogSlugRedirects.slug, slug));
      }
      await recordAudit(
        user,
        status === "published" && before.status !== "published" ? "blog.publish" : "blog.update",
        `blog_post:${id}`,
        {
          title: fields.title,
          slug,
          ...(before.slug !== slug ? { previousSlug: before.slug } : {}),
          status,
          publishAt: fields.publishAt?.toISOString() ?? null,
        },
        tx,
      );
      return id;
    });
  } catch (error) {
    if (error instanceof Response || (error && typeof error === "object" && "init" in error))
      throw error;
    logger.error({ err: error }, "could not save a blog post");
    return data<EditorState>({ values, errors: {}, formError: SAVE_FAILED }, { status: 503 });
  }

  const message =
    status === "draft"
      ? "Draft saved"
      : fields.publishAt && fields.publishAt.getTime() > now.getTime()
        ? `Post scheduled for ${formatPostDate(fields.publishAt)}, ${dateToLondonLocal(fields.publishAt).slice(11)}`
        : "Post published";
  return redirectWithToast(`/admin/blog/${savedId}`, { type: "success", message });
}

export async function unpublishPost(user: CurrentUser, id: number) {
  const updated = await db().transaction(async (tx) => {
    const [row] = await tx
      .update(blogPosts)
      .set({ status: "draft", updatedAt: new Date() })
      .where(eq(blogPosts.id, id))
      .returning({ id: blogPosts.id, title: blogPosts.title, slug: blogPosts.slug });
    if (!row) return false;
    await recordAudit(
      user,
      "blog.unpublish",
      `blog_post:${id}`,
      { title: row.title, slug: row.slug },
      tx,
    );
    return true;
  });
  if (!updated) throw data("Post not found", { status: 404 });
  return redirectWithToast(`/admin/blog/${id}`, {
    type: "success",
    message: "Post unpublished: it is a draft again",
  });
}

export async function deletePost(user: CurrentUser, id: number) {
  const deleted = await db().transaction(async (tx) => {
    const [row] = await tx
      .delete(blogPosts)
      .where(eq(blogPosts.id, id))
      .returning({ title: blogPosts.title, slug: blogPosts.slug });
    if (!row) return false;
    await recordAudit(
      user,
      "blog.delete",
      `blog_post:${id}`,
      { title: row.title, slug: row.slug },
      tx,
    );
    return true;
  });
  if (!deleted) throw data("Post not found", { status: 404 });
  return redirectWithToast("/admin/blog", { type: "success", message: "Post deleted" });
}

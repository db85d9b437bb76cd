import { and, arrayContains, count, desc, eq, lte, ne, sql } from "drizzle-orm";
import { sharedRead } from "#app/lib/db/cache.server";
import { db } from "#app/lib/db/client.server";
import { blogPosts, blogSlugRedirects } from "#app/lib/db/schema";
import { errorForLog, logger } from "#app/lib/logger.server";
import { memoise } from "#app/lib/memo";
import type { DataSubject, PersonalData } from "#app/lib/personal-data.server";
import { pick } from "#app/lib/pick";
import { uploadUrl } from "#app/lib/uploads/rules";
import { renderPostMarkdown } from "./markdown";
import { POSTS_PER_PAGE, readingMinutes } from "./rules";

type PostRow = typeof blogPosts.$inferSelect;

/** A post's HTML and reading time, worked out once per version of its body, not per request. */
const postHtml = memoise(renderPostMarkdown, 200);
const postReadingMinutes = memoise(readingMinutes, 500);

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
    ...pick(row, ["slug", "title", "excerpt", "tags", "authorName"]),
    publishedAt: (row.publishAt ?? row.createdAt).toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    readingMinutes: postReadingMinutes(row.body),
    cover: coverOf(row),
  };
}

/** Posts the public may see: published, and their publish time has come. */
function isPublic(now: Date) {
  return and(eq(blogPosts.status, "published"), lte(blogPosts.publishAt, now));
}

// ── Public pages ─────────────────────────────────────────────────────────────────────────────────

/**
 * A page of the blog's list (of one tag's posts). Read for the current time, it is shared
 * between requests like the home page's latest posts.
 */
export function listPublicPosts({
  tag,
  page,
  now,
}: {
  tag: string | null;
  page: number;
  now?: Date;
}) {
  return now
    ? readPublicPosts(tag, page, now)
    : sharedRead(`blog:list:${tag ?? ""}:${page}`, () => readPublicPosts(tag, page, new Date()));
}

async function readPublicPosts(tag: string | null, page: number, now: Date) {
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

/** The newest public posts, newest first. */
function newestPublicRows(limit: number, now: Date) {
  return db()
    .select()
    .from(blogPosts)
    .where(isPublic(now))
    .orderBy(desc(blogPosts.publishAt), desc(blogPosts.id))
    .limit(limit);
}

async function latestPublicPosts(limit: number, now = new Date()): Promise<PostSummary[]> {
  return (await newestPublicRows(limit, now)).map(summaryOf);
}

/**
 * The home page's latest posts (shared between requests: a scheduled post appears at most
 * SHARED_READ_MAX_AGE_MS late); the home page still renders if the blog cannot be read.
 */
export async function latestPostsForHome(): Promise<PostSummary[]> {
  try {
    return await sharedRead("blog:latest-for-home", () => latestPublicPosts(3));
  } catch (error) {
    logger.error({ error: errorForLog(error) }, "could not read the latest blog posts");
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
    post: { ...summaryOf(row), html: postHtml(row.body) },
    previous: previous ?? null,
    next: next ?? null,
  };
}

/** The newest public posts with their HTML, for the feed. */
export async function feedEntries(limit: number, now = new Date()) {
  const rows = await newestPublicRows(limit, now);
  return rows.map((row) => ({ ...summaryOf(row), html: postHtml(row.body) }));
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

/** "Download my data": the posts the person wrote (administrators only write posts). */
export async function personalData(subject: DataSubject): Promise<PersonalData> {
  const posts = await db()
    .select()
    .from(blogPosts)
    .where(eq(blogPosts.authorId, subject.userId))
    .orderBy(blogPosts.createdAt);
  return {
    records: { blogPosts: posts },
    auditTargets: posts.map((post) => `blog_post:${post.id}`),
  };
}

import { desc, eq, ne, sql } from "drizzle-orm";
import { data } from "react-router";
import { recordAudit } from "#app/lib/audit/audit.server";
import type { CurrentUser } from "#app/lib/auth/session.server";
import { db, type Transaction } from "#app/lib/db/client.server";
import { blogPosts, blogSlugRedirects } from "#app/lib/db/schema";
import { redirectWithToast } from "#app/lib/http/toast.server";
import { errorForLog, logger } from "#app/lib/logger.server";
import { COVER_SIZE, storedImageSize, storeImage } from "#app/lib/uploads/images.server";
import { type SaveCheck, type StaleSave, staleSave, versionOf } from "#app/lib/versions";
import {
  dateToLondonLocal,
  excerptFromMarkdown,
  formatPostDate,
  londonLocalToDate,
  parseTags,
  postState,
  slugFromTitle,
  uniqueSlug,
} from "./rules";
import { POST_FIELD_LABELS, type PostFormValues, type PostInput } from "./schema";

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

/** A stored post as the editor's fields show it. */
function formValuesOf(row: typeof blogPosts.$inferSelect): PostFormValues {
  return {
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
}

export async function postForEditor(id: number) {
  const [row] = await db().select().from(blogPosts).where(eq(blogPosts.id, id));
  if (!row) return null;
  return {
    id: row.id,
    slug: row.slug,
    state: postState(row),
    publishAt: row.publishAt?.toISOString() ?? null,
    version: versionOf(row.updatedAt),
    values: formValuesOf(row),
  };
}

/**
 * The fields a person edits, for saying how someone else's version differs (not the summary: left
 * empty, it is made from the post, so it would always seem to differ).
 */
const EDITED_FIELD_LABELS = {
  title: POST_FIELD_LABELS.title,
  slug: POST_FIELD_LABELS.slug,
  authorName: POST_FIELD_LABELS.authorName,
  tags: POST_FIELD_LABELS.tags,
  publishAt: POST_FIELD_LABELS.publishAt,
  body: POST_FIELD_LABELS.body,
  coverAlt: POST_FIELD_LABELS.coverAlt,
};

export function parsePostId(value: string | undefined): number | null {
  return value && /^\d{1,9}$/.test(value) ? Number(value) : null;
}

type StoredCover = { key: string; width: number; height: number };

/**
 * The cover the editor's form asks for: a new file (stored now, so that a form sent back with
 * errors keeps it), the one already stored for this form, or none. `key` is what the form's
 * hidden field holds next time.
 */
export async function coverFromForm(
  form: FormData,
): Promise<{ cover: StoredCover | null; key: string; error?: string; storageFault?: true }> {
  const removed = form.get("removeCover") === "on";
  const existing = form.get("existingCover");
  const file = form.get("cover");
  if (file instanceof File && file.size > 0) {
    const stored = await storeImage(file, COVER_SIZE);
    if (stored.ok) return { cover: stored.image, key: stored.image.key };
    return {
      cover: null,
      key: removed || typeof existing !== "string" ? "" : existing,
      error: stored.error,
      ...(stored.storageFault ? { storageFault: true as const } : {}),
    };
  }
  if (removed || typeof existing !== "string" || !existing) return { cover: null, key: "" };
  const size = await storedImageSize(existing);
  return size ? { cover: { key: existing, ...size }, key: existing } : { cover: null, key: "" };
}

/**
 * Stores the editor's post (a new one when id is null): keeps slugs unique, records the old slug
 * when it changes, and records the action in the audit log. The toast's words when saved.
 */
export async function savePost(
  user: CurrentUser,
  id: number | null,
  input: PostInput,
  cover: StoredCover | null,
  status: "published" | "draft",
  /** The version the editor opened (none for a new post): a save over a newer one is refused. */
  check: SaveCheck,
  now: Date = new Date(),
): Promise<{ id: number; message: string } | StaleSave | "slug-taken" | "failed"> {
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
    if (taken.has(slug)) return "slug-taken";
  } else {
    slug = uniqueSlug(slugFromTitle(input.title), taken);
  }

  const publishAt = input.publishAt ? londonLocalToDate(input.publishAt) : null;
  const fields = {
    slug,
    title: input.title,
    excerpt: input.excerpt || excerptFromMarkdown(input.body),
    body: input.body,
    tags: parseTags(input.tags ?? ""),
    authorName: input.authorName,
    coverImage: cover?.key ?? null,
    coverAlt: cover ? (input.coverAlt ?? "") : null,
    coverWidth: cover?.width ?? null,
    coverHeight: cover?.height ?? null,
    status,
    publishAt: status === "published" ? (publishAt ?? now) : publishAt,
    updatedAt: now,
  } as const;

  let savedId: number | StaleSave;
  try {
    savedId = await db().transaction(async (tx): Promise<number | StaleSave> => {
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
      const [before] = await tx.select().from(blogPosts).where(eq(blogPosts.id, id)).for("update");
      if (!before) throw data("Post not found", { status: 404 });
      const stale = staleSave(
        before.updatedAt,
        check,
        () => formValuesOf(before),
        EDITED_FIELD_LABELS,
      );
      if (stale) return stale;
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
    logger.error({ error: errorForLog(error) }, "could not save a blog post");
    return "failed";
  }
  if (typeof savedId !== "number") return savedId;

  const message =
    status === "draft"
      ? "Draft saved"
      : fields.publishAt && fields.publishAt.getTime() > now.getTime()
        ? `Post scheduled for ${formatPostDate(fields.publishAt)}, ${dateToLondonLocal(fields.publishAt).slice(11)}`
        : "Post published";
  return { id: savedId, message };
}

/** Changes one post and audits it with the post's title and slug, in one transaction; 404 when there is no such post. */
async function changePost(
  user: CurrentUser,
  id: number,
  action: "blog.unpublish" | "blog.delete",
  change: (tx: Transaction) => Promise<{ title: string; slug: string }[]>,
) {
  const changed = await db().transaction(async (tx) => {
    const [row] = await change(tx);
    if (!row) return false;
    await recordAudit(user, action, `blog_post:${id}`, { title: row.title, slug: row.slug }, tx);
    return true;
  });
  if (!changed) throw data("Post not found", { status: 404 });
}

export async function unpublishPost(user: CurrentUser, id: number) {
  await changePost(user, id, "blog.unpublish", (tx) =>
    tx
      .update(blogPosts)
      .set({ status: "draft", updatedAt: new Date() })
      .where(eq(blogPosts.id, id))
      .returning({ id: blogPosts.id, title: blogPosts.title, slug: blogPosts.slug }),
  );
  return redirectWithToast(`/admin/blog/${id}`, {
    type: "success",
    message: "Post unpublished: it is a draft again",
  });
}

export async function deletePost(user: CurrentUser, id: number) {
  await changePost(user, id, "blog.delete", (tx) =>
    tx
      .delete(blogPosts)
      .where(eq(blogPosts.id, id))
      .returning({ title: blogPosts.title, slug: blogPosts.slug }),
  );
  return redirectWithToast("/admin/blog", { type: "success", message: "Post deleted" });
}

import { stat, unlink } from "node:fs/promises";
import path from "node:path";
import { asc, desc, eq, inArray, like, sql } from "drizzle-orm";
import { recordAudit } from "#app/lib/audit/audit.server";
import type { CurrentUser } from "#app/lib/auth/session.server";
import { db } from "#app/lib/db/client.server";
import { blogPosts, contentPages, mediaItems, mediaPlacements, projects } from "#app/lib/db/schema";
import type { FeatureList } from "#app/lib/features/descriptor";
import { errorForLog, logger } from "#app/lib/logger.server";
import { COVER_SIZE, storeImage } from "#app/lib/uploads/images.server";
import { uploadUrl } from "#app/lib/uploads/rules";
import { uploadsDirectory } from "#app/lib/uploads/storage.server";
import { uploadsNamedByRecords } from "#app/lib/uploads/unused.server";
import { NO_CHECK, type SaveCheck, type StaleSave, staleSave, versionOf } from "#app/lib/versions";
import { mediaColumns, withSrc } from "./library.server";
import { HOME_HERO, type MediaItem, SUMMER_SLIDESHOW } from "./media";
import { ALT_EDIT_LABELS, alreadyInLibrary, UPLOAD_FAILED } from "./schema";

/** One place a library image appears, with the page to look at. */
export interface Usage {
  label: string;
  href: string;
}

export interface LibraryItem extends MediaItem {
  key: string;
  /** Bytes of the stored WebP, or null when the file is missing from DATA_DIR/uploads. */
  bytes: number | null;
  createdAt: string;
  usage: Usage[];
  /** The version of its alt text, which the alt text form carries. */
  version: string;
}

const target = (id: number) => `media_item:${id}`;

/** Where each of these images is used: placements, project heroes and Markdown bodies. */
async function usageOf(items: { id: number; key: string }[]): Promise<Map<number, Usage[]>> {
  const usage = new Map<number, Usage[]>(items.map((item) => [item.id, []]));
  if (items.length === 0) return usage;
  const add = (id: number, entry: Usage) => usage.get(id)?.push(entry);
  const ids = items.map((item) => item.id);
  const [placements, heroes, pages, projectBodies, posts] = await Promise.all([
    db()
      .select()
      .from(mediaPlacements)
      .where(inArray(mediaPlacements.mediaId, ids))
      .orderBy(asc(mediaPlacements.placement), asc(mediaPlacements.position)),
    db()
      .select({ slug: projects.slug, title: projects.title, imageId: projects.imageId })
      .from(projects)
      .where(inArray(projects.imageId, ids)),
    db()
      .select({ slug: contentPages.slug, title: contentPages.title, body: contentPages.body })
      .from(contentPages)
      .where(like(contentPages.body, "%/uploads/%")),
    db()
      .select({ slug: projects.slug, title: projects.title, body: projects.body })
      .from(projects)
      .where(like(projects.body, "%/uploads/%")),
    db()
      .select({ slug: blogPosts.slug, title: blogPosts.title, body: blogPosts.body })
      .from(blogPosts)
      .where(like(blogPosts.body, "%/uploads/%")),
  ]);
  for (const row of placements) {
    if (row.placement === HOME_HERO) add(row.mediaId, { label: "Home page hero", href: "/" });
    else if (row.placement === SUMMER_SLIDESHOW)
      add(row.mediaId, { label: `Summer slideshow, photo ${row.position + 1}`, href: "/summer" });
  }
  for (const row of heroes)
    if (row.imageId !== null)
      add(row.imageId, {
        label: `Project “${row.title}”, hero photo`,
        href: `/projects/${row.slug}`,
      });
  for (const item of items) {
    const src = uploadUrl(item.key);
    for (const page of pages)
      if (page.body.includes(src))
        add(item.id, { label: `Page “${page.title}”, in its text`, href: `/${page.slug}` });
    for (const project of projectBodies)
      if (project.body.includes(src))
        add(item.id, {
          label: `Project “${project.title}”, in its text`,
          href: `/projects/${project.slug}`,
        });
    for (const post of posts)
      if (post.body.includes(src))
        add(item.id, {
          label: `Blog post “${post.title}”, in its text`,
          href: `/blog/${post.slug}`,
        });
  }
  return usage;
}

async function fileBytes(key: string): Promise<number | null> {
  try {
    return (await stat(path.join(uploadsDirectory(), key))).size;
  } catch {
    return null;
  }
}

const itemColumns = {
  ...mediaColumns,
  createdAt: mediaItems.createdAt,
  updatedAt: mediaItems.updatedAt,
};

async function describe(
  rows: {
    id: number;
    key: string;
    alt: string;
    width: number;
    height: number;
    createdAt: Date;
    updatedAt: Date;
  }[],
): Promise<LibraryItem[]> {
  const [usage, sizes] = await Promise.all([
    usageOf(rows),
    Promise.all(rows.map((row) => fileBytes(row.key))),
  ]);
  return rows.map(({ updatedAt, ...row }, index) => ({
    ...withSrc(row),
    key: row.key,
    bytes: sizes[index] ?? null,
    createdAt: row.createdAt.toISOString(),
    usage: usage.get(row.id) ?? [],
    version: versionOf(updatedAt),
  }));
}

/** The library page: every image, newest first, with its size and where it is used. */
export async function libraryForAdmin(): Promise<LibraryItem[]> {
  return describe(await db().select(itemColumns).from(mediaItems).orderBy(desc(mediaItems.id)));
}

/** One image with its size and where it is used (the delete page), or null. */
export async function libraryItem(id: number): Promise<LibraryItem | null> {
  const rows = await db().select(itemColumns).from(mediaItems).where(eq(mediaItems.id, id));
  return (await describe(rows))[0] ?? null;
}

type Refusal = { ok: false; status: 400 | 409 | 503; error: string };

/**
 * Stores an uploaded image in the library: its content is checked and re-encoded to WebP by
 * storeImage (at most 1600×1200, as blog covers), then it becomes a media_items row.
 */
export async function uploadMedia(
  user: CurrentUser,
  file: File,
  alt: string,
): Promise<{ ok: true; id: number } | Refusal> {
  const stored = await storeImage(file, COVER_SIZE);
  if (!stored.ok)
    return { ok: false, status: stored.storageFault ? 503 : 400, error: stored.error };
  const { key, width, height } = stored.image;
  try {
    return await db().transaction(async (tx) => {
      const [existing] = await tx
        .select({ alt: mediaItems.alt })
        .from(mediaItems)
        .where(eq(mediaItems.key, key));
      if (existing)
        return { ok: false, status: 409, error: alreadyInLibrary(existing.alt) } as const;
      const [row] = await tx
        .insert(mediaItems)
        .values({ key, alt, width, height, createdById: user.id })
        .returning({ id: mediaItems.id });
      if (!row) throw new Error("insert returned nothing");
      await recordAudit(
        user,
        "media.upload",
        target(row.id),
        { key, alt, width, height, name: file.name },
        tx,
      );
      return { ok: true, id: row.id } as const;
    });
  } catch (error) {
    logger.error({ error: errorForLog(error) }, "a media library image could not be saved");
    return { ok: false, status: 503, error: UPLOAD_FAILED };
  }
}

/** New alt text for an image; false when the image is no longer in the library. */
export async function updateAlt(
  user: CurrentUser,
  id: number,
  alt: string,
  /** The version the form was opened on and the form as sent: a save over a newer one is refused. */
  check: SaveCheck = NO_CHECK,
): Promise<boolean | StaleSave> {
  return db().transaction(async (tx) => {
    const [before] = await tx
      .select({ alt: mediaItems.alt, updatedAt: mediaItems.updatedAt })
      .from(mediaItems)
      .where(eq(mediaItems.id, id))
      .for("update");
    if (!before) return false;
    const stale = staleSave(before.updatedAt, check, () => ({ alt: before.alt }), ALT_EDIT_LABELS);
    if (stale) return stale;
    if (before.alt === alt) return true;
    await tx.update(mediaItems).set({ alt, updatedAt: sql`now()` }).where(eq(mediaItems.id, id));
    await recordAudit(user, "media.update", target(id), { before: before.alt, after: alt }, tx);
    return true;
  });
}

/**
 * Deletes an image: its placements go with it (cascade), projects showing it fall back to their
 * artwork (set null), and the file is removed unless something else names it. Markdown that shows
 * it keeps its text; the confirmation page lists those pages first.
 */
export async function deleteMedia(
  user: CurrentUser,
  id: number,
  features: FeatureList,
): Promise<{ alt: string; usage: Usage[] } | null> {
  const item = await libraryItem(id);
  if (!item) return null;
  const deleted = await db().transaction(async (tx) => {
    const [row] = await tx
      .delete(mediaItems)
      .where(eq(mediaItems.id, id))
      .returning({ key: mediaItems.key });
    if (!row) return false;
    await recordAudit(
      user,
      "media.delete",
      target(id),
      { key: item.key, alt: item.alt, usedIn: item.usage.map((usage) => usage.label) },
      tx,
    );
    return true;
  });
  if (!deleted) return null;
  try {
    if (!(await uploadsNamedByRecords(features)).has(item.key))
      await unlink(path.join(uploadsDirectory(), item.key));
  } catch (error) {
    logger.warn(
      { error: errorForLog(error), key: item.key },
      "a deleted media file could not be removed",
    );
  }
  return { alt: item.alt, usage: item.usage };
}

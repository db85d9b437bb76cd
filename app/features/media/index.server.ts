import { asc, desc, eq } from "drizzle-orm";
import { sharedRead } from "#app/lib/db/cache.server";
import { db } from "#app/lib/db/client.server";
import { mediaItems, mediaPlacements } from "#app/lib/db/schema";
import type { FeatureDescriptor } from "#app/lib/features/descriptor";
import { mediaColumns, withSrc } from "./library.server";
import {
  HOME_HERO,
  type MediaItem,
  type PlacedImage,
  type Placement,
  SUMMER_SLIDESHOW,
} from "./media";

/** Every image of the library, newest first. */
export async function listMedia(): Promise<MediaItem[]> {
  const rows = await db().select(mediaColumns).from(mediaItems).orderBy(desc(mediaItems.id));
  return rows.map(withSrc);
}

/** One image of the library, or null when there is none with that id. */
export async function findMedia(id: number): Promise<MediaItem | null> {
  const [row] = await db().select(mediaColumns).from(mediaItems).where(eq(mediaItems.id, id));
  return row ? withSrc(row) : null;
}

/** The images placed somewhere, in their order (none: the page keeps its built-in artwork). */
function placedImages(placement: Placement): Promise<PlacedImage[]> {
  return sharedRead(`media:placed:${placement}`, async () => {
    const rows = await db()
      .select({ ...mediaColumns, caption: mediaPlacements.caption })
      .from(mediaPlacements)
      .innerJoin(mediaItems, eq(mediaPlacements.mediaId, mediaItems.id))
      .where(eq(mediaPlacements.placement, placement))
      .orderBy(asc(mediaPlacements.position), asc(mediaPlacements.id));
    return rows.map(withSrc);
  });
}

/** The home page's hero photo, or null for the page's own pattern. */
export async function homeHeroImage(): Promise<PlacedImage | null> {
  return (await placedImages(HOME_HERO))[0] ?? null;
}

/** The summer landing page's slideshow photos (empty: its three built-in slides). */
export function summerSlideshowImages(): Promise<PlacedImage[]> {
  return placedImages(SUMMER_SLIDESHOW);
}

export const mediaFeature: FeatureDescriptor = {
  name: "media",
  uploads: [
    {
      table: mediaItems,
      column: mediaItems.key,
      holds: "key",
      store: "public",
    },
  ],
  adminNav: [{ label: "Media", href: "/admin/media", group: "Content", order: 80 }],
  adminAreas: [{ path: "/admin/media", permissions: ["media.manage"] }],
};

import { asc, desc, eq } from "drizzle-orm";
import { db } from "~/lib/db/client.server";
import { mediaItems, mediaPlacements } from "~/lib/db/schema";
import { uploadUrl } from "~/lib/uploads/rules";
import {
  HOME_HERO,
  type MediaItem,
  type PlacedImage,
  type Placement,
  SUMMER_SLIDESHOW,
} from "./media";

const columns = {
  id: mediaItems.id,
  key: mediaItems.key,
  alt: mediaItems.alt,
  width: mediaItems.width,
  height: mediaItems.height,
};

function toItem<Row extends { key: string }>({
  key,
  ...row
}: Row): Omit<Row, "key"> & {
  src: string;
} {
  return { ...row, src: uploadUrl(key) };
}

/** Every image of the library, newest first. */
export async function listMedia(): Promise<MediaItem[]> {
  const rows = await db().select(columns).from(mediaItems).orderBy(desc(mediaItems.id));
  return rows.map(toItem);
}

/** One image of the library, or null when there is none with that id. */
export async function findMedia(id: number): Promise<MediaItem | null> {
  const [row] = await db().select(columns).from(mediaItems).where(eq(mediaItems.id, id));
  return row ? toItem(row) : null;
}

/** The images placed somewhere, in their order (none: the page keeps its built-in artwork). */
async function placedImages(placement: Placement): Promise<PlacedImage[]> {
  const rows = await db()
    .select({ ...columns, caption: mediaPlacements.caption })
    .from(mediaPlacements)
    .innerJoin(mediaItems, eq(mediaPlacements.mediaId, mediaItems.id))
    .where(eq(mediaPlacements.placement, placement))
    .orderBy(asc(mediaPlacements.position), asc(mediaPlacements.id));
  return rows.map(toItem);
}

/** The home page's hero photo, or null for the page's own pattern. */
export async function homeHeroImage(): Promise<PlacedImage | null> {
  return (await placedImages(HOME_HERO))[0] ?? null;
}

/** The summer landing page's slideshow photos (empty: its three built-in slides). */
export function summerSlideshowImages(): Promise<PlacedImage[]> {
  return placedImages(SUMMER_SLIDESHOW);
}

import { desc, eq } from "drizzle-orm";
import { db } from "~/lib/db/client.server";
import { mediaItems } from "~/lib/db/schema";
import { uploadUrl } from "~/lib/uploads/rules";
import type { MediaItem } from "./media";

const columns = {
  id: mediaItems.id,
  key: mediaItems.key,
  alt: mediaItems.alt,
  width: mediaItems.width,
  height: mediaItems.height,
};

function toItem({ key, ...row }: { key: string } & Omit<MediaItem, "src">): MediaItem {
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

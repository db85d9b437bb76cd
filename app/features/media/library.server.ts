import { mediaItems } from "#app/lib/db/schema";
import { uploadUrl } from "#app/lib/uploads/rules";

/** The columns of a library image that pages and the admin read. */
export const mediaColumns = {
  id: mediaItems.id,
  key: mediaItems.key,
  alt: mediaItems.alt,
  width: mediaItems.width,
  height: mediaItems.height,
};

/** A stored row with its address in place of its upload key. */
export function withSrc<Row extends { key: string }>({
  key,
  ...row
}: Row): Omit<Row, "key"> & { src: string } {
  return { ...row, src: uploadUrl(key) };
}

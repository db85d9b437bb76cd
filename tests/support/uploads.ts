import { utimes } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { LOGO_SIZE, storeImage } from "#app/lib/uploads/images.server";
import { uploadsDirectory } from "#app/lib/uploads/storage.server";

/**
 * Stores a plain square image of one colour as the site stores uploads (each colour is its own
 * file); the answer is its upload key. `storedAt` sets when it counts as stored, for the sweep.
 */
export async function storeTestImage(
  colour: string,
  { size = 8, storedAt }: { size?: number; storedAt?: Date } = {},
): Promise<string> {
  const png = await sharp({
    create: { width: size, height: size, channels: 3, background: colour },
  })
    .png()
    .toBuffer();
  const stored = await storeImage(new Blob([new Uint8Array(png)]), LOGO_SIZE);
  if (!stored.ok) throw new Error(stored.error);
  if (storedAt) await utimes(path.join(uploadsDirectory(), stored.image.key), storedAt, storedAt);
  return stored.image.key;
}

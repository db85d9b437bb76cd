import { createHash } from "node:crypto";
import { mkdir, readFile, stat, utimes } from "node:fs/promises";
import path from "node:path";
import { hasActiveContent } from "./active-content.server";
import { fileTypeOf, loadSharp } from "./libraries.server";
import {
  IMAGE_TOO_LARGE_MESSAGE,
  INVALID_IMAGE_TYPE_MESSAGE,
  MAX_IMAGE_BYTES,
  UPLOAD_KEY,
} from "./rules";
import {
  StorageFault,
  uploadsDirectory,
  uploadsFolder,
  writeWhole,
  writingIn,
} from "./storage.server";
import { storageFailureMessage } from "./storage-faults";

/**
 * Image uploads shared by the features (blog covers, directory logos): the type is read from the
 * file's content (magic bytes), never from its name or the browser's claim; the image is decoded
 * and re-encoded to WebP (auto-rotated, EXIF/ICC/XMP dropped, bounded size), and stored under
 * DATA_DIR/uploads with a content-hash name, so the same image is stored once.
 */

/** Which images a field accepts and what it answers otherwise. */
export interface ImageRules {
  types: ReadonlySet<string>;
  maxBytes: number;
  typeError: string;
  sizeError: string;
}

/** Logos and covers (decision 0115): JPEG, PNG or WebP up to 10MB. */
const LOGO_RULES: ImageRules = {
  types: new Set(["image/jpeg", "image/png", "image/webp"]),
  maxBytes: MAX_IMAGE_BYTES,
  typeError: INVALID_IMAGE_TYPE_MESSAGE,
  sizeError: IMAGE_TOO_LARGE_MESSAGE,
};

export interface ImageSize {
  /** Largest width and height in pixels; the image keeps its proportions and is never enlarged. */
  maxWidth: number;
  maxHeight: number;
}

/** A blog cover: wide enough for a full-width hero on a large screen. */
export const COVER_SIZE: ImageSize = { maxWidth: 1600, maxHeight: 1200 };
/** A logo: small and square-ish. */
export const LOGO_SIZE: ImageSize = { maxWidth: 512, maxHeight: 512 };
/** A profile picture: shown round at most a few hundred pixels wide. */
export const PICTURE_SIZE: ImageSize = { maxWidth: 400, maxHeight: 400 };

interface StoredImage {
  key: string;
  width: number;
  height: number;
}

/**
 * A refused image says why; `storageFault` when the file was fine but the server could not store
 * it (its disk full or not writable): the form answers 503, not 400.
 */
export type ImageResult =
  | { ok: true; image: StoredImage }
  | { ok: false; error: string; storageFault?: true };

/** Checks and re-encodes an image; the answer is WebP bytes without any metadata. */
export async function processImage(
  bytes: Uint8Array,
  size: ImageSize,
  allowed: ImageRules = LOGO_RULES,
): Promise<
  { ok: true; data: Buffer; width: number; height: number } | { ok: false; error: string }
> {
  if (bytes.byteLength > allowed.maxBytes) return { ok: false, error: allowed.sizeError };
  const type = await fileTypeOf(bytes);
  if (!type || !allowed.types.has(type.mime) || hasActiveContent(bytes))
    return { ok: false, error: allowed.typeError };
  try {
    const sharp = await loadSharp();
    const { data, info } = await sharp(bytes, { limitInputPixels: 50_000_000 })
      .rotate() // applies the EXIF orientation; sharp writes no metadata unless asked to
      .resize({
        width: size.maxWidth,
        height: size.maxHeight,
        fit: "inside",
        withoutEnlargement: true,
      })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { ok: true, data, width: info.width, height: info.height };
  } catch {
    // Right magic bytes but not a decodable image (truncated, corrupt or a polyglot).
    return { ok: false, error: INVALID_IMAGE_TYPE_MESSAGE };
  }
}

/** Checks, re-encodes and stores an uploaded image. */
export async function storeImage(
  file: Blob,
  size: ImageSize,
  {
    rules = LOGO_RULES,
    directory = uploadsDirectory(),
  }: { rules?: ImageRules; directory?: string } = {},
): Promise<ImageResult> {
  // Refuse before reading an oversized body into memory.
  if (file.size > rules.maxBytes) return { ok: false, error: rules.sizeError };
  const processed = await processImage(new Uint8Array(await file.arrayBuffer()), size, rules);
  if (!processed.ok) return processed;
  const key = `${createHash("sha256").update(processed.data).digest("hex").slice(0, 32)}.webp`;
  const target = path.join(directory, key);
  try {
    await writingIn(uploadsFolder(directory), async () => {
      await mkdir(directory, { recursive: true });
      const exists = await stat(target).then(
        () => true,
        () => false,
      );
      if (!exists) return writeWhole(target, processed.data);
      // The same image again counts as uploaded now: the daily sweep of unused uploads gives
      // the form that holds it a full day, as it does a new file.
      const now = new Date();
      await utimes(target, now, now);
    });
  } catch (error) {
    if (!(error instanceof StorageFault)) throw error;
    return { ok: false, error: storageFailureMessage("image", error.problem), storageFault: true };
  }
  return { ok: true, image: { key, width: processed.width, height: processed.height } };
}

/** The bytes of a stored image, or null for a name that is not an upload key or not stored. */
export async function readUpload(
  key: string,
  directory: string = uploadsDirectory(),
): Promise<Buffer | null> {
  if (!UPLOAD_KEY.test(key)) return null;
  try {
    return await readFile(path.join(directory, key));
  } catch {
    return null;
  }
}

/** Width and height of a stored image, or null when the key names no stored image. */
export async function storedImageSize(
  key: string,
  directory: string = uploadsDirectory(),
): Promise<{ width: number; height: number } | null> {
  if (!UPLOAD_KEY.test(key)) return null;
  try {
    const sharp = await loadSharp();
    const { width, height } = await sharp(path.join(directory, key)).metadata();
    return width && height ? { width, height } : null;
  } catch {
    return null;
  }
}

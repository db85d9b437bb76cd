import { eq, lt, sql } from "drizzle-orm";
import xss from "xss";
import { db } from "#app/lib/db/client.server";
import { directoryDrafts, heldCvs, jobSeekers } from "#app/lib/db/schema";
import { hasActiveContent } from "#app/lib/uploads/active-content.server";
import { fileTypeOf, loadMammoth, loadSharp } from "#app/lib/uploads/libraries.server";
import { removePrivateFile, storePrivateFile } from "#app/lib/uploads/private-files.server";
import { CV_TYPES, MAX_CV_BYTES } from "./cv";
import { SEEKER_MESSAGES } from "./messages";

// xss is CommonJS: Node's ESM loader (npm start) only sees its default export.
const { FilterXSS } = xss as unknown as typeof import("xss");

export type CvInspection = { ok: true; mime: string } | { ok: false; error: string };

const DECODABLE_IMAGES = new Set(["image/jpeg", "image/png", "image/webp", "image/gif"]);
const WORD_BINARY = Buffer.from("WordDocument", "utf16le");
const MACROS = Buffer.from("_VBA_PROJECT", "utf16le");

function looksLikeSafeSvg(bytes: Uint8Array): boolean {
  const text = Buffer.from(bytes)
    .toString("utf8")
    .replace(/^\uFEFF/, "")
    .trimStart();
  if (!/^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!doctype svg[^>]*>\s*)?<svg[\s>]/i.test(text))
    return false;
  // Download-only anyway; a CV drawing has no reason to carry script, handlers or embedded pages.
  return !/<script|<foreignobject|\son[a-z]+\s*=|javascript:/i.test(text);
}

/**
 * What a CV upload really is, read from its content (never its name or the browser's claim):
 * PDF, Word (.doc with a WordDocument stream and no macros, .docx), a decodable JPEG/PNG/WebP/GIF,
 * BMP, or an SVG without script. Anything else, and any file carrying active content, is refused.
 */
export async function inspectCv(bytes: Uint8Array): Promise<CvInspection> {
  if (bytes.byteLength > MAX_CV_BYTES) return { ok: false, error: SEEKER_MESSAGES.cvSize };
  const refused = { ok: false as const, error: SEEKER_MESSAGES.cvType };
  const detected = await fileTypeOf(bytes);
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (!detected) {
    return looksLikeSafeSvg(bytes) ? { ok: true, mime: "image/svg+xml" } : refused;
  }
  let mime = detected.mime as string;
  if (mime === "application/x-cfb") {
    if (!buffer.includes(WORD_BINARY) || buffer.includes(MACROS)) return refused;
    mime = "application/msword";
  }
  if (!CV_TYPES[mime] || mime === "image/svg+xml") return refused;
  if (hasActiveContent(bytes, { pdf: mime === "application/pdf" })) return refused;
  if (DECODABLE_IMAGES.has(mime)) {
    try {
      const sharp = await loadSharp();
      await sharp(bytes, { limitInputPixels: 50_000_000 }).stats();
    } catch {
      return refused;
    }
  }
  return { ok: true, mime };
}

const previewFilter = new FilterXSS({
  whiteList: {
    p: [],
    h1: [],
    h2: [],
    h3: [],
    h4: [],
    h5: [],
    h6: [],
    strong: [],
    em: [],
    u: [],
    s: [],
    sup: [],
    sub: [],
    ul: [],
    ol: [],
    li: [],
    table: [],
    thead: [],
    tbody: [],
    tr: [],
    th: ["colspan", "rowspan"],
    td: ["colspan", "rowspan"],
    br: [],
    a: ["href"],
  },
  stripIgnoreTag: true,
  stripIgnoreTagBody: ["script", "style"],
  onTagAttr(tag, name, value) {
    if (tag === "a" && name === "href")
      return /^(https?:|mailto:)/i.test(value.trim()) ? undefined : "";
    return undefined;
  },
});

/**
 * A .docx CV as HTML for the viewer: converted on our server (no document ever goes to a
 * third-party viewer), with images left out and everything but plain structure stripped.
 */
export async function wordPreviewHtml(bytes: Buffer): Promise<string | null> {
  try {
    const mammoth = await loadMammoth();
    const { value } = await mammoth.convertToHtml(
      { buffer: bytes },
      { convertImage: mammoth.images.imgElement(async () => ({ src: "" })) },
    );
    return previewFilter.process(value).replace(/<img[^>]*>/g, "");
  } catch {
    return null;
  }
}

/**
 * Deletes a CV file no profile or draft uses any more (after its profile is deleted, or its CV
 * replaced): a CV is personal data and is not kept once nobody needs it.
 */
export async function forgetCv(key: string | null): Promise<void> {
  if (!key) return;
  const [profile] = await db()
    .select({ id: jobSeekers.id })
    .from(jobSeekers)
    .where(eq(jobSeekers.cvFile, key))
    .limit(1);
  const [draft] = await db()
    .select({ id: directoryDrafts.id })
    .from(directoryDrafts)
    .where(sql`${directoryDrafts.payload} ->> 'cvFile' = ${key}`)
    .limit(1);
  if (!profile && !draft) await removePrivateFile(key);
}

/** How long a CV uploaded with a form that could not be saved waits for the form to come back. */
const CV_HOLD_HOURS = 24;

/**
 * Stores a checked CV for a form that may still be refused: the file is held for a day, then
 * deleted unless a profile or a draft took it. If the hold cannot be recorded the file is removed
 * at once (and the error thrown), so no CV is ever left without a record pointing at it.
 */
export async function storeHeldCv(bytes: Uint8Array, ext: string): Promise<string> {
  await releaseExpiredCvs();
  const key = await storePrivateFile("cvs", bytes, ext);
  try {
    await db()
      .insert(heldCvs)
      .values({ fileKey: key, expiresAt: new Date(Date.now() + CV_HOLD_HOURS * 3600 * 1000) });
  } catch (error) {
    await removePrivateFile(key);
    throw error;
  }
  return key;
}

/** A held CV the form replaced with another upload: nobody will come back for it. */
export async function dropHeldCv(key: string): Promise<void> {
  await db().delete(heldCvs).where(eq(heldCvs.fileKey, key));
  await forgetCv(key);
}

/** Deletes the CVs whose hold ran out and that no profile or draft took. */
export async function releaseExpiredCvs(now = new Date()): Promise<void> {
  const expired = await db()
    .delete(heldCvs)
    .where(lt(heldCvs.expiresAt, now))
    .returning({ key: heldCvs.fileKey });
  for (const { key } of expired) await forgetCv(key);
}

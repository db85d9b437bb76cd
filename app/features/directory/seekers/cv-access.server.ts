import { eq } from "drizzle-orm";
import { data } from "react-router";
import type { CurrentUser } from "#app/lib/auth/session.server";
import { db } from "#app/lib/db/client.server";
import { jobSeekers } from "#app/lib/db/schema";
import { parseId } from "#app/lib/http/ids";
import { readPrivateFile } from "#app/lib/uploads/private-files.server";
import { viewerOf } from "../cards.server";
import { canSeeSeekerContacts } from "../rules";
import { CV_TYPES, cvFileName } from "./cv";
import { wordPreviewHtml } from "./cv-files.server";

/** The one answer for a CV the requester may not open, whether or not the profile exists. */
export const CV_UNAVAILABLE = "This CV does not exist, or you do not have permission to view it.";

const unavailable = () => data(CV_UNAVAILABLE, { status: 404 });

/**
 * The profile whose CV this user may open: its owner, an administrator, or the owner of an
 * approved business (only for approved profiles). Anyone else gets the answer a missing profile
 * gets (`id` is the address's, unchecked), so the addresses of CVs cannot be tried one by one.
 */
async function cvFor(user: CurrentUser | null, rawId: string | undefined) {
  const id = parseId(rawId);
  const [viewer, [row] = []] = await Promise.all([
    viewerOf(user),
    id === null ? [] : db().select().from(jobSeekers).where(eq(jobSeekers.id, id)),
  ]);
  if (!row) throw unavailable();
  const isSeeker = viewer.userId !== null && row.ownerId === viewer.userId;
  const allowed =
    canSeeSeekerContacts({ ...viewer, isSeeker }) &&
    (row.status === "approved" || viewer.isAdmin || isSeeker);
  if (!allowed) throw unavailable();
  const type = row.cvType ? CV_TYPES[row.cvType] : undefined;
  const bytes = row.cvFile ? await readPrivateFile(row.cvFile) : null;
  if (!bytes || !type || !row.cvType) throw unavailable();
  return { row, bytes, type, mime: row.cvType };
}

/**
 * The CV file. Images (not SVG) and PDFs may show inline in our viewer; everything else, and
 * any request with ?download, is an attachment named {name}_CV.{ext}. Never cached by proxies.
 */
export async function cvResponse(
  user: CurrentUser | null,
  id: string | undefined,
  download: boolean,
) {
  const { row, bytes, type, mime } = await cvFor(user, id);
  const inline = !download && (type.kind === "image" || type.kind === "pdf");
  const fileName = cvFileName(row.fullName, type.ext);
  const asciiName = fileName.replace(/[^\x20-\x7e]/g, "_").replace(/"/g, "");
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": mime,
      "Content-Length": String(bytes.byteLength),
      "Content-Disposition": `${inline ? "inline" : "attachment"}; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
      "Cache-Control": "private, no-store",
      // Chrome's PDF viewer does not run in a sandboxed document; other files are sandboxed.
      "Content-Security-Policy":
        type.kind === "pdf"
          ? "default-src 'none'; frame-ancestors 'self'"
          : "default-src 'none'; img-src 'self'; frame-ancestors 'self'; sandbox",
    },
  });
}

/** A .docx CV converted to sanitised HTML for the viewer. */
export async function cvPreview(user: CurrentUser | null, id: string | undefined) {
  const { bytes, type } = await cvFor(user, id);
  if (type.ext !== "docx") throw data("No preview for this file type", { status: 404 });
  const html = await wordPreviewHtml(bytes);
  if (html === null) throw data("The document could not be read", { status: 422 });
  return Response.json({ html }, { headers: { "Cache-Control": "private, no-store" } });
}

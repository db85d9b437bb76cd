/** Rules of job seekers' CVs shared by the server and the CV viewer (no server code here). */

export const MAX_CV_BYTES = 10 * 1024 * 1024;
export const MAX_PICTURE_BYTES = 5 * 1024 * 1024;

export const CV_ACCEPT =
  ".pdf,.doc,.docx,.jpg,.jpeg,.png,.webp,.gif,.bmp,.svg,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document,image/*";
export const PICTURE_ACCEPT =
  ".png,.jpg,.jpeg,.webp,.gif,image/png,image/jpeg,image/webp,image/gif";

/** How the viewer shows a CV: inline image, the browser's PDF viewer, a Word preview, or a download. */
export type CvKind = "image" | "pdf" | "word" | "other";

/** The types a CV may have (read from its content), with the extension it is saved under. */
export const CV_TYPES: Record<string, { ext: string; kind: CvKind }> = {
  "application/pdf": { ext: "pdf", kind: "pdf" },
  "application/msword": { ext: "doc", kind: "word" },
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": {
    ext: "docx",
    kind: "word",
  },
  "image/jpeg": { ext: "jpg", kind: "image" },
  "image/png": { ext: "png", kind: "image" },
  "image/webp": { ext: "webp", kind: "image" },
  "image/gif": { ext: "gif", kind: "image" },
  "image/bmp": { ext: "bmp", kind: "image" },
  // An SVG can carry script: it is only ever downloaded, never shown inline.
  "image/svg+xml": { ext: "svg", kind: "other" },
};

/** Loading gives up after 2 s for PDF and Word, 10 s for the rest (decision 0117). */
export function cvTimeoutMs(kind: CvKind): number {
  return kind === "pdf" || kind === "word" ? 2000 : 10_000;
}

/** "Amina Rahman" + "pdf" → "Amina_Rahman_CV.pdf". */
export function cvFileName(name: string, ext: string): string {
  const safe = name
    .trim()
    .replace(/[^\p{L}\p{N}]+/gu, "_")
    .replace(/^_+|_+$/g, "");
  return `${safe || "Job_Seeker"}_CV.${ext}`;
}

/** What the viewer needs of a CV the viewer may open (addresses are our authorised routes). */
export interface CvLink {
  /** The file itself: inline for images and PDFs, an attachment otherwise. */
  url: string;
  /** Always an attachment named {name}_CV.{ext}. */
  downloadUrl: string;
  /** .docx only: JSON { html } of the document converted on the server and sanitised. */
  previewUrl: string | null;
  kind: CvKind;
  fileName: string;
}

export function cvLink(seekerId: number, name: string, mime: string): CvLink {
  const type = CV_TYPES[mime] ?? { ext: "bin", kind: "other" as const };
  const base = `/directory/job-seekers/${seekerId}/cv`;
  return {
    url: base,
    downloadUrl: `${base}?download=1`,
    // Only .docx can be converted to HTML; an old .doc is offered as a download.
    previewUrl: type.ext === "docx" ? `${base}/preview` : null,
    kind: type.kind,
    fileName: cvFileName(name, type.ext),
  };
}

export const CV_NOT_AVAILABLE = "CV not available";
export const CV_SECURITY_NOTE = "CVs are securely stored and only accessible to authorized users.";
export const CV_NOT_AVAILABLE_ADMIN = "CV not available for this job seeker";

/** Upload rules the browser may show too (no server code here). */

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

export const IMAGE_ACCEPT = "image/jpeg,image/png,image/webp";

export const INVALID_IMAGE_TYPE_MESSAGE =
  "Invalid file type. Only JPEG, PNG, and WebP images are allowed.";

export const IMAGE_TOO_LARGE_MESSAGE = "File size too large. Maximum size is 10MB.";

/** Stored images are named by the SHA-256 of their content: 32 hex characters + ".webp". */
export const UPLOAD_KEY = /^[a-f0-9]{32}\.webp$/;

/** The public address of a stored image. */
export function uploadUrl(key: string): string {
  return `/uploads/${key}`;
}

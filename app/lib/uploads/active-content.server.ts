/**
 * Markers of content a browser or server could execute. A CV or an image never needs them, so a
 * file carrying one (a "polyglot": a real image or PDF with a script or page hidden inside) is
 * refused even though its own format is valid.
 */
const MARKUP_MARKERS = [
  "<?php",
  "<script",
  "<html",
  "<!doctype html",
  "<iframe",
  "<object",
  "<embed",
  "javascript:",
];

/** PDF actions that run code or open other files when the document is viewed. */
const PDF_ACTION_MARKERS = ["/javascript", "/js ", "/js(", "/js<", "/launch", "/embeddedfile"];

export function hasActiveContent(bytes: Uint8Array, options: { pdf?: boolean } = {}): boolean {
  // latin1 maps every byte to one character, so binary data cannot hide a marker by decoding oddly.
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
    .toString("latin1")
    .toLowerCase();
  const markers = options.pdf ? [...MARKUP_MARKERS, ...PDF_ACTION_MARKERS] : MARKUP_MARKERS;
  return markers.some((marker) => text.includes(marker));
}

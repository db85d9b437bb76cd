// Apart from the sanitiser (and its library), so a form's schema can check a text in the browser
// without loading them.

const MARKDOWN_IMAGE = /!\[[^\]]*\]\(\s*<?([^)\s>]+)/g;
const HTML_IMAGE = /<img\b[^>]*?\bsrc\s*=\s*["']?([^"'\s>]+)/gi;
const OTHER_SITE = /^(?:https?:)?\/\//i;

/**
 * The pictures a Markdown text asks for from other websites (`![…](https://…)` or `<img src>`),
 * which the sanitiser drops: the editors refuse to save them with `OUTSIDE_IMAGE_MESSAGE` rather
 * than publish a page with a hole where staff expect a picture.
 */
function outsideImages(markdown: string): string[] {
  return [...markdown.matchAll(MARKDOWN_IMAGE), ...markdown.matchAll(HTML_IMAGE)]
    .map((match) => match[1] ?? "")
    .filter((source) => OTHER_SITE.test(source));
}

export const OUTSIDE_IMAGE_MESSAGE =
  "Pictures from other websites cannot be shown: the site's security rules block them. Upload the picture to the media library (Admin → Media) and use its address instead.";

/** A Markdown body's check for pictures from other websites, for the editors' schemas. */
export const noOutsideImages = (markdown: string) => outsideImages(markdown).length === 0;

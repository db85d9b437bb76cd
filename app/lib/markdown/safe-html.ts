import xss from "xss";
import { followedPath } from "#app/lib/http/safe-redirect";

// xss is CommonJS: Node's ESM loader (npm start) only sees its default export.
const { FilterXSS, getDefaultWhiteList } = xss as unknown as typeof import("xss");

/**
 * The one sanitiser for every Markdown body staff write (blog posts, content pages, project
 * pages): Markdown may contain raw HTML, so its output is filtered to a list of harmless tags.
 * No scripts, styles, frames, forms or event handlers; links only to the web, mail, phone or our
 * own paths; images only from our uploads (the site's security rules, CSP img-src, would block any
 * other picture: staff are told on save, `./outside-images`). A relative address must pass the same rule as
 * a redirect after logging in (`followedPath`), and is written out as the path the browser will
 * follow, so the address in the page is exactly the one that was checked.
 */

const defaults = getDefaultWhiteList();
const allowed = {
  ...defaults,
  a: ["href", "title"],
  img: ["src", "alt", "title", "width", "height"],
  code: ["class"],
  th: ["align"],
  td: ["align"],
  input: ["type", "checked", "disabled"],
  h2: ["id"],
  h3: ["id"],
  h4: ["id"],
  h5: ["id"],
  h6: ["id"],
};
// No media players, frames or fonts.
for (const tag of ["audio", "video", "source", "track", "font", "center"]) {
  delete (allowed as Record<string, unknown>)[tag];
}

const ABSOLUTE_LINK = /^(?:https?:|mailto:|tel:)/i;
const UPLOADED_IMAGE = /^\/uploads\/[^/?#]/;
const CONTROL = /\p{Cc}/u;

/** Where a link may go: written out in full to the web, mail or a phone, a fragment, or our own path. */
function linkTarget(url: string): string | null {
  if (CONTROL.test(url)) return null;
  if (ABSOLUTE_LINK.test(url) || url.startsWith("#")) return url;
  return followedPath(url);
}

/** Where an image may come from: our uploads. */
function imageSource(url: string): string | null {
  if (CONTROL.test(url)) return null;
  const path = followedPath(url);
  return path && UPLOADED_IMAGE.test(path) ? path : null;
}

/** The attributes the allowed tags keep that a browser follows or loads. */
const URL_ATTRIBUTES = new Map([
  ["href", linkTarget],
  ["cite", linkTarget],
  ["src", imageSource],
]);

/**
 * The character references a link needs read (numeric ones and HTML's five); any other "&" stays
 * text, and `escapeAttribute` makes sure the browser reads it as text too.
 */
const CHARACTER_REFERENCE = /&#(\d+);?|&#[xX]([0-9A-Fa-f]+);?|&(amp|quot|apos|lt|gt);/g;
const NAMED_CHARACTERS: Record<string, string> = {
  amp: "&",
  quot: '"',
  apos: "'",
  lt: "<",
  gt: ">",
};

function decodeAttribute(value: string): string {
  return value.replace(CHARACTER_REFERENCE, (_, decimal?: string, hex?: string, name?: string) => {
    if (name) return NAMED_CHARACTERS[name] ?? "";
    const code = decimal ? Number.parseInt(decimal, 10) : Number.parseInt(hex ?? "", 16);
    const valid = code <= 0x10ffff && (code < 0xd800 || code > 0xdfff);
    return valid ? String.fromCodePoint(code) : "\uFFFD";
  });
}

/** An attribute value the browser reads back as exactly `value`. */
export function escapeAttribute(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/"/g, "&quot;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;");
}

const filter = new FilterXSS({
  whiteList: allowed,
  stripIgnoreTag: true,
  stripIgnoreTagBody: ["script", "style", "iframe", "object", "embed", "noscript", "template"],
  allowCommentTag: false,
  onTagAttr(tag, name, value, isWhiteAttr) {
    const rule = isWhiteAttr ? URL_ATTRIBUTES.get(name) : undefined;
    if (rule) {
      const url = rule(decodeAttribute(value).trim());
      return url === null ? "" : `${name}="${escapeAttribute(url)}"`;
    }
    if (tag === "input" && name === "type") return value === "checkbox" ? 'type="checkbox"' : "";
    return undefined;
  },
});

export function sanitiseHtml(html: string): string {
  // An image without alt text is treated as decorative rather than unlabelled.
  return filter.process(html).replace(/<img(?![^>]*\balt=)/g, '<img alt=""');
}

import xss from "xss";

// xss is CommonJS: Node's ESM loader (npm start) only sees its default export.
const { escapeAttrValue, FilterXSS, getDefaultWhiteList } = xss as unknown as typeof import("xss");

/**
 * The one sanitiser for every Markdown body staff write (blog posts, content pages, project
 * pages): Markdown may contain raw HTML, so its output is filtered to a list of harmless tags.
 * No scripts, styles, frames, forms or event handlers; links only to the web, mail, phone or our
 * own paths; images only from our uploads or https.
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

const SAFE_LINK = /^(https?:|mailto:|tel:|\/(?!\/)|#)/i;
const SAFE_IMAGE = /^(https:|\/uploads\/[^/])/i;

const filter = new FilterXSS({
  whiteList: allowed,
  stripIgnoreTag: true,
  stripIgnoreTagBody: ["script", "style", "iframe", "object", "embed", "noscript", "template"],
  allowCommentTag: false,
  onTagAttr(tag, name, value) {
    if (tag === "a" && name === "href") {
      const url = value.trim();
      return SAFE_LINK.test(url) ? `href="${escapeAttrValue(url)}"` : "";
    }
    if (tag === "img" && name === "src") {
      const url = value.trim();
      return SAFE_IMAGE.test(url) ? `src="${escapeAttrValue(url)}"` : "";
    }
    if (tag === "input" && name === "type") return value === "checkbox" ? 'type="checkbox"' : "";
    return undefined;
  },
});

export function sanitiseHtml(html: string): string {
  // An image without alt text is treated as decorative rather than unlabelled.
  return filter.process(html).replace(/<img(?![^>]*\balt=)/g, '<img alt=""');
}

import { Marked } from "marked";
import xss from "xss";

// xss is CommonJS: Node's ESM loader (npm start) only sees its default export.
const { escapeAttrValue, FilterXSS, getDefaultWhiteList } = xss as unknown as typeof import("xss");

/**
 * Markdown of a blog post → sanitised HTML. The same pipeline renders the public page (on the
 * server) and the admin editor's live preview (in the browser), so the preview shows exactly what
 * will be published. Only the admin editor's chunk carries it to the browser.
 */

const marked = new Marked({ gfm: true, async: false, breaks: false });
marked.use({
  renderer: {
    // The post's title is the page's h1: headings in the body start at h2.
    heading({ tokens, depth }) {
      const level = Math.min(6, Math.max(2, depth));
      return `<h${level}>${this.parser.parseInline(tokens)}</h${level}>\n`;
    },
  },
});

const defaults = getDefaultWhiteList();
const allowed = {
  ...defaults,
  a: ["href", "title"],
  img: ["src", "alt", "title", "width", "height"],
  code: ["class"],
  th: ["align"],
  td: ["align"],
  input: ["type", "checked", "disabled"],
};
// No media players, frames or fonts in posts.
for (const tag of ["audio", "video", "source", "track", "font", "center"]) {
  delete (allowed as Record<string, unknown>)[tag];
}

const SAFE_URL = /^(https?:|mailto:|tel:|\/(?!\/)|#)/i;

const filter = new FilterXSS({
  whiteList: allowed,
  stripIgnoreTag: true,
  stripIgnoreTagBody: ["script", "style", "iframe", "object", "embed", "noscript", "template"],
  allowCommentTag: false,
  onTagAttr(tag, name, value) {
    if ((tag === "a" && name === "href") || (tag === "img" && name === "src")) {
      const url = value.trim();
      // Only web, mail and phone links and same-site paths; javascript:, data: and others go.
      return SAFE_URL.test(url) ? `${name}="${escapeAttrValue(url)}"` : "";
    }
    if (tag === "input" && name === "type") return value === "checkbox" ? 'type="checkbox"' : "";
    return undefined;
  },
});

export function renderPostMarkdown(markdown: string): string {
  const html = marked.parse(markdown, { async: false });
  // An image written in HTML without alt text is treated as decorative rather than unlabelled.
  return filter.process(html).replace(/<img(?![^>]*\balt=)/g, '<img alt=""');
}

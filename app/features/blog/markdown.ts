import { Marked } from "marked";
import { sanitiseHtml } from "#app/lib/markdown/safe-html";

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

export function renderPostMarkdown(markdown: string): string {
  return sanitiseHtml(marked.parse(markdown, { async: false }));
}

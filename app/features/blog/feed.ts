/** An Atom 1.0 feed of the blog (pure, so it can be tested without a server). */

export interface FeedEntry {
  slug: string;
  title: string;
  excerpt: string;
  authorName: string;
  publishedAt: string;
  updatedAt: string;
  tags: string[];
  html: string;
}

// Characters XML 1.0 forbids (C0 controls other than tab, newline and carriage return).
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing exactly these characters is the point
const XML_INVALID = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

function escapeXml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;")
    .replace(XML_INVALID, "");
}

/** Relative links of the HTML made absolute, as feed readers show it away from the site. */
function absoluteLinks(html: string, origin: string): string {
  return html.replace(/(href|src)="\/(?!\/)/g, `$1="${origin}/`);
}

export function atomFeed(origin: string, title: string, entries: FeedEntry[]): string {
  const updated =
    entries
      .map((entry) => entry.updatedAt)
      .sort()
      .at(-1) ?? new Date(0).toISOString();
  const lines = [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en-GB">',
    `  <title>${escapeXml(title)}</title>`,
    `  <subtitle>News, events and reflections from the centre</subtitle>`,
    `  <id>${escapeXml(`${origin}/blog`)}</id>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(`${origin}/blog`)}"/>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(`${origin}/blog/feed.xml`)}"/>`,
    `  <icon>${escapeXml(`${origin}/icon-192.png`)}</icon>`,
    `  <updated>${updated}</updated>`,
  ];
  for (const entry of entries) {
    const url = `${origin}/blog/${entry.slug}`;
    lines.push(
      "  <entry>",
      `    <title>${escapeXml(entry.title)}</title>`,
      `    <id>${escapeXml(url)}</id>`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(url)}"/>`,
      `    <published>${entry.publishedAt}</published>`,
      `    <updated>${entry.updatedAt}</updated>`,
      `    <author><name>${escapeXml(entry.authorName)}</name></author>`,
      ...entry.tags.map((tag) => `    <category term="${escapeXml(tag)}"/>`),
      `    <summary>${escapeXml(entry.excerpt)}</summary>`,
      `    <content type="html">${escapeXml(absoluteLinks(entry.html, origin))}</content>`,
      "  </entry>",
    );
  }
  lines.push("</feed>", "");
  return lines.join("\n");
}

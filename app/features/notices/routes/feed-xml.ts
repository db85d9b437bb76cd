import { env } from "#app/lib/config/env.server";
import { getSiteSettings } from "#app/lib/config/settings.server";
import { requestNow } from "#app/lib/http/clock.server";
import { escapeXml } from "#app/lib/seo/site-files";
import { NOTICES_MESSAGES as M } from "../messages";
import { type PublicNotice, publicNotices } from "../notices.server";
import { KIND_LABELS } from "../topics";
import type { Route } from "./+types/feed-xml";

/** A notice's text for a feed reader: the text, then a janazah's details on their own lines. */
function description(notice: PublicNotice): string {
  const janazah = notice.janazah;
  const details = janazah
    ? (["deceasedName", "prayer", "place", "burial"] as const)
        .filter((name) => janazah[name])
        .map((name) => `${M.janazahDetails[name]}: ${janazah[name]}`)
    : [];
  return [notice.body, ...details, notice.when].join("\n\n");
}

/** The notices as RSS 2.0 (pure, for the loader and its test). */
function noticesRss(origin: string, siteName: string, notices: readonly PublicNotice[]) {
  const page = `${origin}/notices`;
  const items = notices.map((notice) => {
    const url = `${page}/${notice.id}`;
    return [
      "    <item>",
      `      <title>${escapeXml(notice.title)}</title>`,
      `      <link>${escapeXml(url)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(url)}</guid>`,
      `      <category>${escapeXml(KIND_LABELS[notice.kind])}</category>`,
      `      <pubDate>${new Date(notice.startsAt).toUTCString()}</pubDate>`,
      `      <description>${escapeXml(description(notice))}</description>`,
      "    </item>",
    ].join("\n");
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    "  <channel>",
    `    <title>${escapeXml(M.feedTitle(siteName))}</title>`,
    `    <link>${escapeXml(page)}</link>`,
    `    <description>${escapeXml(M.feedDescription)}</description>`,
    "    <language>en-GB</language>",
    `    <atom:link href="${escapeXml(`${page}/feed.xml`)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}

/** GET /notices/feed.xml: the current notices, then those ended in the last 30 days. */
export async function loader({ request }: Route.LoaderArgs) {
  const { current, recent } = await publicNotices(requestNow(request));
  const xml = noticesRss(env().PUBLIC_URL, (await getSiteSettings()).name, [...current, ...recent]);
  return new Response(xml, {
    headers: {
      "Content-Type": "application/rss+xml; charset=utf-8",
      "Cache-Control": "public, max-age=60",
    },
  });
}

import { eq, inArray } from "drizzle-orm";
import { data } from "react-router";
import { db } from "#app/lib/db/client.server";
import { columnsOf } from "#app/lib/db/columns";
import { contentPages } from "#app/lib/db/schema";
import { fillPlaceholders } from "#app/lib/markdown/placeholders";
import { formatUpdated, type Heading } from "#app/lib/markdown/render";
import { retentionWords } from "#app/lib/privacy/retention";
import { localDate } from "#app/lib/time/london";
import { CONTENT_PAGE_KEYS, type ContentKey, contentPath } from "./pages";

export interface ContentPage {
  /** The page's path, e.g. "/policies/privacy". */
  path: string;
  title: string;
  description: string;
  /** The UK date of the last saved version, YYYY-MM-DD. */
  updated: string;
  /** The same date in words, "1 September 2025". */
  updatedLabel: string;
  html: string;
  headings: Heading[];
}

/** A content page as visitors see it: the version last saved in the admin (or the seed's). */
export async function loadContentPage(key: ContentKey): Promise<ContentPage> {
  const [row] = await db()
    .select(columnsOf(contentPages, ["title", "description", "html", "headings", "updatedAt"]))
    .from(contentPages)
    .where(eq(contentPages.slug, key));
  if (!row) throw data("Page not found", { status: 404 });
  const updated = localDate(row.updatedAt.getTime());
  return {
    path: contentPath(key),
    title: row.title,
    description: row.description,
    updated,
    updatedLabel: formatUpdated(updated),
    html: fillPlaceholders(row.html, retentionWords()),
    headings: row.headings,
  };
}

/** Each content page's path and the UK date it was last saved, for the sitemap. */
export async function contentLastModified(): Promise<Map<string, string>> {
  const rows = await db()
    .select({ slug: contentPages.slug, updatedAt: contentPages.updatedAt })
    .from(contentPages)
    .where(inArray(contentPages.slug, [...CONTENT_PAGE_KEYS]));
  return new Map(rows.map((row) => [`/${row.slug}`, localDate(row.updatedAt.getTime())]));
}

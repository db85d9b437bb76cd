import { readFileSync } from "node:fs";
import path from "node:path";
import { and, eq, inArray, sql } from "drizzle-orm";
import { db, type Transaction } from "#app/lib/db/client.server";
import { contentPages, contentRevisions } from "#app/lib/db/schema";
import { parseFrontMatter, renderMarkdown } from "#app/lib/markdown/render";
import { CONTENT_PAGE_KEYS, type ContentKey } from "./pages";

/**
 * The first version of each content page is the repository's content/<key>.md (front matter and
 * Markdown). It is read from the project's folder when the seed runs, like the migrations: the
 * seed runs from the build (`npm start`) and under tsx (`npm run db:seed`, the tests' global
 * setup), which cannot import `?raw`. The pages are served from the database, so nothing reads
 * content/ afterwards.
 */
function source(key: ContentKey): string {
  return readFileSync(path.resolve(process.cwd(), "content", `${key}.md`), "utf8");
}

/** Shown as the author of each page's first version in its history. */
export const SEED_AUTHOR = "Initial content";
/** …and of a version a new release of the website brought to a page nobody had edited. */
export const SHIPPED_UPDATE_AUTHOR = "Website update";

/** A seed page as it is stored: front matter, body and its rendering. */
export function seedPage(key: ContentKey) {
  const { data, body: text } = parseFrontMatter(source(key));
  // Leading blank lines change nothing in the page, but a textarea drops the first one.
  const body = text.replace(/^(?:[ \t]*\r?\n)+/, "");
  const { html, headings } = renderMarkdown(body);
  return {
    slug: key,
    title: data.title,
    description: data.description,
    body,
    html,
    headings,
    // The file's own date (midnight UTC is the same calendar day in London), else now.
    updatedAt: data.updated ? new Date(`${data.updated}T00:00:00Z`) : new Date(),
  };
}

/**
 * The content pages from today's content/ files, with a first revision, inserted when missing;
 * a page nobody has edited follows the text a new release brings (the privacy notice's periods
 * written in by the site, say), and a page staff have edited is never touched (idempotent, run
 * at every start).
 */
export async function seedContentPages(): Promise<void> {
  const stored = await db().select({ slug: contentPages.slug }).from(contentPages);
  const have = new Set(stored.map((row) => row.slug));
  await followShippedText(CONTENT_PAGE_KEYS.filter((key) => have.has(key)));
  for (const key of CONTENT_PAGE_KEYS.filter((key) => !have.has(key))) {
    const page = seedPage(key);
    await db().transaction(async (tx) => {
      const inserted = await tx
        .insert(contentPages)
        .values({ ...page, updatedById: null })
        .onConflictDoNothing({ target: contentPages.slug })
        .returning({ slug: contentPages.slug });
      if (inserted.length > 0) await storeWebsiteVersion(tx, page, SEED_AUTHOR);
    });
  }
}

/** The pages among `keys` whose every version the website itself wrote (none by a person). */
async function uneditedPages(keys: readonly ContentKey[]): Promise<ContentKey[]> {
  if (keys.length === 0) return [];
  const rows = await db()
    .select({ slug: contentRevisions.pageSlug })
    .from(contentRevisions)
    .where(inArray(contentRevisions.pageSlug, [...keys]))
    .groupBy(contentRevisions.pageSlug)
    .having(
      sql`bool_and(${contentRevisions.authorId} is null and ${contentRevisions.authorName} in (${SEED_AUTHOR}, ${SHIPPED_UPDATE_AUTHOR}))`,
    );
  return rows.map((row) => row.slug as ContentKey);
}

/**
 * Brings each unedited page to this release's content/ file, as a new version by "Website
 * update". The update applies only to the text it read, so two servers starting at once store it
 * once.
 */
async function followShippedText(keys: readonly ContentKey[]): Promise<void> {
  for (const key of await uneditedPages(keys)) {
    const page = seedPage(key);
    await db().transaction(async (tx) => {
      const [current] = await tx
        .select({ body: contentPages.body })
        .from(contentPages)
        .where(eq(contentPages.slug, key));
      if (!current || current.body === page.body) return;
      const { slug: _slug, ...text } = page;
      const updated = await tx
        .update(contentPages)
        .set({ ...text, updatedById: null })
        .where(and(eq(contentPages.slug, key), eq(contentPages.body, current.body)))
        .returning({ slug: contentPages.slug });
      if (updated.length > 0) await storeWebsiteVersion(tx, page, SHIPPED_UPDATE_AUTHOR);
    });
  }
}

/** The page's history gets the version the website wrote, dated as its content file. */
function storeWebsiteVersion(
  tx: Transaction,
  page: ReturnType<typeof seedPage>,
  authorName: typeof SEED_AUTHOR | typeof SHIPPED_UPDATE_AUTHOR,
) {
  return tx.insert(contentRevisions).values({
    pageSlug: page.slug,
    title: page.title,
    description: page.description,
    body: page.body,
    authorId: null,
    authorName,
    createdAt: page.updatedAt,
  });
}

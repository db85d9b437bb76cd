import { and, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import { sharedRead } from "#app/lib/db/cache.server";
import { db } from "#app/lib/db/client.server";
import { countRows } from "#app/lib/db/counts.server";
import { businesses, jobSeekers } from "#app/lib/db/schema";
import { pageCountOf, pageWindow } from "#app/lib/paging";
import { businessCard, type DirectoryCard, seekerCard, type Viewer } from "./cards.server";
import { JOB_SEEKERS_CATEGORY } from "./catalogue";
import { type DirectoryFilters, filtersHref, LISTINGS_PER_PAGE } from "./rules";

/**
 * The public directory's listing: approved businesses and job seekers matching the search and
 * filters, one page at a time, with the counts per category (cards: cards.server.ts).
 */

type BusinessRow = typeof businesses.$inferSelect;
type SeekerRow = typeof jobSeekers.$inferSelect;

/** Words of a search as a prefix tsquery ("bak wat" → "bak:* & wat:*"), or null. */
function prefixTsQuery(q: string): string | null {
  const words = q.match(/[\p{L}\p{N}]+/gu)?.slice(0, 8) ?? [];
  return words.length > 0 ? words.map((word) => `${word.toLowerCase()}:*`).join(" & ") : null;
}

function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function businessSearch(q: string): SQL | undefined {
  if (!q) return undefined;
  const like = likePattern(q);
  const compact = `${q.replace(/\s+/g, "").replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const tsQuery = prefixTsQuery(q);
  const document = sql`to_tsvector('english', ${businesses.name} || ' ' || ${businesses.description} || ' ' || ${businesses.primaryCategory} || ' ' || ${businesses.subcategory} || ' ' || ${businesses.specialty} || ' ' || array_to_string(${businesses.secondaryCategories}, ' '))`;
  return or(
    tsQuery ? sql`${document} @@ to_tsquery('english', ${tsQuery})` : undefined,
    sql`${businesses.name} ilike ${like}`,
    sql`${businesses.description} ilike ${like}`,
    sql`${businesses.primaryCategory} ilike ${like}`,
    sql`${businesses.subcategory} ilike ${like}`,
    sql`array_to_string(${businesses.secondaryCategories}, ' ') ilike ${like}`,
    sql`replace(${businesses.postcode}, ' ', '') ilike ${compact}`,
    sql`${businesses.address} ilike ${like}`,
  );
}

function seekerSearch(q: string): SQL | undefined {
  if (!q) return undefined;
  const like = likePattern(q);
  const tsQuery = prefixTsQuery(q);
  const document = sql`to_tsvector('english', ${jobSeekers.fullName} || ' ' || ${jobSeekers.desiredPosition} || ' ' || ${jobSeekers.location} || ' ' || array_to_string(${jobSeekers.skills}, ' '))`;
  return or(
    tsQuery ? sql`${document} @@ to_tsquery('english', ${tsQuery})` : undefined,
    sql`${jobSeekers.fullName} ilike ${like}`,
    sql`${jobSeekers.desiredPosition} ilike ${like}`,
    sql`${jobSeekers.location} ilike ${like}`,
    sql`array_to_string(${jobSeekers.skills}, ' ') ilike ${like}`,
    sql`${JOB_SEEKERS_CATEGORY} ilike ${like}`,
  );
}

function businessWhere(filters: DirectoryFilters): SQL | undefined {
  const categories = filters.categories.filter((name) => name !== JOB_SEEKERS_CATEGORY);
  const filtered = filters.categories.length > 0 || filters.subcategories.length > 0;
  const categoryMatch =
    filtered && categories.length === 0 && filters.subcategories.length === 0
      ? sql`false` // only "Job Seekers" chosen
      : filtered
        ? or(
            categories.length > 0 ? inArray(businesses.primaryCategory, categories) : undefined,
            categories.length > 0
              ? sql`${businesses.secondaryCategories} && ${sql`array[${sql.join(
                  categories.map((name) => sql`${name}`),
                  sql`, `,
                )}]::text[]`}`
              : undefined,
            filters.subcategories.length > 0
              ? inArray(businesses.subcategory, filters.subcategories)
              : undefined,
          )
        : undefined;
  return and(
    eq(businesses.status, "approved"),
    businessSearch(filters.q),
    categoryMatch,
    filters.letter ? sql`upper(left(${businesses.name}, 1)) = ${filters.letter}` : undefined,
  );
}

function seekerWhere(filters: DirectoryFilters): SQL | undefined {
  return and(
    eq(jobSeekers.status, "approved"),
    seekerSearch(filters.q),
    filters.letter ? sql`upper(left(${jobSeekers.fullName}, 1)) = ${filters.letter}` : undefined,
  );
}

/** Job seekers are listed when no category is chosen, or the "Job Seekers" category is. */
function includesSeekers(filters: DirectoryFilters): boolean {
  const filtered = filters.categories.length > 0 || filters.subcategories.length > 0;
  return !filtered || filters.categories.includes(JOB_SEEKERS_CATEGORY);
}

export interface DirectoryPage {
  cards: DirectoryCard[];
  total: number;
  page: number;
  pageCount: number;
  categoryCounts: Record<string, number>;
}

/**
 * One page of approved listings matching the filters, sorted by name, shaped for this viewer.
 * The page's rows are shared between requests for the same filters (until the next write); only
 * the job seekers' cards depend on who is looking. The viewer (a query of its own) is only
 * needed for that, so it may still be on its way.
 */
export async function listDirectory(
  filters: DirectoryFilters,
  viewer: Viewer | Promise<Viewer>,
): Promise<DirectoryPage> {
  const [listing, categoryCounts, seen] = await Promise.all([
    sharedRead(`directory:${filtersHref(filters)}`, () => readListing(filters)),
    countsByCategory(),
    viewer,
  ]);
  const cards = listing.rows.map((row) =>
    row.kind === "business" ? businessCard(row.business) : seekerCard(row.seeker, seen),
  );
  const { total, page, pageCount } = listing;
  return { cards, total, page, pageCount, categoryCounts };
}

type ListingRow =
  | { kind: "business"; business: BusinessRow }
  | { kind: "seeker"; seeker: SeekerRow };

/**
 * Two round trips: the page's keys with the total, then the page's rows (a page past the last
 * one reads the last).
 */
async function readListing(filters: DirectoryFilters) {
  let { keys, total } = await keysOfPage(filters, filters.page);
  let page = filters.page;
  // Past the last page: the window held no row to carry the total, so count and read the last.
  if (keys.length === 0 && page > 1) {
    total = await totalListings(filters);
    page = Math.min(page, pageCountOf(total, LISTINGS_PER_PAGE));
    if (total > 0) keys = (await keysOfPage(filters, page)).keys;
  }
  const businessIds = keys.filter((key) => key.kind === "business").map((key) => key.id);
  const seekerIds = keys.filter((key) => key.kind === "seeker").map((key) => key.id);
  const [businessRows, seekerRows] = await Promise.all([
    businessIds.length > 0
      ? db().select().from(businesses).where(inArray(businesses.id, businessIds))
      : Promise.resolve([]),
    seekerIds.length > 0
      ? db().select().from(jobSeekers).where(inArray(jobSeekers.id, seekerIds))
      : Promise.resolve([]),
  ]);
  const businessById = new Map(businessRows.map((row) => [row.id, row]));
  const seekerById = new Map(seekerRows.map((row) => [row.id, row]));
  const rows: ListingRow[] = [];
  for (const key of keys) {
    const business = key.kind === "business" ? businessById.get(key.id) : undefined;
    const seeker = key.kind === "seeker" ? seekerById.get(key.id) : undefined;
    if (business) rows.push({ kind: "business", business });
    if (seeker) rows.push({ kind: "seeker", seeker });
  }
  return { rows, total, page, pageCount: pageCountOf(total, LISTINGS_PER_PAGE) };
}

/** The kind and id of each listing on `page`, each row carrying the number of all matches. */
async function keysOfPage(filters: DirectoryFilters, page: number) {
  const businessKeys = db()
    .select({
      kind: sql<string>`'business'`.as("kind"),
      id: businesses.id,
      sortKey: sql<string>`lower(${businesses.name})`.as("sort_key"),
    })
    .from(businesses)
    .where(businessWhere(filters));
  const seekerKeys = db()
    .select({
      kind: sql<string>`'seeker'`.as("kind"),
      id: jobSeekers.id,
      sortKey: sql<string>`lower(${jobSeekers.fullName})`.as("sort_key"),
    })
    .from(jobSeekers)
    .where(includesSeekers(filters) ? seekerWhere(filters) : sql`false`);
  const listing = businessKeys.unionAll(seekerKeys).as("listing");
  const { limit, offset } = pageWindow(page, LISTINGS_PER_PAGE);
  const rows = await db()
    .select({
      kind: listing.kind,
      id: listing.id,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(listing)
    .orderBy(listing.sortKey, listing.kind, listing.id)
    .limit(limit)
    .offset(offset);
  return { keys: rows, total: rows[0]?.total ?? 0 };
}

/** How many approved listings match the filters. */
async function totalListings(filters: DirectoryFilters): Promise<number> {
  const [businessTotal, seekerTotal] = await Promise.all([
    countRows(businesses, businessWhere(filters)),
    includesSeekers(filters) ? countRows(jobSeekers, seekerWhere(filters)) : 0,
  ]);
  return businessTotal + seekerTotal;
}

/**
 * Approved listings per category (a business counts under its primary and each secondary one),
 * the same for every search: shared between requests until the next write.
 */
function countsByCategory(): Promise<Record<string, number>> {
  return sharedRead("directory:category-counts", readCountsByCategory);
}

/**
 * One query: businesses grouped by their categories (a few dozen groups, spread out here), then
 * the job seekers.
 */
async function readCountsByCategory(): Promise<Record<string, number>> {
  const groups = db()
    .select({
      primary: businesses.primaryCategory,
      secondary: businesses.secondaryCategories,
      total: sql<number>`count(*)::int`.as("total"),
    })
    .from(businesses)
    .where(eq(businesses.status, "approved"))
    .groupBy(businesses.primaryCategory, businesses.secondaryCategories);
  const seekers = db()
    .select({
      primary: sql<string>`null`.as("primary_category"),
      secondary: sql<string[]>`null`.as("secondary_categories"),
      total: sql<number>`count(*)::int`.as("total"),
    })
    .from(jobSeekers)
    .where(eq(jobSeekers.status, "approved"));
  const rows = await groups.unionAll(seekers);
  const counts: Record<string, number> = {};
  for (const row of rows) {
    if (row.primary === null) {
      counts[JOB_SEEKERS_CATEGORY] = Number(row.total);
      continue;
    }
    for (const category of [row.primary, ...row.secondary])
      counts[category] = (counts[category] ?? 0) + Number(row.total);
  }
  return counts;
}

/** How many pages `total` rows fill, `perPage` to a page; an empty list still has its one page. */
export function pageCountOf(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/** The rows of page `page` (from 1), as a query's limit and offset. */
export function pageWindow(page: number, perPage: number): { limit: number; offset: number } {
  return { limit: perPage, offset: (page - 1) * perPage };
}

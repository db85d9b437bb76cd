/**
 * Row ids from a URL or a form, checked before they reach a query: a value the column cannot hold
 * would make the database refuse the query (a 500), so it is "not found" instead.
 */

/** "1" to "2147483647" (PostgreSQL's serial range), or null. */
export function parseId(value: unknown): number | null {
  if (typeof value !== "string" || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A UUID in its canonical 8-4-4-4-12 form (what PostgreSQL's uuid type reads back). */
export function isUuid(value: unknown): value is string {
  return typeof value === "string" && UUID.test(value);
}

/** The row of a list page's editor: the one whose id the page's `?edit=` names, or null. */
export function rowNamedByEdit<Row extends { id: number }>(request: Request, rows: Row[]) {
  const id = parseId(new URL(request.url).searchParams.get("edit"));
  return rows.find((row) => row.id === id) ?? null;
}

import { count, type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { db } from "./client.server";

/** How many rows of `table` match `where` (all of them without it). */
export async function countRows(table: PgTable, where?: SQL): Promise<number> {
  const [row] = await db().select({ total: count() }).from(table).where(where);
  return row?.total ?? 0;
}

/** A column of a select: how many of the selected rows meet `condition`. */
export const countWhere = (condition: SQL) =>
  sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

/**
 * Several counts over one table in one query, each a column (`count()`, `countWhere(...)`), over
 * the rows matching `where` (all of them without it).
 */
export async function tally<Counts extends Record<string, SQL<number>>>(
  table: PgTable,
  counts: Counts,
  where?: SQL,
): Promise<{ [Name in keyof Counts]: number }> {
  const [row] = await db().select(counts).from(table).where(where);
  // An aggregate without GROUP BY always answers one row; the zeros only satisfy the types.
  return (row ?? Object.fromEntries(Object.keys(counts).map((name) => [name, 0]))) as {
    [Name in keyof Counts]: number;
  };
}

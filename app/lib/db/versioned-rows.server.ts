import type { SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { versionOf } from "#app/lib/versions";
import { db, type Transaction } from "./client.server";

/** The version of the row of `table` that `where` picks, as its editor's form carries it (null: no such row). */
export async function storedVersion(
  table: PgTable & { updatedAt: PgColumn },
  where: SQL | undefined,
): Promise<string | null> {
  const [row] = await db().select({ updatedAt: table.updatedAt }).from(table).where(where);
  return row ? versionOf(row.updatedAt as Date) : null;
}

/**
 * The row of `table` that `where` picks, locked until the transaction ends so that two saves of
 * it take turns (the second reads what the first wrote); undefined when there is none.
 */
export async function lockedRow<Row>(
  tx: Transaction,
  table: PgTable & { $inferSelect: Row },
  where: SQL | undefined,
): Promise<Row | undefined> {
  const [row] = await tx
    .select()
    .from(table as PgTable)
    .where(where)
    .for("update");
  // Drizzle cannot type a select from a generic table; the row is the table's own.
  return row as Row | undefined;
}

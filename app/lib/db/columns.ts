import { getTableColumns, type Table } from "drizzle-orm";
import { pick } from "#app/lib/pick";

/** Some of a table's columns, by name: a `select` of just these. */
export function columnsOf<T extends Table, Name extends keyof T["_"]["columns"]>(
  table: T,
  names: readonly Name[],
) {
  return pick(getTableColumns(table), names);
}

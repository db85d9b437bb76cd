import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { ScrollRegion } from "#app/components/ui/scroll-region";
import { cn } from "#app/lib/cn";
import { CardDetails, DateTime, EmptyState, panelClasses } from "./page";

const capitalise = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

const tableClasses = "w-full border-collapse text-left text-sm";
const thClasses =
  "border-b border-stone-300 bg-stone-100 px-3 py-2.5 font-semibold whitespace-nowrap text-stone-800";
const tdClasses = "border-b border-stone-200 px-3 py-2.5 align-top text-stone-800";

/** Previous / next links that keep the current filters. */
function Pagination({
  page,
  pageCount,
  label,
}: {
  page: number;
  pageCount: number;
  label: string;
}) {
  const location = useLocation();
  if (pageCount <= 1) return null;
  const hrefFor = (target: number) => {
    const params = new URLSearchParams(location.search);
    if (target === 1) params.delete("page");
    else params.set("page", String(target));
    const search = params.toString();
    return search ? `${location.pathname}?${search}` : location.pathname;
  };
  const linkClass =
    "inline-flex items-center rounded-full border-2 border-brand px-4 py-1.5 text-sm font-semibold text-brand-strong hover:bg-brand-soft";
  return (
    <nav aria-label={label} className="mt-6 flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-stone-700">
        Page {Math.min(page, pageCount)} of {pageCount}
      </p>
      <ul className="flex gap-3">
        {page > 1 ? (
          <li>
            <Link to={hrefFor(Math.min(page - 1, pageCount))} className={linkClass}>
              Previous<span className="sr-only"> page</span>
            </Link>
          </li>
        ) : null}
        {page < pageCount ? (
          <li>
            <Link to={hrefFor(page + 1)} className={linkClass}>
              Next<span className="sr-only"> page</span>
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

/** A table cell with the shared cell styling plus any extra classes. */
export function Cell({ className, children }: { className?: string; children?: ReactNode }) {
  return <td className={className ? cn(tdClasses, className) : tdClasses}>{children}</td>;
}

/** A row's heading cell (`<th scope="row">`, e.g. the person a row is about), styled as a cell. */
export function RowHeaderCell({ children }: { children?: ReactNode }) {
  return (
    <th scope="row" className={cn(tdClasses, "font-normal")}>
      {children}
    </th>
  );
}

/** A column heading: plain text, or `{ hidden }` for a heading only screen readers announce. */
export type Column = string | { hidden: string };

const columnText = (column: Column) => (typeof column === "string" ? column : column.hidden);

/** Where a column's value stands on the small-screen card. */
type CardPlace = "title" | "badge" | "line" | "detail" | "actions" | "none";

/**
 * One column of a responsive table: its heading, its value, and where that value stands on the
 * card the small-screen list shows instead of the row, so each table states its values once.
 */
export interface TableColumn<T> {
  heading: Column;
  cell: (item: T) => ReactNode;
  /** Extra classes for the table cell. */
  className?: string;
  /**
   * On the card: "title" (bold, first line), "badge" (beside the title), "line" (a line of its
   * own), "detail" (a labelled pair, the default), "actions" (at the foot) or "none".
   */
  card?: CardPlace;
  /** The card's value where it differs from the cell's (e.g. buttons laid out for a card). */
  cardCell?: (item: T) => ReactNode;
  /** The cell names its row for screen readers (`<th scope="row">`). */
  rowHeader?: boolean;
}

/** Spread into the column of the row's name (with its heading and cell): bold, the card's title. */
export const NAME_COLUMN = { card: "title", className: "font-semibold" } as const;

/** Spread into the last column (with its cell): the row's buttons and links, under a heading only screen readers announce. */
export const ACTIONS_COLUMN = { heading: { hidden: "Actions" }, card: "actions" } as const;

/** A column holding the date and time in the items' `key` field, on one line ("—" when empty). */
export function dateColumn<Key extends string>(
  heading: string,
  key: Key,
): TableColumn<Record<Key, Date | string | null>> {
  return {
    heading,
    className: "whitespace-nowrap",
    cell: (item) => {
      const value = item[key];
      return value ? <DateTime value={value} /> : "—";
    },
  };
}

/** A record's title in bold with its public address beneath it: `prefix` and its slug. */
export function titleColumn(
  heading: string,
  prefix: string,
): TableColumn<{ title: string; slug: string }> {
  return {
    heading,
    card: "line",
    cell: (item) => (
      <>
        <span className="font-semibold text-ink">{item.title}</span>
        <span className="block text-xs break-all text-stone-700">
          {prefix}
          {item.slug}
        </span>
      </>
    ),
  };
}

function TableCard<T>({ item, columns }: { item: T; columns: TableColumn<T>[] }) {
  const placed = (place: CardPlace) =>
    columns.filter((column) => (column.card ?? "detail") === place);
  const cardValue = (column: TableColumn<T>) => (column.cardCell ?? column.cell)(item);
  const heading = [...placed("title"), ...placed("badge")];
  const details = placed("detail");
  return (
    <>
      {heading.length > 0 ? (
        <div className="flex flex-wrap items-center gap-2">
          {heading.map((column) => (
            <span
              key={columnText(column.heading)}
              className={column.card === "title" ? "font-semibold text-ink" : undefined}
            >
              {cardValue(column)}
            </span>
          ))}
        </div>
      ) : null}
      {placed("line").map((column) => (
        <div key={columnText(column.heading)} className="mt-1">
          {cardValue(column)}
        </div>
      ))}
      {details.length > 0 ? (
        <CardDetails
          pairs={details.map((column) => [columnText(column.heading), cardValue(column)])}
        />
      ) : null}
      {placed("actions").map((column) => (
        <div key={columnText(column.heading)} className="mt-3">
          {cardValue(column)}
        </div>
      ))}
    </>
  );
}

function TableRow<T>({ item, columns }: { item: T; columns: TableColumn<T>[] }) {
  return columns.map((column) =>
    column.rowHeader ? (
      <RowHeaderCell key={columnText(column.heading)}>{column.cell(item)}</RowHeaderCell>
    ) : (
      <Cell key={columnText(column.heading)} className={column.className}>
        {column.cell(item)}
      </Cell>
    ),
  );
}

/** A captioned table inside a panel, with one header row of column headings. */
export function DataTable({
  caption,
  columns,
  className,
  scroll = false,
  children,
}: {
  caption: string;
  columns: Column[];
  className: string;
  /** Scrolls sideways on a narrow screen (and takes the keyboard's focus to do so). */
  scroll?: boolean;
  children: ReactNode;
}) {
  const table = (
    <table className={tableClasses}>
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={columnText(column)} scope="col" className={thClasses}>
              {typeof column === "string" ? (
                column
              ) : (
                <span className="sr-only">{column.hidden}</span>
              )}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
  return scroll ? (
    <ScrollRegion label={caption} className={cn(panelClasses, className)}>
      {table}
    </ScrollRegion>
  ) : (
    <div className={cn(panelClasses, className)}>{table}</div>
  );
}

// Written out in full so Tailwind sees every class.
const breakpointClasses = {
  md: { list: "md:hidden", table: "md:block" },
  lg: { list: "lg:hidden", table: "lg:block" },
} as const;

/** Rows as a list of cards on small screens and as a table from `breakpoint` up. */
export function ResponsiveTable<T>({
  items,
  itemKey,
  caption,
  columns,
  breakpoint = "md",
  spacing = "mt-3",
  empty,
}: {
  items: T[];
  itemKey: (item: T) => string | number;
  caption: string;
  columns: TableColumn<T>[];
  breakpoint?: keyof typeof breakpointClasses;
  spacing?: "mt-3" | "mt-4";
  /** What stands instead of the list and the table when there are no items (none: empty ones). */
  empty?: ReactNode;
}) {
  const { list, table } = breakpointClasses[breakpoint];
  if (items.length === 0 && empty) return empty;
  return (
    <>
      <ul className={`${spacing} space-y-3 ${list}`} aria-label={caption}>
        {items.map((item) => (
          <li key={itemKey(item)} className={cn(panelClasses, "p-4 text-sm text-stone-800")}>
            <TableCard item={item} columns={columns} />
          </li>
        ))}
      </ul>
      <DataTable
        caption={caption}
        columns={columns.map((column) => column.heading)}
        className={`${spacing} hidden overflow-hidden ${table}`}
      >
        {items.map((item) => (
          <tr key={itemKey(item)}>
            <TableRow item={item} columns={columns} />
          </tr>
        ))}
      </DataTable>
    </>
  );
}

/** Where one page stands in a filtered list. */
interface Paging {
  /** How many rows matched the filters. */
  total: number;
  page: number;
  pageCount: number;
}

/**
 * One page of a filtered list, newest first: how many matched (announced when it changes), the
 * rows as a responsive table or `emptyMessage` when none match, then links to the other pages.
 */
export function PagedTable<T>({
  paging: { total, page, pageCount },
  noun: [one, many],
  emptyMessage,
  showCount = true,
  order = "newest first",
  ...table
}: Omit<Parameters<typeof ResponsiveTable<T>>[0], "caption" | "empty"> & {
  paging: Paging;
  /** What one row is, in lower case ("email"), and more than one ("emails"). */
  noun: [one: string, many: string];
  emptyMessage: string;
  /** false when the page's own heading already says how many matched. */
  showCount?: boolean;
  /** How the rows are sorted, said in the table's caption. */
  order?: string;
}) {
  const caption = `${capitalise(many)}, ${order}: ${total} found, page ${Math.min(page, pageCount)} of ${pageCount}`;
  return (
    <>
      {showCount ? (
        <p className="mt-6 text-sm text-stone-700" aria-live="polite">
          {total === 1 ? `1 ${one}` : `${total.toLocaleString("en-GB")} ${many}`}
        </p>
      ) : null}
      <ResponsiveTable
        caption={caption}
        empty={<EmptyState>{emptyMessage}</EmptyState>}
        {...table}
      />
      <Pagination page={page} pageCount={pageCount} label={`${capitalise(one)} pages`} />
    </>
  );
}

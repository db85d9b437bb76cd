import { Fragment, type ReactNode } from "react";
import { Form, Link, useLocation } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { formatDateTime } from "./format";

export const linkClasses =
  "font-semibold text-brand-strong underline underline-offset-4 hover:decoration-2";

export const controlClasses =
  "mt-1.5 block w-full rounded-lg border border-stone-500 bg-white px-3 py-2 text-base text-ink shadow-sm focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/40";

export const panelClasses = "rounded-2xl bg-white shadow-sm ring-1 ring-stone-200";

const tableClasses = "w-full border-collapse text-left text-sm";
const thClasses =
  "border-b border-stone-300 bg-stone-100 px-3 py-2.5 font-semibold whitespace-nowrap text-stone-800";
const tdClasses = "border-b border-stone-200 px-3 py-2.5 align-top text-stone-800";

/** The page's one h1, with an optional lead and actions on the right. */
export function AdminPageTitle({
  title,
  lead,
  actions,
}: {
  title: string;
  lead?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="text-3xl font-semibold text-brand-strong">{title}</h1>
        {lead ? <p className="mt-2 max-w-2xl text-stone-700">{lead}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-3">{actions}</div> : null}
    </div>
  );
}

// Dark text on a pale tint: every pair is above 7:1, and the word carries the meaning, not the colour.
const badgeColours: Record<string, string> = {
  new: "bg-amber-100 text-amber-900 ring-amber-300",
  handled: "bg-emerald-100 text-emerald-900 ring-emerald-300",
  queued: "bg-sky-100 text-sky-900 ring-sky-300",
  sending: "bg-indigo-100 text-indigo-900 ring-indigo-300",
  sent: "bg-emerald-100 text-emerald-900 ring-emerald-300",
  failed: "bg-red-100 text-red-900 ring-red-300",
};

const badgeLabels: Record<string, string> = {
  new: "New",
  handled: "Handled",
  queued: "Queued",
  sending: "Sending",
  sent: "Sent",
  failed: "Failed",
};

export function StatusBadge({ status }: { status: string }) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset",
        badgeColours[status] ?? "bg-stone-100 text-stone-800 ring-stone-300",
      )}
    >
      {badgeLabels[status] ?? status}
    </span>
  );
}

export function SensitiveBadge() {
  return (
    <span className="inline-flex items-center rounded-full bg-purple-100 px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-purple-900 ring-1 ring-purple-300 ring-inset">
      Sensitive
    </span>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return <p className={cn(panelClasses, "mt-6 p-6 text-center text-stone-700")}>{children}</p>;
}

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

/** A date and time in UK time, machine-readable in `dateTime`. */
export function DateTime({ value }: { value: Date | string }) {
  return <time dateTime={new Date(value).toISOString()}>{formatDateTime(value)}</time>;
}

/** A muted dash for a value that is not there. */
export function NoValue() {
  return <span className="text-stone-700">—</span>;
}

/** A table cell with the shared cell styling plus any extra classes. */
export function Cell({ className, children }: { className?: string; children?: ReactNode }) {
  return <td className={className ? cn(tdClasses, className) : tdClasses}>{children}</td>;
}

/** A table cell holding a date and time on one line. */
export function DateCell({ value }: { value: Date | string }) {
  return (
    <Cell className="whitespace-nowrap">
      <DateTime value={value} />
    </Cell>
  );
}

/** A column heading: plain text, or `{ hidden }` for a heading only screen readers announce. */
export type Column = string | { hidden: string };

const columnText = (column: Column) => (typeof column === "string" ? column : column.hidden);

/** A captioned table inside a panel, with one header row of column headings. */
export function DataTable({
  caption,
  columns,
  className,
  children,
}: {
  caption: string;
  columns: Column[];
  className: string;
  children: ReactNode;
}) {
  return (
    <div className={cn(panelClasses, className)}>
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
    </div>
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
  card,
  row,
  breakpoint = "md",
  spacing = "mt-3",
}: {
  items: T[];
  itemKey: (item: T) => string | number;
  caption: string;
  columns: Column[];
  /** The contents of one card in the small-screen list. */
  card: (item: T) => ReactNode;
  /** The cells of one table row. */
  row: (item: T) => ReactNode;
  breakpoint?: keyof typeof breakpointClasses;
  spacing?: "mt-3" | "mt-4";
}) {
  const { list, table } = breakpointClasses[breakpoint];
  return (
    <>
      <ul className={`${spacing} space-y-3 ${list}`} aria-label={caption}>
        {items.map((item) => (
          <li key={itemKey(item)} className={cn(panelClasses, "p-4 text-sm text-stone-800")}>
            {card(item)}
          </li>
        ))}
      </ul>
      <DataTable
        caption={caption}
        columns={columns}
        className={`${spacing} hidden overflow-hidden ${table}`}
      >
        {items.map((item) => (
          <tr key={itemKey(item)}>{row(item)}</tr>
        ))}
      </DataTable>
    </>
  );
}

/**
 * One page of a filtered list, newest first: how many matched (announced when it changes), the
 * rows as a responsive table or `emptyMessage` when none match, then links to the other pages.
 */
export function PagedTable<T>({
  total,
  page,
  pageCount,
  one,
  many,
  emptyMessage,
  pagesLabel,
  ...table
}: Omit<Parameters<typeof ResponsiveTable<T>>[0], "caption"> & {
  total: number;
  page: number;
  pageCount: number;
  /** What one row is, in lower case ("email"), and more than one ("emails"). */
  one: string;
  many: string;
  emptyMessage: string;
  pagesLabel: string;
}) {
  const caption = `${many.charAt(0).toUpperCase()}${many.slice(1)}, newest first: ${total} found, page ${Math.min(page, pageCount)} of ${pageCount}`;
  return (
    <>
      <p className="mt-6 text-sm text-stone-700" aria-live="polite">
        {total === 1 ? `1 ${one}` : `${total.toLocaleString("en-GB")} ${many}`}
      </p>
      {table.items.length === 0 ? (
        <EmptyState>{emptyMessage}</EmptyState>
      ) : (
        <ResponsiveTable caption={caption} {...table} />
      )}
      <Pagination page={page} pageCount={pageCount} label={pagesLabel} />
    </>
  );
}

/** `<dt>`/`<dd>` pairs with no wrapper, for a grid-styled `<dl>`. */
export function DescriptionPairs({ pairs }: { pairs: [label: string, value: ReactNode][] }) {
  return pairs.map(([label, value]) => (
    <Fragment key={label}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </Fragment>
  ));
}

/** A link that opens an email's rendered preview in a new tab. */
export function EmailPreviewLink({ id, hiddenLabel }: { id: number; hiddenLabel?: ReactNode }) {
  return (
    <a
      href={`/admin/emails/${id}/preview`}
      target="_blank"
      rel="noopener noreferrer"
      className={linkClasses}
    >
      Preview{hiddenLabel ? <span className="sr-only">{hiddenLabel}</span> : null}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

/** A labelled control in a filter form. */
export function FilterField({
  id,
  label,
  className,
  children,
}: {
  id: string;
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
      </label>
      {children}
    </div>
  );
}

/** A labelled `<select>` filter; `options` are value and label pairs. */
export function SelectFilter({
  id,
  name,
  label,
  defaultValue,
  options,
  className,
}: {
  id: string;
  name: string;
  label: string;
  defaultValue: string;
  options: readonly (readonly [value: string, label: string])[];
  className?: string;
}) {
  return (
    <FilterField id={id} label={label} className={className}>
      <select id={id} name={name} defaultValue={defaultValue} className={controlClasses}>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </FilterField>
  );
}

/**
 * A GET form of filters with Apply and Clear. It is keyed on the query string so its controls
 * reset to the loaded filters after every navigation.
 */
export function FilterForm({
  label,
  className,
  submitLabel,
  clearTo,
  actionsClassName,
  children,
}: {
  label: string;
  className: string;
  submitLabel: string;
  clearTo: string;
  /** When given, Apply and Clear sit in a `<div>` with these classes. */
  actionsClassName?: string;
  children: ReactNode;
}) {
  const location = useLocation();
  const actions = (
    <>
      <button type="submit" className={buttonClasses("primary")}>
        {submitLabel}
      </button>
      <Link to={clearTo} className={buttonClasses("ghost")}>
        Clear
      </Link>
    </>
  );
  return (
    <Form
      method="get"
      key={location.search}
      aria-label={label}
      className={cn(panelClasses, className)}
    >
      {children}
      {actionsClassName ? <div className={actionsClassName}>{actions}</div> : actions}
    </Form>
  );
}

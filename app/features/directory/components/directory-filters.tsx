import { type ReactNode, useEffect, useId, useState } from "react";
import { Form, Link, useLocation, useSubmit } from "react-router";
import { buttonClasses } from "#app/components/ui/button";
import { cn } from "#app/lib/cn";
import { CATEGORY_GROUPS, JOB_SEEKERS_CATEGORY } from "../catalogue";
import { type DirectoryFilters, filtersHref } from "../rules";

/** The filters of /directory: search, categories, the A–Z letters, chips and pages (all links or GET forms). */

const LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ".split("");
/** Short enough to show whole in a phone's search box; the label says everything searched. */
const SEARCH_PLACEHOLDER = "Name, category or postcode";
const ALL_CATEGORIES = [...CATEGORY_GROUPS.map((group) => group.name), JOB_SEEKERS_CATEGORY];

function without(filters: DirectoryFilters, change: Partial<DirectoryFilters>): string {
  return filtersHref({ ...filters, page: 1, ...change });
}

const chipClass =
  "inline-flex items-center gap-1 rounded-full bg-brand-soft px-3 py-1 text-sm font-semibold text-brand-strong ring-1 ring-brand/30 hover:bg-white";

/** A category or subcategory to filter by (ticking it applies it at once, with JavaScript). */
function FilterBox({
  name,
  value,
  checked,
  className,
  children,
}: {
  name: "category" | "sub";
  value: string;
  checked: boolean;
  className: string;
  children: ReactNode;
}) {
  return (
    <label className={cn("flex items-center gap-2 text-sm", className)}>
      <input
        type="checkbox"
        name={name}
        value={value}
        defaultChecked={checked}
        className="size-4"
      />
      {children}
    </label>
  );
}

function CategoryPicker({
  filters,
  counts,
}: {
  filters: DirectoryFilters;
  counts: Record<string, number>;
}) {
  const [search, setSearch] = useState("");
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const searchId = useId();
  const needle = search.trim().toLowerCase();
  const selected = filters.categories.length + filters.subcategories.length;
  return (
    <details className="relative">
      <summary className="cursor-pointer rounded-lg bg-white px-4 py-2.5 text-sm font-semibold text-ink ring-1 ring-stone-300 hover:bg-stone-50">
        Categories{selected > 0 ? ` (${selected} selected)` : ""}
      </summary>
      <div className="mt-2 max-h-96 w-full overflow-y-auto rounded-xl bg-white p-3 shadow-lg ring-1 ring-stone-200 sm:absolute sm:z-20 sm:w-96">
        {mounted ? (
          <div className="mb-2">
            <label htmlFor={searchId} className="text-xs font-semibold text-stone-700">
              Search categories
            </label>
            <input
              id={searchId}
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              className="mt-1 w-full rounded-md border border-stone-500 px-2 py-1.5 text-sm"
            />
          </div>
        ) : null}
        <ul className="space-y-2">
          {ALL_CATEGORIES.map((name) => {
            const group = CATEGORY_GROUPS.find((item) => item.name === name);
            const subs = (group?.subcategories ?? []).filter(
              (sub) =>
                !needle ||
                sub.toLowerCase().includes(needle) ||
                name.toLowerCase().includes(needle),
            );
            if (needle && !name.toLowerCase().includes(needle) && subs.length === 0) return null;
            return (
              <li key={name}>
                <FilterBox
                  name="category"
                  value={name}
                  checked={filters.categories.includes(name)}
                  className="font-semibold text-ink"
                >
                  {name} <span className="font-normal text-stone-600">({counts[name] ?? 0})</span>
                </FilterBox>
                {subs.length > 0 ? (
                  <fieldset className="mt-1 ml-6">
                    <legend className="sr-only">{name} subcategories</legend>
                    <ul className="space-y-1">
                      {subs.map((sub) => (
                        <li key={sub}>
                          <FilterBox
                            name="sub"
                            value={sub}
                            checked={filters.subcategories.includes(sub)}
                            className="text-stone-800"
                          >
                            {sub}
                          </FilterBox>
                        </li>
                      ))}
                    </ul>
                  </fieldset>
                ) : null}
              </li>
            );
          })}
        </ul>
      </div>
    </details>
  );
}

/** The search box and the categories; with JavaScript, ticking a category applies it at once. */
export function SearchForm({
  filters,
  counts,
}: {
  filters: DirectoryFilters;
  counts: Record<string, number>;
}) {
  const location = useLocation();
  const submit = useSubmit();
  return (
    <Form
      method="get"
      action="/directory"
      key={location.search}
      role="search"
      aria-label="Search the directory"
      className="flex flex-col gap-3 lg:flex-row lg:items-start"
      onChange={(event) => {
        const target = event.target as HTMLInputElement;
        if (target.type === "checkbox") submit(event.currentTarget);
      }}
    >
      <div className="flex-1">
        <label htmlFor="directory-q" className="sr-only">
          Search by name, description, category or postcode
        </label>
        <input
          id="directory-q"
          type="search"
          name="q"
          defaultValue={filters.q}
          placeholder={SEARCH_PLACEHOLDER}
          className="w-full rounded-lg border border-stone-500 bg-white px-4 py-2.5 text-base"
        />
      </div>
      <CategoryPicker filters={filters} counts={counts} />
      {filters.letter ? <input type="hidden" name="letter" value={filters.letter} /> : null}
      <button type="submit" className={buttonClasses("primary")}>
        Search
      </button>
    </Form>
  );
}

/** Names starting with a letter: two rows of 13 on a phone, one wrapping row from sm up. */
export function LetterFilter({ filters }: { filters: DirectoryFilters }) {
  return (
    <nav aria-label="Filter by first letter" className="mt-4">
      <ul className="grid grid-cols-13 gap-0.5 sm:flex sm:flex-wrap sm:gap-1">
        {LETTERS.map((letter) => (
          <li key={letter}>
            <Link
              to={without(filters, { letter: filters.letter === letter ? null : letter })}
              aria-current={filters.letter === letter ? "true" : undefined}
              aria-label={`Names starting with ${letter}`}
              className={cn(
                "grid h-10 place-items-center rounded-md text-sm font-semibold ring-1 ring-inset sm:size-9",
                filters.letter === letter
                  ? "bg-brand-strong text-white ring-brand-strong"
                  : "bg-white text-brand-strong ring-stone-300 hover:bg-brand-soft",
              )}
            >
              {letter}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** 'Show List of all categories': a link to each category with its count. */
export function AllCategories({ counts }: { counts: Record<string, number> }) {
  return (
    <details className="mt-4">
      <summary className="cursor-pointer text-sm font-semibold text-brand-strong underline underline-offset-4">
        Show List of all categories
      </summary>
      <ul className="mt-2 grid gap-1 sm:grid-cols-2 lg:grid-cols-4">
        {ALL_CATEGORIES.map((name) => (
          <li key={name}>
            <Link
              to={filtersHref({ categories: [name] })}
              className="text-sm text-ink underline underline-offset-2"
            >
              {name} ({counts[name] ?? 0})
            </Link>
          </li>
        ))}
      </ul>
    </details>
  );
}

/** The filters chosen, each removable, and Clear All. */
export function FilterChips({ filters }: { filters: DirectoryFilters }) {
  const chips: { label: string; href: string }[] = [
    ...(filters.q ? [{ label: `Search: ${filters.q}`, href: without(filters, { q: "" }) }] : []),
    ...filters.categories.map((name) => ({
      label: name,
      href: without(filters, { categories: filters.categories.filter((item) => item !== name) }),
    })),
    ...filters.subcategories.map((name) => ({
      label: name,
      href: without(filters, {
        subcategories: filters.subcategories.filter((item) => item !== name),
      }),
    })),
    ...(filters.letter
      ? [{ label: `Starts with ${filters.letter}`, href: without(filters, { letter: null }) }]
      : []),
  ];
  if (chips.length === 0) return null;
  return (
    <div className="mt-4 flex flex-wrap items-center gap-2">
      <h2 className="sr-only">Selected filters</h2>
      <ul className="flex flex-wrap gap-2">
        {chips.map((chip) => (
          <li key={chip.label}>
            <Link to={chip.href} className={chipClass}>
              {chip.label}
              <span aria-hidden="true">×</span>
              <span className="sr-only"> (remove filter)</span>
            </Link>
          </li>
        ))}
      </ul>
      <Link to="/directory" className="text-sm font-semibold text-brand-strong underline">
        Clear All
      </Link>
    </div>
  );
}

/** Previous and Next, keeping the filters. */
export function Pages({
  filters,
  page,
  pageCount,
}: {
  filters: DirectoryFilters;
  page: number;
  pageCount: number;
}) {
  if (pageCount <= 1) return null;
  const link = "font-semibold text-brand-strong underline underline-offset-4";
  return (
    <nav aria-label="Pagination" className="mt-10 flex items-center justify-between gap-4">
      {page > 1 ? (
        <Link to={filtersHref({ ...filters, page: page - 1 })} rel="prev" className={link}>
          ← Previous
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-stone-700">
        Page {page} of {pageCount}
      </p>
      {page < pageCount ? (
        <Link to={filtersHref({ ...filters, page: page + 1 })} rel="next" className={link}>
          Next →
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

import { useEffect, useId, useState } from "react";
import { Form, Link, useActionData, useLocation, useNavigation, useSubmit } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { Container, PageHeader } from "~/components/ui/container";
import { getCurrentUser } from "~/features/accounts/index.server";
import { cn } from "~/lib/cn";
import { pageMeta } from "~/lib/meta";
import { HoneypotField } from "~/lib/security/honeypot";
import { savedBusinesses } from "../business.server";
import { CATEGORY_GROUPS, JOB_SEEKERS_CATEGORY } from "../catalogue";
import { BusinessCard } from "../components/business-card";
import { RegisterDialogs } from "../components/register-dialogs";
import { SeekerCard } from "../components/seeker-card";
import { listDirectory, viewerOf } from "../directory.server";
import { type DirectoryFilters, filtersHref, NO_BUSINESSES, parseFilters } from "../rules";
import { suggestCategory } from "../suggestions.server";
import type { Route } from "./+types/directory";

export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const filters = parseFilters(params);
  const user = await getCurrentUser(request);
  const [result, saved] = await Promise.all([
    listDirectory(filters, await viewerOf(user)),
    savedBusinesses(request),
  ]);
  const register = params.get("register");
  return {
    filters,
    ...result,
    signedIn: user !== null,
    saved,
    openForm:
      register === "business" || register === "seeker" ? (register as typeof register) : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const url = new URL(request.url);
  const form = await request.formData();
  return suggestCategory(
    form,
    await getCurrentUser(request),
    context,
    `${url.pathname}${url.search}`,
  );
}

export const meta = () =>
  pageMeta({
    title: "Business Directory",
    description:
      "Find Muslim-owned and community businesses around Watford, and local job seekers: food, education, healthcare, trades and more.",
  });

const LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ".split("");
const ALL_CATEGORIES = [...CATEGORY_GROUPS.map((group) => group.name), JOB_SEEKERS_CATEGORY];

function without(filters: DirectoryFilters, change: Partial<DirectoryFilters>): string {
  return filtersHref({ ...filters, page: 1, ...change });
}

const chipClass =
  "inline-flex items-center gap-1 rounded-full bg-brand-soft px-3 py-1 text-sm font-semibold text-brand-strong ring-1 ring-brand/30 hover:bg-white";

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
    <details className="relative" open={selected > 0 ? undefined : undefined}>
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
              className="mt-1 w-full rounded-md border border-stone-300 px-2 py-1.5 text-sm"
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
                <label className="flex items-center gap-2 text-sm font-semibold text-ink">
                  <input
                    type="checkbox"
                    name="category"
                    value={name}
                    defaultChecked={filters.categories.includes(name)}
                    className="size-4"
                  />
                  {name} <span className="font-normal text-stone-600">({counts[name] ?? 0})</span>
                </label>
                {subs.length > 0 ? (
                  <fieldset className="mt-1 ml-6">
                    <legend className="sr-only">{name} subcategories</legend>
                    <ul className="space-y-1">
                      {subs.map((sub) => (
                        <li key={sub}>
                          <label className="flex items-center gap-2 text-sm text-stone-800">
                            <input
                              type="checkbox"
                              name="sub"
                              value={sub}
                              defaultChecked={filters.subcategories.includes(sub)}
                              className="size-4"
                            />
                            {sub}
                          </label>
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

function SuggestCategory() {
  const actionData = useActionData<typeof action>() as
    | { suggestionError?: string; suggestion?: string }
    | undefined;
  const location = useLocation();
  const error = actionData?.suggestionError;
  return (
    <Form
      method="post"
      action={`/directory${location.search}`}
      className="mt-10 max-w-xl rounded-2xl bg-stone-50 p-5 ring-1 ring-stone-200"
    >
      <h2 className="text-lg font-semibold text-brand-strong">Suggest a category</h2>
      <HoneypotField />
      <label htmlFor="suggestion" className="mt-2 block text-sm font-semibold text-ink">
        Category you would like to see
      </label>
      <div className="mt-1.5 flex gap-2">
        <input
          id="suggestion"
          name="suggestion"
          maxLength={200}
          defaultValue={actionData?.suggestion ?? ""}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "suggestion-error" : undefined}
          className="w-full rounded-lg border border-stone-400 bg-white px-3 py-2"
        />
        <button type="submit" className={buttonClasses("outline")}>
          Send
        </button>
      </div>
      {error ? (
        <p id="suggestion-error" className="mt-1.5 text-sm font-medium text-red-800">
          {error}
        </p>
      ) : null}
    </Form>
  );
}

export default function Directory({ loaderData }: Route.ComponentProps) {
  const { filters, cards, total, page, pageCount, categoryCounts, signedIn, saved, openForm } =
    loaderData;
  const location = useLocation();
  const navigation = useNavigation();
  const submit = useSubmit();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/directory";
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

  return (
    <>
      <PageHeader
        title="Business Directory"
        lead="Local businesses and job seekers from our community in and around Watford."
      />
      <div className="mx-auto w-full max-w-[120rem] px-4 py-8 sm:px-6">
        <RegisterDialogs saved={saved} signedIn={signedIn} initial={openForm} />
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
              placeholder="Search by name, description, category or postcode"
              className="w-full rounded-lg border border-stone-300 bg-white px-4 py-2.5 text-base"
            />
          </div>
          <CategoryPicker filters={filters} counts={categoryCounts} />
          {filters.letter ? <input type="hidden" name="letter" value={filters.letter} /> : null}
          <button type="submit" className={buttonClasses("primary")}>
            Search
          </button>
        </Form>

        <nav aria-label="Filter by first letter" className="mt-4">
          <ul className="flex flex-wrap gap-1">
            {LETTERS.map((letter) => (
              <li key={letter}>
                <Link
                  to={without(filters, { letter: filters.letter === letter ? null : letter })}
                  aria-current={filters.letter === letter ? "true" : undefined}
                  aria-label={`Names starting with ${letter}`}
                  className={cn(
                    "grid size-9 place-items-center rounded-md text-sm font-semibold ring-1",
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
                  {name} ({categoryCounts[name] ?? 0})
                </Link>
              </li>
            ))}
          </ul>
        </details>

        {chips.length > 0 ? (
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
        ) : null}

        <p className="mt-6 text-sm text-stone-700" aria-live="polite" data-testid="result-count">
          {loading ? "Loading…" : `${total} ${total === 1 ? "result" : "results"}`}
        </p>

        {cards.length === 0 ? (
          <div className="mt-6 rounded-2xl bg-stone-50 p-10 text-center ring-1 ring-stone-200">
            <h2 className="text-xl font-semibold text-brand-strong">{NO_BUSINESSES}</h2>
            <p className="mt-2 text-stone-700">Try another search or clear the filters.</p>
          </div>
        ) : (
          <ul
            aria-label="Directory listings"
            aria-busy={loading || undefined}
            className={cn(
              "mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2 md:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5 2xl:grid-cols-6",
              loading && "opacity-60",
            )}
          >
            {cards.map((card) => (
              <li key={`${card.kind}-${card.id}`}>
                {card.kind === "business" ? (
                  <BusinessCard business={card} />
                ) : (
                  <SeekerCard seeker={card} />
                )}
              </li>
            ))}
          </ul>
        )}

        {pageCount > 1 ? (
          <nav aria-label="Pagination" className="mt-10 flex items-center justify-between gap-4">
            {page > 1 ? (
              <Link
                to={filtersHref({ ...filters, page: page - 1 })}
                rel="prev"
                className="font-semibold text-brand-strong underline underline-offset-4"
              >
                ← Previous
              </Link>
            ) : (
              <span />
            )}
            <p className="text-sm text-stone-700">
              Page {page} of {pageCount}
            </p>
            {page < pageCount ? (
              <Link
                to={filtersHref({ ...filters, page: page + 1 })}
                rel="next"
                className="font-semibold text-brand-strong underline underline-offset-4"
              >
                Next →
              </Link>
            ) : (
              <span />
            )}
          </nav>
        ) : null}
        <SuggestCategory />
      </div>
    </>
  );
}

export function ErrorBoundary() {
  return (
    <Container className="py-16 text-center">
      <h1 className="text-2xl font-semibold text-brand-strong">
        The directory could not be loaded
      </h1>
      <p className="mt-3 text-stone-700">Please try again in a moment.</p>
      <a href="/directory" className={cn(buttonClasses("primary"), "mt-6")}>
        Refresh Page
      </a>
    </Container>
  );
}

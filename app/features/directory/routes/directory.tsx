import { parseWithZod } from "@conform-to/zod/v4";
import { useNavigation } from "react-router";
import { buttonClasses } from "#app/components/ui/button";
import { Container, PageHeader } from "#app/components/ui/container";
import { getCurrentUser } from "#app/lib/auth/session.server";
import { cn } from "#app/lib/cn";
import { formFailure } from "#app/lib/forms.server";
import { publicPageHeaders } from "#app/lib/http/cache-control";
import { redirectWithToast } from "#app/lib/http/toast.server";
import { pageMeta } from "#app/lib/meta";
import { screenPublicForm, tooManyAttempts } from "#app/lib/security/public-form.server";
import { savedBusinesses } from "../businesses/business.server";
import { BusinessCard } from "../businesses/components/business-card";
import { viewerOf } from "../cards.server";
import {
  AllCategories,
  FilterChips,
  LetterFilter,
  Pages,
  SearchForm,
} from "../components/directory-filters";
import { formAnswer } from "../components/form-parts";
import { RegisterDialogs } from "../components/register-dialogs";
import { SuggestCategory } from "../components/suggest-category";
import { listDirectory } from "../directory.server";
import { NO_BUSINESSES, parseFilters, SUGGESTION_FAILED, SUGGESTION_SENT } from "../rules";
import { suggestionSchema } from "../schema";
import { SeekerCard } from "../seekers/components/seeker-card";
import { storeSuggestion } from "../suggestions.server";
import type { Route } from "./+types/directory";

export const headers = publicPageHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const filters = parseFilters(params);
  const user = await getCurrentUser(request, context);
  const [result, saved] = await Promise.all([
    listDirectory(filters, viewerOf(user)),
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

/** A category suggestion: stored and emailed to the centre, then back to the same filters. */
export async function action({ request, context }: Route.ActionArgs) {
  const url = new URL(request.url);
  const form = await request.formData();
  const submission = parseWithZod(form, { schema: suggestionSchema });
  if (submission.status !== "success") return formFailure(submission.reply(), 400);
  const screened = await screenPublicForm("category-suggestion", form, context, undefined);
  if (screened.verdict === "rate-limited") return tooManyAttempts(submission, screened);
  const back = `${url.pathname}${url.search}`;
  if (
    screened.verdict === "accept" &&
    !(await storeSuggestion(submission.value.suggestion, await getCurrentUser(request)))
  )
    return formFailure(submission.reply({ formErrors: [SUGGESTION_FAILED] }), 503);
  return redirectWithToast(back, { type: "success", message: SUGGESTION_SENT });
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: "Business Directory",
    description:
      "Find Muslim-owned and community businesses around Watford, and local job seekers: food, education, healthcare, trades and more.",
  });
}

export default function Directory({ loaderData, actionData }: Route.ComponentProps) {
  const { filters, cards, total, page, pageCount, categoryCounts, signedIn, saved, openForm } =
    loaderData;
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/directory";
  return (
    <>
      <PageHeader
        title="Business Directory"
        lead="Local businesses and job seekers from our community in and around Watford."
      />
      <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6">
        <RegisterDialogs saved={saved} signedIn={signedIn} initial={openForm} />
        <SearchForm filters={filters} counts={categoryCounts} />
        <LetterFilter filters={filters} />
        <AllCategories counts={categoryCounts} />
        <FilterChips filters={filters} />

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
              "mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4",
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

        <Pages filters={filters} page={page} pageCount={pageCount} />
        <SuggestCategory answer={formAnswer(actionData)} />
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

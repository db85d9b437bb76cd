import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { buttonClasses } from "#app/components/ui/button";
import { Container } from "#app/components/ui/container";
import { BRIEFLY_UNAVAILABLE_PAGE, isBrieflyUnavailable } from "#app/lib/http/briefly-unavailable";

/**
 * What a loader may throw with a 404 (`throw data(missing, { status: 404 })`) when the page has its
 * own words for a missing record; a plain string is taken as the title.
 */
export interface NotFoundDetail {
  title: string;
  text?: string;
  /** Where to go instead, shown in place of the general links. */
  link?: { to: string; label: string };
}

/** The headings (and the document titles) of the error pages. */
const ERROR_TITLES = {
  notFound: "Page not found",
  forbidden: "Access denied",
  unexpected: "Unexpected Application Error!",
} as const;

/** The document title for a failure: the heading its error page shows in general. */
export function errorTitle(error: unknown): string {
  if (isRouteErrorResponse(error) && error.status === 404) return ERROR_TITLES.notFound;
  if (isRouteErrorResponse(error) && error.status === 403) return ERROR_TITLES.forbidden;
  return ERROR_TITLES.unexpected;
}

/** The 404 page; `title` names what is missing when a route knows ("Job seeker not found"). */
export function NotFound({ title = ERROR_TITLES.notFound, text, link }: Partial<NotFoundDetail>) {
  return (
    <Container className="py-16 sm:py-24">
      <p className="text-sm font-semibold uppercase tracking-wider text-brand">Error 404</p>
      <h1 className="mt-2 text-4xl font-semibold text-brand-strong">{title}</h1>
      <p className="mt-4 max-w-xl text-lg text-stone-700">
        {text ??
          "Sorry, we couldn't find the page you were looking for. It may have moved, or the address may be mistyped."}
      </p>
      {link ? (
        <Link to={link.to} className={buttonClasses("primary", "mt-8")}>
          {link.label}
        </Link>
      ) : (
        <ul className="mt-8 flex flex-wrap gap-3">
          <li>
            <Link to="/" className={buttonClasses("primary")}>
              Go to the home page
            </Link>
          </li>
          <li>
            <Link to="/enrol-now" className={buttonClasses("outline")}>
              Join WIC Academy
            </Link>
          </li>
          <li>
            <Link to="/contact" className={buttonClasses("ghost")}>
              Contact us
            </Link>
          </li>
        </ul>
      )}
    </Container>
  );
}

function notFoundDetail(data: unknown): Partial<NotFoundDetail> {
  if (typeof data === "string") return data ? { title: data } : {};
  if (data && typeof data === "object" && typeof (data as NotFoundDetail).title === "string")
    return data as NotFoundDetail;
  return {};
}

function errorMessage(error: unknown): string {
  if (isRouteErrorResponse(error)) {
    const detail = typeof error.data === "string" && error.data ? error.data : error.statusText;
    return `${error.status} ${detail}`.trim();
  }
  if (error instanceof Error) return error.message;
  return "Unknown error";
}

function Forbidden() {
  return (
    <Container className="py-16 sm:py-24">
      <p className="text-sm font-semibold uppercase tracking-wider text-brand">Error 403</p>
      <h1 className="mt-2 text-4xl font-semibold text-brand-strong">{ERROR_TITLES.forbidden}</h1>
      <p className="mt-4 max-w-xl text-lg text-stone-700">
        Your account cannot open this page. If you think it should, please contact us.
      </p>
      <Link to="/" className={buttonClasses("primary", "mt-8")}>
        Go to the home page
      </Link>
    </Container>
  );
}

/** The database could not be reached for this request (503): nothing to fix but to wait. */
function BrieflyUnavailable() {
  return (
    <Container className="py-16 sm:py-24">
      <p className="text-sm font-semibold uppercase tracking-wider text-brand">Error 503</p>
      <h1 className="mt-2 text-4xl font-semibold text-brand-strong">
        {BRIEFLY_UNAVAILABLE_PAGE.title}
      </h1>
      <p className="mt-4 max-w-xl text-lg text-stone-700">{BRIEFLY_UNAVAILABLE_PAGE.text}</p>
    </Container>
  );
}

/**
 * The screen for any failure while routing or rendering: 404, 403 and a lost database
 * connection get their own pages.
 */
export function ErrorScreen({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error) && error.status === 404)
    return <NotFound {...notFoundDetail(error.data)} />;
  if (isRouteErrorResponse(error) && error.status === 403) return <Forbidden />;
  if (isBrieflyUnavailable(error)) return <BrieflyUnavailable />;
  return (
    <Container className="py-16 sm:py-24">
      <h1 className="text-3xl font-semibold text-red-900">{ERROR_TITLES.unexpected}</h1>
      <p className="mt-4 rounded-lg bg-red-50 p-4 font-mono text-sm text-red-900">
        {errorMessage(error)}
      </p>
      <p className="mt-6 text-stone-700">
        Please try again. If the problem continues,{" "}
        <Link to="/contact" className="underline">
          contact us
        </Link>
        .
      </p>
    </Container>
  );
}

/**
 * The error boundary of every route that loads a record by id or slug: a missing record (404), a
 * refusal (403) or a failure shows in the route's own place, inside its layout (the site's shell
 * or the admin panel), instead of replacing the layout.
 */
export function GeneralErrorBoundary() {
  return <ErrorScreen error={useRouteError()} />;
}

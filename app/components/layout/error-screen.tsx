import { isRouteErrorResponse, Link } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { Container } from "~/components/ui/container";

export function NotFound() {
  return (
    <Container className="py-16 sm:py-24">
      <p className="text-sm font-semibold uppercase tracking-wider text-brand">Error 404</p>
      <h1 className="mt-2 text-4xl font-semibold text-brand-strong">Page not found</h1>
      <p className="mt-4 max-w-xl text-lg text-stone-700">
        Sorry, we couldn't find the page you were looking for. It may have moved, or the address may
        be mistyped.
      </p>
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
    </Container>
  );
}

function errorMessage(error: unknown): string {
  if (isRouteErrorResponse(error)) {
    const detail = typeof error.data === "string" && error.data ? error.data : error.statusText;
    return `${error.status} ${detail}`.trim();
  }
  if (error instanceof Error) return error.message;
  return "Unknown error";
}

/** The screen for any failure while routing or rendering; 404s get the friendlier page. */
export function ErrorScreen({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return (
    <Container className="py-16 sm:py-24">
      <h1 className="text-3xl font-semibold text-red-900">Unexpected Application Error!</h1>
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

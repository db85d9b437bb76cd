import { Link } from "react-router";

const LINK = "font-semibold text-brand-strong underline underline-offset-4";

/** Previous and next page links either side of "Page n of m"; nothing when there is one page. */
export function Pagination({
  page,
  pageCount,
  href,
  previous,
  next,
}: {
  page: number;
  pageCount: number;
  /** The address of a page. */
  href: (page: number) => string;
  previous: string;
  next: string;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Pagination" className="mt-10 flex items-center justify-between gap-4">
      {page > 1 ? (
        <Link to={href(page - 1)} rel="prev" className={LINK}>
          {previous}
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-stone-700">
        Page {page} of {pageCount}
      </p>
      {page < pageCount ? (
        <Link to={href(page + 1)} rel="next" className={LINK}>
          {next}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

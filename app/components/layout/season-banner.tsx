import { Link } from "react-router";

/** The lines of the season's strip, written by the page's loader; null when there is none. */
export interface SeasonLines {
  ramadan: string | null;
  eid: string | null;
}

/**
 * The slim strip under the announcement on every public page during Ramadan (today's or
 * tomorrow's fast, to /ramadan) and while an Eid is shown (its day and jama'at, to /eid): the
 * strong brand colour on its soft band, whose contrast the settings check. Not printed.
 */
export function SeasonBanner({ lines }: { lines: SeasonLines | null | undefined }) {
  const shown = (
    [
      ["Ramadan", "/ramadan", lines?.ramadan],
      ["Eid", "/eid", lines?.eid],
    ] as const
  ).filter(([, , line]) => line);
  if (shown.length === 0) return null;
  return (
    <section
      aria-label={shown.map(([name]) => name).join(" and ")}
      className="border-b border-brand/20 bg-brand-soft px-4 py-1.5 text-center text-sm text-brand-strong print:hidden"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap justify-center gap-x-8 gap-y-1">
        {shown.map(([, to, line]) => (
          <p key={to}>
            <Link
              to={to}
              className="font-semibold underline decoration-brand/40 underline-offset-4 hover:decoration-brand-strong"
            >
              {line}
            </Link>
          </p>
        ))}
      </div>
    </section>
  );
}

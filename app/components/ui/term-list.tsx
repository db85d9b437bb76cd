import type { ReactNode } from "react";
import { cn } from "#app/lib/cn";

/** Terms beside their values in two columns, each value in bold (a donation's details). */
export function TermList({
  rows,
  className,
}: {
  rows: [term: string, value: ReactNode][];
  /** The gaps, and a card's frame where the list stands alone. */
  className: string;
}) {
  return (
    <dl className={cn("grid grid-cols-[auto_1fr]", className)}>
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-stone-700">{term}</dt>
          <dd className="font-semibold text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

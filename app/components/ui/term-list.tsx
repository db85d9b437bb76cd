import type { ReactNode } from "react";
import { cn } from "#app/lib/cn";

const LOOKS = {
  /** Each value in bold, always in two columns (a donation's details). */
  value: {
    list: "grid-cols-[auto_1fr]",
    term: "text-stone-700",
    value: "font-semibold text-ink",
  },
  /** Each term in bold, side by side from the sm width up (a profile's, a listing's details). */
  term: {
    list: "sm:grid-cols-[max-content_1fr]",
    term: "font-semibold text-stone-900",
    value: "text-stone-800",
  },
} as const;

/** Terms beside their values, `bold` saying which of the two stands out. */
export function TermList({
  rows,
  className,
  bold = "value",
}: {
  rows: [term: string, value: ReactNode][];
  /** The gaps, and a card's frame where the list stands alone. */
  className: string;
  bold?: keyof typeof LOOKS;
}) {
  const look = LOOKS[bold];
  return (
    <dl className={cn("grid", look.list, className)}>
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className={look.term}>{term}</dt>
          <dd className={look.value}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

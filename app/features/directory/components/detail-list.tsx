import type { ReactNode } from "react";

/** Terms and their values side by side from the sm width up (a profile's, a listing's details). */
export function DetailList({ items }: { items: [term: string, value: ReactNode][] }) {
  return (
    <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
      {items.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-semibold text-stone-900">{term}</dt>
          <dd className="text-stone-800">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

import type { ReactNode } from "react";
import { TermList } from "#app/components/ui/term-list";

/** A profile's, a listing's details: terms in bold beside their values from the sm width up. */
export function DetailList({ items }: { items: [term: string, value: ReactNode][] }) {
  return <TermList rows={items} bold="term" className="gap-x-4 gap-y-1 text-sm" />;
}

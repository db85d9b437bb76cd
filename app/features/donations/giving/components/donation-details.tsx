import { TermList } from "#app/components/ui/term-list";

/** A donation's details on a card: on the thank-you page and on the donor's own page. */
export function DonationDetails({ rows }: { rows: [term: string, value: string][] }) {
  return (
    <TermList
      rows={rows}
      className="gap-x-6 gap-y-3 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200"
    />
  );
}

import type { FetcherWithComponents } from "react-router";
import { useFormTarget } from "../../components/form-parts";

/** The businesses saved so far, each removable, waiting for "Submit All Businesses". */
export function SavedBusinesses({
  saved,
  action,
  fetcher,
}: {
  saved: { id: number; name: string; address: string }[];
  action?: string;
  fetcher?: FetcherWithComponents<unknown>;
}) {
  const { FormElement } = useFormTarget(fetcher);
  if (saved.length === 0) return null;
  return (
    <section
      aria-labelledby="saved-businesses"
      className="mb-8 rounded-2xl bg-brand-soft/60 p-5 ring-1 ring-brand/20"
    >
      <h2 id="saved-businesses" className="text-lg font-semibold text-brand-strong">
        Saved businesses ({saved.length})
      </h2>
      <p className="mt-1 text-sm text-stone-700">
        Add another below, or submit them all for review.
      </p>
      <ul className="mt-3 space-y-2">
        {saved.map((business) => (
          <li
            key={business.id}
            className="flex items-center justify-between gap-3 rounded-lg bg-white p-3 ring-1 ring-stone-200"
          >
            <span>
              <strong className="block">{business.name}</strong>
              <span className="text-sm text-stone-700">{business.address}</span>
            </span>
            <FormElement method="post" action={action}>
              <input type="hidden" name="intent" value="remove" />
              <input type="hidden" name="id" value={business.id} />
              <button
                type="submit"
                className="rounded-full px-3 py-1.5 text-sm font-semibold text-red-800 underline hover:bg-red-50"
                aria-label={`Remove ${business.name}`}
              >
                Remove
              </button>
            </FormElement>
          </li>
        ))}
      </ul>
    </section>
  );
}

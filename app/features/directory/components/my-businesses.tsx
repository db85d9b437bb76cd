import { Form, Link } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import type { OwnBusiness } from "../business.server";

const STATUS_LABELS = {
  pending: { label: "Pending review", className: "bg-amber-100 text-amber-950" },
  approved: { label: "Approved", className: "bg-green-100 text-green-900" },
  denied: { label: "Denied", className: "bg-red-100 text-red-900" },
} as const;

/** The user's business submissions on /dashboard, with status, the admin's note and actions. */
export function MyBusinesses({ businesses }: { businesses: OwnBusiness[] }) {
  const counts = {
    total: businesses.length,
    approved: businesses.filter((item) => item.status === "approved").length,
    pending: businesses.filter((item) => item.status === "pending").length,
    denied: businesses.filter((item) => item.status === "denied").length,
  };
  return (
    <section
      aria-labelledby="my-businesses"
      className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 lg:col-span-2"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="my-businesses" className="text-xl font-semibold text-brand-strong">
          My businesses
        </h2>
        <Link to="/directory/businesses/new" className={buttonClasses("primary")}>
          Add Business
        </Link>
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {(
          [
            ["Total", counts.total],
            ["Approved", counts.approved],
            ["Pending", counts.pending],
            ["Denied", counts.denied],
          ] as const
        ).map(([label, value]) => (
          <div key={label} className="rounded-xl bg-stone-50 p-3 text-center ring-1 ring-stone-200">
            <dt className="text-sm text-stone-700">{label}</dt>
            <dd className="text-2xl font-semibold text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      {businesses.length === 0 ? (
        <p className="mt-4 text-stone-700">
          You have not listed a business yet. Add yours to appear in the directory.
        </p>
      ) : (
        <ul className="mt-4 divide-y divide-stone-200">
          {businesses.map((business) => {
            const status = STATUS_LABELS[business.status];
            return (
              <li
                key={business.id}
                className="flex flex-col gap-2 py-4 sm:flex-row sm:items-start sm:justify-between"
              >
                <div>
                  <h3 className="font-semibold text-ink">{business.name}</h3>
                  <p className="text-sm text-stone-700">
                    {business.primaryCategory} · {business.address}
                  </p>
                  <p className="mt-1">
                    <span
                      className={cn(
                        "rounded-full px-2.5 py-0.5 text-xs font-semibold",
                        status.className,
                      )}
                    >
                      {status.label}
                    </span>
                  </p>
                  {business.adminNote ? (
                    <p className="mt-2 rounded-lg bg-amber-50 p-2 text-sm text-amber-950">
                      <strong>Admin note:</strong> {business.adminNote}
                    </p>
                  ) : null}
                </div>
                <div className="flex shrink-0 gap-2">
                  <Link
                    to={`/directory/businesses/${business.id}/edit`}
                    className={buttonClasses("outline", "px-4 py-1.5")}
                  >
                    {business.status === "denied" ? "Edit & Resubmit" : "Edit"}
                    <span className="sr-only"> {business.name}</span>
                  </Link>
                  {business.status !== "approved" ? (
                    <Form
                      method="post"
                      action={`/directory/businesses/${business.id}/edit`}
                      onSubmit={(event) => {
                        if (
                          !window.confirm(
                            `Are you sure you want to delete the business submission "${business.name}"?`,
                          )
                        )
                          event.preventDefault();
                      }}
                    >
                      <input type="hidden" name="intent" value="delete" />
                      <button
                        type="submit"
                        className={buttonClasses("ghost", "px-4 py-1.5 text-red-800")}
                      >
                        Delete<span className="sr-only"> {business.name}</span>
                      </button>
                    </Form>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

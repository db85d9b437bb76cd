import { useState } from "react";
import { data, Form, Link, useActionData, useLoaderData, useNavigation } from "react-router";
import { Button, buttonClasses } from "~/components/ui/button";
import { requireAdmin } from "~/features/accounts/index.server";
import {
  AdminPageTitle,
  controlClasses,
  EmptyState,
  linkClasses,
  panelClasses,
} from "~/features/admin/components";
import { adminMeta } from "~/features/admin/format";
import { cn } from "~/lib/cn";
import { useHydrated } from "~/lib/use-hydrated";
import {
  adminDeleteBusiness,
  adminDirectory,
  parseAdminFilters,
  reviewBusiness,
} from "../admin.server";
import { NOT_FOUND } from "../rules";
import type { Route } from "./+types/admin-directory";

export const meta = () =>
  adminMeta("Directory", "Review business directory submissions: approve, deny or delete.");

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const filters = parseAdminFilters(new URL(request.url).searchParams);
  return { filters, ...(await adminDirectory(filters)) };
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const url = new URL(request.url);
  const back = `${url.pathname}${url.search}`;
  const form = await request.formData();
  const id = Number(form.get("id"));
  if (!Number.isSafeInteger(id) || id <= 0) throw data({ error: NOT_FOUND }, { status: 404 });
  const intent = form.get("intent");
  if (intent === "approve" || intent === "deny")
    return reviewBusiness(admin, id, intent, String(form.get("note") ?? ""), back);
  if (intent === "delete") return adminDeleteBusiness(admin, id, back);
  return data({ error: "Unknown action", id }, { status: 400 });
}

const STATUS_STYLES = {
  pending: "bg-amber-100 text-amber-900 ring-amber-300",
  approved: "bg-emerald-100 text-emerald-900 ring-emerald-300",
  denied: "bg-red-100 text-red-900 ring-red-300",
} as const;

type Listing = Awaited<ReturnType<typeof loader>>["businesses"][number];

function DenyForm({ business }: { business: Listing }) {
  const [note, setNote] = useState("");
  const hydrated = useHydrated();
  return (
    <Form method="post" className="space-y-2">
      <input type="hidden" name="id" value={business.id} />
      <label htmlFor={`note-${business.id}`} className="text-sm font-semibold text-ink">
        Reason for denial
      </label>
      <textarea
        id={`note-${business.id}`}
        name="note"
        rows={2}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        className={controlClasses}
      />
      <Button
        type="submit"
        name="intent"
        value="deny"
        variant="outline"
        disabled={hydrated && !note.trim()}
        className="px-4 py-1.5"
      >
        Deny<span className="sr-only"> {business.name}</span>
      </Button>
    </Form>
  );
}

function DeleteForm({ business }: { business: Listing }) {
  return (
    <Form
      method="post"
      onSubmit={(event) => {
        const first = window.confirm(
          `Are you sure you want to delete "${business.name}"? This action cannot be undone.`,
        );
        const second =
          first &&
          window.confirm(
            `FINAL WARNING: "${business.name}" will be permanently deleted from the directory. Continue?`,
          );
        if (!second) event.preventDefault();
      }}
    >
      <input type="hidden" name="id" value={business.id} />
      <button
        type="submit"
        name="intent"
        value="delete"
        className={buttonClasses("ghost", "px-4 py-1.5 text-red-800")}
      >
        Delete<span className="sr-only"> {business.name}</span>
      </button>
    </Form>
  );
}

export default function AdminDirectory() {
  const { filters, stats, businesses } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as { error?: string; id?: number } | undefined;
  const navigation = useNavigation();
  const cards = [
    ["Total businesses", stats.total],
    ["Pending review", stats.pending],
    ["Approved", stats.approved],
    ["Denied", stats.denied],
    ["Job seekers", stats.jobSeekers],
  ] as const;
  return (
    <>
      <AdminPageTitle
        title="Directory"
        lead="Review business submissions: approve, deny with a reason, or delete."
        actions={
          <Link to="/directory" className={buttonClasses("outline")}>
            Back to Directory
          </Link>
        }
      />
      <ul className="mt-8 grid gap-4 sm:grid-cols-3 lg:grid-cols-5">
        {cards.map(([label, value]) => (
          <li key={label} className={cn(panelClasses, "p-5")}>
            <span className="block text-sm font-semibold text-stone-700">{label}</span>
            <span className="mt-1 block font-display text-3xl font-semibold text-brand-strong">
              {value}
            </span>
          </li>
        ))}
      </ul>
      <Form
        method="get"
        className="mt-8 flex flex-wrap items-end gap-3"
        key={JSON.stringify(filters)}
      >
        <div className="min-w-56 flex-1">
          <label htmlFor="admin-directory-q" className="text-sm font-semibold text-ink">
            Search
          </label>
          <input
            id="admin-directory-q"
            name="q"
            type="search"
            defaultValue={filters.q}
            className={controlClasses}
          />
        </div>
        <div>
          <label htmlFor="admin-directory-status" className="text-sm font-semibold text-ink">
            Status
          </label>
          <select
            id="admin-directory-status"
            name="status"
            defaultValue={filters.status ?? ""}
            className={controlClasses}
          >
            <option value="">All</option>
            <option value="pending">Pending</option>
            <option value="approved">Approved</option>
            <option value="denied">Denied</option>
          </select>
        </div>
        <Button type="submit">Filter</Button>
      </Form>
      <h2 className="mt-8 text-xl font-semibold text-brand-strong">Business submissions</h2>
      {businesses.length === 0 ? (
        <div className="mt-4">
          <EmptyState>No businesses match.</EmptyState>
        </div>
      ) : (
        <ul className="mt-4 space-y-4">
          {businesses.map((business) => (
            <li key={business.id} className={cn(panelClasses, "p-5")}>
              <article
                aria-labelledby={`admin-business-${business.id}`}
                className="flex flex-col gap-4 lg:flex-row lg:justify-between"
              >
                <div className="flex gap-4">
                  {business.logoUrl ? (
                    <a
                      href={business.logoUrl}
                      target="_blank"
                      rel="noreferrer"
                      className="shrink-0"
                    >
                      <img
                        src={business.logoUrl}
                        alt={`${business.name} logo (open full size)`}
                        width={64}
                        height={64}
                        className="size-16 rounded-xl object-cover ring-1 ring-stone-200"
                      />
                    </a>
                  ) : null}
                  <div>
                    <h3
                      id={`admin-business-${business.id}`}
                      className="text-lg font-semibold text-ink"
                    >
                      {business.name}{" "}
                      <span
                        className={cn(
                          "ml-1 inline-flex rounded-full px-2.5 py-0.5 align-middle text-xs font-semibold ring-1 ring-inset",
                          STATUS_STYLES[business.status],
                        )}
                      >
                        {business.status[0]?.toUpperCase()}
                        {business.status.slice(1)}
                      </span>
                    </h3>
                    <p className="text-sm text-stone-700">
                      {business.primaryCategory}
                      {business.subcategory ? ` › ${business.subcategory}` : ""} ·{" "}
                      {business.address}
                    </p>
                    {business.description ? (
                      <p className="mt-1 max-w-2xl text-sm text-stone-800">
                        {business.description}
                      </p>
                    ) : null}
                    <p className="mt-1 text-sm text-stone-700">
                      Owner:{" "}
                      {business.ownerEmail
                        ? `${business.ownerName} <${business.ownerEmail}>`
                        : "seeded listing"}
                    </p>
                    {business.adminNote ? (
                      <p className="mt-1 text-sm text-amber-950">
                        <strong>Admin note:</strong> {business.adminNote}
                      </p>
                    ) : null}
                    {actionData?.error && actionData.id === business.id ? (
                      <p role="alert" className="mt-2 text-sm font-semibold text-red-800">
                        {actionData.error}
                      </p>
                    ) : null}
                  </div>
                </div>
                <div className="flex shrink-0 flex-col gap-3 lg:w-72">
                  {business.status === "pending" ? (
                    <>
                      <Form method="post">
                        <input type="hidden" name="id" value={business.id} />
                        <Button
                          type="submit"
                          name="intent"
                          value="approve"
                          className="px-4 py-1.5"
                          pending={
                            navigation.formData?.get("id") === String(business.id) &&
                            navigation.formData?.get("intent") === "approve"
                          }
                        >
                          Approve<span className="sr-only"> {business.name}</span>
                        </Button>
                      </Form>
                      <DenyForm business={business} />
                    </>
                  ) : null}
                  {business.status === "approved" ? (
                    <Link to={`/directory/businesses/${business.id}/edit`} className={linkClasses}>
                      Edit<span className="sr-only"> {business.name}</span>
                    </Link>
                  ) : null}
                  <DeleteForm business={business} />
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

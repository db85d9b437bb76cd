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
  adminDeleteListing,
  adminDirectory,
  type ListingKind,
  parseAdminFilters,
  reviewListing,
} from "../admin.server";
import { LogoEnlargement, ReviewDialog } from "../components/admin-dialogs";
import { SeekerProfile } from "../components/seeker-profile";
import { SeekerProfileModal } from "../components/seeker-profile-modal";
import { SkillChips } from "../components/skill-chips";
import { CV_NOT_AVAILABLE_ADMIN } from "../cv";
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
  const kind: ListingKind = form.get("kind") === "seeker" ? "seeker" : "business";
  const intent = form.get("intent");
  if (intent === "approve" || intent === "deny")
    return reviewListing(admin, kind, id, intent, String(form.get("note") ?? ""), back);
  if (intent === "delete") return adminDeleteListing(admin, kind, id, back);
  return data({ error: "Unknown action", id, kind }, { status: 400 });
}

const STATUS_STYLES = {
  pending: "bg-amber-100 text-amber-900 ring-amber-300",
  approved: "bg-emerald-100 text-emerald-900 ring-emerald-300",
  denied: "bg-red-100 text-red-900 ring-red-300",
} as const;

/** What the review forms need to know of a listing. */
interface Reviewed {
  kind: ListingKind;
  id: number;
  name: string;
}

function ListingFields({ listing }: { listing: Reviewed }) {
  return (
    <>
      <input type="hidden" name="id" value={listing.id} />
      <input type="hidden" name="kind" value={listing.kind} />
    </>
  );
}

function ApproveForm({ listing }: { listing: Reviewed }) {
  const navigation = useNavigation();
  return (
    <Form method="post">
      <ListingFields listing={listing} />
      <Button
        type="submit"
        name="intent"
        value="approve"
        className="px-4 py-1.5"
        pending={
          navigation.formData?.get("id") === String(listing.id) &&
          navigation.formData?.get("kind") === listing.kind &&
          navigation.formData?.get("intent") === "approve"
        }
      >
        Approve<span className="sr-only"> {listing.name}</span>
      </Button>
    </Form>
  );
}

function DenyForm({ listing }: { listing: Reviewed }) {
  const [note, setNote] = useState("");
  const hydrated = useHydrated();
  return (
    <Form method="post" className="space-y-2">
      <ListingFields listing={listing} />
      <label
        htmlFor={`note-${listing.kind}-${listing.id}`}
        className="text-sm font-semibold text-ink"
      >
        Reason for denial
      </label>
      <textarea
        id={`note-${listing.kind}-${listing.id}`}
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
        Deny<span className="sr-only"> {listing.name}</span>
      </Button>
    </Form>
  );
}

function DeleteForm({ listing }: { listing: Reviewed }) {
  return (
    <Form
      method="post"
      onSubmit={(event) => {
        const first = window.confirm(
          `Are you sure you want to delete "${listing.name}"? This action cannot be undone.`,
        );
        const second =
          first &&
          window.confirm(
            `FINAL WARNING: "${listing.name}" will be permanently deleted from the directory. Continue?`,
          );
        if (!second) event.preventDefault();
      }}
    >
      <ListingFields listing={listing} />
      <button
        type="submit"
        name="intent"
        value="delete"
        className={buttonClasses("ghost", "px-4 py-1.5 text-red-800")}
      >
        Delete<span className="sr-only"> {listing.name}</span>
      </button>
    </Form>
  );
}

type AdminBusiness = Awaited<ReturnType<typeof loader>>["businesses"][number];

/** What the review modal shows of a business. */
function BusinessDetails({ business }: { business: AdminBusiness }) {
  const rows = [
    [
      "Category",
      `${business.primaryCategory}${business.subcategory ? ` › ${business.subcategory}` : ""}`,
    ],
    ["Address", business.address],
    ["Email", business.email],
    ["Phone", business.phone],
    ["Description", business.description],
    [
      "Owner",
      business.ownerEmail ? `${business.ownerName} <${business.ownerEmail}>` : "seeded listing",
    ],
  ].filter(([, value]) => value);
  return (
    <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold text-ink">{label}</dt>
          <dd className="text-stone-800">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

type AdminSeeker = Awaited<ReturnType<typeof loader>>["seekers"][number];

function StatusBadge({ status }: { status: keyof typeof STATUS_STYLES }) {
  return (
    <span
      className={cn(
        "ml-1 inline-flex rounded-full px-2.5 py-0.5 align-middle text-xs font-semibold ring-1 ring-inset",
        STATUS_STYLES[status],
      )}
    >
      {status[0]?.toUpperCase()}
      {status.slice(1)}
    </span>
  );
}

/** A job seeker in the admin grid: everything of the profile, up to 3 skills then +N, actions. */
function AdminSeekerCard({ seeker, error }: { seeker: AdminSeeker; error?: string }) {
  const { card } = seeker;
  const listing: Reviewed = { kind: "seeker", id: seeker.id, name: card.name };
  return (
    <article aria-labelledby={`admin-seeker-${seeker.id}`} className="flex h-full flex-col gap-3">
      <h3 id={`admin-seeker-${seeker.id}`} className="text-lg font-semibold text-ink">
        {card.name} <StatusBadge status={seeker.status} />
      </h3>
      <p className="text-sm text-stone-700">
        {card.desiredPosition} · {card.experience} · {card.location}
      </p>
      {card.contacts ? (
        <p className="text-sm text-stone-700">
          {card.contacts.email} · {card.contacts.phone}
        </p>
      ) : null}
      <SkillChips skills={card.skills} />
      <SeekerProfileModal seeker={card} className="px-4 py-1.5" />
      {card.contacts?.cv ? null : (
        <p className="text-sm text-stone-700">{CV_NOT_AVAILABLE_ADMIN}</p>
      )}
      {seeker.adminNote ? (
        <p className="text-sm text-amber-950">
          <strong>Admin note:</strong> {seeker.adminNote}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm font-semibold text-red-800">
          {error}
        </p>
      ) : null}
      <div className="mt-auto flex flex-col gap-3">
        {seeker.status === "pending" ? (
          <ReviewDialog name={card.name} details={<SeekerProfile seeker={card} />}>
            <ApproveForm listing={listing} />
            <DenyForm listing={listing} />
          </ReviewDialog>
        ) : null}
        {seeker.status === "approved" ? (
          <Link to={`/directory/job-seekers/${seeker.id}/edit`} className={linkClasses}>
            Edit<span className="sr-only"> {card.name}</span>
          </Link>
        ) : null}
        <DeleteForm listing={listing} />
      </div>
    </article>
  );
}

export default function AdminDirectory() {
  const { filters, stats, businesses, seekers } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as
    | { error?: string; id?: number; kind?: ListingKind }
    | undefined;
  const cards = [
    ["Total businesses", stats.total],
    ["Pending review", stats.pending + stats.pendingSeekers],
    ["Approved", stats.approved],
    ["Denied", stats.denied],
    ["Job seekers", stats.jobSeekers],
  ] as const;
  return (
    <>
      <AdminPageTitle
        title="Directory"
        lead="Review businesses and job-seeker profiles: approve, deny with a reason, or delete."
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
      <h2 className="mt-8 text-xl font-semibold text-brand-strong">Job seeker profiles</h2>
      {seekers.length === 0 ? (
        <div className="mt-4">
          <EmptyState>No job seekers match.</EmptyState>
        </div>
      ) : (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {seekers.map((seeker) => (
            <li key={seeker.id} className={cn(panelClasses, "p-5")}>
              <AdminSeekerCard
                seeker={seeker}
                error={
                  actionData?.kind === "seeker" && actionData.id === seeker.id
                    ? actionData.error
                    : undefined
                }
              />
            </li>
          ))}
        </ul>
      )}
      <h2 className="mt-10 text-xl font-semibold text-brand-strong">Business submissions</h2>
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
                    <LogoEnlargement name={business.name} url={business.logoUrl} />
                  ) : null}
                  <div>
                    <h3
                      id={`admin-business-${business.id}`}
                      className="text-lg font-semibold text-ink"
                    >
                      {business.name} <StatusBadge status={business.status} />
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
                    {actionData?.error &&
                    actionData.kind !== "seeker" &&
                    actionData.id === business.id ? (
                      <p role="alert" className="mt-2 text-sm font-semibold text-red-800">
                        {actionData.error}
                      </p>
                    ) : null}
                  </div>
                </div>
                <div className="flex shrink-0 flex-col gap-3 lg:w-72">
                  {business.status === "pending" ? (
                    <ReviewDialog
                      name={business.name}
                      details={<BusinessDetails business={business} />}
                    >
                      <ApproveForm listing={{ kind: "business", ...business }} />
                      <DenyForm listing={{ kind: "business", ...business }} />
                    </ReviewDialog>
                  ) : null}
                  {business.status === "approved" ? (
                    <Link to={`/directory/businesses/${business.id}/edit`} className={linkClasses}>
                      Edit<span className="sr-only"> {business.name}</span>
                    </Link>
                  ) : null}
                  <DeleteForm listing={{ kind: "business", ...business }} />
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

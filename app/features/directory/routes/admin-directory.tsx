import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link } from "react-router";
import { SearchFilter, SelectFilter, statusFilterOptions } from "#app/components/admin/filters";
import { AdminPageTitle, EmptyState, panelClasses } from "#app/components/admin/page";
import { PagedTable } from "#app/components/admin/table";
import { Button, buttonClasses } from "#app/components/ui/button";
import { FailureAlert } from "#app/components/ui/failure-alert";
import { requireStaff } from "#app/lib/auth/session.server";
import { cn } from "#app/lib/cn";
import { listingStatuses } from "#app/lib/db/enums";
import { formFailure } from "#app/lib/forms.server";
import { adminPageMeta } from "#app/lib/meta";
import {
  adminDeleteListing,
  adminDirectoryPage,
  parseAdminFilters,
  reviewListing,
} from "../admin.server";
import { AdminSeekerCard, adminBusinessColumns } from "../components/admin-listings";
import { answerAbout } from "../components/review-forms";
import { idFrom } from "../ids";
import { NOT_FOUND } from "../rules";
import { type ListingKind, reviewSchema } from "../schema";
import type { Route } from "./+types/admin-directory";

export const meta = adminPageMeta(
  "Directory",
  "Review business directory submissions: approve, deny or delete.",
);

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  return adminDirectoryPage(parseAdminFilters(new URL(request.url).searchParams));
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireStaff(request);
  const url = new URL(request.url);
  const back = `${url.pathname}${url.search}`;
  const form = await request.formData();
  const id = idFrom(form.get("id"), NOT_FOUND);
  const kind: ListingKind = form.get("kind") === "seeker" ? "seeker" : "business";
  const submission = parseWithZod(form, { schema: reviewSchema });
  if (submission.status !== "success") return formFailure(submission.reply(), 400, { id, kind });
  const { value } = submission;
  const outcome =
    value.intent === "delete"
      ? await adminDeleteListing(admin, kind, id, back)
      : await reviewListing(admin, kind, id, value.intent, value.note, back);
  if (outcome instanceof Response) return outcome;
  return formFailure(submission.reply({ formErrors: [outcome.message] }), outcome.status, {
    id,
    kind,
  });
}

const statusOptions = statusFilterOptions(["", ...listingStatuses]);

export default function AdminDirectory({ loaderData, actionData }: Route.ComponentProps) {
  const { filters, stats, businesses, seekers, matched, pageCount, loadError } = loaderData;
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
      {loadError ? <FailureAlert message={loadError} /> : null}
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
        <SearchFilter
          id="admin-directory-q"
          name="q"
          label="Search"
          defaultValue={filters.q}
          className="min-w-56 flex-1"
        />
        <SelectFilter
          id="admin-directory-status"
          name="status"
          label="Status"
          defaultValue={filters.status ?? ""}
          options={statusOptions}
        />
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
                answer={answerAbout(actionData, {
                  kind: "seeker",
                  id: seeker.id,
                  name: seeker.card.name,
                })}
              />
            </li>
          ))}
        </ul>
      )}
      <h2 className="mt-10 text-xl font-semibold text-brand-strong">Business submissions</h2>
      <PagedTable
        paging={{ total: matched, page: filters.page, pageCount }}
        noun={["business", "businesses"]}
        order="pending first, then by name"
        emptyMessage="No businesses match."
        items={businesses}
        itemKey={(business) => business.id}
        breakpoint="lg"
        spacing="mt-4"
        columns={adminBusinessColumns((business) =>
          answerAbout(actionData, { kind: "business", ...business }),
        )}
      />
    </>
  );
}

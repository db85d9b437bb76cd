import { data, useNavigation } from "react-router";
import { FilterForm, SelectFilter, statusFilterOptions } from "#app/components/admin/filters";
import {
  AdminPageTitle,
  DateTime,
  EmailPreviewLink,
  NoValue,
  StatusBadge,
} from "#app/components/admin/page";
import { ACTIONS_COLUMN, dateColumn, PagedTable } from "#app/components/admin/table";
import { PostButton } from "#app/components/ui/post-button";
import { requireStaff } from "#app/lib/auth/session.server";
import { humanise, truncate } from "#app/lib/format";
import { parseId } from "#app/lib/http/ids";
import { redirectWithToast } from "#app/lib/http/toast.server";
import { adminPageMeta } from "#app/lib/meta";
import {
  listEmails,
  parseEmailFilters,
  parseEmailStatus,
  retryFailedEmail,
} from "../emails.server";
import { emailStatusFilters } from "../filters";
import { adminListFilters } from "../list-filters.server";
import type { Route } from "./+types/emails";

export const meta = adminPageMeta(
  "Emails",
  "The email outbox: what was queued, sent or failed, with retries.",
);

export async function loader({ request }: Route.LoaderArgs) {
  const { filters } = await adminListFilters(request, parseEmailFilters);
  return { ...(await listEmails(filters)), filters };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireStaff(request);
  const formData = await request.formData();
  const id = parseId(formData.get("id"));
  if (formData.get("intent") !== "retry" || id === null) {
    throw data("Unknown action", { status: 400 });
  }
  const back = `/admin/emails?status=${parseEmailStatus(formData.get("status"))}`;
  const outcome = await retryFailedEmail(user, id);
  if (outcome === "not-found") throw data(null, { status: 404 });
  if (outcome === "not-failed") {
    return redirectWithToast(back, { type: "info", message: "Only failed emails can be retried" });
  }
  return redirectWithToast(back, { type: "success", message: "Email queued for another try" });
}

type Loaded = Route.ComponentProps["loaderData"];
type Row = Loaded["emails"][number];
type Filters = Loaded["filters"];

function PreviewLink({ email }: { email: Row }) {
  return <EmailPreviewLink id={email.id} hiddenLabel={<> email {email.id}</>} />;
}

function RetryButton({ email, filters }: { email: Row; filters: Filters }) {
  const navigation = useNavigation();
  if (email.status !== "failed") return null;
  const pending =
    navigation.state !== "idle" &&
    navigation.formData?.get("intent") === "retry" &&
    navigation.formData?.get("id") === String(email.id);
  return (
    <PostButton
      fields={{ intent: "retry", id: email.id, status: filters.status }}
      variant="outline"
      className="px-3 py-1"
      pending={pending}
      pendingLabel="Retrying..."
    >
      Retry<span className="sr-only"> email {email.id}</span>
    </PostButton>
  );
}

function LastError({ email }: { email: Row }) {
  if (!email.lastError) return <NoValue />;
  return (
    <span className="break-words text-red-900" title={email.lastError}>
      {truncate(email.lastError, 80)}
    </span>
  );
}

function NextAttempt({ email }: { email: Row }) {
  if (email.status !== "queued") return <NoValue />;
  return <DateTime value={email.nextAttemptAt} />;
}

const statusOptions = statusFilterOptions(emailStatusFilters);

function StatusFilter({ filters }: { filters: Filters }) {
  return (
    <FilterForm
      values={filters}
      label="Filter emails"
      className="mt-6 flex flex-wrap items-end gap-4 p-4"
      submitLabel="Apply filter"
      clearTo="/admin/emails"
    >
      <SelectFilter name="status" label="Status" options={statusOptions} className="min-w-48" />
    </FilterForm>
  );
}

export default function EmailsPage({ loaderData }: Route.ComponentProps) {
  const { emails, total, filters, pageCount } = loaderData;
  return (
    <>
      <AdminPageTitle
        title="Emails"
        lead="Every email the website has queued. Failed emails can be tried again. Times are UK time."
      />
      <StatusFilter filters={filters} />
      <PagedTable
        paging={{ total, page: filters.page, pageCount }}
        noun={["email", "emails"]}
        emptyMessage="No emails match this filter."
        items={emails}
        itemKey={(email) => email.id}
        breakpoint="lg"
        columns={[
          dateColumn("Created", "createdAt"),
          { heading: "Template", card: "title", cell: (email) => humanise(email.template) },
          {
            heading: "To and subject",
            card: "line",
            cell: (email) => (
              <>
                <span className="block break-all">{email.toAddress}</span>
                <span className="block text-stone-700">{email.subject}</span>
              </>
            ),
          },
          {
            heading: "Status",
            card: "badge",
            cell: (email) => <StatusBadge status={email.status} />,
          },
          {
            heading: "Attempts",
            className: "text-right tabular-nums",
            cell: (email) => email.attempts,
          },
          {
            heading: "Last error",
            className: "max-w-56",
            cell: (email) => <LastError email={email} />,
          },
          {
            heading: "Next attempt",
            className: "whitespace-nowrap",
            cell: (email) => <NextAttempt email={email} />,
          },
          {
            ...ACTIONS_COLUMN,
            cell: (email) => (
              <div className="flex flex-col items-start gap-2">
                <PreviewLink email={email} />
                <RetryButton email={email} filters={filters} />
              </div>
            ),
            cardCell: (email) => (
              <div className="flex flex-wrap items-center gap-4">
                <PreviewLink email={email} />
                <RetryButton email={email} filters={filters} />
              </div>
            ),
          },
        ]}
      />
    </>
  );
}

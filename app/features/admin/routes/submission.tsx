import { Fragment, type ReactNode } from "react";
import { data, useNavigation } from "react-router";
import {
  AdminPageTitle,
  DateTime,
  EmailPreviewLink,
  panelClasses,
  SensitiveBadge,
  StatusBadge,
} from "#app/components/admin/page";
import { Cell, DataTable } from "#app/components/admin/table";
import { GeneralErrorBoundary } from "#app/components/layout/error-screen";
import { PostButton } from "#app/components/ui/post-button";
import { requireStaff } from "#app/lib/auth/session.server";
import { cn } from "#app/lib/cn";
import { humanise } from "#app/lib/format";
import { redirectWithToast } from "#app/lib/http/toast.server";
import { adminMeta } from "#app/lib/meta";
import { describeValue } from "../payload";
import { getSubmission, setSubmissionStatus } from "../submissions.server";
import { submissionScope } from "../visibility";
import type { Route } from "./+types/submission";

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return adminMeta(
    matches,
    loaderData ? `${humanise(loaderData.submission.kind)} submission` : "Submission",
    "One form submission in full, with the emails it sent.",
  );
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireStaff(request);
  const found = await getSubmission(submissionScope(user.roles), params.id);
  if (!found) throw data(null, { status: 404 });
  return found;
}

const intents = {
  "mark-handled": { status: "handled", message: "Submission marked as handled" },
  "mark-new": { status: "new", message: "Submission marked as new" },
} as const;

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireStaff(request);
  const intent = (await request.formData()).get("intent");
  if (intent !== "mark-handled" && intent !== "mark-new") {
    throw data("Unknown action", { status: 400 });
  }
  const { status, message } = intents[intent];
  if (!(await setSubmissionStatus(user, submissionScope(user.roles), params.id, status)))
    throw data(null, { status: 404 });
  return redirectWithToast(`/admin/submissions/${params.id}`, { type: "success", message });
}

function PayloadValue({ value }: { value: unknown }) {
  const described = describeValue(value);
  if (described.type === "empty") return <span className="text-stone-700">Not given</span>;
  if (described.type === "records") {
    return (
      <ol className="grid gap-2">
        {described.records.map((fields, index) => (
          // The records have no identity of their own; their order is the form's.
          // biome-ignore lint/suspicious/noArrayIndexKey: a stored list that never reorders
          <li key={index} className="rounded-lg bg-stone-100 p-3">
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
              {fields.map((field) => (
                <Fragment key={field.label}>
                  <dt className="text-stone-700">{field.label}</dt>
                  <dd className="break-words">{field.text}</dd>
                </Fragment>
              ))}
            </dl>
          </li>
        ))}
      </ol>
    );
  }
  return <span className="break-words whitespace-pre-wrap">{described.text}</span>;
}

/** One labelled value in the Record panel. */
function RecordField({
  label,
  className,
  children,
}: {
  label: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <div>
      <dt className="font-semibold text-stone-800">{label}</dt>
      <dd className={className}>{children}</dd>
    </div>
  );
}

export default function SubmissionPage({ loaderData }: Route.ComponentProps) {
  const { submission, emails, sensitive } = loaderData;
  const navigation = useNavigation();
  const handled = submission.status === "handled";
  const intent = handled ? "mark-new" : "mark-handled";
  const pending = navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
  return (
    <>
      <AdminPageTitle
        back={{ to: "/admin/submissions", label: "All submissions" }}
        title={`${humanise(submission.kind)} submission`}
        actions={
          <PostButton
            fields={{ intent }}
            variant={handled ? "outline" : "primary"}
            pending={pending}
            pendingLabel="Saving..."
          >
            {handled ? "Mark as new" : "Mark as handled"}
          </PostButton>
        }
      />
      {sensitive ? (
        <div className="mt-4 flex flex-wrap items-center gap-2 rounded-lg border-l-4 border-purple-700 bg-purple-50 p-4 text-sm text-purple-950">
          <SensitiveBadge />
          <span>
            This submission holds sensitive personal information. Do not copy or forward it outside
            the centre's systems.
          </span>
        </div>
      ) : null}
      <div className="mt-6 grid gap-6 lg:grid-cols-[2fr_1fr]">
        <section aria-labelledby="answers-heading" className={cn(panelClasses, "p-5 sm:p-6")}>
          <h2 id="answers-heading" className="text-xl font-semibold text-brand-strong">
            What was sent
          </h2>
          <dl className="mt-4 divide-y divide-stone-200">
            {Object.entries(submission.payload).map(([key, value]) => (
              <div key={key} className="grid gap-1 py-3 sm:grid-cols-[12rem_1fr] sm:gap-4">
                <dt className="font-semibold text-stone-800">{humanise(key)}</dt>
                <dd className="min-w-0 text-stone-900">
                  <PayloadValue value={value} />
                </dd>
              </div>
            ))}
          </dl>
        </section>
        <section aria-labelledby="record-heading" className={cn(panelClasses, "h-fit p-5 sm:p-6")}>
          <h2 id="record-heading" className="text-xl font-semibold text-brand-strong">
            Record
          </h2>
          <dl className="mt-4 space-y-3 text-sm">
            <RecordField label="Status" className="mt-1">
              <StatusBadge status={submission.status} />
            </RecordField>
            <RecordField label="Received" className="text-stone-900">
              <DateTime value={submission.createdAt} />
            </RecordField>
            <RecordField label="Handled" className="text-stone-900">
              {submission.handledAt ? <DateTime value={submission.handledAt} /> : "Not yet"}
            </RecordField>
            <RecordField label="Reference" className="font-mono text-xs break-all text-stone-900">
              {submission.id}
            </RecordField>
          </dl>
        </section>
      </div>
      <section aria-labelledby="emails-heading" className="mt-8">
        <h2 id="emails-heading" className="text-xl font-semibold text-brand-strong">
          Emails sent for this submission
        </h2>
        {emails.length === 0 ? (
          <p className="mt-3 text-stone-700">No emails were queued for this submission.</p>
        ) : (
          <DataTable
            caption="Emails sent for this submission"
            columns={["To", "Subject", "Status", { hidden: "Preview" }]}
            className="mt-3"
            scroll
          >
            {emails.map((email) => (
              <tr key={email.id}>
                <Cell className="break-all">{email.toAddress}</Cell>
                <Cell>{email.subject}</Cell>
                <Cell>
                  <StatusBadge status={email.status} />
                </Cell>
                <Cell className="whitespace-nowrap">
                  <EmailPreviewLink id={email.id} />
                </Cell>
              </tr>
            ))}
          </DataTable>
        )}
      </section>
    </>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;

import { Link } from "react-router";
import { AdminPageTitle, linkClasses, panelClasses, StatusBadge } from "#app/components/admin/page";
import { dateColumn, NAME_COLUMN, ResponsiveTable } from "#app/components/admin/table";
import { GeneralErrorBoundary } from "#app/components/layout/error-screen";
import { ButtonLink } from "#app/components/ui/button";
import { requireStaff } from "#app/lib/auth/session.server";
import { cn } from "#app/lib/cn";
import { adminMeta } from "#app/lib/meta";
import { noticeTopics, TOPIC_LABELS } from "../../topics";
import { listIssues, subscriberCounts } from "../issues.server";
import { NEWSLETTER_MESSAGES } from "../messages";
import type { Route } from "./+types/admin-newsletter";

export function meta({ matches }: Route.MetaArgs) {
  return adminMeta(matches, NEWSLETTER_MESSAGES.adminTitle, "Newsletter subscribers and issues.");
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  const [counts, issues] = await Promise.all([subscriberCounts(), listIssues()]);
  return { counts, issues };
}

export default function AdminNewsletter({ loaderData }: Route.ComponentProps) {
  const { counts, issues } = loaderData;
  return (
    <>
      <AdminPageTitle
        title={NEWSLETTER_MESSAGES.adminTitle}
        lead={NEWSLETTER_MESSAGES.adminLead}
        actions={<ButtonLink to="/admin/newsletter/new">{NEWSLETTER_MESSAGES.newIssue}</ButtonLink>}
      />
      <section aria-labelledby="subscribers-heading" className={cn(panelClasses, "mt-6 p-5")}>
        <h2 id="subscribers-heading" className="text-lg font-semibold text-brand-strong">
          Confirmed subscribers
        </h2>
        <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-6 gap-y-1 sm:max-w-md">
          {noticeTopics.map((topic) => (
            <div key={topic} className="contents">
              <dt>{TOPIC_LABELS[topic]}</dt>
              <dd className="text-right font-semibold tabular-nums" data-topic={topic}>
                {counts.byTopic[topic]}
              </dd>
            </div>
          ))}
        </dl>
        <p className="mt-3 text-sm text-stone-700">
          {counts.pending} sign-up{counts.pending === 1 ? "" : "s"} waiting for confirmation.
        </p>
      </section>
      <h2 className="mt-8 text-lg font-semibold text-brand-strong">Newsletters</h2>
      <ResponsiveTable
        items={issues}
        itemKey={(issue) => issue.id}
        caption="Newsletters, newest first"
        empty={NEWSLETTER_MESSAGES.noIssues}
        spacing="mt-3"
        columns={[
          {
            heading: "Subject",
            ...NAME_COLUMN,
            cell: (issue) => (
              <Link to={`/admin/newsletter/${issue.id}`} className={linkClasses}>
                {issue.subject}
              </Link>
            ),
          },
          {
            heading: "Status",
            card: "badge",
            cell: (issue) => <StatusBadge status={issue.status} />,
          },
          { heading: "Topic", cell: (issue) => TOPIC_LABELS[issue.topic] },
          dateColumn("Written", "createdAt"),
          dateColumn("Sending started", "sendStartedAt"),
        ]}
      />
    </>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;

import { Link } from "react-router";
import { AdminPageTitle, linkClasses, panelClasses } from "#app/components/admin/page";
import { BackupStatus } from "#app/features/backups";
import { lastBackup } from "#app/features/backups/index.server";
import { pendingDirectoryCount } from "#app/features/directory/index.server";
import { hasPermission, roleLabels } from "#app/lib/auth/roles";
import { requireStaff } from "#app/lib/auth/session.server";
import { cn } from "#app/lib/cn";
import type { Permission } from "#app/lib/features/permissions";
import { adminPageMeta } from "#app/lib/meta";
import { AuditTable } from "../audit-table";
import { adminStats, recentAudit } from "../overview.server";
import { submissionScope } from "../visibility";
import type { Route } from "./+types/admin-home";

export const meta = adminPageMeta(
  "Overview",
  "Submissions, emails and accounts at a glance, with recent admin activity.",
);

/** What the overview shows each viewer: only what their roles may open. */
export async function loader({ request }: Route.LoaderArgs) {
  const { roles } = await requireStaff(request);
  const may = (permission: Permission) => hasPermission(roles, permission);
  const scope = submissionScope(roles);
  const [stats, audit, directoryPending, backup] = await Promise.all([
    adminStats(scope),
    may("audit.read") ? recentAudit(10) : null,
    may("directory.manage") ? pendingDirectoryCount() : null,
    may("backups.manage") ? lastBackup() : null,
  ]);
  const seesSubmissions = scope !== "none";
  const cards: (StatCardProps & { shown: boolean })[] = [
    {
      label: "New submissions",
      value: stats.newSubmissions,
      to: "/admin/submissions?status=new",
      shown: seesSubmissions,
    },
    {
      label: "Submissions in total",
      value: stats.totalSubmissions,
      to: "/admin/submissions",
      shown: seesSubmissions,
    },
    {
      label: "Emails queued",
      value: stats.queuedEmails,
      to: "/admin/emails?status=queued",
      shown: may("emails.manage"),
    },
    {
      label: "Emails failed",
      value: stats.failedEmails,
      to: "/admin/emails?status=failed",
      highlight: stats.failedEmails > 0,
      shown: may("emails.manage"),
    },
    {
      label: "Businesses awaiting review",
      value: directoryPending ?? 0,
      to: "/admin/directory?status=pending",
      shown: directoryPending !== null,
    },
    {
      label: "Accounts",
      value: stats.accounts,
      to: "/admin/accounts",
      shown: may("accounts.manage"),
    },
    {
      label: "Administrators",
      value: stats.admins,
      to: "/admin/accounts",
      shown: may("accounts.manage"),
    },
  ];
  return {
    roles: roleLabels(roles),
    cards: cards.filter(({ shown }) => shown).map(({ shown: _, ...card }) => card),
    audit,
    backup,
    showBackup: may("backups.manage"),
  };
}

interface StatCardProps {
  label: string;
  value: number;
  /** The list it counts. */
  to?: string;
  highlight?: boolean;
}

function StatCard({ label, value, to, highlight = false }: StatCardProps) {
  const body = (
    <>
      <span className="block text-sm font-semibold text-stone-700">{label}</span>
      <span
        className={cn(
          "mt-1 block font-display text-3xl font-semibold",
          highlight ? "text-red-800" : "text-brand-strong",
        )}
      >
        {value.toLocaleString("en-GB")}
      </span>
    </>
  );
  return (
    <li className={cn(panelClasses, "relative p-5", highlight && "ring-2 ring-red-300")}>
      {to ? (
        <Link
          to={to}
          className="block after:absolute after:inset-0 after:rounded-2xl hover:underline"
        >
          {body}
        </Link>
      ) : (
        body
      )}
    </li>
  );
}

export default function AdminHome({ loaderData }: Route.ComponentProps) {
  const { roles, cards, audit, backup, showBackup } = loaderData;
  return (
    <>
      <AdminPageTitle
        title="Overview"
        lead="What has arrived, what is waiting, and who did what."
      />
      <p className="mt-2 text-stone-700">
        Your roles: <strong>{roles}</strong>. The menu above shows the parts of the admin they open.
      </p>
      {cards.length > 0 ? (
        <section aria-labelledby="figures-heading" className="mt-8">
          <h2 id="figures-heading" className="sr-only">
            Figures
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {cards.map((card) => (
              <StatCard key={card.label} {...card} />
            ))}
          </ul>
        </section>
      ) : null}
      {showBackup ? <BackupStatus last={backup} /> : null}
      {audit ? (
        <section aria-labelledby="activity-heading" className="mt-10">
          <div className="flex flex-wrap items-baseline justify-between gap-3">
            <h2 id="activity-heading" className="text-2xl font-semibold text-brand-strong">
              Recent admin activity
            </h2>
            <Link to="/admin/audit" className={linkClasses}>
              Full audit log
            </Link>
          </div>
          <AuditTable entries={audit} caption="The 10 latest admin actions, newest first" />
        </section>
      ) : null}
    </>
  );
}

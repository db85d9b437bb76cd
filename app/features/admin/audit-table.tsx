import { Link } from "react-router";
import { EmptyState, linkClasses, NoValue } from "#app/components/admin/page";
import { dateColumn, ResponsiveTable } from "#app/components/admin/table";
import { cn } from "#app/lib/cn";
import { humanise } from "#app/lib/format";

export interface AuditEntry {
  id: number;
  actorEmail: string;
  action: string;
  target: string;
  details: string;
  createdAt: Date;
}

/** A submission target links to the submission; other targets are plain text. */
function Target({ target }: { target: string }) {
  const submissionId = target.startsWith("submission:") ? target.slice("submission:".length) : null;
  if (!submissionId) return <span className="break-all">{target}</span>;
  return (
    <Link to={`/admin/submissions/${submissionId}`} className={cn(linkClasses, "break-all")}>
      {target}
    </Link>
  );
}

/** Audit entries: a table on wider screens, a list of cards on phones. */
export function AuditTable({ entries, caption }: { entries: AuditEntry[]; caption: string }) {
  return (
    <ResponsiveTable
      empty={<EmptyState>No admin actions have been recorded yet.</EmptyState>}
      items={entries}
      itemKey={(entry) => entry.id}
      caption={caption}
      spacing="mt-4"
      columns={[
        dateColumn("When", "createdAt"),
        { heading: "Who", className: "break-all", cell: (entry) => entry.actorEmail },
        {
          heading: "Action",
          card: "title",
          className: "whitespace-nowrap font-semibold",
          cell: (entry) => humanise(entry.action),
        },
        { heading: "Target", card: "line", cell: (entry) => <Target target={entry.target} /> },
        {
          heading: "Details",
          card: "line",
          cell: (entry) =>
            entry.details ? <span className="break-words">{entry.details}</span> : <NoValue />,
          cardCell: (entry) => entry.details || null,
        },
      ]}
    />
  );
}

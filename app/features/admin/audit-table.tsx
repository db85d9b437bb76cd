import { Link } from "react-router";
import { DateTime, EmptyState, linkClasses, NoValue } from "#app/components/admin/page";
import { Cell, DateCell, ResponsiveTable } from "#app/components/admin/table";
import { cn } from "#app/lib/cn";

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
      columns={["When", "Who", "Action", "Target", "Details"]}
      card={(entry) => (
        <>
          <p className="font-semibold">{entry.action}</p>
          <p className="mt-1">
            <Target target={entry.target} />
          </p>
          <p className="mt-1 break-all text-stone-700">by {entry.actorEmail}</p>
          <p className="mt-1 text-stone-700">
            <DateTime value={entry.createdAt} />
          </p>
          {entry.details ? (
            <code className="mt-2 block rounded bg-stone-100 p-2 text-xs break-all">
              {entry.details}
            </code>
          ) : null}
        </>
      )}
      row={(entry) => (
        <>
          <DateCell value={entry.createdAt} />
          <Cell className="break-all">{entry.actorEmail}</Cell>
          <Cell className="whitespace-nowrap font-semibold">{entry.action}</Cell>
          <Cell>
            <Target target={entry.target} />
          </Cell>
          <Cell>
            {entry.details ? (
              <code className="text-xs break-all">{entry.details}</code>
            ) : (
              <NoValue />
            )}
          </Cell>
        </>
      )}
    />
  );
}

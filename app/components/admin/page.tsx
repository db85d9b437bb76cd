import { Fragment, type ReactNode } from "react";
import { Link } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { formatDateTime } from "~/lib/format";

export const linkClasses =
  "font-semibold text-brand-strong underline underline-offset-4 hover:decoration-2";

// Admin controls look like every other form's: the style is the field kit's.

export const panelClasses = "rounded-2xl bg-white shadow-sm ring-1 ring-stone-200";

/** The page's one h1, with an optional lead and actions on the right. */
export function AdminPageTitle({
  title,
  lead,
  actions,
}: {
  title: string;
  lead?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="text-3xl font-semibold text-brand-strong">{title}</h1>
        {lead ? <p className="mt-2 max-w-2xl text-stone-700">{lead}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-3">{actions}</div> : null}
    </div>
  );
}

/** Above one item's page (a submission, a post): the way back to its list. */
export function BackToList({ to, label }: { to: string; label: string }) {
  return (
    <p>
      <Link to={to} className={cn(linkClasses, "text-sm")}>
        {`← ${label}`}
      </Link>
    </p>
  );
}

// Dark text on a pale tint: every pair is above 7:1, and the word carries the meaning, not the colour.
const badgeColours: Record<string, string> = {
  new: "bg-amber-100 text-amber-900 ring-amber-300",
  handled: "bg-emerald-100 text-emerald-900 ring-emerald-300",
  queued: "bg-sky-100 text-sky-900 ring-sky-300",
  sending: "bg-indigo-100 text-indigo-900 ring-indigo-300",
  sent: "bg-emerald-100 text-emerald-900 ring-emerald-300",
  failed: "bg-red-100 text-red-900 ring-red-300",
  pending: "bg-amber-100 text-amber-900 ring-amber-300",
  approved: "bg-emerald-100 text-emerald-900 ring-emerald-300",
  denied: "bg-red-100 text-red-900 ring-red-300",
};

const badgeLabels: Record<string, string> = {
  new: "New",
  handled: "Handled",
  queued: "Queued",
  sending: "Sending",
  sent: "Sent",
  failed: "Failed",
  pending: "Pending",
  approved: "Approved",
  denied: "Denied",
};

/** A status in words, as its badge and the status filters name it. */
export function statusLabel(status: string): string {
  return badgeLabels[status] ?? status;
}

export function StatusBadge({ status, className }: { status: string; className?: string }) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset",
        badgeColours[status] ?? "bg-stone-100 text-stone-800 ring-stone-300",
        className,
      )}
    >
      {statusLabel(status)}
    </span>
  );
}

export function SensitiveBadge() {
  return (
    <span className="inline-flex items-center rounded-full bg-purple-100 px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-purple-900 ring-1 ring-purple-300 ring-inset">
      Sensitive
    </span>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return <p className={cn(panelClasses, "mt-6 p-6 text-center text-stone-700")}>{children}</p>;
}

/** A date and time in UK time, machine-readable in `dateTime`. */
export function DateTime({ value }: { value: Date | string }) {
  return <time dateTime={new Date(value).toISOString()}>{formatDateTime(value)}</time>;
}

/** A muted dash for a value that is not there. */
export function NoValue() {
  return <span className="text-stone-700">—</span>;
}

/** `<dt>`/`<dd>` pairs with no wrapper, for a grid-styled `<dl>`. */
export function DescriptionPairs({ pairs }: { pairs: [label: string, value: ReactNode][] }) {
  return pairs.map(([label, value]) => (
    <Fragment key={label}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </Fragment>
  ));
}

/** A link that opens an email's rendered preview in a new tab. */
export function EmailPreviewLink({ id, hiddenLabel }: { id: number; hiddenLabel?: ReactNode }) {
  return (
    <a
      href={`/admin/emails/${id}/preview`}
      target="_blank"
      rel="noopener noreferrer"
      className={linkClasses}
    >
      Preview{hiddenLabel ? <span className="sr-only">{hiddenLabel}</span> : null}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

/** An action's message that belongs to no form (the row it named is gone), under the page's title. */
export function ActionMessage({ message }: { message: string | undefined }) {
  return message ? (
    <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 font-medium text-red-900">
      {message}
    </p>
  ) : null;
}

/** A row's Edit link, naming the row for screen readers. */
export function EditLink({ to, name }: { to: string; name: string }) {
  return (
    <Link to={to} className={buttonClasses("ghost", "px-3 py-1.5")}>
      Edit<span className="sr-only"> {name}</span>
    </Link>
  );
}

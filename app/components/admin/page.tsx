import { Fragment, type ReactNode } from "react";
import { Link } from "react-router";
import { Badge, type BadgeTone } from "#app/components/ui/badge";
import { buttonClasses } from "#app/components/ui/button";
import { ErrorSummary } from "#app/components/ui/field";
import { cn } from "#app/lib/cn";
import { actionAnswer } from "#app/lib/forms";
import { formatDateTime } from "#app/lib/time/format";

export const linkClasses =
  "font-semibold text-brand-strong underline underline-offset-4 hover:decoration-2";

// Admin controls look like every other form's: the style is the field kit's.

export const panelClasses = "rounded-2xl bg-white shadow-sm ring-1 ring-stone-200";

/**
 * The page's one h1, with an optional lead and actions on the right; on one item's page (a
 * submission, a post), under the way `back` to its list.
 */
export function AdminPageTitle({
  title,
  lead,
  actions,
  back,
}: {
  title: string;
  lead?: ReactNode;
  actions?: ReactNode;
  back?: { to: string; label: string };
}) {
  const heading = (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="text-3xl font-semibold text-brand-strong">{title}</h1>
        {lead ? <p className="mt-2 max-w-2xl text-stone-700">{lead}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-3">{actions}</div> : null}
    </div>
  );
  if (!back) return heading;
  return (
    <>
      <BackToList {...back} />
      <div className="mt-4">{heading}</div>
    </>
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

/** Every status an admin list shows, in words and in its badge's tone. */
const STATUSES: Record<string, { label: string; tone: BadgeTone }> = {
  new: { label: "New", tone: "waiting" },
  handled: { label: "Handled", tone: "good" },
  queued: { label: "Queued", tone: "info" },
  sending: { label: "Sending", tone: "busy" },
  sent: { label: "Sent", tone: "good" },
  failed: { label: "Failed", tone: "bad" },
  pending: { label: "Pending", tone: "waiting" },
  approved: { label: "Approved", tone: "good" },
  denied: { label: "Denied", tone: "bad" },
  draft: { label: "Draft", tone: "waiting" },
  open: { label: "Open", tone: "good" },
  closed: { label: "Closed", tone: "info" },
  archived: { label: "Archived", tone: "neutral" },
  current: { label: "Current", tone: "good" },
  demo: { label: "Demo", tone: "special" },
  shown: { label: "Shown to visitors now", tone: "good" },
};

/** A status in words, as its badge and the status filters name it. */
export function statusLabel(status: string): string {
  return STATUSES[status]?.label ?? status;
}

export function StatusBadge({ status, className }: { status: string; className?: string }) {
  return (
    <Badge tone={STATUSES[status]?.tone ?? "neutral"} className={className}>
      {statusLabel(status)}
    </Badge>
  );
}

export function SensitiveBadge() {
  return <Badge tone="special">Sensitive</Badge>;
}

export function EmptyState({ children }: { children: ReactNode }) {
  return <p className={cn(panelClasses, "mt-6 p-6 text-center text-stone-700")}>{children}</p>;
}

/** A smaller empty message, right under a section's heading ("No campaign yet."). */
export function EmptyNote({ children }: { children: ReactNode }) {
  return <p className={cn(panelClasses, "mt-3 p-4 text-stone-700")}>{children}</p>;
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

/** A card's details in the small-screen list: label and value pairs in two columns. */
export function CardDetails({ pairs }: { pairs: [label: string, value: ReactNode][] }) {
  return (
    <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-stone-700">
      <DescriptionPairs pairs={pairs} />
    </dl>
  );
}

/** A row's links (Edit · History · View), each naming the row for screen readers. */
export function RowLinks({
  links,
}: {
  links: { to: string; label: string; hiddenLabel: string }[];
}) {
  return links.map((link, index) => (
    <Fragment key={link.to}>
      {index > 0 ? " · " : null}
      <Link to={link.to} className={linkClasses}>
        {link.label}
        <span className="sr-only"> {link.hiddenLabel}</span>
      </Link>
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

/**
 * What a button did, under the page's title, when the page stays as it is (a refund, a claim);
 * what went wrong is the action's `formError`, shown by the page's `ErrorSummary`.
 */
export function DoneNotice({
  answer,
  className,
}: {
  /** The action's answer: `{ message }` when it was done. */
  answer: object | undefined;
  className?: string;
}) {
  const message = answer && "message" in answer ? String(answer.message) : undefined;
  return message ? (
    <p role="status" className={cn("mt-4 rounded-lg bg-brand-soft p-3 font-medium", className)}>
      {message}
    </p>
  ) : null;
}

/** The page's download of its list as CSV (with the filters shown), for its title's actions. */
export function ExportCsvLink({ href }: { href: string }) {
  return (
    <a href={href} className={buttonClasses("outline")} download>
      Export CSV
    </a>
  );
}

/** What a row's button did (`DoneNotice`) or, from the action's `formError`, what went wrong. */
export function ButtonOutcome({ actionData }: { actionData: object | undefined }) {
  return (
    <>
      <DoneNotice answer={actionData} />
      <ErrorSummary formErrors={actionAnswer(actionData).buttonErrors} className="mt-4" />
    </>
  );
}

/** A row's Edit link, naming the row for screen readers. */
export function EditLink({ to, name }: { to: string; name: string }) {
  return (
    <Link to={to} className={buttonClasses("ghost", "px-3 py-1.5")}>
      Edit<span className="sr-only"> {name}</span>
    </Link>
  );
}

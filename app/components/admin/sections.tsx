import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button, buttonClasses } from "#app/components/ui/button";
import { cn } from "#app/lib/cn";
import { panelClasses } from "./page";

// The parts of an admin page that lists rows and edits one of them below the list
// (funds, campaigns, coupons, seasons, weekly events).

type SectionProps = { headingId: string; title: ReactNode; children: ReactNode };

function Section({
  headingId,
  title,
  children,
  className,
  headingClassName,
}: SectionProps & { className: string; headingClassName: string }) {
  return (
    <section aria-labelledby={headingId} className={className}>
      <h2 id={headingId} className={cn(headingClassName, "font-semibold text-brand-strong")}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The page's list: a section named by its h2 (the rows and their count). */
export function ListSection(props: SectionProps) {
  return <Section {...props} className="mt-8" headingClassName="text-xl" />;
}

/** The form under the list, in a panel named by its h2 ("Edit …" or "New …"). */
export function FormPanel(props: SectionProps) {
  return (
    <Section {...props} className={cn(panelClasses, "mt-10 p-5")} headingClassName="text-lg" />
  );
}

/** A form's last row: its submit button ("Saving..." while it posts) and, when editing, Cancel. */
export function SaveOrCancel({
  pending,
  cancelTo,
  className,
  children,
}: {
  pending: boolean;
  /** Where Cancel goes; no Cancel without it. */
  cancelTo?: string | null;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn("flex flex-wrap items-center gap-3 sm:col-span-2", className)}>
      <Button type="submit" pending={pending} pendingLabel="Saving...">
        {children}
      </Button>
      {cancelTo ? (
        <Link to={cancelTo} className={buttonClasses("ghost")}>
          Cancel
        </Link>
      ) : null}
    </div>
  );
}

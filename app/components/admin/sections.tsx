import { type FormMetadata, getFormProps, type SubmissionResult } from "@conform-to/react";
import { type ComponentProps, Fragment, type ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import { useUnsavedChangesGuard } from "#app/components/admin/unsaved-changes";
import { Button, buttonClasses } from "#app/components/ui/button";
import { ErrorSummary } from "#app/components/ui/field";
import { TitledSection } from "#app/components/ui/titled-section";
import { cn } from "#app/lib/cn";
import { actionAnswer } from "#app/lib/forms";
import { refusedVersion, VERSION_FIELD } from "#app/lib/versions";
import { AdminPageTitle, panelClasses } from "./page";
import { ResponsiveTable } from "./table";

// The parts of an admin page that lists rows and edits one of them below the list
// (funds, campaigns, coupons, seasons, weekly events).

type SectionProps = { headingId: string; title: ReactNode; children: ReactNode };

/** The page's list: a section named by its h2 (the rows and their count). */
export function ListSection(props: SectionProps) {
  return <TitledSection {...props} className="mt-8" headingSize="text-xl" />;
}

/** The form under the list, in a panel named by its h2 ("Edit …" or "New …"). */
function FormPanel(props: SectionProps) {
  return (
    <TitledSection {...props} className={cn(panelClasses, "mt-10 p-5")} headingSize="text-lg" />
  );
}

/** A form's last row: its submit button ("Saving..." while it posts) and, when editing, Cancel. */
export function SaveOrCancel({
  pending,
  cancelTo,
  className,
  after,
  children,
}: {
  pending: boolean;
  /** Where Cancel goes; no Cancel without it. */
  cancelTo?: string | null;
  className?: string;
  /** Shown after the buttons, such as a mark saying the form has unsaved changes. */
  after?: ReactNode;
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
      {after}
    </div>
  );
}

/** What the form under the list is given back after a save (its props besides the row). */
export interface RowFormAnswer {
  lastResult?: SubmissionResult<string[]>;
  /** The edited row's version as loaded, or the newest one after a refused save. */
  version: string | null;
}

/**
 * The whole page: the section's nav, the title, what a row's button got wrong, the list (its
 * heading with how many rows, then the rows' table) and under it the panel with the form adding
 * or editing a row.
 */
export function ListAndFormPage<Row>({
  nav,
  title,
  lead,
  actionData,
  list: { headingId: listHeadingId, title: listTitle, ...table },
  form: { headingId: formHeadingId, title: formTitle, editing = null, render },
}: {
  nav: ReactNode;
  title: string;
  lead: string;
  actionData: object | undefined;
  /** The list's heading ("Funds", followed by the count) and its table. */
  list: { headingId: string; title: string } & Parameters<typeof ResponsiveTable<Row>>[0];
  form: {
    headingId: string;
    title: string;
    /** The row the form edits, or null for a new one; each row gets a fresh form. */
    editing?: (Row & { version?: string | null }) | null;
    render: (answer: RowFormAnswer) => ReactNode;
  };
}) {
  const { lastResult, buttonErrors } = actionAnswer(actionData);
  const version = refusedVersion(actionData) ?? editing?.version ?? null;
  return (
    <>
      {nav}
      <AdminPageTitle title={title} lead={lead} />
      <ErrorSummary formErrors={buttonErrors} className="mt-4" />
      <ListSection headingId={listHeadingId} title={`${listTitle} (${table.items.length})`}>
        <ResponsiveTable {...table} />
      </ListSection>
      <FormPanel headingId={formHeadingId} title={formTitle}>
        <Fragment key={editing ? table.itemKey(editing) : "new"}>
          {render({ lastResult, version })}
        </Fragment>
      </FormPanel>
    </>
  );
}

/**
 * A post form's fields in two columns under its error summary, with the version of the row it
 * edits (sent back so a save over someone else's is refused). The children: any hidden inputs
 * naming what is edited, then the fields and the buttons.
 */
export function FormGrid<Schema extends Record<string, unknown>>({
  form,
  summary = [],
  version = null,
  className,
  children,
}: {
  form: FormMetadata<Schema, string[]>;
  /** The fields listed in the error summary (`summaryFields`). */
  summary?: ComponentProps<typeof ErrorSummary>["fields"];
  /** The version of the row it edits; none for a new row. */
  version?: string | null;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      noValidate
      className={cn("grid gap-4 sm:grid-cols-2", className)}
    >
      <div className="sm:col-span-2">
        <ErrorSummary formErrors={form.errors} fields={summary} />
      </div>
      {version ? <input type="hidden" name={VERSION_FIELD} value={version} /> : null}
      {children}
    </Form>
  );
}

/**
 * The form in that panel: a FormGrid ending in SaveOrCancel, guarded against leaving unsaved.
 * The children: any hidden inputs naming the row edited, then the fields.
 */
export function RowForm<Schema extends Record<string, unknown>>({
  form,
  summary,
  cancelTo,
  submitLabel,
  version,
  children,
}: {
  form: FormMetadata<Schema, string[]>;
  /** The fields listed in the error summary (`summaryFields`). */
  summary?: ComponentProps<typeof ErrorSummary>["fields"];
  cancelTo: string | null;
  submitLabel: string;
  /** The version of the row it edits, sent back so a save over someone else's is refused. */
  version?: string | null;
  children: ReactNode;
}) {
  const busy = useNavigation().state === "submitting";
  // A form the server sent back with errors still holds what was typed, not saved.
  useUnsavedChangesGuard(form.id, form.status === "error");
  return (
    <FormGrid form={form} summary={summary} version={version} className="mt-4">
      {children}
      <SaveOrCancel pending={busy} cancelTo={cancelTo}>
        {submitLabel}
      </SaveOrCancel>
    </FormGrid>
  );
}

/** `labelledFields` under the name the list-and-form pages first gave it. */
export { labelledFields as labelledBy } from "#app/components/ui/labelled-fields";

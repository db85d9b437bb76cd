import { type FieldMetadata, type FormMetadata, getFormProps } from "@conform-to/react";
import type { ComponentProps, ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import { useUnsavedChangesGuard } from "#app/components/admin/unsaved-changes";
import { Button, buttonClasses } from "#app/components/ui/button";
import { ErrorSummary } from "#app/components/ui/field";
import { TitledSection } from "#app/components/ui/titled-section";
import { cn } from "#app/lib/cn";
import { VERSION_FIELD } from "#app/lib/versions";
import { AdminPageTitle, panelClasses } from "./page";

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

/**
 * The whole page: the section's nav, the title, what a row's button got wrong, the list (the
 * children) and under it the panel with the form adding or editing a row.
 */
export function ListAndFormPage({
  nav,
  title,
  lead,
  buttonErrors,
  list,
  form,
  children,
}: {
  nav: ReactNode;
  title: string;
  lead: string;
  buttonErrors: string[] | undefined;
  list: Omit<SectionProps, "children">;
  form: SectionProps;
  children: ReactNode;
}) {
  return (
    <>
      {nav}
      <AdminPageTitle title={title} lead={lead} />
      <ErrorSummary formErrors={buttonErrors} className="mt-4" />
      <ListSection {...list}>{children}</ListSection>
      <FormPanel {...form} />
    </>
  );
}

/**
 * The form in that panel: its fields in two columns under the error summary, then SaveOrCancel.
 * The children: any hidden inputs naming the row edited, then the fields.
 */
export function RowForm<Schema extends Record<string, unknown>>({
  form,
  summary = [],
  cancelTo,
  submitLabel,
  version = null,
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
    <Form
      method="post"
      {...getFormProps(form)}
      noValidate
      className="mt-4 grid gap-4 sm:grid-cols-2"
    >
      <div className="sm:col-span-2">
        <ErrorSummary formErrors={form.errors} fields={summary} />
      </div>
      {version ? <input type="hidden" name={VERSION_FIELD} value={version} /> : null}
      {children}
      <SaveOrCancel pending={busy} cancelTo={cancelTo}>
        {submitLabel}
      </SaveOrCancel>
    </Form>
  );
}

/**
 * A field's `meta` and `label` by its name, from the form's fields and its one labels map (the
 * one `summaryFields` reads): `<TextField {...labelled("name")} />`.
 */
export const labelledBy =
  <Name extends string>(
    fields: Record<Name, FieldMetadata<unknown>>,
    labels: Record<Name, string>,
  ) =>
  (name: Name) => ({ meta: fields[name], label: labels[name] });

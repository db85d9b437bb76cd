import { type DefaultValue, getFormProps, type SubmissionResult } from "@conform-to/react";
import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import type { z } from "zod";
import { panelClasses } from "#app/components/admin/page";
import { useUnsavedChangesGuard } from "#app/components/admin/unsaved-changes";
import { Button } from "#app/components/ui/button";
import { ErrorSummary } from "#app/components/ui/field";
import { TitledSection } from "#app/components/ui/titled-section";
import { cn } from "#app/lib/cn";
import { type FormSchema, useValidatedForm } from "#app/lib/forms";
import { refusedVersion, VERSION_FIELD } from "#app/lib/versions";

/** A panel of /admin/ramadan, named by its h2. */
export function AdminPanel({
  headingId,
  title,
  lead,
  children,
}: {
  headingId: string;
  title: string;
  lead: ReactNode;
  children: ReactNode;
}) {
  return (
    <TitledSection
      headingId={headingId}
      title={title}
      headingSize="text-xl"
      className={cn(panelClasses, "p-5 sm:p-6")}
    >
      <p className="mt-1 mb-4 max-w-3xl text-stone-700">{lead}</p>
      {children}
    </TitledSection>
  );
}

/**
 * One of the page's forms, filled from what is stored (`loaded`) and carrying its version, so a
 * save over someone else's since is refused (shown above the fields, which keep what was typed);
 * leaving it with changes not saved asks first.
 */
export function VersionedForm<Schema extends FormSchema>({
  schema,
  loaded,
  answer,
  intent,
  labels,
  save,
  className,
  children,
}: {
  schema: Schema;
  loaded: { values: DefaultValue<z.input<Schema>>; version: string };
  /** The action's answer to this form, if any. */
  answer: { result: SubmissionResult<string[]> } | undefined;
  /** Names the form to the page's action. */
  intent: string;
  /** The fields the error summary lists, by their labels. */
  labels: (
    fields: ReturnType<typeof useValidatedForm<Schema>>[1],
  ) => Parameters<typeof ErrorSummary>[0]["fields"];
  /** The save button's words. */
  save: string;
  className?: string;
  children: (fields: ReturnType<typeof useValidatedForm<Schema>>[1]) => ReactNode;
}) {
  const [form, fields] = useValidatedForm(schema, {
    id: intent,
    lastResult: answer?.result,
    defaultValue: loaded.values,
  });
  useUnsavedChangesGuard(form.id, form.status === "error");
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  return (
    <Form method="post" {...getFormProps(form)} noValidate className={cn("grid gap-4", className)}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name={VERSION_FIELD} value={refusedVersion(answer) ?? loaded.version} />
      <ErrorSummary formErrors={form.errors} fields={labels(fields)} className="col-span-full" />
      {children(fields)}
      <div className="col-span-full">
        <Button type="submit" pending={saving} pendingLabel="Saving...">
          {save}
        </Button>
      </div>
    </Form>
  );
}

import { type FieldMetadata, type FormMetadata, getFormProps } from "@conform-to/react";
import type { ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import { UpdatePreviewButton } from "#app/components/admin/markdown-editor";
import { useUnsavedChangesGuard } from "#app/components/admin/unsaved-changes";
import { ErrorSummary } from "#app/components/ui/field";
import { VERSION_FIELD } from "#app/lib/versions";

/** The `intent` of the form on its way (which of a form's buttons was pressed), if any. */
export function useSubmittingIntent() {
  const navigation = useNavigation();
  return navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
}

/**
 * The frame of an admin editor with a Markdown preview (a post, a project, a page): a plain form
 * that works without JavaScript, its errors on top, then its buttons, Update preview and Cancel.
 */
export function EditorForm({
  form,
  errorsTitle,
  summary,
  multipart = false,
  version = null,
  sentBack,
  buttons,
  cancelTo,
  children,
}: {
  // biome-ignore lint/suspicious/noExplicitAny: any editor's shape; the frame reads its id and errors
  form: FormMetadata<any, string[]>;
  errorsTitle: string;
  summary: { meta: FieldMetadata<unknown>; label: string }[];
  /** With a file to upload. */
  multipart?: boolean;
  /** The version of the record it edits, sent back so a save over someone else's is refused. */
  version?: string | null;
  /** The server sent the form back (refused, or a preview): what it holds is not saved yet. */
  sentBack: boolean;
  buttons: ReactNode;
  cancelTo: string;
  children: ReactNode;
}) {
  useUnsavedChangesGuard(form.id, sentBack);
  return (
    <Form
      method="post"
      encType={multipart ? "multipart/form-data" : undefined}
      {...getFormProps(form)}
      noValidate
      className="mt-6 space-y-6"
    >
      <ErrorSummary title={errorsTitle} formErrors={form.errors} fields={summary} />
      {version ? <input type="hidden" name={VERSION_FIELD} value={version} /> : null}
      {children}
      <div className="flex flex-wrap items-center gap-3">
        {buttons}
        <UpdatePreviewButton />
        <Link to={cancelTo} className="text-sm font-semibold text-brand-strong underline">
          Cancel
        </Link>
      </div>
    </Form>
  );
}

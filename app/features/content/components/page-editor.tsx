import type { SubmissionResult } from "@conform-to/react";
import { EditorForm, useSubmittingIntent } from "#app/components/admin/editor-form";
import { MarkdownField } from "#app/components/admin/markdown-editor";
import { Button } from "#app/components/ui/button";
import { summaryFields, TextAreaField, TextField } from "#app/components/ui/field";
import { labelledFields } from "#app/components/ui/labelled-fields";
import { LibraryImageTool } from "#app/features/media";
import { useValidatedForm } from "#app/lib/forms";
import { fillPlaceholders } from "#app/lib/markdown/placeholders";
import { renderMarkdown } from "#app/lib/markdown/render";
import {
  FIX_ERRORS,
  PAGE_FIELD_LABELS as LABELS,
  type PageFormValues,
  pageFormSchema,
} from "../schema";

const BODY_HINT =
  "Markdown: ## heading, **bold**, *italic*, [link](https://…), - list. A heading's anchor can be given at its end: ## Safeguarding {#safeguarding}. {{retention:formSubmissions}} writes in how long the site keeps that information (the rules are at /admin/retention). Scripts, frames and unsafe links are removed.";

/**
 * The content page editor: title, description and the Markdown body with a live preview (the
 * same renderer and sanitiser as the public page). A plain form: it works without JavaScript.
 */
export function PageEditor({
  lastResult,
  defaultValue,
  placeholders,
  cancelTo,
}: {
  lastResult?: SubmissionResult<string[]> | null;
  defaultValue: PageFormValues;
  /** The words of each `{{retention:…}}`, as the public page writes them in. */
  placeholders: Readonly<Record<string, string>>;
  cancelTo: string;
}) {
  const [form, fields] = useValidatedForm(pageFormSchema, {
    id: "page-editor",
    lastResult,
    defaultValue,
  });
  const saving = useSubmittingIntent() === "save";
  const field = labelledFields(fields, LABELS);

  return (
    <EditorForm
      form={form}
      sentBack={Boolean(lastResult)}
      errorsTitle={FIX_ERRORS}
      summary={summaryFields(fields, LABELS)}
      cancelTo={cancelTo}
      buttons={
        <Button type="submit" name="intent" value="save" pending={saving} pendingLabel="Saving...">
          Save page
        </Button>
      }
    >
      {/* The version the text was loaded from (kept when the form comes back with errors). */}
      <input
        type="hidden"
        name={fields.revision.name}
        value={String(fields.revision.initialValue ?? "")}
      />
      <div className="grid gap-5">
        <TextField
          {...field("title")}
          hint="The page's main heading and its title in search results (up to 120 characters)."
        />
        <TextAreaField
          {...field("description")}
          rows={3}
          hint="Shown under the title and by search engines and link previews (up to 300 characters)."
        />
      </div>
      <MarkdownField
        {...field("body")}
        render={(markdown) => fillPlaceholders(renderMarkdown(markdown).html, placeholders)}
        hint={BODY_HINT}
        previewTestId="page-preview"
        imageTool={LibraryImageTool}
      />
    </EditorForm>
  );
}

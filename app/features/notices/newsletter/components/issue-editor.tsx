import type { SubmissionResult } from "@conform-to/react";
import { EditorForm, useSubmittingIntent } from "#app/components/admin/editor-form";
import { MarkdownField } from "#app/components/admin/markdown-editor";
import { Button } from "#app/components/ui/button";
import { SelectField, summaryFields, TextField } from "#app/components/ui/field";
import { labelledFields } from "#app/components/ui/labelled-fields";
import { useValidatedForm } from "#app/lib/forms";
import { renderMarkdown } from "#app/lib/markdown/render";
import { noticeTopics, TOPIC_LABELS } from "../../topics";
import { NEWSLETTER_MESSAGES } from "../messages";
import { type IssueValues, issueSchema, ISSUE_LABELS as LABELS } from "../schema";

const renderBody = (markdown: string) => renderMarkdown(markdown).html;

/**
 * A newsletter's editor: subject, topic and the Markdown text with its live preview (the pages'
 * renderer, as the email shows it). Save, and "Send a test to me" (saves, then emails the
 * signed-in staff member alone).
 */
export function IssueEditor({
  lastResult,
  defaultValue,
  version,
  isNew,
}: {
  lastResult?: SubmissionResult<string[]> | null;
  defaultValue: IssueValues;
  version: string | null;
  isNew: boolean;
}) {
  const [form, fields] = useValidatedForm(issueSchema, {
    id: "newsletter-editor",
    lastResult,
    defaultValue,
  });
  const submitting = useSubmittingIntent();
  const field = labelledFields(fields, LABELS);
  return (
    <EditorForm
      form={form}
      sentBack={Boolean(lastResult)}
      errorsTitle={NEWSLETTER_MESSAGES.fixErrors}
      summary={summaryFields(fields, LABELS)}
      version={version}
      cancelTo="/admin/newsletter"
      buttons={
        <>
          <Button
            type="submit"
            name="intent"
            value="save"
            pending={submitting === "save"}
            pendingLabel="Saving..."
          >
            {isNew ? "Save draft" : "Save changes"}
          </Button>
          <Button
            type="submit"
            name="intent"
            value="test"
            variant="outline"
            pending={submitting === "test"}
            pendingLabel="Sending a test..."
          >
            Send a test to me
          </Button>
        </>
      }
    >
      <div className="grid gap-5 md:grid-cols-2">
        <TextField {...field("subject")} className="md:col-span-2" />
        <SelectField
          {...field("topic")}
          options={noticeTopics.map((topic) => ({ value: topic, label: TOPIC_LABELS[topic] }))}
          hint="The confirmed subscribers of this topic receive it."
        />
      </div>
      <MarkdownField {...field("body")} render={renderBody} previewTestId="newsletter-preview" />
    </EditorForm>
  );
}

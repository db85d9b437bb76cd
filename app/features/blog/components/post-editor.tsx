import type { FieldMetadata, SubmissionResult } from "@conform-to/react";
import { EditorForm, useSubmittingIntent } from "#app/components/admin/editor-form";
import { MarkdownField } from "#app/components/admin/markdown-editor";
import { Button } from "#app/components/ui/button";
import { DateTimeField } from "#app/components/ui/date-time-field";
import { TextAreaField, TextField } from "#app/components/ui/field";
import { ImageField } from "#app/components/ui/image-field";
import { labelledFields } from "#app/components/ui/labelled-fields";
import { LibraryImageTool } from "#app/features/media";
import { useValidatedForm } from "#app/lib/forms";
import { IMAGE_ACCEPT, uploadUrl } from "#app/lib/uploads/rules";
import { renderPostMarkdown } from "../markdown";
import {
  FIX_ERRORS,
  POST_FIELD_LABELS as LABELS,
  type PostFormValues,
  postFormSchema,
} from "../schema";

/**
 * The post editor: a real multipart form (works without JavaScript), checked by the action's
 * schema, with a live preview made in the browser by the same Markdown + sanitiser pipeline as
 * the public page.
 */
export function PostEditor({
  lastResult,
  defaultValue,
  existingCover,
  published,
  version,
}: {
  lastResult?: SubmissionResult<string[]> | null;
  defaultValue: PostFormValues;
  /** Upload key of the cover already stored for this form ("" when none). */
  existingCover: string;
  /** Whether the post is already published or scheduled (changes the main button's words). */
  published: boolean;
  /** The version of the post the form edits (null for a new one). */
  version: string | null;
}) {
  const [form, fields] = useValidatedForm(postFormSchema, {
    id: "post-editor",
    lastResult,
    defaultValue,
  });
  const submitting = useSubmittingIntent();
  const field = labelledFields(fields, LABELS);
  const summary = (
    [
      "title",
      "slug",
      "authorName",
      "tags",
      "publishAt",
      "excerpt",
      "body",
      "cover",
      "coverAlt",
    ] as const
  ).map((name) => ({ meta: fields[name] as FieldMetadata<unknown>, label: LABELS[name] }));

  return (
    <EditorForm
      form={form}
      sentBack={Boolean(lastResult)}
      errorsTitle={FIX_ERRORS}
      summary={summary}
      multipart
      version={version}
      cancelTo="/admin/blog"
      buttons={(
        [
          [
            "publish",
            "primary",
            "Publishing...",
            published ? "Save and keep published" : "Publish",
          ],
          ["draft", "outline", "Saving...", published ? "Save as draft (unpublish)" : "Save draft"],
        ] as const
      ).map(([intent, variant, pendingLabel, label]) => (
        <Button
          key={intent}
          type="submit"
          name="intent"
          value={intent}
          variant={variant}
          pending={submitting === intent}
          pendingLabel={pendingLabel}
        >
          {label}
        </Button>
      ))}
    >
      <div className="grid gap-5 md:grid-cols-2">
        <TextField {...field("title")} className="md:col-span-2" />
        <TextField
          {...field("slug")}
          optional
          hint={
            <>
              The address: /blog/<em>slug</em>. Leave empty to make one from the title. When it
              changes, the old address keeps working.
            </>
          }
        />
        <TextField {...field("authorName")} autoComplete="name" />
        <TextField {...field("tags")} optional hint="Separated by commas, e.g. academy, events." />
        <DateTimeField
          {...field("publishAt")}
          optional
          hint="UK time. Leave empty to publish now; a later time schedules the post."
        />
        <TextAreaField
          {...field("excerpt")}
          optional
          rows={2}
          className="md:col-span-2"
          hint="One or two sentences for the blog list, the feed and search engines. Leave empty to use the start of the post."
        />
      </div>

      <MarkdownField
        {...field("body")}
        render={renderPostMarkdown}
        previewTestId="post-preview"
        imageTool={LibraryImageTool}
      />

      <fieldset className="grid gap-5 rounded-2xl border border-stone-300 p-5 md:grid-cols-2">
        <legend className="px-1 text-sm font-semibold text-ink">Cover image</legend>
        <ImageField
          {...field("cover")}
          optional
          accept={IMAGE_ACCEPT}
          hint="JPEG, PNG or WebP, up to 10MB. It is resized and saved as WebP, without its camera data (EXIF)."
          current={
            existingCover
              ? {
                  src: uploadUrl(existingCover),
                  alt: "Current cover",
                  key: existingCover,
                  keepName: fields.existingCover.name,
                  removeName: fields.removeCover.name,
                  removeLabel: "Remove the cover image",
                }
              : undefined
          }
        />
        <TextField
          {...field("coverAlt")}
          hint="Needed with a cover: what the picture shows, for people who cannot see it."
          aria-required={false}
        />
      </fieldset>
    </EditorForm>
  );
}

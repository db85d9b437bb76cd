import { type FieldMetadata, getInputProps, type SubmissionResult } from "@conform-to/react";
import { EditorForm, useSubmittingIntent } from "#app/components/admin/editor-form";
import { MarkdownField } from "#app/components/admin/markdown-editor";
import { Button } from "#app/components/ui/button";
import {
  controlClasses,
  FieldFrame,
  SelectField,
  TextAreaField,
  TextField,
} from "#app/components/ui/field";
import { labelledFields } from "#app/components/ui/labelled-fields";
import { LibraryImageTool, type MediaItem, MediaPicker } from "#app/features/media";
import { useValidatedForm } from "#app/lib/forms";
import { renderMarkdown } from "#app/lib/markdown/render";
import {
  FIX_ERRORS,
  FORM_KIND_LABELS,
  PROJECT_FIELD_LABELS as LABELS,
  LINK_LABELS,
  MOTIF_LABELS,
  type ProjectEditorValues,
  projectEditorSchema,
} from "../editor-schema";
import { ART_MOTIFS, PROJECT_FORM_KINDS, WHATSAPP_GROUPS } from "../projects";

const renderBody = (markdown: string) => renderMarkdown(markdown).html;

const fieldsetClasses = "grid gap-5 rounded-2xl border border-stone-300 p-5 md:grid-cols-2";
const legendClasses = "px-1 text-sm font-semibold text-ink";

function ColourField({ meta, label }: { meta: FieldMetadata<string>; label: string }) {
  return (
    <FieldFrame meta={meta} label={label}>
      <input
        {...getInputProps(meta, { type: "color" })}
        required={undefined}
        className={`${controlClasses} h-12 cursor-pointer p-1`}
      />
    </FieldFrame>
  );
}

const groupOptions = Object.entries(WHATSAPP_GROUPS).map(([value, label]) => ({ value, label }));

/**
 * The project editor: the page's words, its picture, its form and buttons, and its text in
 * Markdown with a live preview made by the same renderer and sanitiser as the public page.
 */
export function ProjectEditor({
  creating,
  lastResult,
  defaultValue,
  media,
  version,
}: {
  creating: boolean;
  lastResult?: SubmissionResult<string[]> | null;
  defaultValue: ProjectEditorValues;
  media: MediaItem[];
  /** The version of the project the form edits (null for a new one). */
  version: string | null;
}) {
  const [form, fields] = useValidatedForm(projectEditorSchema({ creating }), {
    id: "project-editor",
    lastResult,
    defaultValue,
  });
  const saving = useSubmittingIntent() === "save";
  const field = labelledFields(fields, LABELS);
  const links = fields.links.getFieldList();
  const summary = [
    ...(
      [
        "slug",
        "title",
        "subtitle",
        "tagline",
        "artFrom",
        "artTo",
        "motif",
        "imageId",
        "form",
        "options",
      ] as const
    ).map((name) => ({ meta: fields[name] as FieldMetadata<unknown>, label: LABELS[name] })),
    ...links.flatMap((row, index) => {
      const parts = row.getFieldset();
      return (["label", "group", "href"] as const).map((name) => ({
        meta: parts[name] as FieldMetadata<unknown>,
        label: `Button ${index + 1}: ${LINK_LABELS[name]}`,
      }));
    }),
    { meta: fields.body as FieldMetadata<unknown>, label: LABELS.body },
  ];

  return (
    <EditorForm
      form={form}
      sentBack={Boolean(lastResult)}
      errorsTitle={FIX_ERRORS}
      summary={summary}
      version={version}
      cancelTo="/admin/projects"
      buttons={
        <Button type="submit" name="intent" value="save" pending={saving} pendingLabel="Saving...">
          {creating ? "Create project" : "Save"}
        </Button>
      }
    >
      <div className="grid gap-5 md:grid-cols-2">
        {creating ? (
          <TextField
            {...field("slug")}
            hint={
              <>
                The address: /projects/<em>slug</em>. Lower-case letters, numbers and hyphens; it
                cannot be changed later.
              </>
            }
          />
        ) : (
          <div>
            <p className="text-sm font-semibold text-ink">{LABELS.slug}</p>
            <p className="mt-1.5 break-all rounded-lg bg-stone-100 px-3.5 py-2.5 text-base text-ink">
              /projects/{defaultValue.slug}
            </p>
            <p className="mt-1 text-sm text-stone-600">The address never changes.</p>
          </div>
        )}
        <TextField {...field("title")} />
        <TextField {...field("subtitle")} className="md:col-span-2" />
        <TextField
          {...field("tagline")}
          optional
          hint="A short line under the subtitle, such as “Read and Learn”."
        />
      </div>

      <fieldset className={fieldsetClasses}>
        <legend className={legendClasses}>Picture</legend>
        <p className="text-sm text-stone-700 md:col-span-2">
          Without a photo, the page shows artwork drawn in these two colours with the motif.
        </p>
        <ColourField {...field("artFrom")} />
        <ColourField {...field("artTo")} />
        <SelectField
          {...field("motif")}
          options={ART_MOTIFS.map((motif) => ({ value: motif, label: MOTIF_LABELS[motif] }))}
        />
        <MediaPicker
          {...field("imageId")}
          hint="A photo replaces the artwork on the page and the projects list."
          items={media}
        />
      </fieldset>

      <fieldset className={fieldsetClasses}>
        <legend className={legendClasses}>Form and buttons</legend>
        <SelectField
          {...field("form")}
          options={PROJECT_FORM_KINDS.map((kind) => ({
            value: kind,
            label: FORM_KIND_LABELS[kind],
          }))}
          hint="What visitors fill in on the page."
        />
        <TextAreaField
          {...field("options")}
          rows={4}
          optional
          hint="For the interest form: one choice per line (each is also a button at the top of the page). The football, elders and advice forms have their own fixed choices."
        />
        <div className="space-y-4 md:col-span-2">
          <p className="text-sm text-stone-700">
            Other buttons after the choices (leave a row empty for none). Each opens a WhatsApp
            group whose link is in the site settings, or a link: a page of this site such as
            /directory, or an address starting https:// (for this project's own WhatsApp group,
            paste its invite link, https://chat.whatsapp.com/…). A WhatsApp button is hidden while
            its group has no link.
          </p>
          {links.map((row, index) => {
            const parts = row.getFieldset();
            return (
              <fieldset
                key={row.key}
                className="grid gap-4 rounded-xl bg-stone-50 p-4 ring-1 ring-stone-200 md:grid-cols-3"
              >
                <legend className="sr-only">Button {index + 1}</legend>
                <p className="text-sm font-semibold text-ink md:col-span-3" aria-hidden="true">
                  Button {index + 1}
                </p>
                <TextField
                  meta={parts.label}
                  label={LINK_LABELS.label}
                  optional
                  aria-label={`Button ${index + 1}: ${LINK_LABELS.label}`}
                />
                <SelectField
                  meta={parts.group}
                  label="WhatsApp group"
                  optional
                  placeholder="None"
                  options={groupOptions}
                  aria-label={`Button ${index + 1}: ${LINK_LABELS.group}`}
                />
                <TextField
                  meta={parts.href}
                  label={LINK_LABELS.href}
                  optional
                  aria-label={`Button ${index + 1}: ${LINK_LABELS.href}`}
                />
              </fieldset>
            );
          })}
        </div>
      </fieldset>

      <MarkdownField
        {...field("body")}
        render={renderBody}
        previewTestId="project-preview"
        imageTool={LibraryImageTool}
        hint="Shown under the page's title: what the project is, when and where it meets, who it is for and who to contact. Use ## for headings."
      />
    </EditorForm>
  );
}

import { getFormProps, getInputProps, type SubmissionResult } from "@conform-to/react";
import { type ReactNode, useRef, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { linkClasses, panelClasses } from "#app/components/admin/page";
import { NavLinkList } from "#app/components/admin/section-nav";
import { useUnsavedChangesGuard } from "#app/components/admin/unsaved-changes";
import { Button } from "#app/components/ui/button";
import { controlClasses, ErrorSummary, TextField } from "#app/components/ui/field";
import { FileField } from "#app/components/ui/file-field";
import { cn } from "#app/lib/cn";
import { useValidatedForm } from "#app/lib/forms";
import { IMAGE_ACCEPT } from "#app/lib/uploads/rules";
import { useHydrated } from "#app/lib/use-hydrated";
import { VERSION_FIELD } from "#app/lib/versions";
import { markdownSnippet } from "../media";
import { ALT_EDIT_LABELS, altSchema, LABELS, uploadSchema } from "../schema";

const tabClassName = {
  base: "-mb-px inline-block border-b-2 px-1 py-2 text-sm font-semibold",
  current: "border-brand-strong text-brand-strong",
  other: "border-transparent text-stone-700 hover:text-brand-strong",
};

/** The media pages' own tabs: the library and where its photos appear. */
export function MediaAdminNav() {
  return (
    <NavLinkList
      label="Media"
      className="mb-6"
      listClassName="flex flex-wrap gap-x-6 gap-y-2 border-b border-stone-200"
      links={[
        { to: "/admin/media", label: "Library", end: true },
        { to: "/admin/media/placements", label: "Home & summer photos", end: false },
      ]}
      linkClassName={tabClassName}
    />
  );
}

const ALT_HINT =
  "What the photo shows, for people who cannot see it, e.g. “Children reading in the centre's library”. Every image here needs one: pure decoration belongs in the site's design, not the library.";

/** An upload form's inside: its errors, the image and what it shows, then its button. */
export function UploadFields({
  form,
  fields,
  submit,
}: {
  form: UploadFormParts[0];
  fields: UploadFormParts[1];
  submit: ReactNode;
}) {
  return (
    <>
      <div className="md:col-span-2">
        <ErrorSummary
          formErrors={form.errors}
          fields={[
            { meta: fields.file, label: LABELS.file },
            { meta: fields.alt, label: LABELS.alt },
          ]}
        />
      </div>
      <FileField
        meta={fields.file}
        label={LABELS.file}
        accept={IMAGE_ACCEPT}
        hint="JPEG, PNG or WebP, up to 10MB. It is stored as WebP, at most 1600 × 1200 pixels, without its location or camera details."
      />
      <TextField meta={fields.alt} label={LABELS.alt} hint={ALT_HINT} />
      <div className="md:col-span-2">{submit}</div>
    </>
  );
}

type UploadFormParts = ReturnType<typeof useValidatedForm<typeof uploadSchema>>;

/** Upload: the image (JPEG, PNG or WebP up to 10MB, checked by its content) and its alt text. */
export function UploadForm({ lastResult }: { lastResult?: SubmissionResult<string[]> }) {
  const busy = useNavigation().formData?.get("intent") === "upload";
  const [form, fields] = useValidatedForm(uploadSchema, { id: "upload", lastResult });
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      {...getFormProps(form)}
      noValidate
      className="mt-4 grid gap-4 md:grid-cols-2"
    >
      <UploadFields
        form={form}
        fields={fields}
        submit={
          <Button
            type="submit"
            name="intent"
            value="upload"
            pending={busy}
            pendingLabel="Uploading…"
          >
            Upload image
          </Button>
        }
      />
    </Form>
  );
}

/** The Markdown that shows the image in page text, selectable and (with JavaScript) copied in one click. */
function Snippet({ id, alt, src }: { id: number; alt: string; src: string }) {
  const hydrated = useHydrated();
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);
  const snippet = markdownSnippet({ alt, src });
  async function copy() {
    try {
      await navigator.clipboard.writeText(snippet);
    } catch {
      input.current?.select();
      document.execCommand("copy");
    }
    setCopied(true);
  }
  return (
    <div>
      <label htmlFor={`snippet-${id}`} className="text-sm font-semibold text-stone-800">
        Markdown for page text
      </label>
      <div className="mt-1 flex gap-2">
        <input
          ref={input}
          id={`snippet-${id}`}
          readOnly
          value={snippet}
          onFocus={(event) => event.currentTarget.select()}
          className={cn(controlClasses, "mt-0 min-w-0 flex-1 font-mono text-xs")}
        />
        {hydrated ? (
          <Button type="button" variant="outline" className="px-3 py-1.5" onClick={copy}>
            Copy<span className="sr-only"> the Markdown of “{alt}”</span>
          </Button>
        ) : null}
      </div>
      <p aria-live="polite" className="mt-1 min-h-5 text-sm text-stone-700">
        {copied ? "Copied. Paste it into a page or project text." : ""}
      </p>
    </div>
  );
}

function AltForm({
  id,
  alt,
  lastResult,
  version,
}: {
  id: number;
  alt: string;
  lastResult?: SubmissionResult<string[]>;
  version: string;
}) {
  const navigation = useNavigation();
  const busy =
    navigation.formData?.get("intent") === "alt" && navigation.formData.get("id") === String(id);
  const [form, fields] = useValidatedForm(altSchema, {
    id: `alt-${id}`,
    lastResult,
    defaultValue: { id, alt },
  });
  // A form the server sent back with errors still holds what was typed, not saved.
  useUnsavedChangesGuard(form.id, form.status === "error");
  return (
    <Form method="post" {...getFormProps(form)} noValidate className="mt-3 space-y-3">
      <ErrorSummary formErrors={form.errors} fields={[]} />
      <input {...getInputProps(fields.id, { type: "hidden" })} />
      <input type="hidden" name={VERSION_FIELD} value={version} />
      <TextField meta={fields.alt} label={ALT_EDIT_LABELS.alt} />
      <Button type="submit" name="intent" value="alt" pending={busy} pendingLabel="Saving…">
        Save alt text
      </Button>
    </Form>
  );
}

function formatBytes(bytes: number | null): string {
  if (bytes === null) return "file missing";
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** The pages an image appears on, each a link to where it can be changed. */
export function UsageList({ usage, className }: { usage: CardItem["usage"]; className: string }) {
  return (
    <ul className={cn("list-disc pl-5", className)}>
      {usage.map((use) => (
        <li key={use.label}>
          <Link to={use.href} className={cn(linkClasses, "inline-block py-1")}>
            {use.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export interface CardItem {
  id: number;
  src: string;
  alt: string;
  width: number;
  height: number;
  bytes: number | null;
  usage: { label: string; href: string }[];
  version: string;
}

/** One image of the library: the picture, its alt text, size, uses, Markdown, edit and delete. */
export function MediaCard({
  item,
  lastResult,
  version,
}: {
  item: CardItem;
  /** The server's answer to this card's alt text form, when it was the one sent. */
  lastResult?: SubmissionResult<string[]>;
  /** Its alt text's version as loaded, or the newest one after a refused save. */
  version: string;
}) {
  return (
    <li id={`media-${item.id}`} className={cn(panelClasses, "flex flex-col overflow-hidden")}>
      <img
        src={item.src}
        alt=""
        width={item.width}
        height={item.height}
        loading="lazy"
        decoding="async"
        className="aspect-[4/3] w-full bg-stone-100 object-cover"
      />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div>
          <h3 className="text-sm font-semibold text-stone-700">Alt text</h3>
          <p className="mt-0.5 text-stone-900">{item.alt}</p>
        </div>
        <p className="text-sm text-stone-700">
          {item.width} × {item.height} px · {formatBytes(item.bytes)}
        </p>
        <div>
          <h3 className="text-sm font-semibold text-stone-700">Used on</h3>
          {item.usage.length ? (
            <UsageList usage={item.usage} className="mt-0.5 text-sm" />
          ) : (
            <p className="mt-0.5 text-sm text-stone-700">Not used yet.</p>
          )}
        </div>
        <Snippet id={item.id} alt={item.alt} src={item.src} />
        <details open={lastResult ? true : undefined} className="group">
          <summary className="cursor-pointer font-semibold text-brand-strong">
            Edit alt text<span className="sr-only"> of “{item.alt}”</span>
          </summary>
          <AltForm
            // A saved alt text starts the form afresh; a refused one comes back as typed.
            key={`${item.id}-${item.version}`}
            id={item.id}
            alt={item.alt}
            lastResult={lastResult}
            version={version}
          />
        </details>
        <p className="mt-auto pt-2">
          <Link
            to={`/admin/media/${item.id}/delete`}
            className="font-semibold text-red-800 underline underline-offset-4"
          >
            Delete<span className="sr-only"> “{item.alt}”</span>
          </Link>
        </p>
      </div>
    </li>
  );
}

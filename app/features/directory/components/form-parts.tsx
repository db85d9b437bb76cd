import {
  type FieldMetadata,
  type FormMetadata,
  getFormProps,
  type SubmissionResult,
} from "@conform-to/react";
import type { ReactNode } from "react";
import { type FetcherWithComponents, Form, useNavigation } from "react-router";
import { ErrorSummary, summaryFields, TextField } from "#app/components/ui/field";
import { cn } from "#app/lib/cn";
import { uploadUrl } from "#app/lib/uploads/rules";
import { NETWORKS } from "./social-links";

/** Pieces shared by the business and job-seeker forms. */

type Network = (typeof NETWORKS)[number][0];
const SOCIAL_LABELS = Object.fromEntries(NETWORKS) as Record<Network, string>;

/** A form's answer from its action: the result of the server's check, and the files it keeps. */
export interface FormAnswer {
  result: SubmissionResult<string[]>;
  kept?: Record<string, string>;
}

/** The answer if `data` is one (a fetcher's or an action's data may be something else). */
export function formAnswer(data: unknown): FormAnswer | undefined {
  return data && typeof data === "object" && "result" in data ? (data as FormAnswer) : undefined;
}

/**
 * Where a form posts from: a page (a navigation), or a modal (a fetcher, so the server's answer
 * with errors stays in the modal). `submitting` is the form data on its way, if any.
 */
export function useFormTarget(fetcher?: FetcherWithComponents<unknown>) {
  const navigation = useNavigation();
  if (fetcher)
    return {
      FormElement: fetcher.Form as typeof Form,
      submitting: fetcher.state === "submitting" ? fetcher.formData : undefined,
    };
  return {
    FormElement: Form,
    submitting: navigation.state === "submitting" ? navigation.formData : undefined,
  };
}

/**
 * A directory form with files (multipart), posted from its page or through the modal's fetcher,
 * checked by Conform: the summary of its errors on top (each field in `labels`, then the social
 * links), the `children`, the optional social links that end both forms, then the `buttons`, told
 * the intent of the submission on its way ("save" for a button without one), if any.
 */
export function UploadForm<Schema extends Record<string, unknown>>({
  form,
  fields,
  labels,
  action,
  fetcher,
  buttons,
  children,
}: {
  form: FormMetadata<Schema, string[]>;
  fields: Record<string, FieldMetadata<unknown>> & Record<Network, FieldMetadata<string>>;
  labels: Record<string, string>;
  action?: string;
  fetcher?: FetcherWithComponents<unknown>;
  buttons: (pendingIntent: string | undefined) => ReactNode;
  children: ReactNode;
}) {
  const { FormElement, submitting } = useFormTarget(fetcher);
  return (
    <FormElement
      method="post"
      action={action}
      encType="multipart/form-data"
      {...getFormProps(form)}
      noValidate
      className="space-y-5"
    >
      <ErrorSummary
        formErrors={form.errors}
        fields={summaryFields(fields, { ...labels, ...SOCIAL_LABELS })}
      />
      {children}
      {NETWORKS.map(([name, label]) => (
        <TextField key={name} meta={fields[name]} label={label} optional />
      ))}
      {buttons(submitting && String(submitting.get("intent") ?? "save"))}
    </FormElement>
  );
}

/**
 * An image already stored (the logo, the profile picture) shown under its upload field and kept,
 * through a hidden field, unless another one is chosen.
 */
export function StoredImage({
  name,
  storedKey,
  what,
  round = false,
}: {
  /** The hidden field that carries the stored image's key. */
  name: string;
  storedKey: string | undefined;
  /** "logo", "picture": used in "Current logo (kept unless you choose a new one)". */
  what: string;
  round?: boolean;
}) {
  if (!storedKey) return null;
  return (
    <div className="flex items-center gap-3 text-sm">
      <img
        src={uploadUrl(storedKey)}
        alt={`Current ${what}`}
        width={56}
        height={56}
        className={cn(
          "size-14 object-cover ring-1 ring-stone-200",
          round ? "rounded-full" : "rounded-xl",
        )}
      />
      <span>Current {what} (kept unless you choose a new one)</span>
      <input type="hidden" name={name} value={storedKey} />
    </div>
  );
}

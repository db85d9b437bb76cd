import type { ReactNode } from "react";
import { type FetcherWithComponents, Form, useNavigation } from "react-router";
import { uploadUrl } from "~/lib/uploads/rules";

/** Pieces shared by the business and job-seeker forms: labelled fields, checkbox groups, errors. */

export const control =
  "mt-1.5 block w-full rounded-lg border border-stone-400 bg-white px-3.5 py-2.5 text-base text-ink shadow-sm focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/30 aria-[invalid=true]:border-red-700";

export function Field({
  id,
  name,
  label,
  error,
  hint,
  optional,
  children,
}: {
  /** The control's id; its hint and error get `{id}-hint` and `{id}-error`. */
  id: string;
  name: string;
  label: string;
  error?: string;
  hint?: string;
  optional?: boolean;
  children: (props: {
    id: string;
    name: string;
    "aria-invalid": true | undefined;
    "aria-describedby": string | undefined;
  }) => ReactNode;
}) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(" ");
  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
        {optional ? <span className="font-normal text-stone-600"> (optional)</span> : null}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-stone-600">
          {hint}
        </p>
      ) : null}
      {children({
        id,
        name,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy || undefined,
      })}
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A labelled one-line text input (required unless `optional`). */
export function TextInput({
  id,
  name,
  label,
  error,
  defaultValue,
  hint,
  optional,
  type = "text",
  autoComplete,
}: {
  id: string;
  name: string;
  label: string;
  error?: string;
  defaultValue: string;
  hint?: string;
  optional?: boolean;
  type?: string;
  autoComplete?: string;
}) {
  return (
    <Field id={id} name={name} label={label} error={error} hint={hint} optional={optional}>
      {(props) => (
        <input
          {...props}
          type={type}
          defaultValue={defaultValue}
          autoComplete={autoComplete}
          aria-required={optional ? undefined : true}
          className={control}
        />
      )}
    </Field>
  );
}

/**
 * An optional image upload, with the image already stored shown beside it and kept (through a
 * hidden field) unless another one is chosen.
 */
export function ImageUpload({
  id,
  name,
  label,
  hint,
  error,
  accept,
  keepName,
  storedKey,
  what,
  round = false,
}: {
  id: string;
  name: string;
  label: string;
  hint: string;
  error?: string;
  accept: string;
  /** The hidden field that carries the stored image's key. */
  keepName: string;
  storedKey: string;
  /** "logo", "picture": used in "Current logo (kept unless you choose a new one)". */
  what: string;
  round?: boolean;
}) {
  return (
    <>
      <Field id={id} name={name} label={label} optional error={error} hint={hint}>
        {(props) => <input {...props} type="file" accept={accept} className={control} />}
      </Field>
      {storedKey ? (
        <div className="flex items-center gap-3 text-sm">
          <img
            src={uploadUrl(storedKey)}
            alt={`Current ${what}`}
            width={56}
            height={56}
            className={`size-14 object-cover ring-1 ring-stone-200 ${round ? "rounded-full" : "rounded-xl"}`}
          />
          <span>Current {what} (kept unless you choose a new one)</span>
          <input type="hidden" name={keepName} value={storedKey} />
        </div>
      ) : null}
    </>
  );
}

/** A required choice from a list, starting on "Please choose…". */
export function SelectInput({
  id,
  name,
  label,
  error,
  defaultValue,
  options,
}: {
  id: string;
  name: string;
  label: string;
  error?: string;
  defaultValue: string;
  options: readonly string[];
}) {
  return (
    <Field id={id} name={name} label={label} error={error}>
      {(props) => (
        <select {...props} defaultValue={defaultValue} aria-required className={control}>
          <option value="">Please choose…</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** Options of a text input besides its name and label. */
export type TextOptions = {
  hint?: string;
  optional?: boolean;
  type?: string;
  autoComplete?: string;
};

/** A group of checkboxes with a legend, a hint and one error for the group. */
export function CheckboxGroup({
  id,
  name,
  legend,
  hint,
  optional,
  options,
  checked,
  error,
  columns = "sm:grid-cols-2",
}: {
  id: string;
  name: string;
  legend: string;
  hint?: string;
  optional?: boolean;
  options: readonly string[];
  checked: readonly string[];
  error?: string;
  columns?: string;
}) {
  return (
    <fieldset
      id={id}
      aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="text-sm font-semibold text-ink">
        {legend}
        {optional ? <span className="font-normal text-stone-600"> (optional)</span> : null}
      </legend>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-stone-600">
          {hint}
        </p>
      ) : null}
      <div className={`mt-2 grid gap-2 ${columns}`}>
        {options.map((option) => (
          <label key={option} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              name={name}
              value={option}
              defaultChecked={checked.includes(option)}
              className="size-5"
            />
            {option}
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-red-800">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** The message at the top of a form with errors, each linking to its field. */
export function ErrorList({
  title,
  errors,
  idPrefix,
}: {
  title: string | null;
  errors: Record<string, string | undefined>;
  idPrefix: string;
}) {
  const entries = Object.entries(errors).filter(([, message]) => message);
  if (!title || entries.length === 0) return null;
  return (
    <div
      role="alert"
      tabIndex={-1}
      data-error-summary
      className="rounded-lg border-l-4 border-red-700 bg-red-50 p-4 text-sm text-red-900"
    >
      <p className="font-semibold">{title}</p>
      <ul className="mt-1 list-disc pl-5">
        {entries.map(([field, message]) => (
          <li key={field}>
            <a href={`#${idPrefix}-${field}`} className="inline-block py-0.5 underline">
              {message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
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

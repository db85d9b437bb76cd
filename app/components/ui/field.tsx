import {
  type FieldMetadata,
  getCollectionProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
} from "@conform-to/react";
import type { ComponentProps, ReactNode } from "react";
import { cn } from "~/lib/cn";

const controlClasses =
  "mt-1.5 block w-full rounded-lg border border-stone-400 bg-white px-3.5 py-2.5 text-base text-ink shadow-sm placeholder:text-stone-500 focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/30 aria-[invalid=true]:border-red-700";

interface FieldFrameProps {
  meta: FieldMetadata<unknown>;
  label: string;
  hint?: ReactNode;
  optional?: boolean;
  className?: string;
  children: ReactNode;
}

function FieldFrame({ meta, label, hint, optional, className, children }: FieldFrameProps) {
  return (
    <div className={className}>
      <label htmlFor={meta.id} className="block text-sm font-semibold text-ink">
        {label}
        {optional ? <span className="font-normal text-stone-600"> (optional)</span> : null}
      </label>
      {hint ? (
        <p id={meta.descriptionId} className="mt-1 text-sm text-stone-600">
          {hint}
        </p>
      ) : null}
      {children}
      <FieldError meta={meta} />
    </div>
  );
}

function FieldError({ meta }: { meta: FieldMetadata<unknown> }) {
  if (!meta.errors?.length) return null;
  return (
    <p id={meta.errorId} className="mt-1.5 text-sm font-medium text-red-800">
      {meta.errors[0]}
    </p>
  );
}

type InputType = "text" | "email" | "tel" | "number" | "date" | "url" | "password";

export function TextField({
  meta,
  label,
  hint,
  optional,
  type = "text",
  className,
  ...inputProps
}: Omit<FieldFrameProps, "children"> &
  Omit<ComponentProps<"input">, "type" | "name" | "id" | "defaultValue"> & { type?: InputType }) {
  return (
    <FieldFrame meta={meta} label={label} hint={hint} optional={optional} className={className}>
      <input
        {...getInputProps(meta, { type, ariaDescribedBy: hint ? meta.descriptionId : undefined })}
        required={undefined}
        aria-required={optional ? undefined : true}
        className={controlClasses}
        {...inputProps}
      />
    </FieldFrame>
  );
}

export function TextAreaField({
  meta,
  label,
  hint,
  optional,
  className,
  rows = 6,
  ...textareaProps
}: Omit<FieldFrameProps, "children"> &
  Omit<ComponentProps<"textarea">, "name" | "id" | "defaultValue">) {
  return (
    <FieldFrame meta={meta} label={label} hint={hint} optional={optional} className={className}>
      <textarea
        {...getTextareaProps(meta, { ariaDescribedBy: hint ? meta.descriptionId : undefined })}
        required={undefined}
        aria-required={optional ? undefined : true}
        rows={rows}
        className={cn(controlClasses, "resize-y")}
        {...textareaProps}
      />
    </FieldFrame>
  );
}

export interface Option {
  value: string;
  label: string;
}

export function SelectField({
  meta,
  label,
  hint,
  optional,
  options,
  placeholder,
  className,
  ...selectProps
}: Omit<FieldFrameProps, "children"> &
  Omit<ComponentProps<"select">, "name" | "id" | "defaultValue"> & {
    options: Option[];
    /** A first, empty choice such as "Please choose…". */
    placeholder?: string;
  }) {
  return (
    <FieldFrame meta={meta} label={label} hint={hint} optional={optional} className={className}>
      <select
        {...getSelectProps(meta, { ariaDescribedBy: hint ? meta.descriptionId : undefined })}
        required={undefined}
        aria-required={optional ? undefined : true}
        className={controlClasses}
        {...selectProps}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

/**
 * Radio buttons (one choice) or checkboxes (several) in a fieldset whose legend is the label;
 * the error sits under the group and is announced with it.
 */
export function ChoiceField({
  meta,
  label,
  hint,
  optional,
  options,
  type,
  className,
  columns = false,
}: Omit<FieldFrameProps, "children"> & {
  options: Option[];
  type: "radio" | "checkbox";
  columns?: boolean;
}) {
  const describedBy = [hint ? meta.descriptionId : null, meta.errors?.length ? meta.errorId : null]
    .filter(Boolean)
    .join(" ");
  return (
    <fieldset
      className={className}
      aria-describedby={describedBy || undefined}
      aria-invalid={meta.errors?.length ? true : undefined}
      id={meta.id}
    >
      <legend className="text-sm font-semibold text-ink">
        {label}
        {optional ? <span className="font-normal text-stone-600"> (optional)</span> : null}
      </legend>
      {hint ? (
        <p id={meta.descriptionId} className="mt-1 text-sm text-stone-600">
          {hint}
        </p>
      ) : null}
      <div className={cn("mt-2 grid gap-2", columns && "sm:grid-cols-2")}>
        {getCollectionProps(meta, { type, options: options.map((option) => option.value) }).map(
          (props) => (
            <label
              key={props.key}
              htmlFor={props.id}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-stone-300 bg-white px-3 py-2 has-[:checked]:border-brand has-[:checked]:bg-brand-soft"
            >
              <input
                {...props}
                key={undefined}
                required={undefined}
                className="size-5 accent-[var(--color-brand)]"
              />
              <span>{options.find((option) => option.value === props.value)?.label}</span>
            </label>
          ),
        )}
      </div>
      <FieldError meta={meta} />
    </fieldset>
  );
}

/** Lists every field error with a link to its field (useful before JavaScript has loaded). */
export function ErrorSummary({
  fields,
  formErrors,
}: {
  fields: { meta: FieldMetadata<unknown>; label: string }[];
  formErrors?: string[];
}) {
  const fieldErrors = fields.filter(({ meta }) => meta.errors?.length);
  if (!fieldErrors.length && !formErrors?.length) return null;
  return (
    <div
      role="alert"
      className="rounded-lg border-l-4 border-red-700 bg-red-50 p-4 text-sm text-red-900"
    >
      {formErrors?.map((error) => (
        <p key={error} className="font-semibold">
          {error}
        </p>
      ))}
      {fieldErrors.length ? (
        <>
          <p className="font-semibold">Please check the form:</p>
          <ul className="mt-1 list-disc pl-5">
            {fieldErrors.map(({ meta, label }) => (
              <li key={meta.name}>
                <a href={`#${meta.id}`} className="inline-block py-0.5 underline">
                  {label}: {meta.errors?.[0]}
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}

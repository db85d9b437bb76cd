import {
  type FieldMetadata,
  getInputProps,
  getSelectProps,
  getTextareaProps,
} from "@conform-to/react";
import type { ComponentProps, ReactNode } from "react";
import { cn } from "#app/lib/cn";
import { ChoiceTiles } from "./choice-tiles";

export const controlClasses =
  "mt-1.5 block w-full rounded-lg border border-stone-500 bg-white px-3.5 py-2.5 text-base text-ink shadow-sm placeholder:text-stone-500 focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/30 aria-[invalid=true]:border-red-700";

export interface FieldFrameProps {
  meta: FieldMetadata<unknown>;
  label: string;
  hint?: ReactNode;
  optional?: boolean;
  className?: string;
  children: ReactNode;
}

function LabelText({ label, optional }: { label: string; optional?: boolean }) {
  return (
    <>
      {label}
      {optional ? <span className="font-normal text-stone-600"> (optional)</span> : null}
    </>
  );
}

function FieldHint({ meta, hint }: { meta: FieldMetadata<unknown>; hint?: ReactNode }) {
  if (!hint) return null;
  return (
    <p id={meta.descriptionId} className="mt-1 text-sm text-stone-600">
      {hint}
    </p>
  );
}

export function FieldFrame({ meta, label, hint, optional, className, children }: FieldFrameProps) {
  return (
    <div className={className}>
      <label htmlFor={meta.id} className="block text-sm font-semibold text-ink">
        <LabelText label={label} optional={optional} />
      </label>
      <FieldHint meta={meta} hint={hint} />
      {children}
      <FieldError meta={meta} />
    </div>
  );
}

/**
 * The frame of a group of boxes: a fieldset whose legend is the label, described by the hint and
 * the error, so both are announced with the group.
 */
export function FieldsetFrame({
  meta,
  label,
  hint,
  optional,
  className,
  children,
  withError = true,
}: FieldFrameProps & {
  /** False where the caller shows the error after a group of fieldsets that share it. */
  withError?: boolean;
}) {
  const hasError = Boolean(meta.errors?.length);
  const describedBy = [hint ? meta.descriptionId : null, hasError ? meta.errorId : null]
    .filter(Boolean)
    .join(" ");
  return (
    <fieldset
      id={meta.id}
      className={className}
      aria-describedby={describedBy || undefined}
      aria-invalid={hasError ? true : undefined}
    >
      <legend className="text-sm font-semibold text-ink">
        <LabelText label={label} optional={optional} />
      </legend>
      <FieldHint meta={meta} hint={hint} />
      {children}
      {withError ? <FieldError meta={meta} /> : null}
    </fieldset>
  );
}

export function FieldError({ meta }: { meta: FieldMetadata<unknown> }) {
  if (!meta.errors?.length) return null;
  return (
    <p id={meta.errorId} className="mt-1.5 text-sm font-medium text-red-800">
      {meta.errors[0]}
    </p>
  );
}

type InputType =
  | "text"
  | "email"
  | "tel"
  | "number"
  | "date"
  | "time"
  | "datetime-local"
  | "url"
  | "password";

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

export type PresetFieldProps = Omit<Parameters<typeof TextField>[0], "type">;

/** A whole number: the phone shows a number pad. */
export function NumberField(props: PresetFieldProps) {
  return <TextField type="number" inputMode="numeric" {...props} />;
}

/** An amount in pounds: a decimal keypad, no spinner that would step by whole pounds. */
export function MoneyField(props: PresetFieldProps) {
  return <TextField inputMode="decimal" {...props} />;
}

export function EmailField(props: PresetFieldProps) {
  return <TextField type="email" autoComplete="email" {...props} />;
}

export function PhoneField(props: PresetFieldProps) {
  return <TextField type="tel" autoComplete="tel" {...props} />;
}

export function DateField(props: PresetFieldProps) {
  return <TextField type="date" {...props} />;
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

type FramedSelectProps = Omit<FieldFrameProps, "children"> &
  Omit<ComponentProps<"select">, "name" | "id" | "defaultValue">;

/** A select in its frame; its options are the children. */
export function FramedSelect({
  meta,
  label,
  hint,
  optional,
  className,
  children,
  ...selectProps
}: FramedSelectProps) {
  return (
    <FieldFrame meta={meta} label={label} hint={hint} optional={optional} className={className}>
      <select
        {...getSelectProps(meta, { ariaDescribedBy: hint ? meta.descriptionId : undefined })}
        required={undefined}
        aria-required={optional ? undefined : true}
        className={controlClasses}
        {...selectProps}
      >
        {children}
      </select>
    </FieldFrame>
  );
}

export function SelectField({
  options,
  placeholder,
  ...selectProps
}: Omit<FramedSelectProps, "children"> & {
  options: Option[];
  /** A first, empty choice such as "Please choose…". */
  placeholder?: string;
}) {
  return (
    <FramedSelect {...selectProps}>
      {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </FramedSelect>
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
  return (
    <FieldsetFrame meta={meta} label={label} hint={hint} optional={optional} className={className}>
      <ChoiceTiles
        meta={meta}
        type={type}
        values={options.map((option) => option.value)}
        className={cn("mt-2 grid gap-2", columns && "sm:grid-cols-2")}
        tileClassName="gap-3 px-3 py-2"
        inputClassName="size-5"
      >
        {(value) => <span>{options.find((option) => option.value === value)?.label}</span>}
      </ChoiceTiles>
    </FieldsetFrame>
  );
}

interface SummaryField {
  meta: FieldMetadata<unknown>;
  label: string;
}

/**
 * The summary's entries from the form's one labels map, the same one its fields take their labels
 * from (`label={LABELS.email}`), so a label is typed once; in the map's order.
 */
export function summaryFields<Name extends string>(
  fields: Record<Name, FieldMetadata<unknown>>,
  labels: Partial<Record<Name, string>>,
): SummaryField[] {
  return (Object.entries(labels) as [Name, string][]).map(([name, label]) => ({
    meta: fields[name],
    label,
  }));
}

/** Lists every field error with a link to its field (useful before JavaScript has loaded). */
export function ErrorSummary({
  fields = [],
  formErrors,
  title = "Please check the form:",
  className,
}: {
  /** The fields whose errors are listed, each with its label (`summaryFields`); none for a button's form. */
  fields?: SummaryField[];
  formErrors?: string[];
  /** The line above the list of field errors. */
  title?: string;
  className?: string;
}) {
  const fieldErrors = fields.filter(({ meta }) => meta.errors?.length);
  if (!fieldErrors.length && !formErrors?.length) return null;
  return (
    <div
      role="alert"
      className={cn(
        "rounded-lg border-l-4 border-red-700 bg-red-50 p-4 text-sm text-red-900",
        className,
      )}
    >
      {formErrors?.map((error) => (
        <p key={error} className="font-semibold">
          {error}
        </p>
      ))}
      {fieldErrors.length ? (
        <>
          <p className="font-semibold">{title}</p>
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

/** One checkbox with its label beside it and its error below. */
export function CheckboxField({
  meta,
  children,
}: {
  meta: FieldMetadata<unknown>;
  children: ReactNode;
}) {
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          {...getInputProps(meta, { type: "checkbox" })}
          required={undefined}
          className="mt-0.5 size-5 shrink-0 accent-[var(--color-brand)]"
        />
        <label htmlFor={meta.id} className="text-stone-800">
          {children}
        </label>
      </div>
      <FieldError meta={meta} />
    </div>
  );
}

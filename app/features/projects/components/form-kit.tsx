import {
  type DefaultValue,
  type FieldMetadata,
  type FormMetadata,
  getFormProps,
  type SubmissionResult,
} from "@conform-to/react";
import { type ReactNode, useEffect, useState } from "react";
import { Form, useNavigation } from "react-router";
import type { z } from "zod";
import { Button } from "#app/components/ui/button";
import {
  EmailField,
  ErrorSummary,
  type Option,
  PhoneField,
  TextAreaField,
  TextField,
} from "#app/components/ui/field";
import { lazySchema, useFormKey, useValidatedForm } from "#app/lib/forms";
import { HoneypotField } from "#app/lib/security/honeypot";

type Schemas = typeof import("../schema");
const loadSchemas = () => import("../schema");

/** A project form, checked by its schema (`pick`) from ../schema, fetched with its first use. */
export function useProjectForm<Schema extends z.ZodType<unknown, Record<string, unknown>>>(
  pick: (schemas: Schemas) => Schema,
  id: string,
  lastResult: SubmissionResult<string[]> | null | undefined,
  defaultValue?: DefaultValue<z.input<Schema>>,
) {
  return useValidatedForm(lazySchema(loadSchemas, pick), { id, lastResult, defaultValue });
}

export const optionsOf = (values: readonly string[]): Option[] =>
  values.map((value) => ({ value, label: value }));

/** How long the registration and advice banners stay (decision 0055). */
export const BANNER_MS = 5000;
/** The pause before scrolling to a form, and the room left above it for the sticky header. */
const SCROLL_DELAY_MS = 100;
const SCROLL_OFFSET_PX = 80;

/** Scrolls so the element sits 80 px below the top, after 100 ms; instantly when motion is reduced. */
export function scrollToElement(id: string, delay = SCROLL_DELAY_MS): void {
  window.setTimeout(() => {
    const element = document.getElementById(id);
    if (!element) return;
    const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    window.scrollTo({
      top: element.getBoundingClientRect().top + window.scrollY - SCROLL_OFFSET_PX,
      behavior: reduced ? "auto" : "smooth",
    });
  }, delay);
}

/** A success message; with `hideAfterMs` it goes away after that time once JavaScript runs. */
export function SuccessBanner({
  title,
  text,
  hideAfterMs,
}: {
  title: string;
  text?: string;
  hideAfterMs?: number;
}) {
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    if (!hideAfterMs) return;
    const timer = window.setTimeout(() => setVisible(false), hideAfterMs);
    return () => window.clearTimeout(timer);
  }, [hideAfterMs]);
  if (!visible) return null;
  return (
    <div
      role="status"
      className="rounded-lg border-l-4 border-brand bg-brand-soft p-4 text-brand-strong"
    >
      <p className="font-semibold">{title}</p>
      {text ? <p className="mt-1">{text}</p> : null}
    </div>
  );
}

/**
 * The frame every project form shares: post to `action`, the honeypot, hidden fields, the error
 * summary and the submit button ('Submitting...' and disabled while it is sent).
 */
// biome-ignore lint/suspicious/noExplicitAny: any form shape; the frame only reads its id and errors
export function ProjectFormFrame<Shape extends Record<string, any>>({
  form,
  action,
  hidden,
  summary,
  submitLabel,
  pendingLabel = "Submitting...",
  children,
}: {
  form: FormMetadata<Shape, string[]>;
  action: string;
  hidden?: Record<string, string>;
  summary: { meta: FieldMetadata<unknown>; label: string }[];
  submitLabel: string;
  pendingLabel?: string;
  children: ReactNode;
}) {
  const navigation = useNavigation();
  const formKey = useFormKey();
  const path = action.split("?")[0];
  const submitting = navigation.state !== "idle" && navigation.formAction?.split("?")[0] === path;
  return (
    <Form
      key={formKey}
      method="post"
      action={action}
      {...getFormProps(form)}
      noValidate
      className="relative space-y-5"
    >
      <ErrorSummary formErrors={form.errors} fields={summary} />
      <HoneypotField />
      {Object.entries(hidden ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
      <Button type="submit" pending={submitting} pendingLabel={pendingLabel}>
        {submitLabel}
      </Button>
    </Form>
  );
}

/** Name, phone and email: the first three fields of most project forms. */
export function ContactInputs({
  fields,
}: {
  fields: {
    name: FieldMetadata<string>;
    phone: FieldMetadata<string>;
    email: FieldMetadata<string>;
  };
}) {
  return (
    <>
      <TextField meta={fields.name} label="Name" autoComplete="name" />
      <div className="grid gap-5 sm:grid-cols-2">
        <PhoneField meta={fields.phone} label="Phone" />
        <EmailField meta={fields.email} label="Email" />
      </div>
    </>
  );
}

export const contactSummary = (fields: {
  name: FieldMetadata<string>;
  phone: FieldMetadata<string>;
  email: FieldMetadata<string>;
}) => [
  { meta: fields.name as FieldMetadata<unknown>, label: "Name" },
  { meta: fields.phone as FieldMetadata<unknown>, label: "Phone" },
  { meta: fields.email as FieldMetadata<unknown>, label: "Email" },
];

/** The free message most project forms end with. */
export function MessageField({ meta }: { meta: FieldMetadata<string | undefined> }) {
  return <TextAreaField meta={meta} label="Message" optional rows={4} />;
}

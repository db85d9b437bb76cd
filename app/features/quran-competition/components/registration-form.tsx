import { type FieldMetadata, getFormProps, type SubmissionResult } from "@conform-to/react";
import { type ReactNode, useState } from "react";
import { Form } from "react-router";
import { Button } from "#app/components/ui/button";
import {
  ChoiceField,
  controlClasses,
  EmailField,
  ErrorSummary,
  FieldFrame,
  NumberField,
  PhoneField,
  TextField,
} from "#app/components/ui/field";
import { lazySchema, useValidatedForm } from "#app/lib/forms";
import { HoneypotField } from "#app/lib/security/honeypot";
import { useHydrated } from "#app/lib/use-hydrated";
import { CATEGORIES, groupOptions, MESSAGES } from "../rules";
import { useEdition } from "./edition-context";

export type FormStatus = "idle" | "sending" | "success" | "failure";

const STATUS_TEXT: Record<Exclude<FormStatus, "idle">, string> = {
  sending: MESSAGES.sending,
  success: MESSAGES.success,
  failure: MESSAGES.failure,
};

/** A select whose value the form holds (the groups offered follow the category chosen). */
function LinkedSelect({
  meta,
  label,
  value,
  onChange,
  children,
}: {
  meta: FieldMetadata<unknown>;
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <FieldFrame meta={meta} label={label}>
      <select
        id={meta.id}
        name={meta.name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={meta.errors ? true : undefined}
        aria-describedby={meta.errors ? meta.errorId : undefined}
        aria-required
        className={controlClasses}
      >
        {children}
      </select>
    </FieldFrame>
  );
}

export function RegistrationForm({
  lastResult,
  status,
}: {
  lastResult?: SubmissionResult<string[]> | null;
  status: FormStatus;
}) {
  const hydrated = useHydrated();
  const edition = useEdition();
  const [form, fields] = useValidatedForm(
    lazySchema(
      () => import("../schema"),
      (schemas) => schemas.competitionSchema,
    ),
    { id: "competition", lastResult },
  );
  const initial = (name: string) => {
    const value = (fields as Record<string, { initialValue?: unknown }>)[name]?.initialValue;
    return typeof value === "string" ? value : "";
  };
  const [registeringAs, setRegisteringAs] = useState(initial("registering_as") || "child");
  const [category, setCategory] = useState(initial("category"));
  const [group, setGroup] = useState(initial("group"));
  const groups = groupOptions(category);
  const formError = form.errors?.[0] ?? (form.status === "error" ? MESSAGES.overall : null);

  return (
    <Form
      method="post"
      action="/quran-competition#register"
      {...getFormProps(form)}
      className="relative space-y-6"
      onChange={(event) => {
        const target = event.target as HTMLInputElement;
        if (target.name === "registering_as") setRegisteringAs(target.value);
      }}
    >
      <HoneypotField />
      <input type="hidden" name="intent" value="register" />
      <ChoiceField
        meta={fields.registering_as}
        label="Registering as"
        type="radio"
        columns
        options={[
          { value: "child", label: "A child (I am the parent or guardian)" },
          { value: "myself", label: "Myself" },
        ]}
      />
      {!hydrated || registeringAs === "child" ? (
        <TextField
          meta={fields.child_name}
          label="Child's full name"
          hint={hydrated ? undefined : "Only when registering a child."}
          autoComplete="off"
        />
      ) : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          meta={fields.parent_name}
          label={
            !hydrated
              ? "Parent/Guardian name, or your own name"
              : registeringAs === "child"
                ? "Parent/Guardian name"
                : "Your full name"
          }
          autoComplete="name"
        />
        <PhoneField meta={fields.parent_phone} label="Phone number" />
        <EmailField meta={fields.parent_email} label="Email address" />
        <NumberField
          meta={fields.age}
          label={hydrated && registeringAs === "child" ? "Child's age" : "Age"}
          min={edition.minAge}
          max={edition.maxAge}
          hint={`Ages ${edition.minAge} to ${edition.maxAge}`}
        />
        <TextField
          meta={fields.postcode}
          label="Postcode"
          autoComplete="postal-code"
          className="sm:col-span-1"
        />
      </div>
      <ChoiceField
        meta={fields.gender}
        label="Gender"
        type="radio"
        columns
        options={[
          { value: "Male", label: "Male" },
          { value: "Female", label: "Female" },
        ]}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <LinkedSelect
          meta={fields.category}
          label="Category"
          value={category}
          onChange={(value) => {
            setCategory(value);
            setGroup("");
          }}
        >
          <option value="">Select a category</option>
          {CATEGORIES.map((option) => (
            <option key={option.id} value={String(option.id)}>
              {option.id}. {option.name}
            </option>
          ))}
        </LinkedSelect>
        <LinkedSelect meta={fields.group} label="Group" value={group} onChange={setGroup}>
          <option value="">
            {hydrated && !category ? "Select a category first" : "Select a group"}
          </option>
          {hydrated
            ? groups.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.label} (prize {option.prize})
                </option>
              ))
            : CATEGORIES.map((option) => (
                <optgroup key={option.id} label={`${option.id}. ${option.name}`}>
                  {option.groups.map((choice) => (
                    <option key={choice.id} value={choice.id}>
                      {choice.label} (prize {choice.prize})
                    </option>
                  ))}
                </optgroup>
              ))}
        </LinkedSelect>
      </div>
      <ErrorSummary formErrors={formError ? [formError] : undefined} />
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" disabled={status === "sending"}>
          Register
        </Button>
        <p role="status" className="font-semibold text-brand-strong" data-testid="form-status">
          {status !== "idle" ? STATUS_TEXT[status] : null}
        </p>
      </div>
    </Form>
  );
}

import { getFormProps, getInputProps, type SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "react-router";
import { panelClasses, statusLabel } from "#app/components/admin/page";
import { Button } from "#app/components/ui/button";
import {
  CheckboxField,
  ErrorSummary,
  SelectField,
  TextAreaField,
  TextField,
} from "#app/components/ui/field";
import { cn } from "#app/lib/cn";
import { seasonStatuses } from "#app/lib/db/enums";
import { useValidatedForm } from "#app/lib/forms";
import {
  type ProgrammeFormValues,
  programmeFormSchema,
  type SeasonFormValues,
  seasonFormSchema,
} from "../../admin-schema";
import { dayWithYear, UkDateTimeField } from "../../components/summer-admin";

type LastResult = SubmissionResult<string[]> | undefined;

const useBusy = () => useNavigation().state === "submitting";

/** A season's own fields: title, status, registration window (UK time) and discount rules. */
export function SeasonForm({
  defaultValue,
  lastResult,
}: {
  defaultValue: SeasonFormValues;
  lastResult: LastResult;
}) {
  const [form, fields] = useValidatedForm(seasonFormSchema, {
    id: "season",
    lastResult,
    defaultValue,
  });
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      noValidate
      className={cn(panelClasses, "mt-4 grid gap-4 p-5 sm:grid-cols-2")}
    >
      <input type="hidden" name="intent" value="season" />
      <div className="sm:col-span-2">
        <ErrorSummary
          formErrors={form.errors}
          fields={[
            { meta: fields.title, label: "Title" },
            { meta: fields.registrationOpensAt, label: "Registration opens" },
            { meta: fields.registrationClosesAt, label: "Registration closes" },
            { meta: fields.fullWeekDays, label: "Days for a full week" },
            { meta: fields.fullWeekPercent, label: "Full-week discount" },
            { meta: fields.siblingPercent, label: "Sibling discount" },
          ]}
        />
      </div>
      <TextField meta={fields.title} label="Title" className="sm:col-span-2" />
      <SelectField
        meta={fields.status}
        label="Status"
        hint="Draft and archived seasons are not shown to parents."
        options={seasonStatuses.map((status) => ({
          value: status,
          label: statusLabel(status),
        }))}
      />
      <div className="hidden sm:block" />
      <UkDateTimeField
        meta={fields.registrationOpensAt}
        label="Registration opens (UK time)"
        hint="Empty: as soon as the season is open."
      />
      <UkDateTimeField
        meta={fields.registrationClosesAt}
        label="Registration closes (UK time)"
        hint="Empty: each date closes when it has passed."
      />
      <TextField
        meta={fields.fullWeekDays}
        type="number"
        inputMode="numeric"
        label="Days for a full week"
        hint="A child booked on this many days of a programme gets the full-week discount."
      />
      <TextField
        meta={fields.fullWeekPercent}
        type="number"
        inputMode="numeric"
        label="Full-week discount (%)"
      />
      <TextField
        meta={fields.siblingPercent}
        type="number"
        inputMode="numeric"
        label="Sibling discount (%)"
        hint="For each child after the first."
      />
      <div className="flex items-end sm:col-span-2">
        <Button type="submit" pending={useBusy()} pendingLabel="Saving...">
          Save season
        </Button>
      </div>
    </Form>
  );
}

/**
 * One programme: its card's words, ages, rate and times, and its session dates with a capacity
 * each. "Remove" deletes a date on save (refused, next to the date, when it has bookings); the
 * empty row adds a date.
 */
export function ProgrammeForm({
  id,
  programmeId,
  title,
  defaultValue,
  lastResult,
  bookings = [],
}: {
  id: string;
  /** null: a new programme. */
  programmeId: number | null;
  title: string;
  defaultValue: ProgrammeFormValues;
  lastResult: LastResult;
  /** Bookings per session, in the order of `defaultValue.sessions`. */
  bookings?: number[];
}) {
  const [form, fields] = useValidatedForm(programmeFormSchema, { id, lastResult, defaultValue });
  const sessions = fields.sessions.getFieldList();
  const headingId = `${id}-heading`;
  return (
    <section aria-labelledby={headingId} className={cn(panelClasses, "mt-6 p-5")}>
      <h3 id={headingId} className="text-lg font-semibold text-brand-strong">
        {title}
      </h3>
      <Form
        method="post"
        {...getFormProps(form)}
        noValidate
        className="mt-4 grid gap-4 sm:grid-cols-2"
      >
        <input type="hidden" name="intent" value="programme" />
        <input type="hidden" name="programmeId" value={programmeId ?? "new"} />
        <div className="sm:col-span-2">
          <ErrorSummary formErrors={form.errors} fields={[]} />
        </div>
        <TextField meta={fields.name} label="Name" className="sm:col-span-2" />
        <TextField meta={fields.short} label="Short name" hint="For tables and the register." />
        <div className="flex items-end pb-2">
          <CheckboxField meta={fields.offered}>Offered in the registration form</CheckboxField>
        </div>
        <TextAreaField
          meta={fields.description}
          label="Description"
          optional
          rows={3}
          className="sm:col-span-2"
        />
        <TextField meta={fields.minAge} type="number" inputMode="numeric" label="Youngest age" />
        <TextField meta={fields.maxAge} type="number" inputMode="numeric" label="Oldest age" />
        <TextField
          meta={fields.rate}
          inputMode="decimal"
          label="Rate per day (£)"
          hint="e.g. 20.00"
        />
        <TextField
          meta={fields.extrasFee}
          inputMode="decimal"
          label="Early start / late finish fee (£)"
          hint="Per session."
        />
        <TextField meta={fields.startTime} type="time" label="Starts" />
        <TextField meta={fields.endTime} type="time" label="Finishes" />

        <fieldset className="sm:col-span-2">
          <legend className="text-base font-semibold text-ink">Session dates</legend>
          <p className="mt-1 text-sm text-stone-700">
            Capacity is the number of children per session; empty means no limit.
          </p>
          <ul className="mt-3 grid gap-3">
            {sessions.map((session, index) => {
              const row = session.getFieldset();
              const date = defaultValue.sessions?.[index]?.date;
              const booked = bookings[index] ?? 0;
              return (
                <li key={session.key} className="rounded-lg border border-stone-300 p-3">
                  <fieldset className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
                    <legend className="text-sm font-semibold text-ink">
                      {date ? dayWithYear(date) : `Date ${index + 1}`}
                      <span className="font-normal text-stone-700">
                        {" "}
                        · {booked} {booked === 1 ? "booking" : "bookings"}
                      </span>
                    </legend>
                    <input {...getInputProps(row.id, { type: "hidden" })} />
                    <TextField meta={row.date} type="date" label="Date" />
                    <TextField
                      meta={row.capacity}
                      type="number"
                      inputMode="numeric"
                      label="Capacity"
                      optional
                    />
                    <div className="pb-2">
                      <CheckboxField meta={row.remove}>Remove</CheckboxField>
                    </div>
                  </fieldset>
                </li>
              );
            })}
            <li className="rounded-lg border border-dashed border-stone-400 p-3">
              <fieldset className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
                <legend className="text-sm font-semibold text-ink">Add a date</legend>
                <TextField meta={fields.newDate} type="date" label="New date" optional />
                <TextField
                  meta={fields.newCapacity}
                  type="number"
                  inputMode="numeric"
                  label="Its capacity"
                  optional
                />
              </fieldset>
            </li>
          </ul>
        </fieldset>
        <div className="sm:col-span-2">
          <Button type="submit" pending={useBusy()} pendingLabel="Saving...">
            {programmeId === null ? "Add programme" : "Save programme"}
            <span className="sr-only"> {title}</span>
          </Button>
        </div>
      </Form>
    </section>
  );
}

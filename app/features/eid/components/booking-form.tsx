import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button";
import { ChoiceField, ErrorSummary, summaryFields, TextField } from "#app/components/ui/field";
import { lazySchema, useFormKey, useValidatedForm } from "#app/lib/forms";
import { HoneypotField } from "#app/lib/security/honeypot";
import type { EidJamaat } from "../eid";
import { jamaatLine, placesWords } from "../messages";
import { BOOKING_LABELS as LABELS, MAX_PEOPLE } from "../schema";

/** The /eid booking form: the jama'at (radios), name, email and how many are coming. */
export function BookingForm({
  jamaat,
  lastResult,
}: {
  /** The jama'at that take bookings now. */
  jamaat: EidJamaat[];
  lastResult?: SubmissionResult<string[]> | null;
}) {
  const navigation = useNavigation();
  const formKey = useFormKey();
  const [form, fields] = useValidatedForm(
    lazySchema(
      () => import("../schema"),
      (schemas) => schemas.bookingSchema,
    ),
    {
      lastResult,
      defaultValue: {
        people: "1",
        ...(jamaat.length === 1 ? { prayerId: String(jamaat[0]?.id) } : {}),
      },
    },
  );
  const sending = navigation.state === "submitting" && navigation.formAction === "/eid";
  return (
    <Form
      key={formKey}
      method="post"
      action="/eid"
      {...getFormProps(form)}
      noValidate
      className="space-y-5 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8"
      aria-labelledby="booking-heading"
    >
      <h2 id="booking-heading" className="text-2xl font-semibold text-brand-strong">
        Book a place
      </h2>
      <p className="text-stone-700">
        Booking is free. We email you the details and a link to cancel if your plans change.
      </p>
      <ErrorSummary formErrors={form.errors} fields={summaryFields(fields, LABELS)} />
      <HoneypotField />
      <ChoiceField
        meta={fields.prayerId}
        label={LABELS.prayerId}
        type="radio"
        options={jamaat.map((one) => ({
          value: String(one.id),
          label: `${jamaatLine(one)}. ${placesWords(one)}`,
        }))}
      />
      <TextField meta={fields.name} label={LABELS.name} autoComplete="name" />
      <TextField meta={fields.email} label={LABELS.email} type="email" autoComplete="email" />
      <TextField
        meta={fields.people}
        label={LABELS.people}
        hint={`Including yourself and any children: 1 to ${MAX_PEOPLE}.`}
        type="number"
        inputMode="numeric"
        min={1}
        max={MAX_PEOPLE}
        className="max-w-xs"
      />
      <Button type="submit" pending={sending} pendingLabel="Booking...">
        Book
      </Button>
    </Form>
  );
}

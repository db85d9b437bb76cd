import type { SubmissionResult } from "@conform-to/react";
import { ConfirmForm } from "#app/components/admin/confirm-form";
import { EditLink } from "#app/components/admin/page";
import { RowForm } from "#app/components/admin/sections";
import { ACTIONS_COLUMN, ResponsiveTable } from "#app/components/admin/table";
import { Badge } from "#app/components/ui/badge";
import { Button } from "#app/components/ui/button";
import { CheckboxField, NumberField, summaryFields, TextField } from "#app/components/ui/field";
import { useValidatedForm } from "#app/lib/forms";
import {
  eidFormId,
  EID_ADMIN_INTENTS as INTENTS,
  jamaatSchema,
  JAMAAT_LABELS as LABELS,
} from "../admin-schema";
import { khutbahLine } from "../messages";
import { EidFields } from "./admin-day-forms";
import type { EidPanelData } from "./admin-eid-panel";

type Jamaat = EidPanelData["jamaat"][number];

const bookingWords = (jamaat: Jamaat) =>
  jamaat.booking
    ? `${jamaat.taken} of ${jamaat.capacity ?? "unlimited"} places booked (${jamaat.bookings} ${jamaat.bookings === 1 ? "booking" : "bookings"})`
    : jamaat.bookings > 0
      ? `Booking off; ${jamaat.taken} places booked earlier`
      : "Booking off";

function Actions({ eid, jamaat }: { eid: EidPanelData; jamaat: Jamaat }) {
  const name = `${jamaat.time} ${jamaat.place}`;
  const question =
    jamaat.bookings > 0
      ? `The ${name} jama'at has bookings and cannot be deleted.`
      : `Delete the ${name} jama'at? This cannot be undone.`;
  return (
    <div className="flex flex-wrap items-center gap-1">
      <EditLink
        to={`?year=${eid.hijriYear}&edit=${jamaat.id}#jamaat-form-${eid.eid}`}
        name={name}
      />
      <ConfirmForm question={question}>
        <input type="hidden" name="intent" value={INTENTS.delete} />
        <input type="hidden" name="id" value={jamaat.id} />
        <Button type="submit" variant="ghost" className="px-3 py-1.5">
          Delete<span className="sr-only"> {name}</span>
        </Button>
      </ConfirmForm>
    </div>
  );
}

/** The Eid's jama'at, in time order, with the places booked. */
export function JamaatTable({ eid }: { eid: EidPanelData }) {
  return (
    <ResponsiveTable
      items={eid.jamaat}
      itemKey={(jamaat) => jamaat.id}
      caption={`Jama'at of ${eid.name}`}
      empty={<p className="mt-3 text-stone-700">No jama'at yet: add the first one below.</p>}
      columns={[
        {
          heading: LABELS.time,
          card: "title",
          className: "font-semibold tabular-nums",
          cell: (jamaat) => jamaat.time,
          cardCell: (jamaat) => `${jamaat.time}, ${jamaat.place}`,
        },
        { heading: LABELS.place, card: "none", cell: (jamaat) => jamaat.place },
        {
          heading: LABELS.language,
          cell: (jamaat) => jamaat.language || "Not given",
        },
        {
          heading: "Booking",
          card: "line",
          cell: (jamaat) =>
            jamaat.booking && jamaat.capacity !== null && jamaat.taken >= jamaat.capacity ? (
              <>
                {bookingWords(jamaat)} <Badge tone="waiting">Full</Badge>
              </>
            ) : (
              bookingWords(jamaat)
            ),
        },
        { ...ACTIONS_COLUMN, cell: (jamaat) => <Actions eid={eid} jamaat={jamaat} /> },
      ]}
    />
  );
}

/** Adds a jama'at to the Eid, or edits the one `editing` names. */
export function JamaatForm({
  eid,
  editing,
  lastResult,
  version,
}: {
  eid: EidPanelData;
  editing: Jamaat | null;
  lastResult?: SubmissionResult<string[]>;
  version: string | null;
}) {
  const [form, fields] = useValidatedForm(jamaatSchema, {
    id: eidFormId("jamaat", eid.eid),
    lastResult,
    defaultValue: editing?.values ?? { booking: false },
  });
  return (
    <RowForm
      form={form}
      summary={summaryFields(fields, LABELS)}
      cancelTo={editing ? `?year=${eid.hijriYear}` : null}
      submitLabel={editing ? "Save jama'at" : "Add jama'at"}
      version={editing ? version : null}
    >
      <input type="hidden" name="intent" value={editing ? INTENTS.update : INTENTS.create} />
      {editing ? <input type="hidden" name="id" value={editing.id} /> : null}
      <EidFields eid={eid} />
      <TextField meta={fields.time} label={LABELS.time} type="time" hint="e.g. 07:30" />
      <TextField
        meta={fields.place}
        label={LABELS.place}
        hint="Main hall, car park, a park…"
        maxLength={80}
      />
      <TextField
        meta={fields.language}
        label={LABELS.language}
        hint={`Shown as "${khutbahLine("English and Urdu")}".`}
        maxLength={60}
        optional
      />
      <NumberField
        meta={fields.capacity}
        label={LABELS.capacity}
        hint="How many can book; needed when booking is on."
        min={1}
        optional
      />
      <div className="sm:col-span-2">
        <CheckboxField meta={fields.booking}>
          Booking on: worshippers book free places at /eid and get an email with the details
        </CheckboxField>
      </div>
    </RowForm>
  );
}

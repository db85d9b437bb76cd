import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "react-router";
import { ConfirmForm } from "#app/components/admin/confirm-form";
import { useUnsavedChangesGuard } from "#app/components/admin/unsaved-changes";
import { Button } from "#app/components/ui/button";
import { ErrorSummary, summaryFields, TextField } from "#app/components/ui/field";
import { useValidatedForm } from "#app/lib/forms";
import { refusedVersion, VERSION_FIELD } from "#app/lib/versions";
import {
  eidFormId,
  EID_ADMIN_INTENTS as INTENTS,
  SHOW_FROM_LABELS,
  showFromSchema,
} from "../admin-schema";
import type { MoonAnswer } from "../eid";
import { eidLongDate } from "../messages";
import type { EidPanelData } from "./admin-eid-panel";

const shortDate = (date: string) => eidLongDate(date);

/** The hidden fields naming the Eid a form is about. */
export function EidFields({ eid }: { eid: Pick<EidPanelData, "eid" | "hijriYear"> }) {
  return (
    <>
      <input type="hidden" name="eid" value={eid.eid} />
      <input type="hidden" name="hijriYear" value={eid.hijriYear} />
    </>
  );
}

/** "Show on the site from": the first day the home page, screens and banner show the Eid. */
export function ShowFromForm({
  eid,
  answer,
}: {
  eid: EidPanelData;
  answer: { result?: SubmissionResult<string[]>; version?: unknown } | undefined;
}) {
  const [form, fields] = useValidatedForm(showFromSchema, {
    id: eidFormId(INTENTS.showFrom, eid.eid),
    lastResult: answer?.result,
    defaultValue: eid.showFrom.values,
  });
  useUnsavedChangesGuard(form.id, form.status === "error");
  const navigation = useNavigation();
  const saving =
    navigation.state === "submitting" &&
    navigation.formData?.get("intent") === INTENTS.showFrom &&
    navigation.formData?.get("eid") === eid.eid;
  const version = refusedVersion(answer) ?? eid.showFrom.version;
  return (
    <Form method="post" {...getFormProps(form)} noValidate className="space-y-3">
      <input type="hidden" name="intent" value={INTENTS.showFrom} />
      <EidFields eid={eid} />
      {version ? <input type="hidden" name={VERSION_FIELD} value={version} /> : null}
      <ErrorSummary formErrors={form.errors} fields={summaryFields(fields, SHOW_FROM_LABELS)} />
      <TextField
        meta={fields.showFrom}
        label={SHOW_FROM_LABELS.showFrom}
        hint={
          eid.showFrom.saved
            ? "The home page, prayer times, screens and banner show the Eid's prayers from this day to the end of the Eid."
            : "Not saved yet: the suggested day is used once a jama'at is added."
        }
        type="date"
        className="max-w-xs"
      />
      <Button type="submit" pending={saving} pendingLabel="Saving...">
        Save date
      </Button>
    </Form>
  );
}

/** Whom an answer that moves the day emails. */
function bookersLine(eid: EidPanelData) {
  const { bookings, people } = eid.totals;
  if (bookings === 0) return "Nobody has booked yet, so nobody will be emailed.";
  return `If the day changes, the ${bookings === 1 ? "1 person" : `${bookings} people`} who booked (${people} ${people === 1 ? "place" : "places"}) will each be emailed the new date and their jama'at's time and place.`;
}

const ANSWER_WORDS: Record<MoonAnswer, string> = {
  sighted: "Moon sighted",
  "not-sighted": "Moon not sighted",
};

/** The moon-sighting switch: two answers, each naming the day it gives and who is emailed. */
export function MoonForm({ eid, errors }: { eid: EidPanelData; errors: string[] | undefined }) {
  const navigation = useNavigation();
  const month = eid.eid === "fitr" ? "Ramadan" : "Dhu al-Qi'dah";
  const choices: { answer: MoonAnswer; date: string; means: string }[] = [
    { answer: "sighted", date: eid.answers.sighted, means: `${month} ends after 29 days` },
    { answer: "not-sighted", date: eid.answers.notSighted, means: `${month} completes 30 days` },
  ];
  return (
    <div className="space-y-3">
      <p className="text-stone-800">
        On the evening of {shortDate(eid.moonEvening)} (29 {month}), record whether the moon was
        sighted.{" "}
        {eid.moon ? `Recorded: ${ANSWER_WORDS[eid.moon].toLowerCase()}.` : "Not recorded yet."}
      </p>
      <p className="text-stone-700">{bookersLine(eid)}</p>
      <ErrorSummary formErrors={errors} />
      <div className="flex flex-wrap gap-3">
        {choices.map(({ answer, date, means }) => {
          const moves = date !== eid.date;
          const question = `${ANSWER_WORDS[answer]}: ${means}, so ${eid.eidName} is on ${eidLongDate(date)}.${moves && eid.totals.bookings > 0 ? ` ${eid.totals.bookings} ${eid.totals.bookings === 1 ? "person" : "people"} who booked will be emailed the new date.` : ""} Record it?`;
          return (
            <ConfirmForm key={answer} question={question}>
              <input type="hidden" name="intent" value={INTENTS.moon} />
              <EidFields eid={eid} />
              <input type="hidden" name="answer" value={answer} />
              <Button
                type="submit"
                variant={eid.moon === answer ? "primary" : "outline"}
                pending={
                  navigation.formData?.get("intent") === INTENTS.moon &&
                  navigation.formData?.get("eid") === eid.eid &&
                  navigation.formData?.get("answer") === answer
                }
              >
                {ANSWER_WORDS[answer]}: Eid on {eidLongDate(date)}
              </Button>
            </ConfirmForm>
          );
        })}
      </div>
    </div>
  );
}

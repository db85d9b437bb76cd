import { getInputProps, type SubmissionResult } from "@conform-to/react";
import { panelClasses, statusLabel } from "#app/components/admin/page";
import { FormGrid, SaveOrCancel } from "#app/components/admin/sections";
import {
  CheckboxField,
  DateField,
  MoneyField,
  NumberField,
  SelectField,
  summaryFields,
  TextAreaField,
  TextField,
} from "#app/components/ui/field";
import { cn } from "#app/lib/cn";
import { seasonStatuses } from "#app/lib/db/enums";
import { useValidatedForm } from "#app/lib/forms";
import { useSubmitting } from "#app/lib/use-submitting";
import {
  PROGRAMME_LABELS,
  type ProgrammeFormValues,
  programmeFormSchema,
  SEASON_LABELS,
  type SeasonFormValues,
  seasonFormSchema,
} from "../../admin-schema";
import { dayWithYear, UkDateTimeField } from "../../components/summer-admin";
import { TOKENS } from "../../pages/season-texts";
import { CARD_LIMITS } from "../programme-card";
import { UnsavedMark } from "./unsaved-mark";

const TOKEN_LIST = Object.keys(TOKENS)
  .map((token) => `{${token}}`)
  .join(", ");

type LastResult = SubmissionResult<string[]> | undefined;

/** The programme card's lists: how to type them, their limits, and what an empty one shows. */
const CARD_HINTS = {
  cardPoints: `The list on the programme's card on /summer/programmes: up to ${CARD_LIMITS.points} points of ${CARD_LIMITS.pointLength} characters. Emptied, the card shows the built-in points, if this programme has any.`,
  weeklyTopics: `For each group, its name on the first line (e.g. Kids & Juniors 4-11), then one topic per line, week by week, and a blank line before the next group: up to ${CARD_LIMITS.groups} groups of ${CARD_LIMITS.topicsPerGroup} topics of ${CARD_LIMITS.topicLength} characters. Emptied, the card shows the built-in topics, if this programme has any.`,
};

/** A season's own fields: title, status, registration window (UK time) and discount rules. */
export function SeasonForm({
  defaultValue,
  lastResult,
  version,
}: {
  defaultValue: SeasonFormValues;
  lastResult: LastResult;
  /** The season's version as loaded, or the newest one after a refused save. */
  version: string;
}) {
  const [form, fields] = useValidatedForm(seasonFormSchema, {
    id: "season",
    lastResult,
    defaultValue,
  });
  return (
    <FormGrid
      form={form}
      summary={summaryFields(fields, SEASON_LABELS)}
      version={version}
      className={cn(panelClasses, "mt-4 p-5")}
    >
      <input type="hidden" name="intent" value="season" />
      <TextField meta={fields.title} label={SEASON_LABELS.title} className="sm:col-span-2" />
      <SelectField
        meta={fields.status}
        label={SEASON_LABELS.status}
        hint="Draft and archived seasons are not shown to parents."
        options={seasonStatuses.map((status) => ({
          value: status,
          label: statusLabel(status),
        }))}
      />
      <div className="hidden sm:block" />
      <UkDateTimeField
        meta={fields.registrationOpensAt}
        label={`${SEASON_LABELS.registrationOpensAt} (UK time)`}
        hint="Empty: as soon as the season is open."
      />
      <UkDateTimeField
        meta={fields.registrationClosesAt}
        label={`${SEASON_LABELS.registrationClosesAt} (UK time)`}
        hint="Empty: each date closes when it has passed. At 23:59 on the last session day, it follows the dates: a change of dates moves it. Any other time is kept as set."
      />
      <NumberField
        meta={fields.fullWeekDays}
        label={SEASON_LABELS.fullWeekDays}
        hint="A child booked on this many days of a programme gets the full-week discount."
      />
      <NumberField meta={fields.fullWeekPercent} label={`${SEASON_LABELS.fullWeekPercent} (%)`} />
      <NumberField
        meta={fields.siblingPercent}
        label={`${SEASON_LABELS.siblingPercent} (%)`}
        hint="Taken off the registration's total, after the full-week discounts, when more than one child is registered."
      />
      <fieldset className="grid gap-4 sm:col-span-2">
        <legend className="text-base font-semibold text-ink">What visitors read</legend>
        <p className="text-sm text-stone-700">
          In the FAQ and the terms, each block is a heading line then its text, with a blank line
          between blocks. Words in braces are written from the season's dates and prices, so a price
          change cannot contradict them: {TOKEN_LIST}. A block whose word has no value this season
          is left out. Emptied, a field goes back to the built-in text.
        </p>
        <TextField meta={fields.galleryHeading} label={SEASON_LABELS.galleryHeading} />
        <TextAreaField meta={fields.faq} label={SEASON_LABELS.faq} rows={12} optional />
        <TextAreaField meta={fields.terms} label={SEASON_LABELS.terms} rows={12} optional />
        <TextAreaField
          meta={fields.prices}
          label={SEASON_LABELS.prices}
          rows={8}
          optional
          hint="Empty: written from the programmes' rates and the discounts above (recommended). Printed as typed otherwise: per programme a title line ending in (Ages …), the headline, then lines starting with “- ”."
        />
      </fieldset>
      <SaveOrCancel
        pending={useSubmitting({ intent: "season" })}
        after={
          <UnsavedMark
            formId={form.id}
            sentBack={Boolean(lastResult)}
            sends={{ intent: "season" }}
          />
        }
      >
        Save season
      </SaveOrCancel>
    </FormGrid>
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
  version = null,
}: {
  id: string;
  /** null: a new programme. */
  programmeId: number | null;
  title: string;
  defaultValue: ProgrammeFormValues;
  lastResult: LastResult;
  /** Bookings per session, in the order of `defaultValue.sessions`. */
  bookings?: number[];
  /** The programme's version as loaded, or the newest one after a refused save (none when new). */
  version?: string | null;
}) {
  const [form, fields] = useValidatedForm(programmeFormSchema, { id, lastResult, defaultValue });
  const sessions = fields.sessions.getFieldList();
  const headingId = `${id}-heading`;
  const sends = { intent: "programme", programmeId: String(programmeId ?? "new") };
  const busy = useSubmitting(sends);
  return (
    <section aria-labelledby={headingId} className={cn(panelClasses, "mt-6 p-5")}>
      <h3 id={headingId} className="text-lg font-semibold text-brand-strong">
        {title}
      </h3>
      <FormGrid form={form} version={version} className="mt-4">
        <input type="hidden" name="intent" value="programme" />
        <input type="hidden" name="programmeId" value={programmeId ?? "new"} />
        <TextField meta={fields.name} label={PROGRAMME_LABELS.name} className="sm:col-span-2" />
        <TextField
          meta={fields.short}
          label={PROGRAMME_LABELS.short}
          hint="For tables and the register."
        />
        <div className="flex items-end pb-2">
          <CheckboxField meta={fields.offered}>{PROGRAMME_LABELS.offered}</CheckboxField>
        </div>
        <TextAreaField
          meta={fields.description}
          label={PROGRAMME_LABELS.description}
          optional
          rows={3}
          className="sm:col-span-2"
        />
        <TextAreaField
          meta={fields.cardPoints}
          label={`${PROGRAMME_LABELS.cardPoints} (one per line)`}
          hint={CARD_HINTS.cardPoints}
          optional
          rows={6}
          className="sm:col-span-2"
        />
        <TextAreaField
          meta={fields.weeklyTopics}
          label={`${PROGRAMME_LABELS.weeklyTopics} (one per line, by group)`}
          hint={CARD_HINTS.weeklyTopics}
          optional
          rows={12}
          className="sm:col-span-2"
        />
        <NumberField meta={fields.minAge} label={PROGRAMME_LABELS.minAge} />
        <NumberField meta={fields.maxAge} label={PROGRAMME_LABELS.maxAge} />
        <MoneyField meta={fields.rate} label={`${PROGRAMME_LABELS.rate} (£)`} hint="e.g. 20.00" />
        <MoneyField
          meta={fields.extrasFee}
          label={`${PROGRAMME_LABELS.extrasFee} (£)`}
          hint="Per session."
        />
        <TextField meta={fields.startTime} type="time" label={PROGRAMME_LABELS.startTime} />
        <TextField meta={fields.endTime} type="time" label={PROGRAMME_LABELS.endTime} />

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
                    <DateField meta={row.date} label="Date" />
                    <NumberField meta={row.capacity} label="Capacity" optional />
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
                <DateField meta={fields.newDate} label="New date" optional />
                <NumberField meta={fields.newCapacity} label="Its capacity" optional />
              </fieldset>
            </li>
          </ul>
        </fieldset>
        <SaveOrCancel
          pending={busy}
          after={<UnsavedMark formId={form.id} sentBack={Boolean(lastResult)} sends={sends} />}
        >
          {programmeId === null ? "Add programme" : "Save programme"}
          <span className="sr-only"> {title}</span>
        </SaveOrCancel>
      </FormGrid>
    </section>
  );
}

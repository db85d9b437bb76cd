import type { FieldMetadata, getCollectionProps } from "@conform-to/react";
import { CheckboxGrid } from "~/components/ui/checkbox-grid";
import { CheckboxField, FieldError } from "~/components/ui/field";
import { type Programme, shortDate } from "../../rules";
import type { ProgrammeChoiceAnswers } from "../../schema";

const dateOptions = (dates: readonly string[]) =>
  dates.map((date) => ({ value: date, label: shortDate(date) }));

/**
 * One programme a child may join: its tick and, once ticked, its session dates (Saturdays, or
 * Sundays and Wednesdays) and early start / late finish.
 */
export function ProgrammeChoice({
  programme,
  tick,
  meta,
  booked,
}: {
  programme: Programme;
  /** The props of this programme's checkbox in the child's `programme` collection. */
  tick: ReturnType<typeof getCollectionProps>[number];
  meta: FieldMetadata<ProgrammeChoiceAnswers | undefined>;
  /** Ticked (and allowed by the age): its dates and extras show. */
  booked: boolean;
}) {
  const choice = meta.getFieldset();
  const withWednesdays = programme.wednesdayDates.length > 0;
  return (
    <div className="rounded-xl border border-stone-300 p-4">
      <div className="flex items-start gap-3">
        <input
          {...tick}
          key={undefined}
          required={undefined}
          className="mt-1 size-5 shrink-0 accent-[var(--color-brand)]"
        />
        <label htmlFor={tick.id} className="font-semibold text-ink">
          {programme.name}
          <span className="block text-sm font-normal text-stone-700">
            £20 per day · 10% off 6 days
          </span>
        </label>
      </div>
      {booked ? (
        <div className="mt-3 space-y-3 sm:pl-8">
          <CheckboxGrid
            meta={choice.dates}
            label={withWednesdays ? "Sundays" : "Saturdays"}
            options={dateOptions(programme.dates)}
            withError={!withWednesdays}
          />
          {withWednesdays ? (
            <>
              <CheckboxGrid
                meta={choice.wednesdayDates}
                label="Wednesdays"
                options={dateOptions(programme.wednesdayDates)}
              />
              {/* A Sunday or a Wednesday will do: the message comes after both. */}
              <FieldError meta={choice.dates} />
            </>
          ) : null}
          <div className="flex flex-wrap gap-x-6 gap-y-3 text-sm">
            <CheckboxField meta={choice.earlyStart}>Early start (+£5 per session)</CheckboxField>
            <CheckboxField meta={choice.lateFinish}>Late finish (+£5 per session)</CheckboxField>
          </div>
        </div>
      ) : null}
    </div>
  );
}

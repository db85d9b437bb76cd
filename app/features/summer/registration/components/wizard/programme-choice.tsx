import type { FieldMetadata, getCollectionProps } from "@conform-to/react";
import { CheckboxGrid } from "#app/components/ui/checkbox-grid";
import { CheckboxField, FieldError } from "#app/components/ui/field";
import { shortPounds } from "#app/lib/money";
import { rateLabel } from "../../../pricing/price-text";
import { type Programme, shortDate } from "../../../rules";
import { programmeFull, type Season } from "../../../seasons/season";
import type { ProgrammeChoiceAnswers } from "../../schema";

/**
 * The dates that can be chosen: past and closed dates are left out, full ones stay listed as
 * "Full" and cannot be ticked.
 */
const dateOptions = (programme: Programme, dates: readonly string[]) =>
  dates
    .filter(
      (date) => programme.unavailable[date] !== "past" && programme.unavailable[date] !== "closed",
    )
    .map((date) => {
      const full = programme.unavailable[date] === "full";
      return { value: date, label: `${shortDate(date)}${full ? " (Full)" : ""}`, disabled: full };
    });

/**
 * One programme a child may join: its tick and, once ticked, its session dates (Saturdays, or
 * Sundays and Wednesdays) and early start / late finish.
 */
export function ProgrammeChoice({
  season,
  programme,
  tick,
  meta,
  booked,
}: {
  season: Season;
  programme: Programme;
  /** The props of this programme's checkbox in the child's `programme` collection. */
  tick: ReturnType<typeof getCollectionProps>[number];
  meta: FieldMetadata<ProgrammeChoiceAnswers | undefined>;
  /** Ticked (and allowed by the age): its dates and extras show. */
  booked: boolean;
}) {
  const choice = meta.getFieldset();
  const [head, ...rest] = programme.groups;
  const withWednesdays = rest.length > 0;
  const full = programmeFull(programme);
  const fee = shortPounds(programme.extrasFeePence);
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
            {full ? "Full" : rateLabel(season, programme)}
          </span>
        </label>
      </div>
      {booked ? (
        <div className="mt-3 space-y-3 sm:pl-8">
          <CheckboxGrid
            meta={choice.dates}
            label={head?.weekday ?? "Dates"}
            options={dateOptions(programme, programme.dates)}
            withError={!withWednesdays}
          />
          {withWednesdays ? (
            <>
              <CheckboxGrid
                meta={choice.wednesdayDates}
                label={rest.map((group) => group.weekday).join(" and ")}
                options={dateOptions(programme, programme.wednesdayDates)}
              />
              {/* A Sunday or a Wednesday will do: the message comes after both. */}
              <FieldError meta={choice.dates} />
            </>
          ) : null}
          <div className="flex flex-wrap gap-x-6 gap-y-3 text-sm">
            <CheckboxField meta={choice.earlyStart}>Early start (+{fee} per session)</CheckboxField>
            <CheckboxField meta={choice.lateFinish}>Late finish (+{fee} per session)</CheckboxField>
          </div>
        </div>
      ) : null}
    </div>
  );
}

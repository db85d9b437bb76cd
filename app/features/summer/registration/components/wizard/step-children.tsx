import { type FieldMetadata, getCollectionProps, getFormProps } from "@conform-to/react";
import { Button } from "#app/components/ui/button";
import { ErrorSummary, FieldError, TextField } from "#app/components/ui/field";
import { useValidatedForm } from "#app/lib/forms";
import { MESSAGES } from "../../../messages";
import { PriceSummary } from "../../../pricing/components/price-summary";
import { priceRegistration } from "../../../pricing/pricing";
import { MAX_CHILDREN, programmesForAge, seasonAges, seasonProgramme } from "../../../rules";
import type { Season } from "../../../seasons/season";
import { seasonFacts } from "../../../seasons/season-facts";
import type { ChildAnswers, ProgrammeChoiceAnswers } from "../../schema";
import { type DraftChild, pricingChoices, readChildren, stepValues } from "../../wizard";
import { ProgrammeChoice } from "./programme-choice";
import { StepButtons, StepForm, type StepProps, stepSchema } from "./step-form";

/** One child: name, age, and the programmes the age allows (none until it is a valid age). */
function ChildFields({
  season,
  index,
  child,
  meta,
  canRemove,
}: {
  season: Season;
  index: number;
  /** The child as answered so far (read from the form as it is typed). */
  child: DraftChild;
  meta: FieldMetadata<ChildAnswers | undefined>;
  canRemove: boolean;
}) {
  const fields = meta.getFieldset();
  const choices = fields as unknown as Record<
    string,
    FieldMetadata<ProgrammeChoiceAnswers | undefined>
  >;
  const available = programmesForAge(season, child.age);
  const ages = seasonAges(season);
  return (
    <fieldset className="rounded-2xl border border-stone-300 bg-white p-5 shadow-sm">
      <legend className="px-2 text-lg font-semibold text-brand-strong">Child {index + 1}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField meta={fields.name} label="Child's name" />
        <TextField meta={fields.age} label="Age" inputMode="numeric" />
      </div>
      <div className="mt-5">
        <p className="text-sm font-semibold text-ink">Programmes</p>
        <FieldError meta={fields.programme} />
        {/* Keyed: Chromium kept the prompt's small type on the reused div's new children for a
            moment, so the list jumped under the pointer as the first box was ticked. */}
        {available.length === 0 ? (
          <div key="age-prompt" className="mt-2 rounded-lg bg-stone-100 p-3 text-sm text-stone-800">
            <p>{MESSAGES.agePrompt(ages.min, ages.max)}</p>
            <Button
              type="submit"
              name="intent"
              value="refresh"
              variant="ghost"
              className="mt-2 px-3 py-1.5"
              formNoValidate
            >
              Show programmes
            </Button>
          </div>
        ) : (
          <div key="programmes" className="mt-2 space-y-3">
            {getCollectionProps(fields.programme, {
              type: "checkbox",
              options: available.map((programme) => programme.id),
            }).map((tick) => {
              const programme = seasonProgramme(season, tick.value);
              const meta = programme ? choices[programme.id] : undefined;
              return programme && meta ? (
                <ProgrammeChoice
                  key={tick.key}
                  season={season}
                  programme={programme}
                  tick={tick}
                  meta={meta}
                  booked={child.programmes.some((choice) => choice.programme === programme.id)}
                />
              ) : null;
            })}
          </div>
        )}
      </div>
      {canRemove ? (
        <div className="mt-4 text-right">
          <Button
            type="submit"
            name="intent"
            value={`remove-child:${index}`}
            variant="ghost"
            formNoValidate
          >
            Remove<span className="sr-only"> child {index + 1}</span>
          </Button>
        </div>
      ) : null}
    </fieldset>
  );
}

/** Step 1: up to five children, each with programmes and dates, priced as they are chosen. */
export function ChildrenStep({ season, draft, lastResult, submitting }: StepProps) {
  const [form, fields] = useValidatedForm(
    stepSchema((schemas) => schemas.childrenSchema(season)),
    { lastResult, defaultValue: stepValues[1](draft) },
  );
  // The form as it stands (a tick shows its dates, an age its programmes, every change the price).
  const children = readChildren(season, form.value).slice(0, MAX_CHILDREN);
  const pricing = priceRegistration({
    season,
    children: pricingChoices(children),
    couponPercent: draft.couponPercent,
  });
  const slots = fields.child.getFieldset();
  return (
    <StepForm step={1} formProps={getFormProps(form)}>
      <input type="hidden" name="childCount" value={children.length} />
      {form.allErrors.children ? (
        <div className="mb-4">
          <ErrorSummary fields={[]} formErrors={form.allErrors.children} />
        </div>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <div className="space-y-6">
          {children.map((child, index) => {
            const meta = slots[String(index)];
            return meta ? (
              <ChildFields
                season={season}
                // biome-ignore lint/suspicious/noArrayIndexKey: children are positional (field names use the index)
                key={index}
                index={index}
                child={child}
                meta={meta}
                canRemove={children.length > 1}
              />
            ) : null;
          })}
          {children.length < MAX_CHILDREN ? (
            <Button type="submit" name="intent" value="add-child" variant="outline" formNoValidate>
              Add Another Child
            </Button>
          ) : (
            <p className="text-sm text-stone-700">
              You can register up to {MAX_CHILDREN} children.
            </p>
          )}
        </div>
        <div className="lg:sticky lg:top-24 lg:self-start">
          <PriceSummary extrasFee={seasonFacts(season).fee} pricing={pricing} live />
        </div>
      </div>
      <StepButtons step={1} submitting={submitting} />
    </StepForm>
  );
}

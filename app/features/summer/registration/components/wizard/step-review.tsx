import { getFormProps } from "@conform-to/react";
import { ErrorSummary } from "#app/components/ui/field";
import { useValidatedForm } from "#app/lib/forms";
import { HoneypotField } from "#app/lib/security/honeypot";
import { PriceSummary } from "../../../pricing/components/price-summary";
import type { PricingResult } from "../../../pricing/pricing";
import { PAYMENT_METHOD } from "../../../rules";
import { seasonFacts } from "../../../seasons/season-facts";
import { childrenDetails } from "../../wizard";
import { StepButtons, StepForm, type StepProps, stepSchema } from "./step-form";

/** Step 5: every answer and the price, then Submit and Pay (the server's failures show here). */
export function ReviewStep({
  season,
  draft,
  lastResult,
  submitting,
  pricing,
}: StepProps & { pricing: PricingResult }) {
  const [form] = useValidatedForm(
    stepSchema((schemas) => schemas.reviewSchema),
    { lastResult },
  );
  const answers: [string, string[]][] = [
    ["Parent", [`${draft.parentName} · ${draft.parentPhone} · ${draft.parentEmail}`]],
    ["Children and programmes", childrenDetails(season, draft.children).split("\n")],
    ["Payment method", [PAYMENT_METHOD]],
    ["Coupon", [draft.couponCode || "None"]],
    ["Terms & Conditions", ["Accepted"]],
  ];
  return (
    <StepForm step={5} formProps={getFormProps(form)}>
      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <dl className="space-y-4 rounded-2xl border border-stone-300 bg-white p-5 text-sm shadow-sm">
          {answers.map(([term, lines]) => (
            <div key={term}>
              <dt className="font-semibold">{term}</dt>
              {lines.map((line) => (
                <dd key={line}>{line}</dd>
              ))}
            </div>
          ))}
        </dl>
        <PriceSummary extrasFee={seasonFacts(season).fee} pricing={pricing} />
      </div>
      <HoneypotField />
      {form.errors ? (
        <div className="mt-4">
          <ErrorSummary fields={[]} formErrors={form.errors} />
        </div>
      ) : null}
      <StepButtons
        step={5}
        submitting={submitting}
        nextLabel="Submit and Pay"
        pendingLabel="Submitting..."
      />
    </StepForm>
  );
}

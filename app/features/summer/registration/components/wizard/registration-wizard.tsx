import { Form, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button";
import type { PricingResult } from "../../../pricing/pricing";
import type { Season } from "../../../seasons/season";
import type { Draft, WizardFailure } from "../../wizard";
import { Progress, StepHeading } from "./progress";
import { ChildrenStep } from "./step-children";
import { ParentStep } from "./step-parent";
import { PaymentStep } from "./step-payment";
import { ReviewStep } from "./step-review";
import { TermsStep } from "./step-terms";

/**
 * The five-step registration. The server keeps the draft and decides the step (intent next,
 * back, add-child, …): a reload resumes where it was, and without JavaScript every step is a
 * plain form post. `failure` is the server's refusal of the last post, shown on its step.
 */
export function RegistrationWizard({
  season,
  draft,
  pricing,
  online,
  failure,
}: {
  season: Season;
  draft: Draft;
  pricing: PricingResult;
  online: boolean;
  failure: WizardFailure | undefined;
}) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST";
  const intent = navigation.formData?.get("intent");
  const forward = busy && (intent === "next" || intent === "submit");
  const step = failure?.step ?? draft.step;
  // A new step, or the draft saved again, starts the step's form afresh from the draft.
  const props = { key: `${step}-${draft.version}`, season, draft, lastResult: failure?.result };

  return (
    <div id="wizard" className="scroll-mt-24">
      <Progress step={step} />
      <StepHeading step={step} />
      {step === 1 ? <ChildrenStep {...props} submitting={forward} /> : null}
      {step === 2 ? <ParentStep {...props} submitting={forward} /> : null}
      {step === 3 ? <PaymentStep {...props} submitting={forward} online={online} /> : null}
      {step === 4 ? <TermsStep {...props} submitting={busy} /> : null}
      {step === 5 ? <ReviewStep {...props} submitting={forward} pricing={pricing} /> : null}
    </div>
  );
}

export function RegistrationComplete() {
  return (
    <div className="rounded-2xl border border-brand bg-brand-soft p-6" role="status">
      <h2 className="text-2xl font-semibold text-brand-strong">Registration Complete!</h2>
      <p className="mt-3 text-stone-800">
        Thank you for registering. You will receive an email shortly with payment instructions, a
        medical information form and the link to our WhatsApp group.
      </p>
      <Form method="post" className="mt-5">
        <Button type="submit" name="intent" value="restart" variant="outline">
          Register more children
        </Button>
      </Form>
    </div>
  );
}

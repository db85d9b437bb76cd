import { getFormProps } from "@conform-to/react";
import { useEffect } from "react";
import { CheckboxField } from "#app/components/ui/field";
import { toast } from "#app/components/ui/toaster";
import { useValidatedForm } from "#app/lib/forms";
import { stepValues } from "../../wizard";
import { StepButtons, StepForm, type StepProps, stepSchema } from "./step-form";

/** Step 4: the Terms & Conditions, which must be accepted (its message is also a toast). */
export function TermsStep({ draft, lastResult, submitting }: StepProps) {
  const [form, fields] = useValidatedForm(
    stepSchema((schemas) => schemas.termsSchema),
    { lastResult, defaultValue: stepValues[4](draft) },
  );
  const refused = form.status === "error" ? fields.termsAccepted.errors : undefined;
  // Once per refused Review (each refusal brings a new list of errors).
  useEffect(() => {
    const message = refused?.[0];
    if (message) toast.error(message);
  }, [refused]);
  return (
    <StepForm step={4} formProps={getFormProps(form)}>
      <div className="max-w-2xl space-y-4">
        <p className="text-stone-800">
          Please read the{" "}
          <a
            href="/summer-at-wic/terms-and-conditions"
            target="_blank"
            rel="noopener"
            className="font-semibold text-brand-strong underline underline-offset-4"
          >
            Terms &amp; Conditions<span className="sr-only"> (opens in a new tab)</span>
          </a>{" "}
          before you continue.
        </p>
        <CheckboxField meta={fields.termsAccepted}>
          I have read and agree to the Terms &amp; Conditions
        </CheckboxField>
      </div>
      <StepButtons step={4} submitting={submitting} nextLabel="Review" />
    </StepForm>
  );
}

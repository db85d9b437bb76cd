import { getFormProps } from "@conform-to/react";
import { ChoiceField, TextField } from "#app/components/ui/field";
import { useValidatedForm } from "#app/lib/forms";
import { PAYMENT_METHOD } from "../../../rules";
import { stepValues } from "../../wizard";
import { StepButtons, StepForm, type StepProps, stepSchema } from "./step-form";

/** Step 3: the payment method (paid in full, upfront) and an optional coupon. */
export function PaymentStep({
  draft,
  lastResult,
  submitting,
  online,
}: StepProps & { online: boolean }) {
  const [form, fields] = useValidatedForm(
    stepSchema((schemas) => schemas.paymentSchema),
    { lastResult, defaultValue: stepValues[3](draft) },
  );
  return (
    <StepForm step={3} formProps={getFormProps(form)}>
      <ChoiceField
        meta={fields.paymentMethod}
        label="Payment method"
        type="radio"
        options={[{ value: PAYMENT_METHOD, label: `${PAYMENT_METHOD} (full payment)` }]}
        hint={`Registrations are paid in full, upfront${online ? ", by card on the next steps" : ""}.`}
        className="max-w-xl"
      />
      <TextField
        meta={fields.couponCode}
        label="Coupon code"
        optional
        autoComplete="off"
        className="mt-6 max-w-xl"
      />
      <StepButtons step={3} submitting={submitting} />
    </StepForm>
  );
}

import { getFormProps } from "@conform-to/react";
import { EmailField, PhoneField, TextField } from "#app/components/ui/field";
import { useValidatedForm } from "#app/lib/forms";
import { stepValues } from "../../wizard";
import { StepButtons, StepForm, type StepProps, stepSchema } from "./step-form";

/** Step 2: who we contact about the registration. */
export function ParentStep({ draft, lastResult, submitting }: StepProps) {
  const [form, fields] = useValidatedForm(
    stepSchema((schemas) => schemas.parentSchema),
    { lastResult, defaultValue: stepValues[2](draft) },
  );
  return (
    <StepForm step={2} formProps={getFormProps(form)}>
      <div className="grid max-w-xl gap-4">
        <TextField meta={fields.parentName} label="Parent/Guardian name" autoComplete="name" />
        <PhoneField meta={fields.parentPhone} label="Phone number" />
        <EmailField meta={fields.parentEmail} label="Email address" />
      </div>
      <StepButtons step={2} submitting={submitting} />
    </StepForm>
  );
}

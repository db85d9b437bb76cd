import type { getFormProps, SubmissionResult } from "@conform-to/react";
import type { ReactNode } from "react";
import { Form } from "react-router";
import { Button, ButtonLink } from "#app/components/ui/button";
import { type FormSchema, lazySchema } from "#app/lib/forms";
import type { Season } from "../../../seasons/season";
import type { Draft, Step } from "../../wizard";

/** A step's rules, picked from the registration schemas (loaded lazily, like every form's). */
export function stepSchema<Schema extends FormSchema>(
  pick: (schemas: typeof import("../../schema")) => Schema,
) {
  return lazySchema(() => import("../../schema"), pick);
}

/** What every step gets from the wizard. */
export interface StepProps {
  /** The season booked, with the dates that cannot be chosen now. */
  season: Season;
  draft: Draft;
  /** The server's answer to this step's last post (its errors, and what was typed). */
  lastResult: SubmissionResult<string[]> | undefined;
  /** A forward post (Next, Review, Submit and Pay) is on its way. */
  submitting: boolean;
}

/**
 * One step's form: a plain post (intent next, back, …) that the server answers by moving the
 * wizard or by showing the step again with its messages, with or without JavaScript.
 */
export function StepForm({
  step,
  formProps,
  children,
}: {
  step: Step;
  formProps: ReturnType<typeof getFormProps>;
  children: ReactNode;
}) {
  return (
    <Form method="post" {...formProps} noValidate className="mt-6">
      <input type="hidden" name="step" value={step} />
      {children}
    </Form>
  );
}

/** Back (to the programmes page from step 1) and the step's forward button. */
export function StepButtons({
  step,
  submitting,
  nextLabel = "Next",
  pendingLabel,
}: {
  step: Step;
  submitting: boolean;
  nextLabel?: string;
  pendingLabel?: string;
}) {
  return (
    <div className="mt-8 flex flex-wrap items-center justify-between gap-3 border-t border-stone-200 pt-6">
      {step === 1 ? (
        <ButtonLink to="/summer/programmes" variant="outline">
          Back
        </ButtonLink>
      ) : (
        <Button type="submit" name="intent" value="back" variant="outline" formNoValidate>
          Back
        </Button>
      )}
      <Button
        type="submit"
        name="intent"
        value={step === 5 ? "submit" : "next"}
        pending={submitting}
        pendingLabel={pendingLabel}
        disabled={submitting}
      >
        {nextLabel}
      </Button>
    </div>
  );
}

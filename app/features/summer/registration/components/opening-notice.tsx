import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import { Button } from "#app/components/ui/button";
import { EmailField, ErrorSummary } from "#app/components/ui/field";
import { lazySchema, useValidatedForm } from "#app/lib/forms";
import { HoneypotField } from "#app/lib/security/honeypot";
import { useSubmitting } from "#app/lib/use-submitting";

/**
 * Why the season cannot be booked now ("Registration … opens on …", "… closed on …") and, when
 * a season is announced, the "tell me when it opens" email sign-up (a plain form post).
 */
export function SeasonNotice({
  notice,
  canSignUp,
  lastResult,
}: {
  notice: string;
  canSignUp: boolean;
  lastResult?: SubmissionResult<string[]>;
}) {
  const [form, fields] = useValidatedForm(
    lazySchema(
      () => import("../schema"),
      (schemas) => schemas.notifyFormSchema,
    ),
    { lastResult },
  );
  const sending = useSubmitting({ intent: "notify" });
  return (
    <section
      aria-labelledby="season-notice"
      className="rounded-2xl border border-brand bg-brand-soft p-6 text-ink"
    >
      <h2 id="season-notice" className="text-xl font-semibold text-brand-strong">
        {notice}
      </h2>
      {canSignUp ? (
        <Form method="post" {...getFormProps(form)} noValidate className="mt-4 max-w-xl space-y-4">
          <p className="text-stone-800">
            Leave your email address and we will send you one email when registration opens.
          </p>
          <ErrorSummary formErrors={form.errors} fields={[]} />
          <HoneypotField />
          <input type="hidden" name="intent" value="notify" />
          <EmailField meta={fields.email} label="Email address" />
          <Button type="submit" pending={sending} pendingLabel="Sending...">
            Tell me when it opens
          </Button>
        </Form>
      ) : null}
    </section>
  );
}

import type { SubmissionResult } from "@conform-to/react";
import { getFormProps } from "@conform-to/react";
import { Form, Link, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button";
import { ChoiceField, EmailField, ErrorSummary, summaryFields } from "#app/components/ui/field";
import { lazySchema, useValidatedForm } from "#app/lib/forms";
import { HoneypotField } from "#app/lib/security/honeypot";
import { noticeTopics, TOPIC_LABELS } from "../../topics";
import { NEWSLETTER_MESSAGES, SIGNUP_LABELS } from "../messages";

const TOPIC_OPTIONS = noticeTopics.map((topic) => ({ value: topic, label: TOPIC_LABELS[topic] }));

/**
 * The newsletter's sign-up: an email and the topics, posted to /newsletter (which answers, with
 * the form again when something needs fixing). Works without JavaScript.
 */
export function NewsletterSignup({
  lastResult,
}: {
  /** /newsletter's answer to a refused sign-up. */
  lastResult?: SubmissionResult<string[]> | null;
} = {}) {
  const navigation = useNavigation();
  const [form, fields] = useValidatedForm(
    lazySchema(
      () => import("../schema"),
      (schemas) => schemas.signupSchema,
    ),
    { id: "newsletter-signup", lastResult },
  );
  return (
    <Form
      method="post"
      action="/newsletter"
      {...getFormProps(form)}
      noValidate
      className="space-y-5 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200"
    >
      <h2 className="text-xl font-semibold text-brand-strong">Get our emails</h2>
      <ErrorSummary formErrors={form.errors} fields={summaryFields(fields, SIGNUP_LABELS)} />
      <HoneypotField />
      <EmailField meta={fields.email} label={SIGNUP_LABELS.email} autoComplete="email" />
      <ChoiceField
        meta={fields.topics}
        label={SIGNUP_LABELS.topics}
        type="checkbox"
        options={TOPIC_OPTIONS}
        columns
      />
      <p className="text-sm text-stone-700">
        {NEWSLETTER_MESSAGES.privacy}{" "}
        <Link to="/policies/privacy" className="font-semibold text-brand-strong underline">
          {NEWSLETTER_MESSAGES.privacyLink}
        </Link>
        .
      </p>
      <Button
        type="submit"
        pending={navigation.state === "submitting" && navigation.formAction === "/newsletter"}
        pendingLabel="Subscribing..."
      >
        Subscribe
      </Button>
    </Form>
  );
}

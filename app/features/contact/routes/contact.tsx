import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button";
import { Container, PageHeader } from "#app/components/ui/container";
import { ErrorSummary, summaryFields, TextAreaField, TextField } from "#app/components/ui/field";
import { formatPostalAddress } from "#app/lib/config/site";
import { useSiteSettings } from "#app/lib/config/use-site-settings";
import { lazySchema, useFormKey, useValidatedForm } from "#app/lib/forms";
import { formFailure } from "#app/lib/forms.server";
import { publicPageHeaders } from "#app/lib/http/cache-control";
import { redirectWithToast } from "#app/lib/http/toast.server";
import { errorForLog, fieldNames, logger } from "#app/lib/logger.server";
import { pageMeta, settingsFromMatches } from "#app/lib/meta";
import { HoneypotField } from "#app/lib/security/honeypot";
import { screenPublicForm, tooManyAttempts } from "#app/lib/security/public-form.server";
import { saveContactMessage } from "../contact.server";
import { CONTACT_FAILURE_MESSAGE, CONTACT_SUCCESS_MESSAGE, contactSchema } from "../schema";
import type { Route } from "./+types/contact";

export const headers = publicPageHeaders;

export function meta({ matches }: Route.MetaArgs) {
  const site = settingsFromMatches(matches);
  return pageMeta(matches, {
    title: "Contact us",
    description: `Send a message to ${site.name}, call us or find us at ${formatPostalAddress(site)}.`,
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: contactSchema });
  if (submission.status !== "success") return formFailure(submission.reply(), 400);

  const screened = await screenPublicForm("contact", formData, context, submission.value.email);
  if (screened.verdict === "rate-limited") return tooManyAttempts(submission, screened);
  if (screened.verdict === "accept") {
    try {
      await saveContactMessage(submission.value);
    } catch (error) {
      logger.error(
        { fields: fieldNames(submission.value), error: errorForLog(error) },
        "contact message could not be stored",
      );
      return formFailure(submission.reply({ formErrors: [CONTACT_FAILURE_MESSAGE] }), 503);
    }
  }
  return redirectWithToast("/contact", { type: "success", message: CONTACT_SUCCESS_MESSAGE });
}

/** The fields' labels, in the form's order: beside each field and in the error summary. */
const LABELS = {
  firstName: "First name",
  lastName: "Last name",
  email: "Email",
  phone: "Phone",
  message: "Message",
};

export default function ContactPage({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const formKey = useFormKey();
  const site = useSiteSettings();
  const [form, fields] = useValidatedForm(
    lazySchema(
      () => import("../schema"),
      (schemas) => schemas.contactSchema,
    ),
    { lastResult: actionData?.result },
  );
  const submitting = navigation.state === "submitting" && navigation.formAction === "/contact";

  return (
    <>
      <PageHeader
        title="Contact us"
        lead="Questions about classes, projects or visiting the centre? Send us a message and a member of the team will reply."
      />
      <Container className="grid gap-10 py-10 lg:grid-cols-[2fr_1fr]">
        <Form
          key={formKey}
          method="post"
          {...getFormProps(form)}
          noValidate
          className="space-y-5 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8"
        >
          <h2 className="text-2xl font-semibold text-brand-strong">Send us a message</h2>
          <ErrorSummary formErrors={form.errors} fields={summaryFields(fields, LABELS)} />
          <HoneypotField />
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField meta={fields.firstName} label={LABELS.firstName} autoComplete="given-name" />
            <TextField meta={fields.lastName} label={LABELS.lastName} autoComplete="family-name" />
          </div>
          <TextField meta={fields.email} label={LABELS.email} type="email" autoComplete="email" />
          <TextField
            meta={fields.phone}
            label={LABELS.phone}
            type="tel"
            autoComplete="tel"
            optional
          />
          <TextAreaField meta={fields.message} label={LABELS.message} />
          <Button type="submit" pending={submitting} pendingLabel="Sending...">
            Send message
          </Button>
        </Form>
        <aside className="space-y-6">
          <section>
            <h2 className="text-xl font-semibold text-brand-strong">Visit us</h2>
            <p className="mt-2 text-stone-700">{formatPostalAddress(site)}</p>
            <a
              className="mt-2 inline-block font-semibold text-brand-strong underline"
              href={`https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(formatPostalAddress(site))}`}
              rel="noopener noreferrer"
              target="_blank"
            >
              Open in Google Maps<span className="sr-only"> (opens in a new tab)</span>
            </a>
          </section>
          <section>
            <h2 className="text-xl font-semibold text-brand-strong">Call or email</h2>
            <p className="mt-2">
              <a className="text-brand-strong underline" href={`tel:${site.phone.international}`}>
                {site.phone.display}
              </a>
            </p>
            <p className="mt-1">
              <a
                className="break-all text-brand-strong underline"
                href={`mailto:${site.emails.contact}`}
              >
                {site.emails.contact}
              </a>
            </p>
          </section>
        </aside>
      </Container>
    </>
  );
}

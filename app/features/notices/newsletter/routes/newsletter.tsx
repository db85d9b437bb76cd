import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { GeneralErrorBoundary } from "#app/components/layout/error-screen";
import { Container, PageHeader } from "#app/components/ui/container";
import { formFailure } from "#app/lib/forms.server";
import { publicPageHeaders } from "#app/lib/http/cache-control";
import { requestNow } from "#app/lib/http/clock.server";
import { errorForLog, logger } from "#app/lib/logger.server";
import { pageMeta } from "#app/lib/meta";
import { screenPublicForm, tooManyAttempts } from "#app/lib/security/public-form.server";
import { NewsletterSignup } from "../components/newsletter-signup";
import { NEWSLETTER_MESSAGES } from "../messages";
import { signupSchema } from "../schema";
import { subscribe } from "../subscribers.server";
import type { Route } from "./+types/newsletter";

export const headers = publicPageHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: NEWSLETTER_MESSAGES.signupTitle,
    description:
      "Sign up for our emails: janazah, prayer-time changes, events, academy, urgent notices.",
  });
}

export async function loader(_: Route.LoaderArgs) {
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: signupSchema });
  if (submission.status !== "success") return formFailure(submission.reply(), 400);
  const screened = await screenPublicForm(
    "newsletter-signup",
    formData,
    context,
    submission.value.email,
  );
  if (screened.verdict === "rate-limited") return tooManyAttempts(submission, screened);
  if (screened.verdict === "accept") {
    try {
      await subscribe(submission.value, new Date(requestNow(request)));
    } catch (error) {
      logger.error({ error: errorForLog(error) }, "newsletter sign-up not stored");
      return formFailure(submission.reply({ formErrors: [NEWSLETTER_MESSAGES.notStored] }), 503);
    }
  }
  // The same answer whether the address was new, pending or subscribed (or the form was spam).
  return data({ done: true as const });
}

export default function NewsletterPage({ actionData }: Route.ComponentProps) {
  const done = actionData && "done" in actionData;
  return (
    <>
      <PageHeader title={NEWSLETTER_MESSAGES.signupTitle} lead={NEWSLETTER_MESSAGES.signupLead} />
      <Container width="text" className="py-10">
        {done ? (
          <p role="status" className="rounded-lg bg-brand-soft p-4 font-medium">
            {NEWSLETTER_MESSAGES.checkEmail}
          </p>
        ) : (
          <NewsletterSignup
            lastResult={actionData && "result" in actionData ? actionData.result : undefined}
          />
        )}
      </Container>
    </>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;

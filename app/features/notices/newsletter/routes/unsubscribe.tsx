import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, useNavigation } from "react-router";
import { GeneralErrorBoundary } from "#app/components/layout/error-screen";
import { Button } from "#app/components/ui/button";
import { Container, PageHeader } from "#app/components/ui/container";
import { ChoiceField, ErrorSummary, summaryFields } from "#app/components/ui/field";
import { lazySchema, useValidatedForm } from "#app/lib/forms";
import { formFailure } from "#app/lib/forms.server";
import { pageMeta } from "#app/lib/meta";
import { noticeTopics, TOPIC_LABELS } from "../../topics";
import { NEWSLETTER_MESSAGES, SIGNUP_LABELS } from "../messages";
import { isOneClick } from "../rules";
import { topicsSchema } from "../schema";
import { changeTopics, subscriberByToken, unsubscribe } from "../subscribers.server";
import type { Route } from "./+types/unsubscribe";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: NEWSLETTER_MESSAGES.manageTitle,
    description: "Change your newsletter topics or unsubscribe.",
  });
}

/** The subscriber's own page, from every email's link: no log-in, the token is the key. */
export async function loader({ params }: Route.LoaderArgs) {
  const subscriber = await subscriberByToken(params.token);
  // Not thrown: after unsubscribing the page still shows that it is done.
  if (!subscriber) return data({ subscriber: null }, { status: 404 });
  return { subscriber: { email: subscriber.email, topics: subscriber.topics } };
}

const unsubscribed = () => data({ unsubscribed: true as const }, { status: 200 });

export async function action({ request, params }: Route.ActionArgs) {
  const formData = await request.formData();
  // RFC 8058: a mail program's one-click POST, or the page's button.
  if (isOneClick(formData) || formData.get("intent") === "unsubscribe") {
    await unsubscribe(params.token);
    return unsubscribed();
  }
  const submission = parseWithZod(formData, { schema: topicsSchema });
  if (submission.status !== "success") return formFailure(submission.reply(), 400);
  if (!(await changeTopics(params.token, submission.value.topics))) return unsubscribed();
  return data({ saved: true as const, result: submission.reply() });
}

function TopicsForm({
  topics,
  actionData,
}: {
  topics: readonly string[];
  actionData: Route.ComponentProps["actionData"];
}) {
  const navigation = useNavigation();
  const [form, fields] = useValidatedForm(
    lazySchema(
      () => import("../schema"),
      (schemas) => schemas.topicsSchema,
    ),
    {
      id: "newsletter-topics",
      lastResult: actionData && "result" in actionData ? actionData.result : undefined,
      defaultValue: { topics: [...topics] },
    },
  );
  return (
    <Form method="post" {...getFormProps(form)} noValidate className="space-y-5">
      <ErrorSummary
        formErrors={form.errors}
        fields={summaryFields(fields, { topics: SIGNUP_LABELS.topics })}
      />
      <ChoiceField
        meta={fields.topics}
        label={SIGNUP_LABELS.topics}
        type="checkbox"
        options={noticeTopics.map((topic) => ({ value: topic, label: TOPIC_LABELS[topic] }))}
        columns
      />
      <Button
        type="submit"
        name="intent"
        value="topics"
        pending={navigation.state === "submitting"}
        pendingLabel="Saving..."
      >
        Save my topics
      </Button>
    </Form>
  );
}

export default function UnsubscribePage({ loaderData, actionData }: Route.ComponentProps) {
  const { subscriber } = loaderData;
  const done = actionData !== undefined && "unsubscribed" in actionData;
  if (done || !subscriber)
    return (
      <>
        <PageHeader
          title={
            done ? NEWSLETTER_MESSAGES.unsubscribedTitle : NEWSLETTER_MESSAGES.linkUnknownTitle
          }
        />
        <Container width="text" className="space-y-4 py-10">
          <p role="status" className="rounded-lg bg-brand-soft p-4 font-medium">
            {done ? NEWSLETTER_MESSAGES.unsubscribedText : NEWSLETTER_MESSAGES.linkUnknown}
          </p>
          <p>
            <Link to="/newsletter" className="font-semibold text-brand-strong underline">
              Sign up again
            </Link>
          </p>
        </Container>
      </>
    );
  return (
    <>
      <PageHeader
        title={NEWSLETTER_MESSAGES.manageTitle}
        lead={NEWSLETTER_MESSAGES.manageLead(subscriber.email)}
      />
      <Container width="text" className="space-y-8 py-10">
        {actionData && "saved" in actionData ? (
          <p role="status" className="rounded-lg bg-brand-soft p-4 font-medium">
            {NEWSLETTER_MESSAGES.topicsSaved}
          </p>
        ) : null}
        <TopicsForm topics={subscriber.topics} actionData={actionData} />
        <Form method="post" className="border-t border-stone-200 pt-6">
          <input type="hidden" name="intent" value="unsubscribe" />
          <Button type="submit" variant="outline">
            {NEWSLETTER_MESSAGES.unsubscribeButton}
          </Button>
        </Form>
      </Container>
    </>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;

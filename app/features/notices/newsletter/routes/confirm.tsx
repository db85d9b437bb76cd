import { data, Link } from "react-router";
import { GeneralErrorBoundary } from "#app/components/layout/error-screen";
import { Container, PageHeader } from "#app/components/ui/container";
import { requestNow } from "#app/lib/http/clock.server";
import { pageMeta } from "#app/lib/meta";
import { TOPIC_LABELS } from "../../topics";
import { NEWSLETTER_MESSAGES } from "../messages";
import { confirmSubscription } from "../subscribers.server";
import type { Route } from "./+types/confirm";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: NEWSLETTER_MESSAGES.confirmedTitle,
    description: "Your newsletter subscription.",
  });
}

/** The double opt-in's link: opening it confirms the subscription (decision 0389). */
export async function loader({ request, params }: Route.LoaderArgs) {
  const subscriber = await confirmSubscription(params.token, new Date(requestNow(request)));
  if (!subscriber)
    throw data(
      {
        title: NEWSLETTER_MESSAGES.linkUnknownTitle,
        text: NEWSLETTER_MESSAGES.linkUnknown,
        link: { to: "/newsletter", label: "Sign up" },
      },
      { status: 404 },
    );
  return {
    email: subscriber.email,
    topics: subscriber.topics.map((topic) => TOPIC_LABELS[topic]),
    token: subscriber.token,
  };
}

export default function ConfirmPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={NEWSLETTER_MESSAGES.confirmedTitle} />
      <Container width="text" className="space-y-4 py-10">
        <p role="status" className="rounded-lg bg-brand-soft p-4 font-medium">
          {NEWSLETTER_MESSAGES.confirmed}
        </p>
        <p>{NEWSLETTER_MESSAGES.confirmedText}</p>
        <p>
          {loaderData.email}: {loaderData.topics.join(", ")}.
        </p>
        <p>
          <Link
            to={`/newsletter/unsubscribe/${loaderData.token}`}
            className="font-semibold text-brand-strong underline"
          >
            Change your topics or unsubscribe
          </Link>
        </p>
      </Container>
    </>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;

import { Link, useNavigation } from "react-router";
import { ButtonLink } from "#app/components/ui/button";
import { Container } from "#app/components/ui/container";
import { Spinner } from "#app/components/ui/spinner";
import { pageMeta } from "#app/lib/meta";
import { pounds } from "#app/lib/money";
import { MESSAGES } from "../../messages";
import { thankYouSummary } from "../payment-pages.server";
import type { Route } from "./+types/thank-you";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: "Thank you",
    description: "Your payment to Watford Islamic Centre.",
  });
}

export const headers = () => ({ "Cache-Control": "private, no-store" });

export async function loader({ request }: Route.LoaderArgs) {
  const sessionId = new URL(request.url).searchParams.get("session_id");
  return { summary: await thankYouSummary(sessionId), sessionId };
}

export default function ThankYouPage({ loaderData }: Route.ComponentProps) {
  const { summary, sessionId } = loaderData;
  const navigation = useNavigation();
  if (navigation.state === "loading" && navigation.location.pathname === "/thank-you") {
    return (
      <Container className="flex items-center gap-3 py-16">
        <Spinner className="size-5" />
        <p role="status">Loading your payment…</p>
      </Container>
    );
  }
  if (!summary) {
    return (
      <Container className="py-16">
        <h1 className="text-3xl font-semibold text-brand-strong">Payment</h1>
        <p className="mt-4 text-lg text-stone-800" role="alert">
          {MESSAGES.noSession}
        </p>
        <ButtonLink to="/summer" className="mt-6">
          Back to Summer at WIC
        </ButtonLink>
      </Container>
    );
  }
  return (
    <Container width="text" className="py-16">
      <h1 className="text-3xl font-semibold text-brand-strong">
        {summary.state === "success" ? "Thank you! Your payment was successful." : "Thank you!"}
      </h1>
      {summary.state === "confirming" ? (
        <p className="mt-4 text-stone-800" role="status">
          We are waiting for the card payment to be confirmed. This usually takes a few seconds:{" "}
          <Link
            to={`/thank-you?session_id=${encodeURIComponent(sessionId ?? "")}`}
            className="font-semibold text-brand-strong underline"
          >
            refresh this page
          </Link>
          .
        </p>
      ) : (
        <p className="mt-4 text-stone-800">
          A confirmation has been sent to {summary.parentEmail}. The medical information form and
          the WhatsApp group link will follow before the first session.
        </p>
      )}
      <dl className="mt-8 space-y-4 rounded-2xl border border-stone-300 bg-white p-6 shadow-sm">
        <div>
          <dt className="font-semibold">Parent</dt>
          <dd>{summary.parentName}</dd>
        </div>
        <div>
          <dt className="font-semibold">Children and programmes</dt>
          {summary.children.map((child) => (
            <dd key={child.name}>
              {child.name} ({child.age}): {child.programmes.join(", ")}
            </dd>
          ))}
        </div>
        <div>
          <dt className="font-semibold">Amount paid</dt>
          <dd className="text-xl font-bold" data-testid="amount-paid">
            {pounds(summary.amountPence)}
          </dd>
        </div>
      </dl>
      <ButtonLink to="/summer" className="mt-8">
        Back to Summer at WIC
      </ButtonLink>
    </Container>
  );
}

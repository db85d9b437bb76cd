import { data, Link } from "react-router";
import { GeneralErrorBoundary, type NotFoundDetail } from "#app/components/layout/error-screen";
import { buttonClasses } from "#app/components/ui/button";
import { Container, PageHeader } from "#app/components/ui/container";
import { pageMeta } from "#app/lib/meta";
import { pounds } from "#app/lib/money";
import { DonationDetails } from "../components/donation-details";
import { confirmedDonation } from "../donations.server";
import type { Route } from "./+types/thank-you";

export const headers = () => ({ "Cache-Control": "private, no-store" });

export function meta({ matches }: Route.MetaArgs) {
  return [
    ...pageMeta(matches, { title: "Thank you", description: "Your donation." }),
    { name: "robots", content: "noindex, nofollow" },
  ];
}

const UNKNOWN: NotFoundDetail = {
  title: "We could not find this donation",
  text: "The link may be incomplete, or the payment was not started here. Nothing has been taken for it. You can give again from the donate page.",
  link: { to: "/donate", label: "Back to Donate" },
};

/** Checkout's return (`?session_id=`): the donation as our server (not the URL) knows it. */
export async function loader({ request }: Route.LoaderArgs) {
  const sessionId = new URL(request.url).searchParams.get("session_id");
  const donation = await confirmedDonation(sessionId);
  if (!donation) throw data(UNKNOWN, { status: 404 });
  return {
    donation,
    reload: `/donate/thank-you?session_id=${encodeURIComponent(sessionId ?? "")}`,
  };
}

export default function ThankYouPage({ loaderData }: Route.ComponentProps) {
  const { donation, reload } = loaderData;
  if (!donation.confirmed) {
    return (
      <>
        <PageHeader title="We are confirming your payment" />
        <Container className="py-10 [&>*]:max-w-3xl">
          <p role="status" className="text-lg text-stone-800">
            Stripe has not told us about your payment of {pounds(donation.amountPence)} to the{" "}
            {donation.fundName} yet. This usually takes a few seconds; your receipt will come by
            email as soon as it is confirmed.
          </p>
          <a href={reload} className={buttonClasses("primary", "mt-6")}>
            Check again
          </a>
        </Container>
      </>
    );
  }
  const rows: [string, string][] = [
    ["Amount", pounds(donation.amountPence)],
    ["Fund", donation.fundName],
    ["Type", donation.monthly ? "Monthly donation" : "One-off donation"],
    ["Gift Aid", donation.giftAid ? "Yes, we will claim Gift Aid on it" : "Not claimed"],
  ];
  return (
    <>
      <PageHeader
        title="Thank you"
        lead="Jazakallahu khayran. May Allah accept your donation and reward you."
      />
      <Container className="py-10 [&>*]:max-w-3xl">
        <DonationDetails rows={rows} />
        <p className="mt-6 text-stone-800">
          Your receipt is on its way by email, with a link to manage your donation.
        </p>
        <Link to="/" className={buttonClasses("outline", "mt-6")}>
          Back to the home page
        </Link>
      </Container>
    </>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;

import { GeneralErrorBoundary } from "#app/components/layout/error-screen";
import { pageMeta } from "#app/lib/meta";
import { payNow } from "../payment-pages.server";
import type { Route } from "./+types/pay";

/** /summer/pay/:id (the emailed 'Pay now' link): a new Checkout session at the stored price. */
export function loader({ params }: Route.LoaderArgs) {
  return payNow(params.id);
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: "Pay for your registration",
    description: "Payment for the summer programmes.",
  });
}

/**
 * Never drawn (the loader always redirects or fails), but it makes the emailed link a page: an
 * unknown registration or a payment failure shows inside the site, not as raw data.
 */
export default function PayLink() {
  return null;
}

export const ErrorBoundary = GeneralErrorBoundary;

import { GeneralErrorBoundary } from "#app/components/layout/error-screen";
import { PayLinkPage, payLinkMeta } from "#app/components/layout/pay-link-page";
import { payNow } from "../payment-pages.server";
import type { Route } from "./+types/pay";

/** /summer/pay/:id (the emailed 'Pay now' link): a new Checkout session at the stored price. */
export function loader({ params }: Route.LoaderArgs) {
  return payNow(params.id);
}

export function meta({ matches }: Route.MetaArgs) {
  return payLinkMeta(matches, "Payment for the summer programmes.");
}

export default PayLinkPage;

export const ErrorBoundary = GeneralErrorBoundary;

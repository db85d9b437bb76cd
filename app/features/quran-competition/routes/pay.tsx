import { data, redirect } from "react-router";
import { GeneralErrorBoundary } from "#app/components/layout/error-screen";
import { PayLinkPage, payLinkMeta } from "#app/components/layout/pay-link-page";
import { requestNow } from "#app/lib/http/clock.server";
import { CHECKOUT_MESSAGES, CheckoutError } from "#app/lib/payments/checkout.server";
import { onlinePaymentOn } from "#app/lib/payments/stripe.server";
import { entryPaymentClosed, findEntry, startEntryCheckout } from "../competition.server";
import { STATUS } from "../rules";
import type { Route } from "./+types/pay";

/** /quran-competition/pay/:id (the emailed pay-later link): a new Checkout session for £5. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const row = await findEntry(params.id);
  if (!row) throw data("Registration not found", { status: 404 });
  if (row.status !== STATUS.pending) return redirect("/quran-competition");
  const over = await entryPaymentClosed(row, requestNow(request));
  if (over) throw data(over, { status: 409 });
  if (!onlinePaymentOn()) throw data(CHECKOUT_MESSAGES.unavailable, { status: 503 });
  try {
    return redirect(await startEntryCheckout(row));
  } catch (error) {
    throw data(error instanceof CheckoutError ? error.message : CHECKOUT_MESSAGES.unknown, {
      status: 502,
    });
  }
}

export function meta({ matches }: Route.MetaArgs) {
  return payLinkMeta(matches, "Payment for the Qur'an Competition.");
}

export default PayLinkPage;

export const ErrorBoundary = GeneralErrorBoundary;

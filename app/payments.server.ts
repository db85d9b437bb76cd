import { donationPaymentHandler } from "~/features/donations/index.server";
import { competitionPaymentHandler } from "~/features/quran-competition/index.server";
import { summerPaymentHandler } from "~/features/summer/index.server";
import type { PaymentHandlers } from "~/lib/payments/webhook.server";

/**
 * Which feature settles a payment of each purpose (the `purpose` of its `payments` row), for the
 * Stripe webhook. It sits above the features so no feature imports it: a feature's own pages
 * settle only their own purpose. A feature that takes payments adds its handler here.
 */
export const paymentHandlers: PaymentHandlers = {
  summer: summerPaymentHandler,
  "quran-competition": competitionPaymentHandler,
  donation: donationPaymentHandler,
};

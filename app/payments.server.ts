import { FEATURES } from "#app/features.server";
import type { PaymentHandlers } from "#app/lib/payments/webhook.server";

/**
 * Which feature settles a payment of each purpose (the `purpose` of its `payments` row), for the
 * Stripe webhook: every feature's declared `payments`. It sits above the features so no feature
 * imports it: a feature's own pages settle only their own purpose.
 */
export const paymentHandlers: PaymentHandlers = Object.fromEntries(
  FEATURES.flatMap((feature) => Object.entries(feature.payments ?? {})),
);

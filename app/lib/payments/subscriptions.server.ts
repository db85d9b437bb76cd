import { stripeClient } from "./stripe.server";

/**
 * A donor's own changes to a monthly payment, made through Stripe's API from our pages; Stripe's
 * `customer.subscription.deleted` then confirms a cancellation to every server.
 */

async function client() {
  const stripe = await stripeClient();
  if (!stripe) throw new Error("Stripe is not configured");
  return stripe;
}

/** Stops the subscription at once: no further invoices. */
export async function cancelSubscription(subscriptionId: string): Promise<void> {
  const stripe = await client();
  await stripe.subscriptions.cancel(subscriptionId);
}

/** From the next invoice on, each month charges `amountPence` (no proration of this month). */
export async function changeSubscriptionAmount(
  subscriptionId: string,
  amountPence: number,
): Promise<void> {
  const stripe = await client();
  const subscription = await stripe.subscriptions.retrieve(subscriptionId);
  const item = subscription.items.data[0];
  if (!item) throw new Error(`subscription ${subscriptionId} has no item`);
  const product =
    typeof item.price.product === "string" ? item.price.product : item.price.product.id;
  await stripe.subscriptions.update(subscriptionId, {
    items: [
      {
        id: item.id,
        price_data: {
          currency: "gbp",
          product,
          unit_amount: amountPence,
          recurring: { interval: "month" },
        },
      },
    ],
    proration_behavior: "none",
  });
}

/** The payment intent that paid an invoice (to refund one month), read from Stripe. */
export async function invoicePaymentIntent(invoiceId: string): Promise<string | null> {
  const stripe = await client();
  const invoice = await stripe.invoices.retrieve(invoiceId, { expand: ["payments"] });
  const intent = invoice.payments?.data[0]?.payment.payment_intent;
  return typeof intent === "string" ? intent : (intent?.id ?? null);
}

import { eq, sql } from "drizzle-orm";
import type { Transaction } from "#app/lib/db/client.server";
import { payments } from "#app/lib/db/schema";
import { stripeClient } from "./stripe.server";
import type { Payment } from "./webhook.server";

// Refunds the centre makes from the admin pages; what Stripe then reports is webhook.server.ts's.

/**
 * Refunds a paid Checkout payment in full (what Stripe has not refunded yet); the row becomes
 * 'refunded'. Says whether Stripe had refunded it already (from its dashboard).
 */
export async function refundPayment(tx: Transaction, payment: Payment): Promise<RefundOutcome> {
  if (!payment.paymentIntentId) throw new Error("The payment has no payment intent");
  const outcome = await refundIntent(payment.paymentIntentId);
  await tx
    .update(payments)
    .set({ status: "refunded", refundedPence: payment.amountPence, updatedAt: sql`now()` })
    .where(eq(payments.id, payment.id));
  return outcome;
}

/** 'already-refunded': Stripe had refunded the whole charge before (from its dashboard). */
export type RefundOutcome = "refunded" | "already-refunded";

/**
 * Refunds a payment (a Checkout payment or one month's invoice) by its payment intent: what is
 * left of it, when it was partly refunded. A charge Stripe says is refunded already
 * (`charge_already_refunded`) is no failure: the caller records the refund.
 */
export async function refundIntent(paymentIntentId: string): Promise<RefundOutcome> {
  const stripe = await stripeClient();
  if (!stripe) throw new Error("Stripe is not configured");
  try {
    await stripe.refunds.create({ payment_intent: paymentIntentId });
    return "refunded";
  } catch (error) {
    if ((error as { code?: unknown }).code === "charge_already_refunded") return "already-refunded";
    throw error;
  }
}

import { and, eq, inArray, sql } from "drizzle-orm";
import type Stripe from "stripe";
import { env } from "~/lib/config/env.server";
import { type Database, db, type Transaction } from "~/lib/db/client.server";
import { payments, stripeEvents } from "~/lib/db/schema";
import { logger } from "~/lib/logger.server";
import { stripeClient } from "./stripe.server";

export type Payment = typeof payments.$inferSelect;

/** What a feature does when one of its payments is settled; runs in the webhook's transaction. */
export interface PaymentHandler {
  onPaid(tx: Transaction, payment: Payment): Promise<void>;
  onExpired?(tx: Transaction, payment: Payment): Promise<void>;
}
export type PaymentHandlers = Record<string, PaymentHandler>;

interface SessionLike {
  id: string;
  payment_status?: string | null;
  payment_intent?: string | { id: string } | null;
}

const intentId = (session: SessionLike) =>
  typeof session.payment_intent === "string"
    ? session.payment_intent
    : (session.payment_intent?.id ?? null);

/**
 * Marks the Checkout session's payment paid, once: only the call that moves the row from
 * open/expired to paid runs the feature's handler (its state change and emails).
 */
export async function settlePaidSession(
  tx: Transaction,
  session: SessionLike,
  handlers: PaymentHandlers,
): Promise<boolean> {
  if (session.payment_status !== "paid" && session.payment_status !== "no_payment_required")
    return false;
  const [payment] = await tx
    .update(payments)
    .set({
      status: "paid",
      paidAt: sql`now()`,
      updatedAt: sql`now()`,
      paymentIntentId: intentId(session),
    })
    .where(
      and(eq(payments.stripeSessionId, session.id), inArray(payments.status, ["open", "expired"])),
    )
    .returning();
  if (!payment) return false;
  const handler = handlers[payment.purpose];
  if (handler) await handler.onPaid(tx, payment);
  else logger.warn({ purpose: payment.purpose }, "paid checkout session with no handler");
  return true;
}

async function expireSession(tx: Transaction, session: SessionLike, handlers: PaymentHandlers) {
  const [payment] = await tx
    .update(payments)
    .set({ status: "expired", updatedAt: sql`now()` })
    .where(and(eq(payments.stripeSessionId, session.id), eq(payments.status, "open")))
    .returning();
  if (payment) await handlers[payment.purpose]?.onExpired?.(tx, payment);
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

/**
 * POST /api/stripe/webhook: verifies the signature over the raw body, stores the event id (a
 * repeated delivery changes nothing), then handles the event in the same transaction.
 */
export async function handleStripeWebhook(
  request: Request,
  handlers: PaymentHandlers,
  database: Database = db(),
): Promise<Response> {
  const secret = env().STRIPE_WEBHOOK_SECRET;
  const stripe = await stripeClient();
  if (!secret || !stripe) return json({ error: "Webhooks are not configured." }, 400);
  const payload = await request.text();
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(
      payload,
      request.headers.get("stripe-signature") ?? "",
      secret,
    );
  } catch (error) {
    logger.warn({ error: String(error) }, "stripe webhook refused: bad signature");
    return json({ error: "Invalid signature." }, 400);
  }
  const outcome = await database.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(stripeEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning();
    if (!fresh) return "duplicate";
    switch (event.type) {
      case "checkout.session.completed":
      case "checkout.session.async_payment_succeeded":
        await settlePaidSession(tx, event.data.object as SessionLike, handlers);
        return "handled";
      case "checkout.session.expired":
        await expireSession(tx, event.data.object as SessionLike, handlers);
        return "handled";
      default:
        return "ignored";
    }
  });
  logger.info({ eventId: event.id, type: event.type, outcome }, "stripe webhook");
  return json({ received: true, outcome });
}

/**
 * For a success page reached before the webhook: asks Stripe about the session and settles it
 * the same idempotent way, but only for a purpose in `handlers` (a feature's page passes its own;
 * another purpose's payment is left to the webhook). Returns the payment row as it now is.
 */
export async function refreshPayment(
  sessionId: string,
  handlers: PaymentHandlers,
): Promise<Payment | null> {
  const [payment] = await db()
    .select()
    .from(payments)
    .where(eq(payments.stripeSessionId, sessionId));
  if (payment?.status !== "open" || !handlers[payment.purpose]) return payment ?? null;
  const stripe = await stripeClient();
  if (!stripe) return payment;
  try {
    const session = await stripe.checkout.sessions.retrieve(sessionId);
    await db().transaction((tx) => settlePaidSession(tx, session, handlers));
  } catch (error) {
    logger.warn({ sessionId, error: String(error) }, "checkout session could not be read");
    return payment;
  }
  const [now] = await db().select().from(payments).where(eq(payments.stripeSessionId, sessionId));
  return now ?? null;
}

/** Refunds a paid Checkout payment in full; the row becomes 'refunded'. */
export async function refundPayment(tx: Transaction, payment: Payment): Promise<void> {
  const stripe = await stripeClient();
  if (!stripe) throw new Error("Stripe is not configured");
  if (!payment.paymentIntentId) throw new Error("The payment has no payment intent");
  await stripe.refunds.create({ payment_intent: payment.paymentIntentId });
  await tx
    .update(payments)
    .set({ status: "refunded", updatedAt: sql`now()` })
    .where(eq(payments.id, payment.id));
}

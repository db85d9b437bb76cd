import { and, eq, inArray, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type Stripe from "stripe";
import { env } from "#app/lib/config/env.server";
import { type Database, db, type Transaction } from "#app/lib/db/client.server";
import { payments, stripeEvents } from "#app/lib/db/schema";
import { errorForLog, logger } from "#app/lib/logger.server";
import { type ChargeFacts, chargeUpdate, SETTLED_STATUSES } from "./charges";
import { stripeClient } from "./stripe.server";

export type Payment = typeof payments.$inferSelect;

/** A Stripe id, or the object it names when the API expanded it. */
type Expandable = string | { id: string } | null | undefined;
const idOf = (value: Expandable): string | null =>
  typeof value === "string" ? value : (value?.id ?? null);

/** The parts of a Checkout session the handlers read. */
export interface SessionLike {
  id: string;
  payment_status?: string | null;
  payment_intent?: Expandable;
  subscription?: Expandable;
  customer?: Expandable;
}

/** What a feature learns of a paid Checkout session: for a subscription, its ids. */
export interface PaidSession {
  paymentIntentId: string | null;
  subscriptionId: string | null;
  customerId: string | null;
}

/** One invoice of a subscription, as Stripe's invoice events describe it. */
export interface SubscriptionInvoice {
  id: string;
  subscriptionId: string | null;
  /** The subscription's metadata: the purpose and reference given at Checkout. */
  reference: string | null;
  amountPaidPence: number;
  amountDuePence: number;
  paymentIntentId: string | null;
  /** When Stripe says it was paid (or now). */
  paidAt: Date;
}

/** Subscriptions of a purpose: each month's invoice and the end of the subscription. */
interface SubscriptionHandler {
  onInvoicePaid(tx: Transaction, invoice: SubscriptionInvoice): Promise<void>;
  onInvoiceFailed(tx: Transaction, invoice: SubscriptionInvoice): Promise<void>;
  onEnded(tx: Transaction, subscription: { id: string; reference: string | null }): Promise<void>;
}

/** What one of Stripe's refund or dispute events says of the charge of a payment intent. */
export interface ChargeChange {
  paymentIntentId: string;
  facts: ChargeFacts;
}

/** What a feature does when one of its payments is settled; runs in the webhook's transaction. */
export interface PaymentHandler {
  onPaid(tx: Transaction, payment: Payment, session: PaidSession): Promise<void>;
  onExpired?(tx: Transaction, payment: Payment): Promise<void>;
  onFailed?(tx: Transaction, payment: Payment): Promise<void>;
  /**
   * Stripe refunded or disputed a charge. For a Checkout payment, `payment` is its row, already
   * updated (called only when its status or refunded amount changed); for a charge with no such
   * row (a subscription's invoice), null, and every handler with subscriptions is asked.
   */
  onCharge?(tx: Transaction, change: ChargeChange, payment: Payment | null): Promise<void>;
  subscriptions?: SubscriptionHandler;
}
export type PaymentHandlers = Record<string, PaymentHandler>;

const intentId = (session: SessionLike) => idOf(session.payment_intent);

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
  if (handler)
    await handler.onPaid(tx, payment, {
      paymentIntentId: intentId(session),
      subscriptionId: idOf(session.subscription),
      customerId: idOf(session.customer),
    });
  else logger.warn({ purpose: payment.purpose }, "paid checkout session with no handler");
  return true;
}

/** An open session that expired, or whose delayed payment (a bank debit) failed. */
async function closeSession(
  tx: Transaction,
  session: SessionLike,
  handlers: PaymentHandlers,
  outcome: "expired" | "failed",
) {
  const [payment] = await tx
    .update(payments)
    .set({ status: outcome, updatedAt: sql`now()` })
    .where(and(eq(payments.stripeSessionId, session.id), eq(payments.status, "open")))
    .returning();
  if (!payment) return;
  const handler = handlers[payment.purpose];
  await (outcome === "expired" ? handler?.onExpired : handler?.onFailed)?.(tx, payment);
}

interface Metadata {
  metadata?: Record<string, string> | null;
}

/**
 * An invoice event's object, read for the fields of the current API (the subscription under
 * `parent.subscription_details`, the payment intent under `payments`) and of older ones.
 */
interface InvoiceLike {
  id: string;
  amount_paid?: number;
  amount_due?: number;
  subscription?: Expandable;
  subscription_details?: Metadata | null;
  parent?: { subscription_details?: (Metadata & { subscription?: Expandable }) | null } | null;
  payment_intent?: Expandable;
  payments?: { data?: { payment?: { payment_intent?: Expandable } }[] } | null;
  status_transitions?: { paid_at?: number | null } | null;
}

function readInvoice(invoice: InvoiceLike): { purpose: string | null; value: SubscriptionInvoice } {
  const details = invoice.parent?.subscription_details ?? invoice.subscription_details ?? null;
  const metadata = details?.metadata ?? {};
  const paidAt = invoice.status_transitions?.paid_at;
  return {
    purpose: metadata.purpose ?? null,
    value: {
      id: invoice.id,
      subscriptionId:
        idOf(invoice.parent?.subscription_details?.subscription) ?? idOf(invoice.subscription),
      reference: metadata.reference ?? null,
      amountPaidPence: invoice.amount_paid ?? 0,
      amountDuePence: invoice.amount_due ?? 0,
      paymentIntentId:
        idOf(invoice.payments?.data?.[0]?.payment?.payment_intent) ?? idOf(invoice.payment_intent),
      paidAt: paidAt ? new Date(paidAt * 1000) : new Date(),
    },
  };
}

async function handleInvoice(
  tx: Transaction,
  object: InvoiceLike,
  handlers: PaymentHandlers,
  paid: boolean,
): Promise<"handled" | "ignored"> {
  const { purpose, value } = readInvoice(object);
  const subscriptions = purpose ? handlers[purpose]?.subscriptions : undefined;
  if (!subscriptions) return "ignored";
  await (paid ? subscriptions.onInvoicePaid(tx, value) : subscriptions.onInvoiceFailed(tx, value));
  return "handled";
}

async function handleSubscriptionEnded(
  tx: Transaction,
  object: { id: string } & Metadata,
  handlers: PaymentHandlers,
): Promise<"handled" | "ignored"> {
  const purpose = object.metadata?.purpose;
  const subscriptions = purpose ? handlers[purpose]?.subscriptions : undefined;
  if (!subscriptions) return "ignored";
  await subscriptions.onEnded(tx, { id: object.id, reference: object.metadata?.reference ?? null });
  return "handled";
}

/** The parts of Stripe's Charge, Refund and Dispute objects the refund and dispute events use. */
interface ChargeLike {
  object: "charge";
  payment_intent?: Expandable;
  amount_refunded?: number;
}
interface RefundLike {
  object: "refund";
  id: string;
  payment_intent?: Expandable;
  amount?: number;
  status?: string | null;
}
interface DisputeLike {
  object: "dispute";
  payment_intent?: Expandable;
  status?: string;
}

/** A refund that is not (or no longer) taking money back: it failed, or was cancelled. */
const LAPSED_REFUNDS = new Set(["failed", "canceled"]);

/** What an event's object says of its charge, or null when it names no payment intent. */
function chargeChangeOf(object: ChargeLike | RefundLike | DisputeLike): ChargeChange | null {
  const paymentIntentId = idOf(object.payment_intent);
  if (!paymentIntentId) return null;
  switch (object.object) {
    case "charge":
      return { paymentIntentId, facts: { refundedPence: object.amount_refunded ?? 0 } };
    case "refund":
      if (LAPSED_REFUNDS.has(object.status ?? "")) {
        logger.warn(
          { refund: object.id, status: object.status },
          "stripe refund did not go through",
        );
        return null;
      }
      return { paymentIntentId, facts: { refundedPence: object.amount ?? 0 } };
    case "dispute":
      return object.status ? { paymentIntentId, facts: { disputeStatus: object.status } } : null;
  }
}

/** A table of payments Stripe's refunds and disputes change (Checkout payments, donation months). */
type SettledPaymentsTable = PgTable & { paymentIntentId: PgColumn; status: PgColumn };

/**
 * The paid payments of a payment intent, locked so that concurrent refund and dispute events
 * apply their facts one after the other.
 */
export async function lockSettledPayments<T extends SettledPaymentsTable>(
  tx: Transaction,
  table: T,
  paymentIntentId: string,
): Promise<T["$inferSelect"][]> {
  const rows = await tx
    .select()
    .from(table as PgTable)
    .where(
      and(eq(table.paymentIntentId, paymentIntentId), inArray(table.status, [...SETTLED_STATUSES])),
    )
    .for("update");
  // Drizzle cannot type a select from a generic table; the rows are the table's own.
  return rows as T["$inferSelect"][];
}

/**
 * A refund or dispute of a charge: the Checkout payment of its payment intent takes the facts
 * (and its feature hears of a change); a charge with no Checkout payment goes to the features
 * with subscriptions (a month's invoice).
 */
async function recordChargeChange(
  tx: Transaction,
  object: ChargeLike | RefundLike | DisputeLike,
  handlers: PaymentHandlers,
): Promise<"handled" | "ignored"> {
  const change = chargeChangeOf(object);
  if (!change) return "ignored";
  const rows = await lockSettledPayments(tx, payments, change.paymentIntentId);
  for (const row of rows) {
    const update = chargeUpdate(row, change.facts);
    if (!update) continue;
    const [updated] = await tx
      .update(payments)
      .set({ ...update, updatedAt: sql`now()` })
      .where(eq(payments.id, row.id))
      .returning();
    if (updated) await handlers[row.purpose]?.onCharge?.(tx, change, updated);
  }
  if (rows.length > 0) return "handled";
  for (const handler of Object.values(handlers))
    if (handler.subscriptions) await handler.onCharge?.(tx, change, null);
  return "handled";
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
    logger.warn({ error: errorForLog(error) }, "stripe webhook refused: bad signature");
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
        await closeSession(tx, event.data.object as SessionLike, handlers, "expired");
        return "handled";
      case "checkout.session.async_payment_failed":
        await closeSession(tx, event.data.object as SessionLike, handlers, "failed");
        return "handled";
      case "invoice.paid":
      case "invoice.payment_failed":
        return handleInvoice(
          tx,
          event.data.object as unknown as InvoiceLike,
          handlers,
          event.type === "invoice.paid",
        );
      case "customer.subscription.deleted":
        return handleSubscriptionEnded(tx, event.data.object, handlers);
      case "charge.refunded":
      case "refund.created":
      case "refund.updated":
      case "charge.dispute.created":
      case "charge.dispute.updated":
      case "charge.dispute.closed":
        return recordChargeChange(
          tx,
          event.data.object as ChargeLike | RefundLike | DisputeLike,
          handlers,
        );
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
    logger.warn({ sessionId, error: errorForLog(error) }, "checkout session could not be read");
    return payment;
  }
  const [now] = await db().select().from(payments).where(eq(payments.stripeSessionId, sessionId));
  return now ?? null;
}

import { randomBytes } from "node:crypto";
import { eq, or, sql } from "drizzle-orm";
import { env } from "#app/lib/config/env.server";
import { getSiteSettings } from "#app/lib/config/settings.server";
import { db, type Transaction } from "#app/lib/db/client.server";
import { donationPayments, donations, giftAidDeclarations } from "#app/lib/db/schema";
import { queueEmail } from "#app/lib/email/outbox.server";
import { isUuid } from "#app/lib/http/ids";
import { logger } from "#app/lib/logger.server";
import { pounds } from "#app/lib/money";
import { chargeUpdate, isAllReturned, returnedPence } from "#app/lib/payments/charges";
import { createCheckout } from "#app/lib/payments/checkout.server";
import {
  type ChargeChange,
  lockSettledPayments,
  type PaidSession,
  type Payment,
  type PaymentHandler,
  refreshPayment,
  type SubscriptionInvoice,
} from "#app/lib/payments/webhook.server";
import { formatInstant } from "#app/lib/time/format";
import { CURRENT_DECLARATION, normaliseUkPostcode } from "../gift-aid/gift-aid";
import { type Fund, PURPOSE, statusAfter } from "../rules";
import { DonationReceiptEmail } from "./emails/donation-emails";
import type { DonationForm } from "./schema";

export type Donation = typeof donations.$inferSelect;

export interface DonationStart {
  fund: Fund;
  form: DonationForm;
  amountPence: number;
  people: number | null;
  perPersonPence: number | null;
}

const newToken = () => randomBytes(24).toString("base64url");

function checkoutLine(start: DonationStart) {
  const { fund, form, people, perPersonPence } = start;
  const parts = [
    form.frequency === "monthly" ? "Monthly donation" : "One-off donation",
    people && perPersonPence ? `${people} × ${pounds(perPersonPence)}` : null,
    form.giftAid ? "with Gift Aid" : null,
  ];
  return {
    name: `Donation to ${fund.name}`,
    description: parts.filter(Boolean).join(", "),
    amountPence: start.amountPence,
  };
}

/**
 * Stores the donation (and the Gift Aid declaration) first, then opens Stripe Checkout: payment
 * mode for a one-off gift, subscription mode for a monthly one. Nothing is marked paid here: the
 * verified webhook does that. Returns the Checkout URL; a failure leaves the donation 'failed'.
 */
export async function startDonation(start: DonationStart): Promise<string> {
  const { fund, form } = start;
  const donation = await db().transaction(async (tx) => {
    let declarationId: string | null = null;
    if (form.giftAid) {
      const [declaration] = await tx
        .insert(giftAidDeclarations)
        .values({
          title: form.title,
          firstName: form.firstName,
          lastName: form.lastName,
          houseNameOrNumber: form.houseNameOrNumber,
          postcode: normaliseUkPostcode(form.postcode) ?? form.postcode,
          email: form.email,
          textVersion: CURRENT_DECLARATION,
        })
        .returning({ id: giftAidDeclarations.id });
      declarationId = declaration?.id ?? null;
    }
    const [row] = await tx
      .insert(donations)
      .values({
        fundId: fund.id,
        fundName: fund.name,
        frequency: form.frequency,
        amountPence: start.amountPence,
        people: start.people,
        perPersonPence: start.perPersonPence,
        firstName: form.firstName,
        lastName: form.lastName,
        email: form.email,
        giftAidDeclarationId: declarationId,
        manageToken: newToken(),
      })
      .returning();
    if (!row) throw new Error("the donation was not stored");
    return row;
  });
  try {
    const { url } = await createCheckout({
      purpose: PURPOSE,
      reference: donation.id,
      customerEmail: donation.email,
      lines: [checkoutLine(start)],
      amountPence: donation.amountPence,
      successPath: "/donate/thank-you",
      cancelPath: "/donate",
      monthly: donation.frequency === "monthly",
    });
    return url;
  } catch (error) {
    await db()
      .update(donations)
      .set({ status: "failed", updatedAt: sql`now()` })
      .where(eq(donations.id, donation.id));
    throw error;
  }
}

export async function lockDonation(
  tx: Transaction,
  id: string | null,
  subscriptionId?: string | null,
) {
  const matches = [
    ...(isUuid(id) ? [eq(donations.id, id)] : []),
    ...(subscriptionId ? [eq(donations.stripeSubscriptionId, subscriptionId)] : []),
  ];
  if (matches.length === 0) return null;
  const [row] = await tx
    .select()
    .from(donations)
    .where(or(...matches))
    .for("update");
  return row ?? null;
}

export async function setStatus(
  tx: Transaction,
  donation: Donation,
  event: Parameters<typeof statusAfter>[1],
  extra: Partial<Donation> = {},
) {
  const next = statusAfter(donation.status, event);
  if (!next && Object.keys(extra).length === 0) return;
  await tx
    .update(donations)
    .set({ ...extra, ...(next ? { status: next } : {}), updatedAt: sql`now()` })
    .where(eq(donations.id, donation.id));
}

/** Whether the donor's declaration covers a payment made at `paidAt`. */
async function giftAidCovers(tx: Transaction, donation: Donation, paidAt: Date) {
  if (!donation.giftAidDeclarationId) return false;
  const [declaration] = await tx
    .select({ cancelledAt: giftAidDeclarations.cancelledAt })
    .from(giftAidDeclarations)
    .where(eq(giftAidDeclarations.id, donation.giftAidDeclarationId));
  return Boolean(declaration && (!declaration.cancelledAt || declaration.cancelledAt > paidAt));
}

const manageUrl = (donation: Pick<Donation, "manageToken">) =>
  `${env().PUBLIC_URL}/donate/manage/${donation.manageToken}`;

async function queueReceipt(
  tx: Transaction,
  donation: Donation,
  payment: { amountPence: number; paidAt: Date; giftAid: boolean },
) {
  const site = await getSiteSettings(tx);
  const amount = pounds(payment.amountPence);
  await queueEmail(tx, {
    template: "donation-receipt",
    to: donation.email,
    replyTo: site.emails.contact,
    subject: `Receipt for your donation of ${amount} – ${site.name}`,
    body: (
      <DonationReceiptEmail
        receipt={{
          firstName: donation.firstName,
          fundName: donation.fundName,
          amountPence: payment.amountPence,
          paidOn: formatInstant(payment.paidAt, "weekdayLong"),
          monthly: donation.frequency === "monthly",
          giftAid: payment.giftAid,
          people:
            donation.people && donation.perPersonPence
              ? `${donation.people} ${donation.people === 1 ? "person" : "people"} at ${pounds(donation.perPersonPence)}`
              : null,
          manageUrl: manageUrl(donation),
        }}
      />
    ),
  });
}

async function recordOneOffPayment(
  tx: Transaction,
  donation: Donation,
  payment: Payment,
  session: PaidSession,
) {
  const paidAt = payment.paidAt ?? new Date();
  const giftAid = await giftAidCovers(tx, donation, paidAt);
  const [recorded] = await tx
    .insert(donationPayments)
    .values({
      donationId: donation.id,
      amountPence: payment.amountPence,
      status: "paid",
      giftAid,
      stripeSessionId: payment.stripeSessionId,
      paymentIntentId: session.paymentIntentId,
      paidAt,
    })
    .onConflictDoNothing({ target: donationPayments.stripeSessionId })
    .returning({ id: donationPayments.id });
  await setStatus(tx, donation, "paid");
  if (recorded)
    await queueReceipt(tx, donation, { amountPence: payment.amountPence, paidAt, giftAid });
}

async function recordInvoice(tx: Transaction, invoice: SubscriptionInvoice, paid: boolean) {
  const donation = await lockDonation(tx, invoice.reference, invoice.subscriptionId);
  if (!donation) {
    logger.warn({ invoice: invoice.id }, "donation invoice with no donation");
    return;
  }
  const link =
    !donation.stripeSubscriptionId && invoice.subscriptionId
      ? { stripeSubscriptionId: invoice.subscriptionId }
      : {};
  if (!paid) {
    await tx
      .insert(donationPayments)
      .values({
        donationId: donation.id,
        amountPence: invoice.amountDuePence,
        status: "failed",
        stripeInvoiceId: invoice.id,
      })
      .onConflictDoNothing({ target: donationPayments.stripeInvoiceId });
    await setStatus(tx, donation, "failed", link);
    return;
  }
  const giftAid = await giftAidCovers(tx, donation, invoice.paidAt);
  const values = {
    status: "paid" as const,
    amountPence: invoice.amountPaidPence,
    giftAid,
    paymentIntentId: invoice.paymentIntentId,
    paidAt: invoice.paidAt,
  };
  // A month that failed first and was paid on Stripe's retry becomes paid (and gets its receipt).
  const [recorded] = await tx
    .insert(donationPayments)
    .values({ donationId: donation.id, stripeInvoiceId: invoice.id, ...values })
    .onConflictDoUpdate({
      target: donationPayments.stripeInvoiceId,
      set: values,
      setWhere: eq(donationPayments.status, "failed"),
    })
    .returning({ id: donationPayments.id });
  await setStatus(tx, donation, "invoice-paid", link);
  if (recorded) await queueReceipt(tx, donation, values);
}

/** What the Stripe webhook (and the thank-you page's check) does for donations. */
/**
 * Stripe refunded or disputed the charge of a payment (the one-off payment or a month's
 * invoice): the payment takes Stripe's figures, and a one-off donation whose money all went
 * back becomes refunded. Claims read the refunded amount (claims.server.ts).
 */
async function recordCharge(tx: Transaction, change: ChargeChange) {
  const rows = await lockSettledPayments(tx, donationPayments, change.paymentIntentId);
  for (const row of rows) {
    const update = chargeUpdate(row, change.facts);
    if (!update) continue;
    const returned = returnedPence({ ...row, ...update }) > 0;
    await tx
      .update(donationPayments)
      .set({ ...update, refundedAt: returned ? (row.refundedAt ?? new Date()) : null })
      .where(eq(donationPayments.id, row.id));
    const donation = await lockDonation(tx, row.donationId);
    if (donation?.frequency === "one-off" && isAllReturned(update.status))
      await setStatus(tx, donation, "refunded");
  }
}

export const donationPaymentHandler: PaymentHandler = {
  async onPaid(tx, payment, session) {
    const donation = await lockDonation(tx, payment.reference);
    if (!donation) return;
    if (donation.frequency === "monthly") {
      // The money of each month, the first included, is recorded from its invoice; the subscription
      // is running from here, as when its first invoice arrives first.
      await setStatus(tx, donation, "invoice-paid", {
        stripeSubscriptionId: session.subscriptionId ?? donation.stripeSubscriptionId,
        stripeCustomerId: session.customerId,
      });
      return;
    }
    await recordOneOffPayment(tx, donation, payment, session);
  },
  async onExpired(tx, payment) {
    const donation = await lockDonation(tx, payment.reference);
    if (donation) await setStatus(tx, donation, "expired");
  },
  async onFailed(tx, payment) {
    const donation = await lockDonation(tx, payment.reference);
    if (donation) await setStatus(tx, donation, "failed");
  },
  onCharge: (tx, change) => recordCharge(tx, change),
  subscriptions: {
    onInvoicePaid: (tx, invoice) => recordInvoice(tx, invoice, true),
    onInvoiceFailed: (tx, invoice) => recordInvoice(tx, invoice, false),
    async onEnded(tx, subscription) {
      const donation = await lockDonation(tx, subscription.reference, subscription.id);
      if (donation) await setStatus(tx, donation, "cancelled", { cancelledAt: new Date() });
    },
  },
};

export interface ConfirmedDonation {
  fundName: string;
  amountPence: number;
  monthly: boolean;
  giftAid: boolean;
  /** Stripe has confirmed it (else the page says it is being confirmed). */
  confirmed: boolean;
}

/**
 * `?session_id=` on return from Checkout: the donation, once Stripe confirms it (asked directly
 * if the webhook has not arrived yet). Null for an unknown session or another purpose's.
 */
export async function confirmedDonation(
  sessionId: string | null,
): Promise<ConfirmedDonation | null> {
  if (!sessionId || sessionId.length > 200) return null;
  const payment = await refreshPayment(sessionId, { [PURPOSE]: donationPaymentHandler });
  if (!payment || payment.purpose !== PURPOSE) return null;
  const [donation] = await db().select().from(donations).where(eq(donations.id, payment.reference));
  if (!donation) return null;
  return {
    fundName: donation.fundName,
    amountPence: donation.amountPence,
    monthly: donation.frequency === "monthly",
    giftAid: donation.giftAidDeclarationId !== null,
    confirmed: payment.status === "paid",
  };
}

import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  sql,
  sum,
} from "drizzle-orm";
import { recordAudit } from "#app/lib/audit/audit.server";
import { toCsv } from "#app/lib/csv";
import { db } from "#app/lib/db/client.server";
import { columnsOf } from "#app/lib/db/columns";
import { donationFunds, donationPayments, donations, giftAidClaims } from "#app/lib/db/schema";
import { errorForLog, logger } from "#app/lib/logger.server";
import { isKept, KEPT_STATUSES } from "#app/lib/payments/charges";
import { refundIntent } from "#app/lib/payments/refunds.server";
import { invoicePaymentIntent } from "#app/lib/payments/subscriptions.server";
import { addDays, instantAt, localDate } from "#app/lib/time/london";
import { claimedNote } from "../components/admin";
import { FREQUENCY_LABELS } from "../messages";
import { statusAfter } from "../rules";
import type { DonationFilters } from "./admin-schema";

/**
 * /admin/donations (decision 0284): the donations list with its filters and totals, the CSV of the
 * same payments, and refunds through Stripe.
 */

export type Actor = { id: string; email: string };

/** The instant a UK day starts, as a Date (for comparing with timestamps). */
const dayStart = (date: string) => new Date(instantAt(date, "00:00"));

/** A timestamp column inside UK dates `from`–`to` (inclusive; "" = open-ended). */
export function withinDays(
  column: typeof donationPayments.paidAt | typeof donations.createdAt,
  from: string,
  to: string,
) {
  return and(
    from ? gte(column, dayStart(from)) : undefined,
    to ? lt(column, dayStart(addDays(to, 1))) : undefined,
  );
}

/** The UK month ("2026-11") of a timestamp, in SQL. */
const ukMonth = (column: typeof donationPayments.paidAt) =>
  sql<string>`to_char(${column} at time zone 'Europe/London', 'YYYY-MM')`;

/** What selects donations, whatever their dates: fund, frequency, Gift Aid and status. */
function donationMatches(filters: DonationFilters) {
  return and(
    filters.fund === null ? undefined : eq(donations.fundId, filters.fund),
    filters.frequency ? eq(donations.frequency, filters.frequency) : undefined,
    filters.giftAid === "yes" ? isNotNull(donations.giftAidDeclarationId) : undefined,
    filters.giftAid === "no" ? isNull(donations.giftAidDeclarationId) : undefined,
    filters.status ? eq(donations.status, filters.status) : undefined,
  );
}

/** What the centre keeps of a payment: its amount less what Stripe refunded. */
const keptPence = sql<number>`${donationPayments.amountPence} - ${donationPayments.refundedPence}`;

/** Kept payments of the matching donations, received between the filter's dates. */
const paidMatches = (filters: DonationFilters) =>
  and(
    donationMatches(filters),
    inArray(donationPayments.status, [...KEPT_STATUSES]),
    withinDays(donationPayments.paidAt, filters.from, filters.to),
  );

const DONATIONS_PER_PAGE = 25;

/** One page of the donations made between the filter's dates, newest first. */
async function donationPage(filters: DonationFilters, page: number) {
  const where = and(
    donationMatches(filters),
    withinDays(donations.createdAt, filters.from, filters.to),
  );
  const [total] = await db().select({ count: count() }).from(donations).where(where);
  const rows = await db()
    .select({
      ...columnsOf(donations, [
        "id",
        "createdAt",
        "firstName",
        "lastName",
        "email",
        "fundName",
        "frequency",
        "amountPence",
        "people",
        "status",
      ]),
      giftAid: isNotNull(donations.giftAidDeclarationId),
    })
    .from(donations)
    .where(where)
    .orderBy(desc(donations.createdAt), desc(donations.id))
    .limit(DONATIONS_PER_PAGE)
    .offset((page - 1) * DONATIONS_PER_PAGE);
  return { total: total?.count ?? 0, rows };
}

/** The payments (paid, failed, refunded) of these donations, oldest first, with their claim. */
async function paymentsOf(donationIds: string[]) {
  if (donationIds.length === 0) return [];
  return db()
    .select({
      ...columnsOf(donationPayments, [
        "id",
        "donationId",
        "amountPence",
        "refundedPence",
        "status",
        "paidAt",
        "refundedAt",
        "createdAt",
      ]),
      claimId: donationPayments.giftAidClaimId,
      claimedAt: giftAidClaims.createdAt,
    })
    .from(donationPayments)
    .leftJoin(giftAidClaims, eq(giftAidClaims.id, donationPayments.giftAidClaimId))
    .where(inArray(donationPayments.donationId, donationIds))
    .orderBy(asc(donationPayments.createdAt));
}

/** The filtered payments received, per fund (current name) and per UK month, and in all. */
async function donationTotals(filters: DonationFilters) {
  const where = paidMatches(filters);
  const month = ukMonth(donationPayments.paidAt);
  const [byFund, byMonth] = await Promise.all([
    db()
      .select({
        fund: donationFunds.name,
        totalPence: sum(keptPence).mapWith(Number),
        payments: count(),
      })
      .from(donationPayments)
      .innerJoin(donations, eq(donations.id, donationPayments.donationId))
      .innerJoin(donationFunds, eq(donationFunds.id, donations.fundId))
      .where(where)
      .groupBy(donationFunds.id, donationFunds.name, donationFunds.position)
      .orderBy(asc(donationFunds.position), asc(donationFunds.id)),
    db()
      .select({
        month,
        totalPence: sum(keptPence).mapWith(Number),
        payments: count(),
      })
      .from(donationPayments)
      .innerJoin(donations, eq(donations.id, donationPayments.donationId))
      .where(where)
      .groupBy(month)
      .orderBy(desc(month)),
  ]);
  const totalPence = byFund.reduce((total, row) => total + row.totalPence, 0);
  return { byFund, byMonth, totalPence };
}

/** Every fund's id and name, in the admin's order (filters and the campaign form). */
export const fundChoices = () =>
  db()
    .select({ id: donationFunds.id, name: donationFunds.name })
    .from(donationFunds)
    .orderBy(asc(donationFunds.position), asc(donationFunds.id));

/** /admin/donations: a page of donations with their payments, the totals and the fund choices. */
export async function listDonations(filters: DonationFilters, page: number) {
  const [{ total, rows }, totals, funds] = await Promise.all([
    donationPage(filters, page),
    donationTotals(filters),
    fundChoices(),
  ]);
  const payments = await paymentsOf(rows.map((row) => row.id));
  return {
    total,
    pageCount: Math.max(1, Math.ceil(total / DONATIONS_PER_PAGE)),
    rows: rows.map((row) => {
      const own = payments.filter((payment) => payment.donationId === row.id);
      const receivedPence = own
        .filter((payment) => isKept(payment.status))
        .reduce((total, payment) => total + payment.amountPence - payment.refundedPence, 0);
      return { ...row, receivedPence, payments: own };
    }),
    totals,
    funds,
  };
}

/** The CSV's columns: one row per payment of the filtered donations (paid, failed or refunded). */
const EXPORT_COLUMNS = [
  "Date",
  "Donor",
  "Email",
  "Fund",
  "Frequency",
  "Amount",
  "Status",
  "Gift Aid",
  "Gift Aid claim",
] as const;

/**
 * The payments of the matching donations made between the filter's dates (the day paid, or
 * tried for a failed payment), oldest first, as CSV.
 */
export async function donationsCsv(filters: DonationFilters): Promise<string> {
  const when = sql<Date>`coalesce(${donationPayments.paidAt}, ${donationPayments.createdAt})`;
  const rows = await db()
    .select({
      at: when.mapWith((value: string | Date) => new Date(value)),
      firstName: donations.firstName,
      lastName: donations.lastName,
      email: donations.email,
      fundName: donations.fundName,
      frequency: donations.frequency,
      amountPence: donationPayments.amountPence,
      status: donationPayments.status,
      giftAid: donationPayments.giftAid,
      claimId: donationPayments.giftAidClaimId,
    })
    .from(donationPayments)
    .innerJoin(donations, eq(donations.id, donationPayments.donationId))
    .where(
      and(
        donationMatches(filters),
        filters.from ? gte(when, dayStart(filters.from)) : undefined,
        filters.to ? lt(when, dayStart(addDays(filters.to, 1))) : undefined,
      ),
    )
    .orderBy(asc(when), asc(donationPayments.id));
  return toCsv(
    EXPORT_COLUMNS,
    rows.map((row) => [
      localDate(row.at.getTime()),
      `${row.firstName} ${row.lastName}`,
      row.email,
      row.fundName,
      FREQUENCY_LABELS[row.frequency],
      (row.amountPence / 100).toFixed(2),
      row.status,
      row.giftAid ? "yes" : "no",
      row.claimId ?? "",
    ]),
  );
}

// ---- Refunds ----

export const REFUND_MESSAGES = {
  done: "Refunded through Stripe: the payment no longer counts in the totals.",
  alreadyRefunded:
    "Stripe had already refunded this payment (from its dashboard): it is now recorded as refunded here and no longer counts in the totals.",
  notPaid:
    "Only a paid payment can be refunded; this one is not (it may have been refunded already, or be disputed).",
  noIntent:
    "Stripe has no payment to refund for this row. Please refund it from the Stripe dashboard.",
  notConfigured:
    "Online payment is not set up (no Stripe key), so nothing could be refunded. Refund from the Stripe dashboard instead.",
  notRecorded:
    "Stripe refunded this payment, but it could not be marked refunded here. Please do not refund it again; tell the site's maintainer.",
  refused: (reason: string) =>
    `Stripe did not refund this payment (${reason}). Nothing was changed; you can try again or refund from the Stripe dashboard.`,
} as const;

type RefundOutcome = { ok: boolean; message: string };

/**
 * Refunds one paid payment in full through Stripe (the one-off payment's intent, or a month's
 * invoice's, read from Stripe when it was not stored; what is left of a partly refunded one),
 * then marks it refunded (a one-off donation with it) and audits it, all while holding the
 * payment's row so two clicks refund it once. A charge Stripe had refunded already (from its
 * dashboard, before its webhook arrived) is recorded the same way.
 */
export async function refundDonationPayment(
  actor: Actor,
  paymentId: string,
): Promise<RefundOutcome> {
  let refundedByStripe = false;
  try {
    return await db().transaction(async (tx) => {
      const [row] = await tx
        .select({
          payment: donationPayments,
          donation: donations,
          claimedAt: giftAidClaims.createdAt,
        })
        .from(donationPayments)
        .innerJoin(donations, eq(donations.id, donationPayments.donationId))
        .leftJoin(giftAidClaims, eq(giftAidClaims.id, donationPayments.giftAidClaimId))
        .where(eq(donationPayments.id, paymentId))
        .for("update", { of: [donationPayments, donations] });
      if (!row || !isKept(row.payment.status))
        return { ok: false, message: REFUND_MESSAGES.notPaid };
      const { payment, donation } = row;
      const intent =
        payment.paymentIntentId ??
        (payment.stripeInvoiceId ? await invoicePaymentIntent(payment.stripeInvoiceId) : null);
      if (!intent) return { ok: false, message: REFUND_MESSAGES.noIntent };
      const outcome = await refundIntent(intent);
      refundedByStripe = true;
      await tx
        .update(donationPayments)
        .set({ status: "refunded", refundedPence: payment.amountPence, refundedAt: new Date() })
        .where(eq(donationPayments.id, payment.id));
      const next =
        donation.frequency === "one-off" ? statusAfter(donation.status, "refunded") : null;
      if (next)
        await tx
          .update(donations)
          .set({ status: next, updatedAt: sql`now()` })
          .where(eq(donations.id, donation.id));
      await recordAudit(
        actor,
        "donation.refund",
        `donation_payment:${payment.id}`,
        {
          donation: donation.id,
          amount: payment.amountPence - payment.refundedPence,
          paymentIntent: intent,
          giftAidClaim: payment.giftAidClaimId,
          ...(outcome === "already-refunded" ? { alreadyRefundedByStripe: true } : {}),
        },
        tx,
      );
      const claimed = row.claimedAt ? ` ${claimedNote(row.claimedAt)}` : "";
      const done =
        outcome === "already-refunded" ? REFUND_MESSAGES.alreadyRefunded : REFUND_MESSAGES.done;
      return { ok: true, message: `${done}${claimed}` };
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    if (refundedByStripe) {
      logger.error(
        { paymentId, error: errorForLog(error) },
        "donation refunded by Stripe but not recorded",
      );
      return { ok: false, message: REFUND_MESSAGES.notRecorded };
    }
    logger.warn({ paymentId, error: errorForLog(error) }, "donation refund failed");
    if (reason === "Stripe is not configured")
      return { ok: false, message: REFUND_MESSAGES.notConfigured };
    return { ok: false, message: REFUND_MESSAGES.refused(reason) };
  }
}

import { and, asc, count, desc, eq, inArray, isNotNull, isNull, sql, sum } from "drizzle-orm";
import { recordAudit } from "#app/lib/audit/audit.server";
import { toCsv } from "#app/lib/csv";
import { db } from "#app/lib/db/client.server";
import { columnsOf } from "#app/lib/db/columns";
import {
  donationPayments,
  donations,
  giftAidClaims,
  giftAidDeclarations,
} from "#app/lib/db/schema";
import { pounds } from "#app/lib/money";
import { localDate } from "#app/lib/time/london";
import { type Actor, withinDays } from "../admin/admin.server";
import { giftAidValue } from "../rules";
import { HMRC_SCHEDULE_COLUMNS, hmrcScheduleRows } from "./gift-aid";

/**
 * Gift Aid claims (decisions 0280–0282): the payments HMRC can be asked for, a claim that takes each of
 * them once, and the claim's schedule in HMRC's columns.
 */

/**
 * Claimable: paid (a refunded payment is never claimed), made under a declaration in force
 * (`gift_aid`), whose donation still has its declaration (the donor's name and address), in no
 * claim yet, and paid between the UK dates `from`–`to`.
 */
const claimable = (from: string, to: string) =>
  and(
    eq(donationPayments.status, "paid"),
    eq(donationPayments.giftAid, true),
    isNull(donationPayments.giftAidClaimId),
    withinDays(donationPayments.paidAt, from, to),
    inArray(
      donationPayments.donationId,
      db()
        .select({ id: donations.id })
        .from(donations)
        .where(isNotNull(donations.giftAidDeclarationId)),
    ),
  );

/**
 * The money of a payment that went back to the donor: Stripe's refunds, or all of it after a
 * lost dispute (as `returnedPence` in app/lib/payments/charges.ts).
 */
const returned = sql<number>`case when ${donationPayments.status} = 'dispute-lost' then ${donationPayments.amountPence} else ${donationPayments.refundedPence} end`;

/** What of a claimed payment went back since the claims that adjusted for it. */
const unadjusted = sql<number>`${returned} - ${donationPayments.giftAidAdjustedPence}`;

/**
 * Refunded (all or part of it, or lost in a dispute) since an earlier claim listed them, and not
 * adjusted for yet: the Gift Aid on that money was overclaimed, and the next claim tells HMRC
 * (whatever its period).
 */
const toAdjust = and(isNotNull(donationPayments.giftAidClaimId), sql`${unadjusted} > 0`);

/** Count, amounts and Gift Aid of some payments' amounts. */
function totals(payments: { amountPence: number }[]) {
  const totalPence = payments.reduce((total, payment) => total + payment.amountPence, 0);
  return { payments: payments.length, totalPence, giftAidPence: giftAidValue(totalPence) };
}

/** What the next claim will adjust for: the payments refunded after an earlier claim. */
export async function pendingAdjustment() {
  return totals(
    await db()
      .select({ amountPence: unadjusted.mapWith(Number) })
      .from(donationPayments)
      .where(toAdjust),
  );
}

/** The unclaimed Gift Aid payments of a period, oldest first, with their count and totals. */
export async function unclaimedGiftAid(from: string, to: string) {
  const payments = await db()
    .select({
      id: donationPayments.id,
      paidAt: donationPayments.paidAt,
      amountPence: donationPayments.amountPence,
      firstName: donations.firstName,
      lastName: donations.lastName,
      fundName: donations.fundName,
    })
    .from(donationPayments)
    .innerJoin(donations, eq(donations.id, donationPayments.donationId))
    .where(claimable(from, to))
    .orderBy(asc(donationPayments.paidAt), asc(donationPayments.id));
  const { totalPence, giftAidPence } = totals(payments);
  return { payments, totalPence, giftAidPence };
}

const paymentsText = (count: number) => `${count} ${count === 1 ? "payment" : "payments"}`;

/** "£6.25 of Gift Aid overclaimed on 1 payment refunded after an earlier claim". */
export const adjustmentText = (adjustment: { payments: number; giftAidPence: number }) =>
  `${pounds(adjustment.giftAidPence)} of Gift Aid overclaimed on ${paymentsText(adjustment.payments)} refunded after an earlier claim`;

export const CLAIM_MESSAGES = {
  created: (
    id: number,
    payments: number,
    adjustment: { payments: number; giftAidPence: number },
  ) =>
    adjustment.payments === 0
      ? `Claim ${id} created with ${paymentsText(payments)}. Download its schedule for HMRC below.`
      : `Claim ${id} created with ${paymentsText(payments)} and an adjustment: ${adjustmentText(adjustment)}. Download its schedule for HMRC below and enter the adjustment in Charities Online.`,
  nothing: "There are no unclaimed Gift Aid payments in this period: no claim was made.",
} as const;

class NothingToClaim extends Error {}

type Totals = ReturnType<typeof totals>;

/**
 * Makes a claim of every claimable payment of the period, in one transaction: the claim's row,
 * then one UPDATE that sets the claim on the payments still unclaimed, and one that sets it as
 * the adjustment of the claimed payments refunded since. A second claim running at the same time
 * waits for those rows, finds them taken and takes none (and is rolled back when it is left
 * empty), so no payment is ever in two claims or adjusted twice.
 */
export async function createClaim(
  actor: Actor,
  period: { from: string; to: string },
): Promise<{ ok: true; id: number; payments: number; adjustment: Totals } | { ok: false }> {
  try {
    return await db().transaction(async (tx) => {
      const [claim] = await tx
        .insert(giftAidClaims)
        .values({
          periodFrom: period.from,
          periodTo: period.to,
          paymentCount: 0,
          totalPence: 0,
          createdBy: actor.email,
        })
        .returning({ id: giftAidClaims.id });
      if (!claim) throw new Error("the claim was not stored");
      const claimed = await tx
        .update(donationPayments)
        .set({ giftAidClaimId: claim.id })
        .where(claimable(period.from, period.to))
        .returning({ amountPence: donationPayments.amountPence });
      // What each payment still had to adjust for, read under the rows' locks, then taken.
      const adjusted = await tx
        .select({ id: donationPayments.id, amountPence: unadjusted.mapWith(Number) })
        .from(donationPayments)
        .where(toAdjust)
        .for("update");
      if (adjusted.length > 0)
        await tx
          .update(donationPayments)
          .set({ giftAidAdjustedInClaimId: claim.id, giftAidAdjustedPence: returned })
          .where(
            inArray(
              donationPayments.id,
              adjusted.map((payment) => payment.id),
            ),
          );
      if (claimed.length === 0 && adjusted.length === 0) throw new NothingToClaim();
      const { totalPence } = totals(claimed);
      const adjustment = totals(adjusted);
      await tx
        .update(giftAidClaims)
        .set({
          paymentCount: claimed.length,
          totalPence,
          adjustedPaymentCount: adjustment.payments,
          adjustedTotalPence: adjustment.totalPence,
        })
        .where(eq(giftAidClaims.id, claim.id));
      await recordAudit(
        actor,
        "donation.gift-aid-claim",
        `gift_aid_claim:${claim.id}`,
        {
          ...period,
          payments: claimed.length,
          total: totalPence,
          ...(adjustment.payments > 0
            ? { adjustedPayments: adjustment.payments, adjustedTotal: adjustment.totalPence }
            : {}),
        },
        tx,
      );
      return { ok: true as const, id: claim.id, payments: claimed.length, adjustment };
    });
  } catch (error) {
    if (error instanceof NothingToClaim) return { ok: false };
    throw error;
  }
}

/**
 * Every claim, newest first, with the adjustment it made and the payments of it refunded since
 * (how many the next claim has still to adjust for).
 */
export async function listClaims() {
  const [claims, refunded] = await Promise.all([
    db()
      .select()
      .from(giftAidClaims)
      .orderBy(desc(giftAidClaims.createdAt), desc(giftAidClaims.id)),
    db()
      .select({
        claimId: donationPayments.giftAidClaimId,
        payments: count(),
        totalPence: sum(returned).mapWith(Number),
        notAdjusted: count(sql`case when ${unadjusted} > 0 then 1 end`),
      })
      .from(donationPayments)
      .where(and(isNotNull(donationPayments.giftAidClaimId), sql`${returned} > 0`))
      .groupBy(donationPayments.giftAidClaimId),
  ]);
  return claims.map((claim) => {
    const refunds = refunded.find((row) => row.claimId === claim.id);
    return {
      ...claim,
      giftAidPence: giftAidValue(claim.totalPence),
      adjustment: {
        payments: claim.adjustedPaymentCount,
        totalPence: claim.adjustedTotalPence,
        giftAidPence: giftAidValue(claim.adjustedTotalPence),
      },
      refunded: refunds
        ? {
            payments: refunds.payments,
            totalPence: refunds.totalPence,
            notAdjusted: refunds.notAdjusted,
          }
        : null,
    };
  });
}

/** The payments of one claim with their donors' declarations, as the schedule lists them. */
async function claimPayments(claimId: number) {
  const rows = await db()
    .select({
      ...columnsOf(giftAidDeclarations, [
        "title",
        "firstName",
        "lastName",
        "houseNameOrNumber",
        "postcode",
      ]),
      paidAt: donationPayments.paidAt,
      amountPence: donationPayments.amountPence,
    })
    .from(donationPayments)
    .innerJoin(donations, eq(donations.id, donationPayments.donationId))
    .innerJoin(giftAidDeclarations, eq(giftAidDeclarations.id, donations.giftAidDeclarationId))
    .where(eq(donationPayments.giftAidClaimId, claimId))
    .orderBy(asc(donationPayments.paidAt), asc(donationPayments.id));
  return rows.map(({ paidAt, ...row }) => ({
    ...row,
    paidOn: localDate((paidAt ?? new Date(0)).getTime()),
  }));
}

/**
 * A claim's schedule as CSV in HMRC's columns (Charities Online's Gift Aid schedule), every
 * payment the claim took, as it was sent: the same file each time it is downloaded. Null for an
 * unknown claim.
 */
export async function claimCsv(claimId: number): Promise<string | null> {
  const [claim] = await db()
    .select({ id: giftAidClaims.id })
    .from(giftAidClaims)
    .where(eq(giftAidClaims.id, claimId));
  if (!claim) return null;
  return toCsv(HMRC_SCHEDULE_COLUMNS, hmrcScheduleRows(await claimPayments(claimId)));
}

import { and, asc, eq, sql } from "drizzle-orm";
import { db } from "#app/lib/db/client.server";
import { columnsOf } from "#app/lib/db/columns";
import { donationPayments, donations, giftAidDeclarations } from "#app/lib/db/schema";
import {
  cancelSubscription,
  changeSubscriptionAmount,
} from "#app/lib/payments/subscriptions.server";
import { type Donation, lockDonation, setStatus } from "../giving/donations.server";

/**
 * What a donor changes from the link in a receipt: a monthly donation stopped or its amount
 * changed, the Gift Aid declaration cancelled.
 */

type Declaration = typeof giftAidDeclarations.$inferSelect;

export interface ManagedDonation {
  donation: Donation;
  declaration: Declaration | null;
  payments: { amountPence: number; paidAt: Date | null; status: string; giftAid: boolean }[];
}

/** The donation behind a receipt's link, or null (an unknown or anonymised token). */
export async function findManagedDonation(token: string): Promise<ManagedDonation | null> {
  if (!/^[\w-]{20,64}$/.test(token)) return null;
  const [donation] = await db().select().from(donations).where(eq(donations.manageToken, token));
  if (!donation || donation.anonymisedAt) return null;
  const [declaration] = donation.giftAidDeclarationId
    ? await db()
        .select()
        .from(giftAidDeclarations)
        .where(eq(giftAidDeclarations.id, donation.giftAidDeclarationId))
    : [];
  const payments = await db()
    .select(columnsOf(donationPayments, ["amountPence", "paidAt", "status", "giftAid"]))
    .from(donationPayments)
    .where(eq(donationPayments.donationId, donation.id))
    .orderBy(asc(donationPayments.createdAt));
  return { donation, declaration: declaration ?? null, payments };
}

/** The donor stops a monthly donation: Stripe first, then our record (the webhook agrees later). */
export async function cancelMonthlyDonation(donation: Donation): Promise<void> {
  if (donation.frequency !== "monthly" || donation.status !== "active") return;
  if (donation.stripeSubscriptionId) await cancelSubscription(donation.stripeSubscriptionId);
  await db().transaction(async (tx) => {
    const locked = await lockDonation(tx, donation.id);
    if (locked) await setStatus(tx, locked, "cancelled", { cancelledAt: new Date() });
  });
}

/** The donor changes the monthly amount: from the next month on. */
export async function changeMonthlyAmount(donation: Donation, amountPence: number): Promise<void> {
  if (donation.frequency !== "monthly" || donation.status !== "active") return;
  if (!donation.stripeSubscriptionId) throw new Error("the donation has no subscription yet");
  await changeSubscriptionAmount(donation.stripeSubscriptionId, amountPence);
  await db()
    .update(donations)
    .set({ amountPence, updatedAt: sql`now()` })
    .where(eq(donations.id, donation.id));
}

/**
 * The donor cancels the Gift Aid declaration: payments made from now on are not claimed; those
 * made before stay claimable, as HMRC allows.
 */
export async function cancelDeclaration(donation: Donation): Promise<boolean> {
  if (!donation.giftAidDeclarationId) return false;
  const cancelled = await db()
    .update(giftAidDeclarations)
    .set({ cancelledAt: new Date() })
    .where(
      and(
        eq(giftAidDeclarations.id, donation.giftAidDeclarationId),
        sql`${giftAidDeclarations.cancelledAt} is null`,
      ),
    )
    .returning({ id: giftAidDeclarations.id });
  return cancelled.length > 0;
}

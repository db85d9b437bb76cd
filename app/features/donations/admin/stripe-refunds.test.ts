import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { donationFunds, donationPayments, donations, payments } from "#app/lib/db/schema";
import * as webhookRoute from "#app/routes/stripe-webhook";
import { routeArgs } from "#tests/support/actions";
import { setupAdminTests } from "#tests/support/admin";
import { rowsWhere } from "#tests/support/database";
import { setupStripeFake } from "#tests/support/stripe-fake";
import { createClaim, pendingAdjustment } from "../gift-aid/claims.server";
import { startDonation } from "../giving/donations.server";
import type { DonationForm } from "../giving/schema";
import { REFUND_MESSAGES, refundDonationPayment } from "./admin.server";

/**
 * Refunds and disputes made in Stripe's dashboard (decisions 0349–0356) reach the donation
 * records through the signed webhook, in any order and however often Stripe delivers them, and Gift Aid claims
 * follow (a claimed £50 refunded → the next claim adjusts £12.50; an unclaimed one is left out).
 */

const { db, admin } = setupAdminTests();
const fake = setupStripeFake();
const actor = () => ({ id: admin.id, email: "aisha.admin@example.org" });
const today = () => new Date().toISOString().slice(0, 10);

beforeAll(() => {
  fake.deliver = (request) => webhookRoute.action(routeArgs(request));
});

/** A £50 one-off donation with Gift Aid, paid on the fake's checkout: its payment row. */
async function paidDonation() {
  const form: DonationForm = {
    fund: "sadaqah",
    frequency: "one-off",
    amount: "5000",
    otherAmount: "",
    people: "",
    firstName: "Bilal",
    lastName: "Ahmed",
    email: "bilal@example.org",
    ukTaxpayer: true,
    giftAid: true,
    title: "Mr",
    houseNameOrNumber: "3",
    postcode: "WD24 5ER",
  };
  const [fund] = await db().select().from(donationFunds).where(eq(donationFunds.slug, "sadaqah"));
  if (!fund) throw new Error("no fund");
  const url = await startDonation({
    fund,
    form,
    amountPence: 5000,
    people: null,
    perPersonPence: null,
  });
  const session = await fake.pay(url.split("/").pop() ?? "");
  const [row] = await rowsWhere(
    db(),
    donationPayments,
    eq(donationPayments.stripeSessionId, session.id),
  );
  if (!row?.paymentIntentId) throw new Error("the donation was not recorded paid");
  return { ...row, paymentIntentId: row.paymentIntentId };
}

const paymentRow = async (id: string) =>
  (await db().select().from(donationPayments).where(eq(donationPayments.id, id)))[0];
const donationOf = async (donationId: string) =>
  (await db().select().from(donations).where(eq(donations.id, donationId)))[0];
const checkoutRow = async (intent: string) =>
  (await db().select().from(payments).where(eq(payments.paymentIntentId, intent)))[0];

describe("a refund made in Stripe's dashboard", () => {
  it("marks the payment, the donation and the Checkout payment refunded, once, whatever the order and repetitions", async () => {
    const payment = await paidDonation();
    const { eventIds } = await fake.refundFromDashboard(payment.paymentIntentId, {
      order: ["refund.updated", "refund.created", "charge.refunded"],
    });
    for (const eventId of eventIds) await fake.redeliver(eventId);
    expect(fake.events.slice(-6).every((event) => event.status === 200)).toBe(true);
    expect(await paymentRow(payment.id)).toMatchObject({ status: "refunded", refundedPence: 5000 });
    expect((await donationOf(payment.donationId))?.status).toBe("refunded");
    expect(await checkoutRow(payment.paymentIntentId)).toMatchObject({
      status: "refunded",
      refundedPence: 5000,
    });
  });

  it("records a partial refund with its amount; two partial refunds, out of order and repeated, are not added twice", async () => {
    const payment = await paidDonation();
    const first = await fake.refundFromDashboard(payment.paymentIntentId, { amount: 1000 });
    expect(await paymentRow(payment.id)).toMatchObject({
      status: "partially-refunded",
      refundedPence: 1000,
    });
    // The second refund's events arrive, then the first's again: Stripe's figures, not sums.
    await fake.refundFromDashboard(payment.paymentIntentId, { amount: 1500 });
    for (const eventId of first.eventIds) await fake.redeliver(eventId);
    expect(await paymentRow(payment.id)).toMatchObject({
      status: "partially-refunded",
      refundedPence: 2500,
    });
    expect((await donationOf(payment.donationId))?.status).toBe("paid");
  });

  it("takes a claimed £50 Gift Aid donation into the next claim's adjustment (£12.50), and leaves an unclaimed one out", async () => {
    // Clear what earlier tests left to claim.
    await createClaim(actor(), { from: today(), to: today() });
    const claimedPayment = await paidDonation();
    const first = await createClaim(actor(), { from: today(), to: today() });
    expect(first).toMatchObject({ ok: true, payments: 1 });

    await fake.refundFromDashboard(claimedPayment.paymentIntentId);
    expect(await pendingAdjustment()).toEqual({
      payments: 1,
      totalPence: 5000,
      giftAidPence: 1250,
    });

    const unclaimed = await paidDonation();
    await fake.refundFromDashboard(unclaimed.paymentIntentId, { order: ["refund.updated"] });
    expect((await paymentRow(unclaimed.id))?.status).toBe("refunded");

    const next = await createClaim(actor(), { from: today(), to: today() });
    expect(next).toMatchObject({
      ok: true,
      payments: 0,
      adjustment: { payments: 1, totalPence: 5000, giftAidPence: 1250 },
    });
    expect((await paymentRow(unclaimed.id))?.giftAidClaimId).toBeNull();
    // Stripe's late or repeated events adjust nothing a second time.
    for (const event of fake.events.filter((e) => e.type === "charge.refunded"))
      await fake.redeliver(event.id);
    expect(await pendingAdjustment()).toEqual({ payments: 0, totalPence: 0, giftAidPence: 0 });
  });
});

describe("the admin's Refund of a payment Stripe already refunded", () => {
  it("records the refund (Stripe answers charge_already_refunded) instead of failing", async () => {
    const payment = await paidDonation();
    await fake.refundFromDashboard(payment.paymentIntentId, { send: false });
    const outcome = await refundDonationPayment(actor(), payment.id);
    expect(outcome).toEqual({ ok: true, message: REFUND_MESSAGES.alreadyRefunded });
    expect(await paymentRow(payment.id)).toMatchObject({ status: "refunded", refundedPence: 5000 });
    expect((await donationOf(payment.donationId))?.status).toBe("refunded");
    // The webhook arriving afterwards changes nothing.
    const refund = fake.refunds.at(-1);
    if (!refund) throw new Error("no refund");
    for (const event of fake.refundEvents(refund)) await fake.sendEvent(event.type, event.object);
    expect(await paymentRow(payment.id)).toMatchObject({ status: "refunded", refundedPence: 5000 });
  });
});

describe("a dispute", () => {
  it("marks the payment disputed (left out of claims), then paid again when won", async () => {
    await createClaim(actor(), { from: today(), to: today() });
    const payment = await paidDonation();
    const dispute = await fake.openDispute(payment.paymentIntentId);
    expect((await paymentRow(payment.id))?.status).toBe("disputed");
    expect(await createClaim(actor(), { from: today(), to: today() })).toEqual({ ok: false });
    await fake.closeDispute(dispute.id, "won");
    // A late repeat of the opening changes nothing once the dispute is closed.
    const created = fake.events.find((e) => e.type === "charge.dispute.created");
    if (created) await fake.redeliver(created.id);
    await fake.sendEvent("charge.dispute.created", { ...dispute, status: "needs_response" });
    expect((await paymentRow(payment.id))?.status).toBe("paid");
    expect(await createClaim(actor(), { from: today(), to: today() })).toMatchObject({
      payments: 1,
    });
  });

  it("lost: the money went back, the donation is refunded and a claimed payment is adjusted", async () => {
    const payment = await paidDonation();
    expect(await createClaim(actor(), { from: today(), to: today() })).toMatchObject({
      payments: 1,
    });
    const dispute = await fake.openDispute(payment.paymentIntentId);
    await fake.closeDispute(dispute.id, "lost");
    expect((await paymentRow(payment.id))?.status).toBe("dispute-lost");
    expect((await donationOf(payment.donationId))?.status).toBe("refunded");
    expect(await pendingAdjustment()).toEqual({
      payments: 1,
      totalPence: 5000,
      giftAidPence: 1250,
    });
  });
});

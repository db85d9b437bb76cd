import { and, asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  donationCampaigns,
  donationPayments,
  donations,
  giftAidDeclarations,
  outbox,
  payments,
  siteSettings,
  stripeEvents,
} from "#app/lib/db/schema";
import * as webhookRoute from "#app/routes/stripe-webhook";
import { routeArgs } from "#tests/support/actions";
import { rowsWhere, setupTestDatabase } from "#tests/support/database";
import { setupStripeFake } from "#tests/support/stripe-fake";
import { runningCampaigns } from "../campaigns.server";
import { allFunds } from "../funds.server";
import { CURRENT_DECLARATION } from "../gift-aid/gift-aid";
import {
  cancelDeclaration,
  cancelMonthlyDonation,
  changeMonthlyAmount,
} from "../manage/donor-changes.server";
import { confirmedDonation, type DonationStart, startDonation } from "./donations.server";
import type { DonationForm } from "./schema";

const { db } = setupTestDatabase();
const fake = setupStripeFake();

beforeAll(async () => {
  fake.deliver = (request) => webhookRoute.action(routeArgs(request));
  await db()
    .insert(siteSettings)
    .values({ id: "site", value: { charityNumber: "1234567" } });
});

const form = (overrides: Partial<DonationForm> = {}): DonationForm => ({
  fund: "building-fund",
  frequency: "one-off",
  amount: "2500",
  otherAmount: "",
  people: "",
  firstName: "Maryam",
  lastName: "Hussain",
  email: "maryam@example.org",
  ukTaxpayer: true,
  giftAid: true,
  title: "Mrs",
  houseNameOrNumber: "12",
  postcode: "wd24 5er",
  ...overrides,
});

async function fund(slug: string) {
  const found = (await allFunds()).find((candidate) => candidate.slug === slug);
  if (!found) throw new Error(`no fund ${slug}`);
  return found;
}

/** Starts a donation through the app and returns its Checkout session id and donation row. */
async function start(overrides: Partial<DonationForm> = {}, amountPence = 2500) {
  const values = form(overrides);
  const request: DonationStart = {
    fund: await fund(values.fund),
    form: values,
    amountPence,
    people: null,
    perPersonPence: null,
  };
  const url = await startDonation(request);
  const sessionId = url.split("/").pop() ?? "";
  const [payment] = await rowsWhere(db(), payments, eq(payments.stripeSessionId, sessionId));
  const donation = await donationRow(payment?.reference ?? "");
  return { sessionId, donation };
}

async function donationRow(id: string) {
  const [row] = await db().select().from(donations).where(eq(donations.id, id));
  if (!row) throw new Error(`no donation ${id}`);
  return row;
}

const paymentsOf = (donationId: string) =>
  db()
    .select()
    .from(donationPayments)
    .where(eq(donationPayments.donationId, donationId))
    .orderBy(asc(donationPayments.createdAt));

const receiptsTo = (email: string) =>
  db()
    .select()
    .from(outbox)
    .where(and(eq(outbox.template, "donation-receipt"), eq(outbox.toAddress, email)))
    .orderBy(asc(outbox.id));

describe("a one-off donation with Gift Aid", () => {
  const email = "one-off@example.org";
  let sessionId = "";
  let donationId = "";

  it("is stored with its declaration and sent to Checkout, and nothing is paid before the webhook", async () => {
    const started = await start({ email });
    sessionId = started.sessionId;
    donationId = started.donation.id;
    expect(started.donation).toMatchObject({
      status: "pending",
      fundName: "Building fund",
      frequency: "one-off",
      amountPence: 2500,
    });
    expect(fake.sessions.get(sessionId)).toMatchObject({
      mode: "payment",
      amount_total: 2500,
      customer_email: email,
      metadata: { purpose: "donation", reference: donationId },
    });
    const [declaration] = await rowsWhere(
      db(),
      giftAidDeclarations,
      eq(giftAidDeclarations.id, started.donation.giftAidDeclarationId ?? ""),
    );
    expect(declaration).toMatchObject({
      title: "Mrs",
      firstName: "Maryam",
      lastName: "Hussain",
      houseNameOrNumber: "12",
      postcode: "WD24 5ER",
      textVersion: CURRENT_DECLARATION,
      cancelledAt: null,
    });
    expect(declaration?.declaredAt).toBeInstanceOf(Date);
    // The success URL alone proves nothing: until Stripe says so, it is not paid.
    expect(await paymentsOf(donationId)).toEqual([]);
    expect(await receiptsTo(email)).toEqual([]);
  });

  it("is recorded paid, with Gift Aid, only when the verified webhook arrives; one receipt", async () => {
    await fake.pay(sessionId);
    expect(fake.events.at(-1)).toMatchObject({ type: "checkout.session.completed", status: 200 });
    expect((await donationRow(donationId)).status).toBe("paid");
    const rows = await paymentsOf(donationId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: "paid", amountPence: 2500, giftAid: true });
    expect(rows[0]?.paymentIntentId).toMatch(/^pi_test_/);
    const receipts = await receiptsTo(email);
    expect(receipts).toHaveLength(1);
    expect(receipts[0]?.subject).toContain("£25.00");
    for (const text of ["Building fund", "£25.00", "we will claim £6.25 from HMRC", "1234567"])
      expect(receipts[0]?.text).toContain(text);
    expect(await confirmedDonation(sessionId)).toEqual({
      fundName: "Building fund",
      amountPence: 2500,
      monthly: false,
      giftAid: true,
      confirmed: true,
    });
  });

  it("changes nothing when the webhook is delivered again, or a second event names the same session", async () => {
    const [last] = await db().select().from(stripeEvents).orderBy(asc(stripeEvents.receivedAt));
    const session = fake.publicSession(fake.sessions.get(sessionId) as never);
    expect(await fake.sendEvent("checkout.session.completed", session, last?.id)).toBe(200);
    expect(await fake.sendEvent("checkout.session.completed", session)).toBe(200);
    expect(await paymentsOf(donationId)).toHaveLength(1);
    expect(await receiptsTo(email)).toHaveLength(1);
  });

  it("refuses an unsigned or wrongly signed webhook", async () => {
    const request = new Request("http://localhost/api/stripe/webhook", {
      method: "POST",
      headers: { "Stripe-Signature": "t=1,v1=bad" },
      body: JSON.stringify({ id: "evt_forged", type: "checkout.session.completed" }),
    });
    expect((await webhookRoute.action(routeArgs(request))).status).toBe(400);
  });

  it("records an abandoned Checkout as not completed", async () => {
    const abandoned = await start({ email: "abandoned@example.org", giftAid: false });
    const response = await fetch(`${fake.url}/v1/checkout/sessions/${abandoned.sessionId}/expire`, {
      method: "POST",
      headers: { Authorization: "Bearer sk_test_fake" },
    });
    expect(response.status).toBe(200);
    expect((await donationRow(abandoned.donation.id)).status).toBe("expired");
    expect(await paymentsOf(abandoned.donation.id)).toEqual([]);
  });
});

describe("a monthly donation", () => {
  const email = "monthly@example.org";
  let donationId = "";
  let subscriptionId = "";

  it("opens Checkout in subscription mode and records the first month from its invoice", async () => {
    const { sessionId, donation } = await start(
      { email, fund: "sadaqah", frequency: "monthly" },
      1000,
    );
    donationId = donation.id;
    const session = fake.sessions.get(sessionId);
    expect(session).toMatchObject({
      mode: "subscription",
      subscription_metadata: { purpose: "donation", reference: donationId },
    });
    const recurring = fake.requests.find(
      (request) =>
        request.path === "/v1/checkout/sessions" && request.params.mode === "subscription",
    );
    expect(recurring?.params.line_items).toMatchObject([
      { price_data: { unit_amount: "1000", recurring: { interval: "month" } } },
    ]);

    await fake.pay(sessionId);
    subscriptionId = fake.sessions.get(sessionId)?.subscription ?? "";
    const row = await donationRow(donationId);
    expect(row).toMatchObject({ status: "active", stripeSubscriptionId: subscriptionId });
    expect(row.stripeCustomerId).toMatch(/^cus_test_/);
    const months = await paymentsOf(donationId);
    expect(months.map((month) => [month.status, month.amountPence, month.giftAid])).toEqual([
      ["paid", 1000, true],
    ]);
    expect(months[0]?.stripeInvoiceId).toMatch(/^in_test_/);
    expect(await receiptsTo(email)).toHaveLength(1);
    expect((await receiptsTo(email))[0]?.text).toContain("this month's donation of £10.00");
  });

  it("records each month's invoice once, with its receipt", async () => {
    const invoice = await fake.renew(subscriptionId);
    expect(await paymentsOf(donationId)).toHaveLength(2);
    // Stripe delivers at least once: the same invoice again (a new event id) adds nothing.
    await fake.sendEvent("invoice.paid", fake.publicInvoice(invoice));
    expect(await paymentsOf(donationId)).toHaveLength(2);
    expect(await receiptsTo(email)).toHaveLength(2);
  });

  it("records a declined month as failed, and as paid when Stripe's retry succeeds", async () => {
    const declined = await fake.renew(subscriptionId, "declined");
    let months = await paymentsOf(donationId);
    expect(months.at(-1)).toMatchObject({ status: "failed", amountPence: 1000, paidAt: null });
    expect((await donationRow(donationId)).status).toBe("active");
    expect(await receiptsTo(email)).toHaveLength(2);

    await fake.retryInvoice(declined.id);
    months = await paymentsOf(donationId);
    expect(months).toHaveLength(3);
    expect(months.at(-1)).toMatchObject({ status: "paid", amountPence: 1000 });
    expect(await receiptsTo(email)).toHaveLength(3);
  });

  it("charges the new amount from the next month when the donor changes it", async () => {
    const row = await donationRow(donationId);
    await changeMonthlyAmount(row, 1500);
    expect((await donationRow(donationId)).amountPence).toBe(1500);
    await fake.renew(subscriptionId);
    expect((await paymentsOf(donationId)).at(-1)).toMatchObject({
      status: "paid",
      amountPence: 1500,
    });
  });

  it("stops claiming Gift Aid on months paid after the donor cancels the declaration", async () => {
    expect(await cancelDeclaration(await donationRow(donationId))).toBe(true);
    expect(await cancelDeclaration(await donationRow(donationId))).toBe(false);
    const nextMonth = new Date(Date.now() + 31 * 24 * 3600 * 1000);
    await fake.renew(subscriptionId, "paid", nextMonth);
    const months = await paymentsOf(donationId);
    expect(months.map((month) => month.giftAid)).toEqual([true, true, true, true, false]);
  });

  it("is cancelled by the donor through Stripe, and no month is recorded after it", async () => {
    await cancelMonthlyDonation(await donationRow(donationId));
    expect(fake.subscriptions.get(subscriptionId)?.status).toBe("canceled");
    expect(fake.events.at(-1)).toMatchObject({
      type: "customer.subscription.deleted",
      status: 200,
    });
    const row = await donationRow(donationId);
    expect(row.status).toBe("cancelled");
    expect(row.cancelledAt).toBeInstanceOf(Date);
    await expect(fake.renew(subscriptionId)).rejects.toThrow(/no active subscription/);
    expect(await paymentsOf(donationId)).toHaveLength(5);
  });

  it("records a cancellation made in Stripe's dashboard, and an invoice that arrives before Checkout's event", async () => {
    const { sessionId, donation } = await start(
      { email: "early@example.org", fund: "lillah", frequency: "monthly", giftAid: false },
      500,
    );
    const session = fake.sessions.get(sessionId);
    if (!session) throw new Error("no session");
    // Deliver the first invoice before checkout.session.completed, as Stripe may.
    const completed = fake.deliver;
    const held: Request[] = [];
    fake.deliver = async (request) => {
      if (held.length === 0) {
        held.push(request);
        return new Response("{}", { status: 200 });
      }
      return completed ? completed(request) : new Response("", { status: 500 });
    };
    await fake.pay(sessionId);
    fake.deliver = completed;
    expect((await donationRow(donation.id)).status).toBe("active");
    const [first] = held;
    if (first && completed) expect((await completed(first)).status).toBe(200);
    const row = await donationRow(donation.id);
    expect(row).toMatchObject({ status: "active", stripeSubscriptionId: session.subscription });
    expect(await paymentsOf(donation.id)).toHaveLength(1);

    await fake.cancelSubscription(session.subscription ?? "");
    expect((await donationRow(donation.id)).status).toBe("cancelled");
  });
});

describe("a campaign's progress", () => {
  it("counts paid payments to its fund between its dates, and each donor once", async () => {
    const buildingFund = await fund("building-fund");
    const today = new Date().toISOString().slice(0, 10);
    await db().insert(donationCampaigns).values({
      fundId: buildingFund.id,
      title: "Winter appeal",
      targetPence: 1_000_000,
      startsOn: "2026-01-01",
      endsOn: "2099-12-31",
    });
    const before = (await runningCampaigns(today))[0];
    expect(before).toMatchObject({ title: "Winter appeal", fundSlug: "building-fund" });
    const { sessionId } = await start({ email: "second@example.org" }, 5000);
    await fake.pay(sessionId);
    // A donation that was never paid counts for nothing.
    await start({ email: "unpaid@example.org" }, 9900);
    const [after] = await runningCampaigns(today);
    expect(after?.raisedPence).toBe((before?.raisedPence ?? 0) + 5000);
    expect(after?.donors).toBe((before?.donors ?? 0) + 1);
  });
});

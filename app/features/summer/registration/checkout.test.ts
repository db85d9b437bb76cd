import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { outbox, payments, summerRegistrations } from "#app/lib/db/schema";
import * as webhookRoute from "#app/routes/stripe-webhook";
import { answer, routeArgs } from "#tests/support/actions";
import { rowsWhere } from "#tests/support/database";
import { setupStripeFake } from "#tests/support/stripe-fake";
import { setupSummerDatabase, throughToReview, Visitor } from "#tests/support/summer-wizard";
import { STATUS } from "../rules";
import * as legacyRoute from "./routes/create-stripe-session";
import * as payRoute from "./routes/pay";
import * as thankYouRoute from "./routes/thank-you";

const { db, emailsTo } = setupSummerDatabase();

describe("paying through Stripe Checkout (the fake)", () => {
  const fake = setupStripeFake();

  let registrationId = "";
  let sessionId = "";

  const completed = (id: string) => fake.paidCheckoutEvent(id, sessionId, "pi_test_1");
  const registration = async () =>
    (
      await db()
        .select()
        .from(summerRegistrations)
        .where(eq(summerRegistrations.id, registrationId))
    )[0];

  it("submits and is sent to Checkout with one line per child and programme and the discounts", async () => {
    const visitor = new Visitor();
    await throughToReview(visitor);
    const result = await visitor.post({ step: "5", intent: "submit", amount: "100" });
    expect(result.status).toBe(302);
    const location = result.headers.get("location") ?? "";
    expect(location).toMatch(new RegExp(`^${fake.url}/checkout/cs_test_`));
    sessionId = location.split("/").pop() ?? "";
    const session = fake.sessions.get(sessionId);
    registrationId = (await visitor.draft()).draft.registrationId ?? "";
    expect(session).toMatchObject({
      client_reference_id: registrationId,
      customer_email: "hafsa@example.org",
      amount_total: 14060,
      metadata: { purpose: "summer", reference: registrationId },
      discount_name: "Sibling 5%",
    });
    expect(session?.line_items.map((line) => [line.name, line.amount])).toEqual([
      ["Yusuf – Saturdays – Fantastic 5 (10am–1pm)", 10800],
      ["Aisha – Sundays + Wednesdays - Qur'an Intensive (10am–1pm)", 4000],
    ]);
    const [payment] = await rowsWhere(db(), payments, eq(payments.stripeSessionId, sessionId));
    expect(payment).toMatchObject({
      status: "open",
      amountPence: 14060,
      reference: registrationId,
    });
    expect((await registration())?.status).toBe(STATUS.pending);
    expect((await emailsTo("summer-registration-confirmation")).at(-1)?.text).toContain(
      `/summer/pay/${registrationId}`,
    );
  });

  it("refuses a webhook with a bad signature and changes nothing", async () => {
    const before = (await db().select().from(outbox)).length;
    const response = await webhookRoute.action(
      routeArgs(fake.signedWebhook(completed("evt_bad"), "whsec_wrong")),
    );
    expect(response.status).toBe(400);
    const unsigned = new Request("http://localhost/api/stripe/webhook", {
      method: "POST",
      body: JSON.stringify(completed("evt_bad2")),
    });
    expect((await webhookRoute.action(routeArgs(unsigned))).status).toBe(400);
    expect((await registration())?.status).toBe(STATUS.pending);
    expect((await db().select().from(outbox)).length).toBe(before);
  });

  it("marks the registration Paid once, with one email each, when the same event comes twice", async () => {
    for (let i = 0; i < 2; i++) {
      const response = await webhookRoute.action(
        routeArgs(fake.signedWebhook(completed("evt_paid_1"))),
      );
      expect(response.status).toBe(200);
    }
    // A second event for the same session (Stripe may send both completed and async) changes nothing either.
    await webhookRoute.action(routeArgs(fake.signedWebhook(completed("evt_paid_2"))));
    expect(await registration()).toMatchObject({ status: STATUS.paid, paidBy: "stripe" });
    const confirmations = (await emailsTo("summer-payment-confirmation")).filter(
      (email) => email.toAddress === "hafsa@example.org",
    );
    expect(confirmations).toHaveLength(1);
    expect(confirmations[0]?.text).toContain("£140.60");
    expect(await emailsTo("summer-payment-notification")).toHaveLength(1);
    const [payment] = await rowsWhere(db(), payments, eq(payments.stripeSessionId, sessionId));
    expect(payment).toMatchObject({ status: "paid", paymentIntentId: "pi_test_1" });
  });

  it("shows the payment on /thank-you, and a refresh sends no second email", async () => {
    const visit = async (query: string) =>
      (await thankYouRoute.loader(routeArgs(new Request(`http://localhost/thank-you${query}`))))
        .summary;
    const before = (await db().select().from(outbox)).length;
    for (let i = 0; i < 2; i++) {
      expect(await visit(`?session_id=${sessionId}`)).toMatchObject({
        state: "success",
        parentName: "Hafsa Ali",
        amountPence: 14060,
        children: [
          { name: "Yusuf", programmes: ["Saturdays – Fantastic 5 (10am–1pm)"] },
          { name: "Aisha", programmes: ["Sundays + Wednesdays - Qur'an Intensive (10am–1pm)"] },
        ],
      });
    }
    expect((await db().select().from(outbox)).length).toBe(before);
    expect(await visit("?session_id=cs_test_unknown")).toBeNull();
    expect(await visit("")).toBeNull();
  });

  it("acknowledges unknown event types and marks an expired attempt expired", async () => {
    const other = await webhookRoute.action(
      routeArgs(
        fake.signedWebhook({
          id: "evt_other",
          object: "event",
          type: "customer.created",
          data: { object: {} },
        }),
      ),
    );
    expect(other.status).toBe(200);

    const visitor = new Visitor();
    await throughToReview(visitor);
    const location =
      (await visitor.post({ step: "5", intent: "submit" })).headers.get("location") ?? "";
    const second = location.split("/").pop() ?? "";
    const response = await webhookRoute.action(
      routeArgs(
        fake.signedWebhook({
          id: "evt_exp",
          object: "event",
          type: "checkout.session.expired",
          data: { object: { id: second } },
        }),
      ),
    );
    expect(response.status).toBe(200);
    const [payment] = await rowsWhere(db(), payments, eq(payments.stripeSessionId, second));
    expect(payment?.status).toBe("expired");
    const [row] = await rowsWhere(
      db(),
      summerRegistrations,
      eq(summerRegistrations.id, payment?.reference ?? ""),
    );
    expect(row?.status).toBe(STATUS.pending);
  });

  it("keeps the old endpoint: a posted amount is ignored, the stored price is charged", async () => {
    const visitor = new Visitor();
    await throughToReview(visitor);
    await visitor.post({ step: "5", intent: "submit" });
    const id = (await visitor.draft()).draft.registrationId;
    const call = (body: unknown) =>
      legacyRoute.action(
        routeArgs(
          new Request("http://localhost/.netlify/functions/create-stripe-session", {
            method: "POST",
            headers: { "Content-Type": "application/json" },
            body: JSON.stringify(body),
          }),
        ),
      );
    const ok = await call({
      registrationId: id,
      amount: 1,
      email: "hafsa@example.org",
      paymentOption: "upfront",
    });
    expect(ok.status).toBe(200);
    const { url } = (await ok.json()) as { url: string };
    expect(fake.sessions.get(url.split("/").pop() ?? "")?.amount_total).toBe(14060);
    const wrong = await call({ registrationId: id, amount: 1, email: "someone@example.org" });
    expect(wrong.status).toBe(404);
    fake.fail(500);
    const failed = await call({
      registrationId: id,
      email: "hafsa@example.org",
      paymentOption: "upfront",
    });
    expect(await failed.json()).toEqual({ error: "Server error: 500 Internal Server Error" });
  });

  it("opens a new Checkout session at the stored price from the emailed 'Pay now' link", async () => {
    const visitor = new Visitor();
    await throughToReview(visitor, "WIC2025");
    await visitor.post({ step: "5", intent: "submit" });
    const id = (await visitor.draft()).draft.registrationId ?? "";
    const response = (await payRoute.loader(
      routeArgs(new Request(`http://localhost/summer/pay/${id}`), { id }),
    )) as Response;
    expect(response.status).toBe(302);
    const session = fake.sessions.get(response.headers.get("location")?.split("/").pop() ?? "");
    // £140.60 − 10% coupon = £126.54, as stored.
    expect(session?.amount_total).toBe(12654);
    expect(session?.discount_name).toBe("Sibling 5% + Coupon 10%");
    const unknown = await payRoute
      .loader(
        routeArgs(new Request("http://localhost/summer/pay/x"), {
          id: "00000000-0000-4000-8000-000000000000",
        }),
      )
      .catch((error: unknown) => error);
    expect(answer(unknown as never).status).toBe(404);
  });

  it("follows refunds and disputes made in Stripe: a partial refund keeps the places, a full refund or a lost dispute releases them, a won dispute keeps them (decisions 0349–0356)", async () => {
    fake.deliver = (request) => webhookRoute.action(routeArgs(request));
    const paid = async () => {
      const visitor = new Visitor();
      await throughToReview(visitor);
      const location =
        (await visitor.post({ step: "5", intent: "submit" })).headers.get("location") ?? "";
      const session = await fake.pay(location.split("/").pop() ?? "");
      const [payment] = await rowsWhere(db(), payments, eq(payments.stripeSessionId, session.id));
      if (!payment?.paymentIntentId) throw new Error("the registration was not paid");
      return { ...payment, paymentIntentId: payment.paymentIntentId };
    };
    const state = async (payment: { id: string; reference: string }) => ({
      payment: (await db().select().from(payments).where(eq(payments.id, payment.id)))[0],
      registration: (
        await db()
          .select()
          .from(summerRegistrations)
          .where(eq(summerRegistrations.id, payment.reference))
      )[0]?.status,
    });

    // Refunded in two parts, the events of the second before the first's, each twice.
    const refunded = await paid();
    expect((await state(refunded)).registration).toBe(STATUS.paid);
    const first = await fake.refundFromDashboard(refunded.paymentIntentId, {
      amount: 4000,
      send: false,
    });
    const second = await fake.refundFromDashboard(refunded.paymentIntentId, {
      order: ["refund.updated", "charge.refunded"],
    });
    for (const eventId of second.eventIds) await fake.redeliver(eventId);
    for (const event of fake.refundEvents(first.refund))
      await fake.sendEvent(event.type, event.object);
    expect(await state(refunded)).toMatchObject({
      payment: { status: "refunded", refundedPence: refunded.amountPence },
      registration: STATUS.refunded,
    });

    const partly = await paid();
    await fake.refundFromDashboard(partly.paymentIntentId, { amount: 1000 });
    expect(await state(partly)).toMatchObject({
      payment: { status: "partially-refunded", refundedPence: 1000 },
      registration: STATUS.paid,
    });

    const lost = await paid();
    const dispute = await fake.openDispute(lost.paymentIntentId);
    expect(await state(lost)).toMatchObject({
      payment: { status: "disputed" },
      registration: STATUS.paid,
    });
    await fake.closeDispute(dispute.id, "lost");
    expect(await state(lost)).toMatchObject({
      payment: { status: "dispute-lost" },
      registration: STATUS.refunded,
    });

    const won = await paid();
    await fake.closeDispute((await fake.openDispute(won.paymentIntentId)).id, "won");
    expect(await state(won)).toMatchObject({
      payment: { status: "paid" },
      registration: STATUS.paid,
    });
    expect(fake.events.every((event) => event.status === 200)).toBe(true);
  });

  it("shows Stripe's failure under the form and keeps the registration for a retry", async () => {
    const visitor = new Visitor();
    await throughToReview(visitor);
    const before = (await db().select().from(summerRegistrations)).length;
    fake.fail(503);
    const result = await visitor.post({ step: "5", intent: "submit" });
    expect(result.status).toBe(400);
    expect(result.data?.formError).toBe("Server error: 503 Service Unavailable");
    const first = (await visitor.draft()).draft.registrationId;
    const retry = await visitor.post({ step: "5", intent: "submit" });
    expect(retry.status).toBe(302);
    expect((await visitor.draft()).draft.registrationId).toBe(first);
    expect((await db().select().from(summerRegistrations)).length).toBe(before + 1);
  });
});

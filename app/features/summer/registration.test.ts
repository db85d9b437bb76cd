import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { beforeAll, describe, expect, it } from "vitest";
import { resetEnv } from "~/lib/config/env.server";
import { outbox, payments, summerChildren, summerRegistrations } from "~/lib/db/schema";
import { answer, formRequest, routeArgs } from "../../../tests/support/actions";
import { setupTestDatabase } from "../../../tests/support/database";
import { setupStripeFake } from "../../../tests/support/stripe-fake";
import * as webhookRoute from "../payments/routes/stripe-webhook";
import * as legacyRoute from "./routes/create-stripe-session";
import * as payRoute from "./routes/pay";
import * as registerRoute from "./routes/register";
import * as thankYouRoute from "./routes/thank-you";
import { MESSAGES, SATURDAYS, STATUS, SUNDAYS, WEDNESDAYS } from "./rules";
import type { WizardActionData } from "./wizard.server";

process.env.FORM_RATE_LIMIT = "1000";
resetEnv();
const database = setupTestDatabase();
const db = () => database.handle().db;

/** A visitor going through the wizard: keeps the draft cookie like a browser. */
class Visitor {
  cookie = "";
  async post(fields: Record<string, string | string[]>) {
    const request = formRequest("/summer/register", fields, { headers: { Cookie: this.cookie } });
    const result = answer<WizardActionData>(await registerRoute.action(routeArgs(request)));
    const setCookie = result.headers.get("set-cookie");
    if (setCookie) this.cookie = setCookie.split(";")[0] ?? "";
    return result;
  }
  async draft() {
    const request = new Request("http://localhost/summer/register", {
      headers: { Cookie: this.cookie },
    });
    return answer(await registerRoute.loader(routeArgs(request))).data as Awaited<
      ReturnType<typeof registerRoute.loader>
    >["data"];
  }
}

const twoChildren = {
  step: "1",
  intent: "next",
  childCount: "2",
  "child.0.name": "Yusuf",
  "child.0.age": "8",
  "child.0.programme": "fantastic-5",
  "child.0.fantastic-5.dates": [...SATURDAYS],
  "child.0.fantastic-5.earlyStart": "on",
  "child.1.name": "Aisha",
  "child.1.age": "12",
  "child.1.programme": "quran",
  "child.1.quran.dates": [SUNDAYS[0]],
  "child.1.quran.wednesdayDates": [WEDNESDAYS[0]],
};

async function throughToReview(visitor: Visitor, coupon = "") {
  expect((await visitor.post(twoChildren)).status).toBe(302);
  expect(
    (
      await visitor.post({
        step: "2",
        intent: "next",
        parentName: "Hafsa Ali",
        parentPhone: "07700 900111",
        parentEmail: "hafsa@example.org",
      })
    ).status,
  ).toBe(302);
  expect((await visitor.post({ step: "3", intent: "next", couponCode: coupon })).status).toBe(302);
  expect((await visitor.post({ step: "4", intent: "next", termsAccepted: "on" })).status).toBe(302);
}

const emailsTo = (template: string) =>
  db().select().from(outbox).where(eq(outbox.template, template));

describe("registration wizard: validation with the spec's messages", () => {
  it.each([
    ["a non-numeric age", { "child.0.age": "eight" }, "child.0.age", MESSAGES.ageInvalid],
    ["an age over 16", { "child.0.age": "17" }, "child.0.age", MESSAGES.ageRange],
    ["an age under 4", { "child.0.age": "3" }, "child.0.age", MESSAGES.ageRange],
    ["a missing name", { "child.0.name": "" }, "child.0.name", MESSAGES.childName],
    [
      "a programme without dates",
      { "child.0.fantastic-5.dates": [] },
      "child.0.fantastic-5.dates",
      MESSAGES.noDate,
    ],
    [
      "a date that is not a session",
      { "child.0.fantastic-5.dates": ["2025-07-25"] },
      "child.0.fantastic-5.dates",
      MESSAGES.dateInvalid,
    ],
    [
      "a Sunday posted as a Saturday",
      { "child.0.fantastic-5.dates": [SUNDAYS[1]] },
      "child.0.fantastic-5.dates",
      MESSAGES.dateInvalid,
    ],
    ["no programme at all", { "child.0.programme": [] }, "children", MESSAGES.noProgramme],
    [
      "an unknown programme",
      { "child.0.programme": ["super-saturday"] },
      "child.0.programme",
      MESSAGES.unknownProgramme,
    ],
  ])("refuses %s", async (_case, change, field, message) => {
    const visitor = new Visitor();
    const result = await visitor.post({
      step: "1",
      intent: "next",
      childCount: "1",
      "child.0.name": "Yusuf",
      "child.0.age": "8",
      "child.0.programme": "fantastic-5",
      "child.0.fantastic-5.dates": [SATURDAYS[0]],
      ...change,
    });
    expect(result.status).toBe(400);
    expect(result.data?.errors[field]).toBe(message);
    // What was typed is kept, and the wizard stays on step 1.
    const { draft } = await visitor.draft();
    expect(draft.step).toBe(1);
    expect(draft.children[0]?.name).toBe(_case === "a missing name" ? "" : "Yusuf");
  });

  it("accepts a Wednesday alone for Qur'an Intensive and keeps it in wednesdayDates", async () => {
    const visitor = new Visitor();
    const result = await visitor.post({
      step: "1",
      intent: "next",
      childCount: "1",
      "child.0.name": "Aisha",
      "child.0.age": "10",
      "child.0.programme": "quran",
      "child.0.quran.wednesdayDates": [WEDNESDAYS[2]],
    });
    expect(result.status).toBe(302);
    const { draft } = await visitor.draft();
    expect(draft.step).toBe(2);
    expect(draft.children[0]?.programmes).toEqual([
      {
        programme: "quran",
        dates: [],
        wednesdayDates: [WEDNESDAYS[2]],
        earlyStart: false,
        lateFinish: false,
      },
    ]);
  });

  it("refuses a sixth child, and Add Another Child stops at five", async () => {
    const six: Record<string, string | string[]> = { step: "1", intent: "next", childCount: "6" };
    for (let i = 0; i < 6; i++) {
      six[`child.${i}.name`] = `Child ${i}`;
      six[`child.${i}.age`] = "9";
      six[`child.${i}.programme`] = "fantastic-5";
      six[`child.${i}.fantastic-5.dates`] = [SATURDAYS[0]];
    }
    const visitor = new Visitor();
    const result = await visitor.post(six);
    expect(result.status).toBe(400);
    expect(result.data?.errors.children).toBe(MESSAGES.tooManyChildren);
    expect((await visitor.draft()).draft.children).toHaveLength(5);
    await visitor.post({ ...six, childCount: "5", intent: "add-child" });
    expect((await visitor.draft()).draft.children).toHaveLength(5);
  });

  it("drops programmes the new age does not allow", async () => {
    const visitor = new Visitor();
    await visitor.post({
      step: "1",
      intent: "refresh",
      childCount: "1",
      "child.0.name": "Yusuf",
      "child.0.age": "18",
      "child.0.programme": "fantastic-5",
      "child.0.fantastic-5.dates": [SATURDAYS[0]],
    });
    expect((await visitor.draft()).draft.children[0]?.programmes).toEqual([]);
  });

  it("checks the parent, the coupon and the terms on their steps; Back keeps the answers", async () => {
    const visitor = new Visitor();
    await visitor.post(twoChildren);
    const parent = await visitor.post({
      step: "2",
      intent: "next",
      parentName: "",
      parentPhone: "",
      parentEmail: "nope",
    });
    expect(parent.data?.errors).toEqual({
      parentName: MESSAGES.parentName,
      parentPhone: MESSAGES.parentPhone,
      parentEmail: MESSAGES.parentEmailInvalid,
    });
    await visitor.post({
      step: "2",
      intent: "next",
      parentName: "Hafsa",
      parentPhone: "07700 900111",
      parentEmail: "h@example.org",
    });
    const coupon = await visitor.post({ step: "3", intent: "next", couponCode: "SUMMER50" });
    expect(coupon.data?.errors.couponCode).toBe(MESSAGES.coupon);
    await visitor.post({ step: "3", intent: "next", couponCode: "  wic2025 " });
    expect((await visitor.draft()).draft).toMatchObject({
      step: 4,
      couponCode: "WIC2025",
      couponPercent: 10,
    });
    const terms = await visitor.post({ step: "4", intent: "next" });
    expect(terms.data?.errors.termsAccepted).toBe(MESSAGES.terms);
    await visitor.post({ step: "4", intent: "back" });
    await visitor.post({ step: "3", intent: "back", couponCode: "WIC2025" });
    expect((await visitor.draft()).draft).toMatchObject({ step: 2, parentName: "Hafsa" });
  });
});

describe("submitting without Stripe keys", () => {
  it("drops a submission whose honeypot is filled, storing nothing", async () => {
    delete process.env.STRIPE_SECRET_KEY;
    resetEnv();
    const before = (await db().select().from(summerRegistrations)).length;
    const visitor = new Visitor();
    await throughToReview(visitor);
    expect((await visitor.post({ step: "5", intent: "submit", fax_number: "spam" })).status).toBe(
      302,
    );
    expect((await visitor.draft()).draft.complete).toBe(true);
    expect((await db().select().from(summerRegistrations)).length).toBe(before);
  });

  beforeAll(() => {
    delete process.env.STRIPE_SECRET_KEY;
    resetEnv();
  });

  it("stores a Pending Payment registration priced on the server (a posted amount is ignored)", async () => {
    const visitor = new Visitor();
    await throughToReview(visitor, "WIC2025");
    const result = await visitor.post({
      step: "5",
      intent: "submit",
      amount: "1",
      total: "1",
      grandTotal: "1",
    });
    expect(result.status).toBe(302);
    const { draft } = await visitor.draft();
    expect(draft.complete).toBe(true);
    const [row] = await db()
      .select()
      .from(summerRegistrations)
      .where(eq(summerRegistrations.id, draft.registrationId ?? ""));
    // 6 Saturdays £120 − £12, + 2 days £40 = £148; sibling 5% £7.40 → £140.60; coupon 10% £14.06 → £126.54
    expect(row).toMatchObject({
      status: STATUS.pending,
      parentName: "Hafsa Ali",
      parentEmail: "hafsa@example.org",
      paymentMethod: "Upfront",
      numberOfChildren: 2,
      earlyStart: true,
      lateFinish: false,
      subtotalPence: 16000,
      fullWeekDiscountPence: 1200,
      siblingDiscountPence: 740,
      couponDiscountPence: 1406,
      totalPence: 12654,
      couponUsed: "WIC2025",
      termsAccepted: true,
    });
    const children = await db()
      .select()
      .from(summerChildren)
      .where(eq(summerChildren.registrationId, row?.id ?? ""));
    expect(children.map((child) => [child.name, child.age])).toEqual([
      ["Yusuf", 8],
      ["Aisha", 12],
    ]);
    const [toParent] = (await emailsTo("summer-registration-confirmation")).filter((email) =>
      email.text.includes(row?.id.slice(0, 8).toUpperCase() ?? "?"),
    );
    expect(toParent?.toAddress).toBe("hafsa@example.org");
    expect(toParent?.text).toContain("How to pay");
    expect(toParent?.text).toContain("£126.54");
    expect(
      (await emailsTo("summer-registration-notification")).some((email) =>
        email.text.includes(row?.id ?? "?"),
      ),
    ).toBe(true);
  });
});

describe("paying through Stripe Checkout (the fake)", () => {
  const fake = setupStripeFake();

  let registrationId = "";
  let sessionId = "";

  const signed = (event: Record<string, unknown>, secret = fake.webhookSecret) => {
    const payload = JSON.stringify(event);
    const signature = new Stripe("sk_test_x").webhooks.generateTestHeaderString({
      payload,
      secret,
    });
    return new Request("http://localhost/api/stripe/webhook", {
      method: "POST",
      headers: { "Stripe-Signature": signature, "Content-Type": "application/json" },
      body: payload,
    });
  };
  const completed = (id: string) => ({
    id,
    object: "event",
    type: "checkout.session.completed",
    data: {
      object: {
        ...fake.publicSession(fake.sessions.get(sessionId) as never),
        payment_status: "paid",
        payment_intent: "pi_test_1",
      },
    },
  });
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
    const [payment] = await db()
      .select()
      .from(payments)
      .where(eq(payments.stripeSessionId, sessionId));
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
      routeArgs(signed(completed("evt_bad"), "whsec_wrong")),
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
      const response = await webhookRoute.action(routeArgs(signed(completed("evt_paid_1"))));
      expect(response.status).toBe(200);
    }
    // A second event for the same session (Stripe may send both completed and async) changes nothing either.
    await webhookRoute.action(routeArgs(signed(completed("evt_paid_2"))));
    expect(await registration()).toMatchObject({ status: STATUS.paid, paidBy: "stripe" });
    const confirmations = (await emailsTo("summer-payment-confirmation")).filter(
      (email) => email.toAddress === "hafsa@example.org",
    );
    expect(confirmations).toHaveLength(1);
    expect(confirmations[0]?.text).toContain("£140.60");
    expect(await emailsTo("summer-payment-notification")).toHaveLength(1);
    const [payment] = await db()
      .select()
      .from(payments)
      .where(eq(payments.stripeSessionId, sessionId));
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
        signed({
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
        signed({
          id: "evt_exp",
          object: "event",
          type: "checkout.session.expired",
          data: { object: { id: second } },
        }),
      ),
    );
    expect(response.status).toBe(200);
    const [payment] = await db()
      .select()
      .from(payments)
      .where(eq(payments.stripeSessionId, second));
    expect(payment?.status).toBe("expired");
    const [row] = await db()
      .select()
      .from(summerRegistrations)
      .where(eq(summerRegistrations.id, payment?.reference ?? ""));
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

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { thankYouSummary } from "#app/features/summer/registration/payment-pages.server";
import { resetEnv } from "#app/lib/config/env.server";
import { site } from "#app/lib/config/site";
import { competitionRegistrations, outbox, payments } from "#app/lib/db/schema";
import * as webhookRoute from "#app/routes/stripe-webhook";
import { routeArgs, thrown } from "#tests/support/actions";
import { rowsWhere, setupTestDatabase } from "#tests/support/database";
import { pay, register } from "#tests/support/quran-competition";
import { setupStripeFake } from "#tests/support/stripe-fake";
import * as payRoute from "./routes/pay";
import * as pageRoute from "./routes/quran-competition";
import { MESSAGES, STATUS } from "./rules";

process.env.FORM_RATE_LIMIT = "1000";
process.env.FORM_RATE_ADDRESS_LIMIT = "1000";
resetEnv();
const { db } = setupTestDatabase();

// The 2025 edition's checks run before its deadline (20 December 2025): the clock is
// frozen on 1 December 2025 (only Date is faked; timers run).
beforeAll(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2025-12-01T12:00:00Z"));
});
afterAll(() => {
  vi.useRealTimers();
});

const rows = () => db().select().from(competitionRegistrations);
const registration = async (id: string) =>
  (await rows().where(eq(competitionRegistrations.id, id)))[0];
const emailsTo = (template: string) =>
  db().select().from(outbox).where(eq(outbox.template, template));

describe("competition registration on the server", () => {
  it.each([
    ["a group not in the category", { group: "A" }, "group", MESSAGES.groupNotInCategory],
    ["a Qirā'ah group not of the age", { group: "11-15" }, "group", MESSAGES.ageGroup("8-10")],
    ["an age under 5", { age: "4" }, "age", MESSAGES.age],
    ["an age over 25", { age: "26" }, "age", MESSAGES.age],
    ["a missing child name", { child_name: "" }, "child_name", MESSAGES.required],
    ["a missing category", { category: "", group: "" }, "category", MESSAGES.category],
    ["a missing group", { group: "" }, "group", MESSAGES.group],
    ["a missing phone", { parent_phone: "" }, "parent_phone", MESSAGES.required],
    ["a non-UK postcode", { postcode: "12345" }, "postcode", MESSAGES.postcode],
    // Crafted posts: plain words, not zod's ("Too big: expected string…", "This field is required").
    ["an age that is not a number", { age: "ten" }, "age", MESSAGES.age],
    ["an age of 10.5", { age: "10.5" }, "age", MESSAGES.age],
    [
      "a child's name of 101 characters",
      { child_name: "a".repeat(101) },
      "child_name",
      "Please keep this under 100 characters",
    ],
  ])("refuses %s with its message and stores nothing", async (_, changes, field, message) => {
    const result = await register(changes);
    expect(result.status).toBe(400);
    expect(result.data?.result?.error?.[field]).toEqual([message]);
    expect(await rows()).toHaveLength(0);
  });

  it("says '❌ Please fill in all required fields.' when required fields are empty", async () => {
    const result = await register({ parent_name: "", gender: "" });
    expect(result.data?.result?.error?.[""]).toEqual([MESSAGES.overall]);
  });

  it("stores the registration Pending Payment and queues both emails; refuses a duplicate", async () => {
    const result = await register({});
    expect(result.status).toBe(200);
    expect(result.data?.registered?.participant).toBe("Yusuf Ali");
    const [row] = await rows();
    expect(row).toMatchObject({
      childName: "Yusuf Ali",
      parentEmail: "hafsa@example.org",
      postcode: "WD17 1AA",
      category: 3,
      group: "8-10",
      age: 9,
      status: STATUS.pending,
    });
    const [centre] = await emailsTo("competition-registration-notification");
    expect(centre?.toAddress).toBe(site.emails.contact);
    expect(centre?.text).toContain("Ages 8-10");
    const [confirmation] = await emailsTo("competition-registration-confirmation");
    expect(confirmation?.toAddress).toBe("hafsa@example.org");

    const again = await register({ child_name: " yusuf  ali ", group: "8-10" });
    expect(again.status).toBe(409);
    expect(again.data?.result?.error?.[""]).toEqual([MESSAGES.duplicate]);
    expect(await rows()).toHaveLength(1);
    // The same person in another category is a new registration.
    expect((await register({ category: "1", group: "A" })).status).toBe(200);
    // Registering oneself needs no child name.
    expect(
      (await register({ registering_as: "myself", child_name: "", age: "22", group: "20-25" }))
        .status,
    ).toBe(200);
    expect(await rows()).toHaveLength(3);
  });
});

describe("paying the £5 fee (the Stripe fake)", () => {
  const fake = setupStripeFake();

  it("opens a £5 Checkout, the webhook marks the registration Paid once with one email, and the page confirms it", async () => {
    const result = await register({ child_name: "Maryam", category: "2", group: "C" });
    const id = result.data?.registered?.id ?? "";
    const confirmation = (await emailsTo("competition-registration-confirmation")).find((email) =>
      email.text.includes(`/quran-competition/pay/${id}`),
    );
    expect(confirmation).toBeDefined();

    const checkout = await pay(id);
    expect(checkout.status).toBe(302);
    const sessionId = checkout.headers.get("location")?.split("/").pop() ?? "";
    expect(fake.sessions.get(sessionId)).toMatchObject({
      amount_total: 500,
      client_reference_id: id,
      metadata: { purpose: "quran-competition", reference: id },
    });

    for (const eventId of ["evt_c1", "evt_c1", "evt_c2"])
      expect(
        (
          await webhookRoute.action(
            routeArgs(fake.signedWebhook(fake.paidCheckoutEvent(eventId, sessionId, "pi_test_c"))),
          )
        ).status,
      ).toBe(200);
    expect(await registration(id)).toMatchObject({ status: STATUS.paid, paidBy: "stripe" });
    expect(await emailsTo("competition-payment-confirmation")).toHaveLength(1);
    const [payment] = await rowsWhere(db(), payments, eq(payments.stripeSessionId, sessionId));
    expect(payment).toMatchObject({ status: "paid", amountPence: 500 });

    const page = (query: string) =>
      pageRoute.loader(routeArgs(new Request(`http://localhost/quran-competition${query}`)));
    expect((await page(`?session_id=${sessionId}`)).thanks).toEqual({ participant: "Maryam" });
    expect((await page("?paid=true")).thanks).toBeNull();
    expect((await page("?session_id=cs_test_forged")).thanks).toBeNull();

    // The pay-later link of a paid registration goes back to the page.
    const later = (await payRoute.loader(
      routeArgs(new Request("http://localhost/"), { id }),
    )) as Response;
    expect(later.headers.get("location")).toBe("/quran-competition");
    const missing = (await thrown(() =>
      payRoute.loader(routeArgs(new Request("http://localhost/"), { id: "nope" })),
    )) as { init?: { status?: number } };
    expect(missing.init?.status).toBe(404);
  });

  it("settles a payment on return only from its own page: the summer thank-you page leaves it alone", async () => {
    const result = await register({ child_name: "Zaid", parent_email: "zaid@example.org" });
    const id = result.data?.registered?.id ?? "";
    const checkout = await pay(id);
    const sessionId = checkout.headers.get("location")?.split("/").pop() ?? "";
    const session = fake.sessions.get(sessionId);
    if (!session) throw new Error("no Checkout session");
    session.payment_status = "paid";
    const paymentStatus = async () =>
      (await db().select().from(payments).where(eq(payments.stripeSessionId, sessionId)))[0]
        ?.status;

    expect(await thankYouSummary(sessionId)).toBeNull();
    expect(await paymentStatus()).toBe("open");

    const page = await pageRoute.loader(
      routeArgs(new Request(`http://localhost/quran-competition?session_id=${sessionId}`)),
    );
    expect(page.thanks).toEqual({ participant: "Zaid" });
    expect(await paymentStatus()).toBe("paid");
    expect(await registration(id)).toMatchObject({ status: STATUS.paid, paidBy: "stripe" });
  });

  it("answers 'Payment error' data when Stripe fails, and the pay-later link opens Checkout", async () => {
    const result = await register({ child_name: "Ibrahim", category: "1", group: "B" });
    const id = result.data?.registered?.id ?? "";
    fake.fail(500);
    const failed = await pay(id);
    expect(failed.status).toBe(502);
    expect(failed.data?.paymentError).toBeTypeOf("number");
    const later = (await payRoute.loader(
      routeArgs(new Request("http://localhost/"), { id }),
    )) as Response;
    expect(later.headers.get("location")).toMatch(new RegExp(`^${fake.url}/checkout/cs_test_`));
  });

  it("follows refunds and disputes made in Stripe: refunded in full or a lost dispute is Refunded, a partial refund or a won dispute stays Paid", async () => {
    fake.deliver = (request) => webhookRoute.action(routeArgs(request));
    const paid = async (name: string) => {
      const result = await register({ child_name: name, parent_email: `${name}@example.org` });
      const id = result.data?.registered?.id ?? "";
      const checkout = await pay(id);
      const session = await fake.pay(checkout.headers.get("location")?.split("/").pop() ?? "");
      return { id, intent: String(session.payment_intent) };
    };
    const status = async (id: string) =>
      (
        await db()
          .select()
          .from(competitionRegistrations)
          .where(eq(competitionRegistrations.id, id))
      )[0]?.status;

    const refunded = await paid("Sumayya");
    const { eventIds } = await fake.refundFromDashboard(refunded.intent, {
      order: ["refund.updated", "refund.created", "charge.refunded"],
    });
    for (const eventId of eventIds) await fake.redeliver(eventId);
    expect(await status(refunded.id)).toBe(STATUS.refunded);

    const partly = await paid("Harun");
    await fake.refundFromDashboard(partly.intent, { amount: 200 });
    expect(await status(partly.id)).toBe(STATUS.paid);

    const lost = await paid("Khadija");
    const dispute = await fake.openDispute(lost.intent);
    expect(await status(lost.id)).toBe(STATUS.paid);
    await fake.closeDispute(dispute.id, "lost");
    expect(await status(lost.id)).toBe(STATUS.refunded);

    const won = await paid("Idris");
    await fake.closeDispute((await fake.openDispute(won.intent)).id, "won");
    expect(await status(won.id)).toBe(STATUS.paid);
    const [payment] = await rowsWhere(db(), payments, eq(payments.paymentIntentId, won.intent));
    expect(payment?.status).toBe("paid");
  });
});

import { desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { donationPayments, donations, giftAidDeclarations } from "#app/lib/db/schema";
import {
  answer,
  expectRedirectWithToast,
  formRequest,
  routeArgs,
  thrown,
} from "#tests/support/actions";
import { rowsWhere, setupTestDatabase } from "#tests/support/database";
import { setupStripeFake } from "#tests/support/stripe-fake";
import { seedDonationFunds } from "../funds.server";
import { action as donate } from "../giving/routes/donate";
import * as thankYou from "../giving/routes/thank-you";
import { DONATION_MESSAGES } from "../rules";
import { MANAGE_MESSAGES } from "./manage.server";
import * as manage from "./routes/manage";

const { db } = setupTestDatabase();
const fake = setupStripeFake();

const withGiftAid = {
  fund: "sadaqah",
  frequency: "one-off",
  amount: "2500",
  firstName: "Bilal",
  lastName: "Ahmed",
  email: "bilal@example.org",
  ukTaxpayer: "on",
  giftAid: "on",
  houseNameOrNumber: "7",
  postcode: "WD17 1AA",
};

/** A donation started through the form: its Checkout session id and its stored row. */
async function started(fields: Record<string, string> = withGiftAid) {
  const result = answer(await donate(routeArgs(formRequest("/donate", fields))));
  const sessionId = result.headers.get("Location")?.split("/").at(-1) ?? "";
  const [donation] = await db()
    .select()
    .from(donations)
    .orderBy(desc(donations.createdAt))
    .limit(1);
  if (!donation) throw new Error("no donation stored");
  return { sessionId, donation };
}

const thanks = (sessionId: string) =>
  thankYou.loader(
    routeArgs(new Request(`http://localhost/donate/thank-you?session_id=${sessionId}`)),
  );

beforeAll(seedDonationFunds);

describe("/donate/thank-you", () => {
  it("is never cached", () => {
    expect(thankYou.headers()).toEqual({ "Cache-Control": "private, no-store" });
  });

  it("answers an unknown session with a 404 that leads back to /donate", async () => {
    const error = (await thrown(() => thanks("cs_test_unknown"))) as {
      init: ResponseInit;
      data: { link: { to: string } };
    };
    expect(error.init.status).toBe(404);
    expect(error.data.link.to).toBe("/donate");
    expect(await thrown(() => thanks(""))).toMatchObject({ init: { status: 404 } });
  });

  it("says it is confirming until Stripe confirms, then thanks with the amount, fund and Gift Aid", async () => {
    const { sessionId, donation } = await started();
    expect((await thanks(sessionId)).donation).toEqual({
      fundName: "Sadaqah",
      amountPence: 2500,
      monthly: false,
      giftAid: true,
      confirmed: false,
    });
    expect(
      (await db().select().from(donations).where(eq(donations.id, donation.id)))[0]?.status,
    ).toBe("pending");

    // Paid at Stripe, the webhook not arrived: the page asks Stripe, not the URL.
    const session = fake.sessions.get(sessionId);
    if (!session) throw new Error("no session");
    Object.assign(session, { status: "complete", payment_status: "paid", payment_intent: "pi_1" });
    expect((await thanks(sessionId)).donation.confirmed).toBe(true);
    const [payment] = await rowsWhere(
      db(),
      donationPayments,
      eq(donationPayments.donationId, donation.id),
    );
    expect(payment).toMatchObject({ status: "paid", giftAid: true, amountPence: 2500 });
  });
});

describe("/donate/manage/:token", () => {
  const view = (token: string) =>
    manage.loader(routeArgs(new Request("http://localhost/"), { token }));
  const send = async (token: string, fields: Record<string, string>) => {
    const result = answer<unknown>(
      await manage.action(routeArgs(formRequest(`/donate/manage/${token}`, fields), { token })),
    );
    return {
      ...result,
      data: result.data as
        | { error?: string; result?: { error?: Record<string, string[]> } }
        | undefined,
    };
  };

  it("answers an unknown token with 404, and is never cached nor indexed", async () => {
    expect(await thrown(() => view("no-such-token-at-all-here"))).toMatchObject({
      init: { status: 404 },
    });
    expect(manage.headers()).toEqual({ "Cache-Control": "private, no-store" });
    expect(manage.meta({ matches: [] } as never)).toContainEqual({
      name: "robots",
      content: "noindex, nofollow",
    });
  });

  it("shows the donation with its payments, and cancels the Gift Aid declaration", async () => {
    const { donation } = await started();
    const page = await view(donation.manageToken);
    expect(page).toMatchObject({
      donation: { fundName: "Sadaqah", amountPence: 2500, frequency: "One-off" },
      giftAid: { cancelledOn: null },
      canChange: false,
    });

    const result = await send(donation.manageToken, { intent: "cancel-gift-aid" });
    expectRedirectWithToast(result, `/donate/manage/${donation.manageToken}`);
    const [declaration] = await rowsWhere(
      db(),
      giftAidDeclarations,
      eq(giftAidDeclarations.id, donation.giftAidDeclarationId ?? ""),
    );
    expect(declaration?.cancelledAt).toBeInstanceOf(Date);
    expect((await view(donation.manageToken)).giftAid?.cancelledOn).toEqual(expect.any(String));
  });

  it("checks a new monthly amount (£1–£10,000) and cancels a monthly donation", async () => {
    const { donation } = await started({ ...withGiftAid, frequency: "monthly", amount: "1000" });
    await db().update(donations).set({ status: "active" }).where(eq(donations.id, donation.id));
    expect((await view(donation.manageToken)).canChange).toBe(true);

    const small = await send(donation.manageToken, { intent: "change-amount", amount: "0.50" });
    expect(small.status).toBe(400);
    expect(small.data?.result?.error?.amount).toEqual([DONATION_MESSAGES.minimum]);
    const large = await send(donation.manageToken, { intent: "change-amount", amount: "20000" });
    expect(large.data?.result?.error?.amount).toEqual([DONATION_MESSAGES.maximum]);

    // No subscription yet (Stripe has not reported it): a message, never a 500.
    const early = await send(donation.manageToken, { intent: "change-amount", amount: "15" });
    expect(early.status).toBe(503);
    expect(early.data?.result?.error?.[""]).toEqual([MANAGE_MESSAGES.failed]);

    const cancelled = await send(donation.manageToken, { intent: "cancel-monthly" });
    expect(cancelled.status).toBe(302);
    const [row] = await db().select().from(donations).where(eq(donations.id, donation.id));
    expect(row).toMatchObject({ status: "cancelled", cancelledAt: expect.any(Date) });
    expect((await view(donation.manageToken)).canChange).toBe(false);
  });
});

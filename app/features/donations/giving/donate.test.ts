import { eq, sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { SITE_SETTINGS_ID } from "#app/lib/config/settings.server";
import {
  donationCampaigns,
  donationFunds,
  donationPayments,
  donations,
  giftAidDeclarations,
  payments,
  siteSettings,
} from "#app/lib/db/schema";
import { HONEYPOT_FIELD } from "#app/lib/security/honeypot";
import { answer, formRequest, routeArgs } from "#tests/support/actions";
import { setupTestDatabase } from "#tests/support/database";
import { startBuildingCampaignToday } from "#tests/support/donations";
import { setupStripeFake } from "#tests/support/stripe-fake";
import { seedDonationFunds } from "../funds.server";
import { CURRENT_DECLARATION } from "../gift-aid/gift-aid";
import { DONATION_MESSAGES } from "../rules";
import { action, loader } from "./routes/donate";

const { db } = setupTestDatabase();

const donor = {
  firstName: "Amina",
  lastName: "Khan",
  email: "amina@example.org",
};
const valid = { fund: "building-fund", frequency: "one-off", amount: "2500", ...donor };

interface Reply {
  result: {
    error?: Record<string, string[] | null>;
    initialValue?: Record<string, unknown>;
  };
}

async function post(fields: Record<string, string>) {
  const result = answer(await action(routeArgs(formRequest("/donate", fields))));
  return { ...result, data: result.data as Reply | undefined };
}

/** Posts the form and checks it is refused (400) with these messages on these fields. */
async function refused(fields: Record<string, string>, errors: Record<string, string[]>) {
  const result = await post(fields);
  expect(result.status).toBe(400);
  expect(result.data?.result.error).toMatchObject(errors);
  return result;
}

async function page(path = "/donate") {
  return loader(routeArgs(new Request(`http://localhost${path}`)));
}

const count = async (table: typeof donations | typeof giftAidDeclarations | typeof payments) =>
  (await db().select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n ?? 0;

beforeAll(async () => {
  await seedDonationFunds();
  // Fitrana is offered in Ramadan only; the tests give today, at £5 a person.
  await db()
    .update(donationFunds)
    .set({ showFrom: null, showTo: null, perPersonPence: 500 })
    .where(eq(donationFunds.slug, "fitrana"));
});

beforeEach(async () => {
  await db().delete(donationPayments);
  await db().delete(donations);
  await db().delete(giftAidDeclarations);
  await db().delete(payments);
});

describe("/donate without Stripe keys", () => {
  beforeAll(async () => {
    const value = {
      bankTransfer: {
        accountName: "Watford Islamic Centre",
        sortCode: "12-34-56",
        accountNumber: "",
        reference: "DONATION",
      },
    };
    await db()
      .insert(siteSettings)
      .values({ id: SITE_SETTINGS_ID, value })
      .onConflictDoUpdate({ target: siteSettings.id, set: { value, updatedAt: new Date() } });
  });

  it("offers no form: nothing to choose", async () => {
    expect(await page()).toMatchObject({ online: false, funds: [], fund: null });
  });

  it("answers a post anyway with 503 and the reason, and stores nothing", async () => {
    const result = await post(valid);
    expect(result.status).toBe(503);
    expect(result.data?.result.error?.[""]).toEqual([DONATION_MESSAGES.unavailable]);
    expect(await count(donations)).toBe(0);
    expect(await count(payments)).toBe(0);
  });
});

describe("/donate with Stripe", () => {
  const fake = setupStripeFake();

  it("offers today's funds, the one ?fund= names chosen, with their running campaigns", async () => {
    await startBuildingCampaignToday(db(), "A home for the centre");
    const data = await page("/donate?fund=building-fund");
    expect(data.fund).toBe("building-fund");
    expect(data.funds.map((fund) => fund.slug)).toEqual([
      "sadaqah",
      "zakat",
      "lillah",
      "building-fund",
      "fitrana",
    ]);
    expect(data.funds.find((fund) => fund.slug === "zakat")?.description).toMatch(
      /Kept in its own fund/,
    );
    expect(data.campaigns).toMatchObject([
      { title: "A home for the centre", fundSlug: "building-fund", raisedPence: 0, donors: 0 },
    ]);
    expect((await page("/donate?fund=nope")).fund).toBe("sadaqah");
    await db().delete(donationCampaigns);
  });

  it("answers bad input with 400, each message on its field, keeping what was typed", async () => {
    const result = await refused(
      {
        fund: "",
        amount: "other",
        otherAmount: "lots",
        firstName: " ",
        lastName: "Khan",
        email: "not-an-email",
      },
      {
        fund: [DONATION_MESSAGES.fund],
        firstName: [DONATION_MESSAGES.firstName],
        email: [DONATION_MESSAGES.email],
      },
    );
    expect(result.data?.result.initialValue).toMatchObject({
      otherAmount: "lots",
      lastName: "Khan",
      email: "not-an-email",
    });
    expect(await count(donations)).toBe(0);

    await refused(
      { ...valid, amount: "other", otherAmount: "lots" },
      { otherAmount: [DONATION_MESSAGES.amountFormat] },
    );
  });

  it.each([
    ["0.99", DONATION_MESSAGES.minimum],
    ["10000.01", DONATION_MESSAGES.maximum],
  ])("refuses £%s on the other amount", async (otherAmount, message) => {
    const result = await refused(
      { ...valid, amount: "other", otherAmount },
      { otherAmount: [message] },
    );
    expect(result.data?.result.initialValue?.otherAmount).toBe(otherAmount);
    expect(await count(donations)).toBe(0);
  });

  it("refuses no amount, and an amount button the fund does not offer", async () => {
    await refused({ ...valid, amount: "" }, { amount: [DONATION_MESSAGES.amount] });
    await refused({ ...valid, amount: "1234" }, { amount: [DONATION_MESSAGES.amount] });
  });

  it("refuses a fund not offered today", async () => {
    await refused({ ...valid, fund: "fidya" }, { fund: [DONATION_MESSAGES.fund] });
  });

  it("refuses monthly for a per-person fund, on the frequency", async () => {
    await refused(
      { ...valid, fund: "fitrana", frequency: "monthly", people: "3" },
      { frequency: [DONATION_MESSAGES.monthlyNotOffered] },
    );
    expect(await count(donations)).toBe(0);
  });

  it("refuses Gift Aid from someone who is not a UK taxpayer, and a bad postcode", async () => {
    const result = await refused(
      {
        ...valid,
        giftAid: "on",
        houseNameOrNumber: "12",
        postcode: "NOT A POSTCODE",
      },
      {
        giftAid: [DONATION_MESSAGES.giftAidTaxpayer],
        postcode: [DONATION_MESSAGES.postcode],
      },
    );
    expect(result.data?.result.initialValue).toMatchObject({ postcode: "NOT A POSTCODE" });
    expect(await count(giftAidDeclarations)).toBe(0);
  });

  it("stores 3 people × £5 = £15 for Fitrana, pending, and sends the donor to Checkout", async () => {
    const result = await post({ ...valid, fund: "fitrana", amount: "", people: "3" });
    expect(result.status).toBe(303);
    expect(result.headers.get("Location")).toMatch(new RegExp(`^${fake.url}/checkout/cs_test_`));
    const [stored] = await db().select().from(donations);
    expect(stored).toMatchObject({
      fundName: "Zakat al-Fitr (Fitrana)",
      amountPence: 1500,
      people: 3,
      perPersonPence: 500,
      frequency: "one-off",
      status: "pending",
    });
    const session = [...fake.sessions.values()].at(-1);
    expect(session?.amount_total).toBe(1500);
  });

  it("refuses too many people", async () => {
    await refused(
      { ...valid, fund: "fitrana", people: "51" },
      { people: [DONATION_MESSAGES.people] },
    );
  });

  it("stores a pending donation with its Gift Aid declaration, opens Checkout, and marks nothing paid", async () => {
    const result = await post({
      ...valid,
      amount: "other",
      otherAmount: "25",
      ukTaxpayer: "on",
      giftAid: "on",
      title: "Ms",
      houseNameOrNumber: "12",
      postcode: "wd245er",
    });
    expect(result.status).toBe(303);
    const location = result.headers.get("Location") ?? "";
    const session = fake.sessions.get(location.split("/").at(-1) ?? "");
    expect(session).toMatchObject({ amount_total: 2500, mode: "payment" });
    expect(session?.success_url).toMatch(/\/donate\/thank-you\?session_id=/);

    const [declaration] = await db().select().from(giftAidDeclarations);
    expect(declaration).toMatchObject({
      title: "Ms",
      houseNameOrNumber: "12",
      postcode: "WD24 5ER",
      textVersion: CURRENT_DECLARATION,
      cancelledAt: null,
    });
    expect(declaration?.declaredAt).toBeInstanceOf(Date);
    const [stored] = await db().select().from(donations);
    expect(stored).toMatchObject({
      amountPence: 2500,
      status: "pending",
      giftAidDeclarationId: declaration?.id,
      ...donor,
    });
    expect(await db().select().from(donationPayments)).toEqual([]);
    const [payment] = await db().select().from(payments);
    expect(payment?.status).toBe("open");
  });

  it("opens a monthly donation in subscription mode", async () => {
    const result = await post({ ...valid, fund: "sadaqah", frequency: "monthly", amount: "1000" });
    expect(result.status).toBe(303);
    const session = [...fake.sessions.values()].at(-1);
    expect(session?.mode).toBe("subscription");
    const [stored] = await db().select().from(donations);
    expect(stored).toMatchObject({ frequency: "monthly", amountPence: 1000, status: "pending" });
  });

  it("shows Stripe's refusal as the form's message, keeping the input, with the donation failed", async () => {
    fake.fail(400, 1);
    const result = await post(valid);
    expect(result.status).toBe(503);
    expect(result.data?.result.error?.[""]).toEqual(["Server error: 400 Bad Request"]);
    expect(result.data?.result.initialValue).toMatchObject(donor);
    const [stored] = await db().select().from(donations);
    expect(stored?.status).toBe("failed");
  });

  it("pretends to accept a bot that fills the honeypot, and stores nothing", async () => {
    const result = await post({ ...valid, [HONEYPOT_FIELD]: "http://spam.example" });
    expect(result.status).toBe(303);
    expect(result.headers.get("Location")).toBe("/donate");
    expect(await count(donations)).toBe(0);
  });
});

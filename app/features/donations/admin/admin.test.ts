import { randomUUID } from "node:crypto";
import { eq, inArray, ne } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { todayItems } from "#app/features/admin/today.server";
import { FEATURES } from "#app/features.server";
import type { StaffRole } from "#app/lib/auth/roles";
import type { DatabaseHandle } from "#app/lib/db/client.server";
import {
  auditLog,
  donationCampaigns,
  donationFunds,
  donationPayments,
  donations,
  giftAidClaims,
  giftAidDeclarations,
} from "#app/lib/db/schema";
import { settlePaidSession } from "#app/lib/payments/webhook.server";
import * as webhookRoute from "#app/routes/stripe-webhook";
import { answer, outcomeOf, routeArgs, thrown } from "#tests/support/actions";
import { setupAdminTests, type Who } from "#tests/support/admin";
import { breakTable, rowById, rowsWhere } from "#tests/support/database";
import { setupStripeFake } from "#tests/support/stripe-fake";
import { seedDonationFunds } from "../funds.server";
import { createClaim } from "../gift-aid/claims.server";
import { HMRC_SCHEDULE_COLUMNS } from "../gift-aid/gift-aid";
import * as giftAidRoute from "../gift-aid/routes/admin-gift-aid";
import * as claimRoute from "../gift-aid/routes/admin-gift-aid-claim";
import { giftAidToday } from "../gift-aid/today.server";
import { donationPaymentHandler, startDonation } from "../giving/donations.server";
import type { DonationForm } from "../giving/schema";
import { PURPOSE } from "../rules";
import { REFUND_MESSAGES } from "./admin.server";
import { CAMPAIGN_MESSAGES, FUND_MESSAGES } from "./admin-schema";
import * as campaignsRoute from "./routes/admin-donation-campaigns";
import * as fundsRoute from "./routes/admin-donation-funds";
import * as listRoute from "./routes/admin-donations";
import * as exportRoute from "./routes/admin-donations-export";

const { db, get, post, admin } = setupAdminTests();

const fundIds: Record<string, number> = {};
const fundNames: Record<string, string> = {};
beforeAll(async () => {
  await seedDonationFunds();
  for (const fund of await db().select().from(donationFunds)) {
    fundIds[fund.slug] = fund.id;
    fundNames[fund.slug] = fund.name;
  }
});

beforeEach(async () => {
  await db().delete(donationPayments);
  await db().delete(giftAidClaims);
  await db().delete(donationCampaigns);
  await db().delete(donations);
  await db().delete(giftAidDeclarations);
});

/** A donation as the webhook leaves it, with its payments (and a declaration for Gift Aid). */
async function insertDonation(options: {
  fund: string;
  name: string;
  amountPence: number;
  frequency?: "one-off" | "monthly";
  status?: (typeof donations.$inferInsert)["status"];
  createdAt: string;
  giftAid?: boolean;
  payments?: { paidAt: string | null; triedAt?: string; status?: "paid" | "failed" | "refunded" }[];
}) {
  const [first = "", last = ""] = options.name.split(" ");
  const [declaration] = options.giftAid
    ? await db()
        .insert(giftAidDeclarations)
        .values({
          title: "Mr",
          firstName: first,
          lastName: last,
          houseNameOrNumber: "12",
          postcode: "wd171aa",
          email: `${first.toLowerCase()}@example.org`,
          textVersion: "hmrc-model-2026-11",
        })
        .returning()
    : [];
  const [donation] = await db()
    .insert(donations)
    .values({
      fundId: fundIds[options.fund] ?? 0,
      fundName: fundNames[options.fund] ?? options.fund,
      frequency: options.frequency ?? "one-off",
      amountPence: options.amountPence,
      firstName: first,
      lastName: last,
      email: `${first.toLowerCase()}@example.org`,
      giftAidDeclarationId: declaration?.id ?? null,
      status: options.status ?? "paid",
      manageToken: `token-${randomUUID()}`,
      createdAt: new Date(options.createdAt),
    })
    .returning();
  if (!donation) throw new Error("no donation");
  const payments = [];
  for (const payment of options.payments ?? []) {
    const [row] = await db()
      .insert(donationPayments)
      .values({
        donationId: donation.id,
        amountPence: options.amountPence,
        status: payment.status ?? "paid",
        giftAid: Boolean(options.giftAid) && payment.status !== "failed",
        paidAt: payment.paidAt ? new Date(payment.paidAt) : null,
        createdAt: new Date(payment.paidAt ?? payment.triedAt ?? options.createdAt),
      })
      .returning();
    if (row) payments.push(row);
  }
  return { donation, payments };
}

/** A one-off gift-aided sadaqah, paid at `paidAt`. */
const giftAidedSadaqah = (name: string, amountPence: number, createdAt: string, paidAt: string) =>
  insertDonation({
    fund: "sadaqah",
    name,
    amountPence,
    createdAt,
    giftAid: true,
    payments: [{ paidAt }],
  });

/** Four donations around October 2026 (BST ends on 25 October). */
async function seedExamples() {
  const aisha = await giftAidedSadaqah(
    "Aisha Khan",
    2500,
    "2026-10-05T10:00:00Z",
    "2026-10-05T10:01:00Z",
  );
  const bilal = await insertDonation({
    fund: "zakat",
    name: "Bilal Ahmed",
    amountPence: 1000,
    frequency: "monthly",
    status: "active",
    createdAt: "2026-09-20T09:00:00Z",
    payments: [
      { paidAt: "2026-09-20T09:01:00Z" },
      { paidAt: "2026-10-20T09:01:00Z" },
      { paidAt: null, triedAt: "2026-11-20T09:01:00Z", status: "failed" },
    ],
  });
  // 23:30 UTC on 30 September is 00:30 on 1 October in the UK (BST).
  const carys = await giftAidedSadaqah(
    "Carys Jones",
    10000,
    "2026-09-30T23:30:00Z",
    "2026-09-30T23:31:00Z",
  );
  const dawud = await insertDonation({
    fund: "lillah",
    name: "Dawud Ali",
    amountPence: 5000,
    status: "pending",
    createdAt: "2026-11-02T12:00:00Z",
  });
  return { aisha, bilal, carys, dawud };
}

const list = async (query = "", who: Who = "admin") =>
  listRoute.loader(get(`/admin/donations${query ? `?${query}` : ""}`, who));

const names = (rows: { firstName: string }[]) => rows.map((row) => row.firstName);

/** What the form sends back as typed (Conform leaves out the empty fields). */
const typed = (fields: Record<string, string>) =>
  Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== ""));

type Reply = {
  result: { error?: Record<string, string[]>; initialValue?: Record<string, unknown> };
};

describe("who may use the donations admin", () => {
  it("redirects members and visitors from every page and refuses every action with 403", async () => {
    const loaders = [
      () => listRoute.loader(get("/admin/donations", "user")),
      () => exportRoute.loader(get("/admin/donations/export.csv", "user")),
      () => fundsRoute.loader(get("/admin/donations/funds", "anonymous")),
      () => campaignsRoute.loader(get("/admin/donations/campaigns", "user")),
      () => giftAidRoute.loader(get("/admin/donations/gift-aid", "anonymous")),
      () => claimRoute.loader(get("/admin/donations/gift-aid/1.csv", "user", { id: "1" })),
    ];
    for (const load of loaders) expect(((await thrown(load)) as Response).status).toBe(302);
    const actions = [
      () => listRoute.action(post("/admin/donations", { intent: "refund", id: "x" }, "user")),
      () => fundsRoute.action(post("/admin/donations/funds", { name: "X" }, "user")),
      () => campaignsRoute.action(post("/admin/donations/campaigns", { intent: "delete" }, "user")),
      () =>
        giftAidRoute.action(
          post("/admin/donations/gift-aid", { from: "2026-10-01", to: "2026-10-31" }, "anonymous"),
        ),
    ];
    for (const act of actions) expect(await thrown(act)).toMatchObject({ init: { status: 403 } });
    expect(await db().select().from(giftAidClaims)).toHaveLength(0);
    expect(await db().select().from(auditLog)).toHaveLength(0);
  });
});

describe("/admin/donations", () => {
  it("lists donations newest first with what each has received, and totals paid payments per fund and UK month", async () => {
    await seedExamples();
    const all = await list();
    expect(all.total).toBe(4);
    expect(names(all.rows)).toEqual(["Dawud", "Aisha", "Carys", "Bilal"]);
    const bilal = all.rows.find((row) => row.firstName === "Bilal");
    expect(bilal).toMatchObject({ frequency: "monthly", status: "active", receivedPence: 2000 });
    expect(bilal?.payments.map((payment) => payment.status)).toEqual(["paid", "paid", "failed"]);
    expect(all.rows.find((row) => row.firstName === "Carys")?.giftAid).toBe(true);
    expect(all.totals.byFund).toEqual([
      { fund: "Sadaqah", totalPence: 12500, payments: 2 },
      { fund: "Zakat", totalPence: 2000, payments: 2 },
    ]);
    // Carys paid at 00:30 on 1 October UK time: October, not September.
    expect(all.totals.byMonth).toEqual([
      { month: "2026-10", totalPence: 13500, payments: 3 },
      { month: "2026-09", totalPence: 1000, payments: 1 },
    ]);
    expect(all.totals.totalPence).toBe(14500);
  });

  it("filters by fund, UK dates, frequency, Gift Aid and status, and the totals follow", async () => {
    await seedExamples();
    const zakat = await list(`fund=${fundIds.zakat}`);
    expect(names(zakat.rows)).toEqual(["Bilal"]);
    expect(zakat.totals.totalPence).toBe(2000);

    const october = await list("from=2026-10-01&to=2026-10-31");
    expect(names(october.rows)).toEqual(["Aisha", "Carys"]);
    expect(october.totals.totalPence).toBe(13500);
    expect(october.exportHref).toBe("/admin/donations/export.csv?from=2026-10-01&to=2026-10-31");

    const monthly = await list("frequency=monthly");
    expect(names(monthly.rows)).toEqual(["Bilal"]);
    const giftAid = await list("giftAid=yes");
    expect(names(giftAid.rows)).toEqual(["Aisha", "Carys"]);
    expect(giftAid.totals.byFund).toEqual([{ fund: "Sadaqah", totalPence: 12500, payments: 2 }]);
    const noGiftAid = await list("giftAid=no");
    expect(names(noGiftAid.rows)).toEqual(["Dawud", "Bilal"]);
    const pending = await list("status=pending");
    expect(names(pending.rows)).toEqual(["Dawud"]);
    expect(pending.totals).toEqual({ byFund: [], byMonth: [], totalPence: 0 });

    // Nonsense in the address is ignored, never an error.
    const odd = await list("fund=abc&from=2026-02-30&frequency=weekly&status=x&page=-3");
    expect(odd.filters).toEqual({
      fund: null,
      from: "",
      to: "",
      frequency: "",
      giftAid: "",
      status: "",
    });
    expect(odd.total).toBe(4);
  });

  it("exports the filtered payments as CSV, one row per payment", async () => {
    await seedExamples();
    const response = await exportRoute.loader(
      get(`/admin/donations/export.csv?fund=${fundIds.zakat}`, "admin"),
    );
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toMatch(/filename="donations-/);
    const lines = (await response.text())
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines).toEqual([
      "Date,Donor,Email,Fund,Frequency,Amount,Status,Gift Aid,Gift Aid claim",
      "2026-09-20,Bilal Ahmed,bilal@example.org,Zakat,Monthly,10.00,paid,no,",
      "2026-10-20,Bilal Ahmed,bilal@example.org,Zakat,Monthly,10.00,paid,no,",
      "2026-11-20,Bilal Ahmed,bilal@example.org,Zakat,Monthly,10.00,failed,no,",
    ]);

    const october = await exportRoute.loader(
      get("/admin/donations/export.csv?from=2026-10-01&to=2026-10-31&giftAid=yes", "admin"),
    );
    const rows = (await october.text()).trimEnd().split("\r\n").slice(1);
    expect(rows).toEqual([
      "2026-10-01,Carys Jones,carys@example.org,Sadaqah,One-off,100.00,paid,yes,",
      "2026-10-05,Aisha Khan,aisha@example.org,Sadaqah,One-off,25.00,paid,yes,",
    ]);
  });
});

describe("refunds", () => {
  const refund = async (id: string) =>
    answer<unknown>(
      await listRoute.action(post("/admin/donations", { intent: "refund", id }, "admin")),
    );

  /** Refunds Aisha's example payment as paid online under `paymentIntentId`; expects a 409 that changes nothing. */
  async function refusedRefund(paymentIntentId: string) {
    const { aisha } = await seedExamples();
    const paymentId = aisha.payments[0]?.id ?? "";
    await db()
      .update(donationPayments)
      .set({ paymentIntentId })
      .where(eq(donationPayments.id, paymentId));
    const result = await refund(paymentId);
    expect(result.status).toBe(409);
    const row = await rowById(db(), donationPayments, paymentId);
    expect(row?.status).toBe("paid");
    expect(await db().select().from(auditLog)).toHaveLength(0);
    return outcomeOf(result.data);
  }

  it("says so when online payment is not set up, and changes nothing", async () => {
    expect(await refusedRefund("pi_test_x")).toEqual({
      ok: false,
      message: REFUND_MESSAGES.notConfigured,
    });
  });

  describe("through Stripe", () => {
    const fake = setupStripeFake();

    /** A one-off donation made through the real flow and paid on the fake's checkout. */
    async function paidOneOff(giftAid: boolean) {
      const form: DonationForm = {
        fund: "sadaqah",
        frequency: "one-off",
        amount: "2500",
        otherAmount: "",
        people: "",
        firstName: "Hamza",
        lastName: "Yusuf",
        email: "hamza@example.org",
        ukTaxpayer: giftAid,
        giftAid,
        title: "Mr",
        houseNameOrNumber: giftAid ? "7" : "",
        postcode: giftAid ? "WD24 5ER" : "",
      };
      const [fund] = await rowsWhere(db(), donationFunds, eq(donationFunds.slug, "sadaqah"));
      if (!fund) throw new Error("no fund");
      const url = await startDonation({
        fund: { ...fund, description: fund.description },
        form,
        amountPence: 2500,
        people: null,
        perPersonPence: null,
      });
      const session = fake.sessions.get(url.split("/").pop() ?? "");
      if (!session) throw new Error("no session");
      session.status = "complete";
      session.payment_status = "paid";
      session.payment_intent = `pi_test_${Math.random().toString(36).slice(2)}`;
      await db().transaction((tx) =>
        settlePaidSession(tx, session, { [PURPOSE]: donationPaymentHandler }),
      );
      const [payment] = await rowsWhere(
        db(),
        donationPayments,
        eq(donationPayments.paymentIntentId, session.payment_intent),
      );
      if (!payment) throw new Error("no payment recorded");
      return payment;
    }

    it("refunds a paid payment once, marks it and the one-off donation refunded (audited), and it leaves the totals", async () => {
      const payment = await paidOneOff(false);
      expect((await list()).totals.totalPence).toBe(2500);
      const [first, second] = await Promise.all([refund(payment.id), refund(payment.id)]);
      const outcomes = [outcomeOf(first.data), outcomeOf(second.data)];
      expect(outcomes).toContainEqual({ ok: true, message: REFUND_MESSAGES.done });
      expect(outcomes).toContainEqual({ ok: false, message: REFUND_MESSAGES.notPaid });
      expect(fake.refunds.filter((r) => r.payment_intent === payment.paymentIntentId)).toHaveLength(
        1,
      );

      const row = await rowById(db(), donationPayments, payment.id);
      expect(row?.status).toBe("refunded");
      expect(row?.refundedAt).toBeInstanceOf(Date);
      const donation = await rowById(db(), donations, payment.donationId);
      expect(donation?.status).toBe("refunded");
      const audit = await db().select().from(auditLog);
      expect(audit).toMatchObject([
        {
          action: "donation.refund",
          target: `donation_payment:${payment.id}`,
          actorEmail: "aisha.admin@example.org",
        },
      ]);
      const after = await list();
      expect(after.totals.totalPence).toBe(0);
      expect(after.rows[0]?.receivedPence).toBe(0);
      expect(after.rows[0]?.payments[0]?.status).toBe("refunded");
    });

    it("refunds one month of a monthly donation by the payment intent of its invoice, read from Stripe", async () => {
      const [fund] = await rowsWhere(db(), donationFunds, eq(donationFunds.slug, "lillah"));
      if (!fund) throw new Error("no fund");
      const url = await startDonation({
        fund,
        form: {
          fund: "lillah",
          frequency: "monthly",
          amount: "1000",
          otherAmount: "",
          people: "",
          firstName: "Sumayyah",
          lastName: "Ali",
          email: "sumayyah@example.org",
          ukTaxpayer: false,
          giftAid: false,
          title: "",
          houseNameOrNumber: "",
          postcode: "",
        },
        amountPence: 1000,
        people: null,
        perPersonPence: null,
      });
      fake.deliver = (request) => webhookRoute.action(routeArgs(request));
      const session = await fake.pay(url.split("/").pop() ?? "");
      const [month] = await rowsWhere(
        db(),
        donationPayments,
        inArray(donationPayments.stripeInvoiceId, [...fake.invoices.keys()]),
      );
      if (!month?.stripeInvoiceId) throw new Error("the month was not recorded");
      // As when the invoice event carried no payment intent: it is read from Stripe's invoice.
      await db()
        .update(donationPayments)
        .set({ paymentIntentId: null })
        .where(eq(donationPayments.id, month.id));
      expect(outcomeOf((await refund(month.id)).data)).toEqual({
        ok: true,
        message: REFUND_MESSAGES.done,
      });
      expect(fake.refunds.at(-1)).toMatchObject({
        payment_intent: fake.invoices.get(month.stripeInvoiceId)?.payment_intent_id,
        amount: 1000,
      });
      const after = await rowById(db(), donationPayments, month.id);
      expect(after?.status).toBe("refunded");
      // One month refunded does not end the monthly donation.
      const [donation] = await rowsWhere(
        db(),
        donations,
        eq(donations.stripeSubscriptionId, session.subscription ?? ""),
      );
      expect(donation?.status).toBe("active");
    });

    it("never claims a refunded payment, and warns when the refunded payment was already claimed", async () => {
      const refundedFirst = await paidOneOff(true);
      const claimedFirst = await paidOneOff(true);
      expect(outcomeOf((await refund(refundedFirst.id)).data)).toMatchObject({ ok: true });
      const today = new Date().toISOString().slice(0, 10);
      const claim = await createClaim(
        { id: admin.id, email: "aisha.admin@example.org" },
        { from: today, to: today },
      );
      expect(claim).toMatchObject({ ok: true, payments: 1 });
      const claimed = await rowById(db(), donationPayments, claimedFirst.id);
      expect(claimed?.giftAidClaimId).toBe(claim.ok ? claim.id : -1);

      const late = outcomeOf((await refund(claimedFirst.id)).data);
      expect(late.ok).toBe(true);
      expect(late.message).toMatch(
        /already claimed from HMRC on \d{1,2} [A-Z][a-z]+ \d{4}: the first Gift Aid claim after the refund adjusts for it\.$/,
      );
      const page = await giftAidRoute.loader(get("/admin/donations/gift-aid", "admin"));
      expect(page.claims[0]?.refunded).toEqual({ payments: 1, totalPence: 2500, notAdjusted: 1 });
      expect(page.adjustment).toEqual({
        payments: 1,
        totalPence: 2500,
        giftAidPence: 625,
        text: "£6.25 of Gift Aid overclaimed on 1 payment refunded after an earlier claim",
      });
      const donationsPage = await list();
      const refundedRow = donationsPage.rows.find((row) => row.payments[0]?.id === claimedFirst.id);
      expect(refundedRow?.payments[0]?.claimedAt).toBeInstanceOf(Date);

      // The next claim adjusts for it, even with nothing new to claim; two at once adjust once.
      const claimNext = () =>
        giftAidRoute.action(
          post("/admin/donations/gift-aid", { from: "2020-01-01", to: "2020-01-31" }, "admin"),
        ) as Promise<never>;
      const answers = (await Promise.all([claimNext(), claimNext()])).map(answer);
      const made = answers.find((reply) => reply.status === 200);
      expect(outcomeOf(made?.data)).toMatchObject({
        ok: true,
        message: expect.stringMatching(
          /^Claim \d+ created with 0 payments and an adjustment: £6\.25 of Gift Aid overclaimed on 1 payment refunded after an earlier claim\. Download its schedule for HMRC below and enter the adjustment in Charities Online\.$/,
        ),
      });
      expect(answers.map((reply) => reply.status).sort()).toEqual([200, 409]);
      const [adjusting] = await rowsWhere(
        db(),
        giftAidClaims,
        ne(giftAidClaims.id, claim.ok ? claim.id : -1),
      );
      expect(adjusting).toMatchObject({
        paymentCount: 0,
        totalPence: 0,
        adjustedPaymentCount: 1,
        adjustedTotalPence: 2500,
      });
      const adjusted = await rowById(db(), donationPayments, claimedFirst.id);
      expect(adjusted).toMatchObject({
        giftAidClaimId: claim.ok ? claim.id : -1,
        giftAidAdjustedInClaimId: adjusting?.id,
      });
      const after = await giftAidRoute.loader(get("/admin/donations/gift-aid", "admin"));
      expect(after.adjustment.payments).toBe(0);
      expect(after.claims[0]?.adjustment).toEqual({
        payments: 1,
        totalPence: 2500,
        giftAidPence: 625,
      });
      expect(after.claims[1]?.refunded).toEqual({ payments: 1, totalPence: 2500, notAdjusted: 0 });
      // Nothing is left to claim or adjust: no third claim.
      expect(answer(await claimNext()).status).toBe(409);
    });

    it("says when Stripe refunded but the refund could not be recorded (never a 500)", async () => {
      const payment = await paidOneOff(false);
      const restore = await breakTable({ db: db() } as DatabaseHandle, "audit_log", "writes");
      try {
        const result = await refund(payment.id);
        expect(result.status).toBe(409);
        expect(outcomeOf(result.data)).toEqual({
          ok: false,
          message: REFUND_MESSAGES.notRecorded,
        });
      } finally {
        await restore();
      }
      expect(fake.refunds.filter((r) => r.payment_intent === payment.paymentIntentId)).toHaveLength(
        1,
      );
    });

    it("reports Stripe's refusal and changes nothing", async () => {
      expect((await refusedRefund("pi_test_unknown")).message).toMatch(
        /^Stripe did not refund this payment \(.*No such payment_intent.*\)\. Nothing was changed/,
      );
    });
  });
});

describe("Gift Aid claims", () => {
  const claimPost = (from: string, to: string) =>
    giftAidRoute.action(post("/admin/donations/gift-aid", { from, to }, "admin")) as Promise<never>;

  it("shows last month's unclaimed Gift Aid by default, with count, total and 25%", async () => {
    await insertDonation({
      fund: "sadaqah",
      name: "Aisha Khan",
      amountPence: 2500,
      createdAt: new Date().toISOString(),
      giftAid: true,
      payments: [{ paidAt: new Date().toISOString() }],
    });
    const page = await giftAidRoute.loader(get("/admin/donations/gift-aid", "admin"));
    expect(page.period.to < new Date().toISOString().slice(0, 10)).toBe(true);
    expect(page.period.from.endsWith("-01")).toBe(true);
    expect(page.unclaimed.payments).toHaveLength(0);
    const october = await giftAidRoute.loader(
      get("/admin/donations/gift-aid?from=2000-01-01&to=2100-12-31", "admin"),
    );
    expect(october.unclaimed).toMatchObject({ totalPence: 2500, giftAidPence: 625 });
  });

  it("puts the Gift Aid of whole past months on the treasurer's Today page, by UK dates", async () => {
    await seedExamples();
    const at = (iso: string) => giftAidToday({ now: Date.parse(iso) });
    expect(await at("2026-11-29T12:00:00Z")).toEqual([
      {
        text: "£31.25 of Gift Aid ready to claim on 2 payments up to 31 October 2026",
        href: "/admin/donations/gift-aid?from=2022-11-01&to=2026-10-31",
        kind: "todo",
      },
    ]);
    // Mid-October only September can be claimed, and Carys paid at 00:31 on 1 October (BST).
    expect(await at("2026-10-15T12:00:00Z")).toEqual([]);
    const items = async (who: StaffRole) =>
      (await todayItems(FEATURES, { roles: [who], now: Date.parse("2026-11-29T12:00:00Z") })).map(
        (item) => item.text,
      );
    expect(await items("treasurer")).toContain(
      "£31.25 of Gift Aid ready to claim on 2 payments up to 31 October 2026",
    );
    expect((await items("editor")).some((text) => text.includes("Gift Aid"))).toBe(false);
  });

  it("claims each payment once even when two claims run at once, and its CSV has HMRC's columns", async () => {
    const { bilal, carys, aisha } = await seedExamples();
    // A refunded Gift Aid payment and one outside the period are not claimed.
    await insertDonation({
      fund: "zakat",
      name: "Esa Refunded",
      amountPence: 4000,
      createdAt: "2026-10-10T10:00:00Z",
      giftAid: true,
      payments: [{ paidAt: "2026-10-10T10:00:00Z", status: "refunded" }],
    });
    await insertDonation({
      fund: "zakat",
      name: "Fatima November",
      amountPence: 3000,
      createdAt: "2026-11-01T10:00:00Z",
      giftAid: true,
      payments: [{ paidAt: "2026-11-01T10:00:00Z" }],
    });
    const before = await giftAidRoute.loader(
      get("/admin/donations/gift-aid?from=2026-10-01&to=2026-10-31", "admin"),
    );
    expect(before.unclaimed).toMatchObject({ totalPence: 12500, giftAidPence: 3125 });
    expect(before.unclaimed.payments.map((p) => p.firstName)).toEqual(["Carys", "Aisha"]);

    const results = (
      await Promise.all([
        claimPost("2026-10-01", "2026-10-31"),
        claimPost("2026-10-01", "2026-10-31"),
      ])
    ).map((result) => answer(result as never));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.map((r) => outcomeOf(r.data))).toContainEqual({
      ok: false,
      message: "There are no unclaimed Gift Aid payments in this period: no claim was made.",
    });
    const claims = await db().select().from(giftAidClaims);
    expect(claims).toHaveLength(1);
    const claim = claims[0];
    expect(claim).toMatchObject({
      periodFrom: "2026-10-01",
      periodTo: "2026-10-31",
      paymentCount: 2,
      totalPence: 12500,
      createdBy: "aisha.admin@example.org",
    });
    const claimed = await rowsWhere(
      db(),
      donationPayments,
      eq(donationPayments.giftAidClaimId, claim?.id ?? 0),
    );
    expect(claimed.map((p) => p.id).sort()).toEqual(
      [aisha.payments[0]?.id, carys.payments[0]?.id].sort(),
    );
    expect(bilal.payments.every((p) => !claimed.some((c) => c.id === p.id))).toBe(true);
    expect(await db().select().from(auditLog)).toMatchObject([
      { action: "donation.gift-aid-claim", target: `gift_aid_claim:${claim?.id}` },
    ]);

    // A second claim for November takes only November's payment.
    expect(answer(await claimPost("2026-11-01", "2026-11-30")).status).toBe(200);
    const after = await giftAidRoute.loader(
      get("/admin/donations/gift-aid?from=2026-10-01&to=2026-10-31", "admin"),
    );
    expect(after.unclaimed.payments).toHaveLength(0);
    expect(after.claims.map((c) => c.paymentCount)).toEqual([1, 2]);

    const download = async () => {
      const response = await claimRoute.loader(
        get(`/admin/donations/gift-aid/${claim?.id}.csv`, "admin", { id: String(claim?.id) }),
      );
      expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
      return (await response.text()).replace(/^\uFEFF/, "");
    };
    const csv = await download();
    expect(csv).toBe(
      `${HMRC_SCHEDULE_COLUMNS.join(",")}\r\n` +
        "Mr,Carys,Jones,12,WD17 1AA,,,01/10/26,100.00\r\n" +
        "Mr,Aisha,Khan,12,WD17 1AA,,,05/10/26,25.00\r\n",
    );
    expect(csv.split("\r\n")[0]).toBe(
      "Title,First name or initial,Last name,House name or number,Postcode,Aggregated donations,Sponsored event,Donation date,Amount",
    );
    // The same file each time.
    expect(await download()).toBe(csv);
    const missing = await thrown(() =>
      claimRoute.loader(get("/admin/donations/gift-aid/999.csv", "admin", { id: "999" })),
    );
    expect((missing as Response).status).toBe(404);
  });

  it("refuses a period that ends before it starts, keeping what was typed", async () => {
    const result = answer<Reply>(await claimPost("2026-10-31", "2026-10-01"));
    expect(result.status).toBe(400);
    expect(result.data?.result.error?.to).toEqual([
      "The last day must be on or after the first day",
    ]);
    expect(result.data?.result.initialValue).toMatchObject({
      from: "2026-10-31",
      to: "2026-10-01",
    });
    expect(await db().select().from(giftAidClaims)).toHaveLength(0);
  });
});

describe("/admin/donations/funds", () => {
  const fundForm = {
    name: "Eid gifts",
    description: "Gifts for the children of families in need at Eid.",
    suggested: "10, 20, 50.50",
    kind: "amount",
    perPerson: "",
    monthlyAllowed: "on",
    showFrom: "2027-03-01",
    showTo: "2027-03-20",
    active: "on",
    position: "7",
  };
  let fundCount = 0;
  beforeEach(async () => {
    fundCount = (await db().select().from(donationFunds)).length;
  });
  const save = (fields: Record<string, string>) =>
    fundsRoute.action(post("/admin/donations/funds", fields, "admin")) as Promise<never>;

  it("adds a fund and edits its wording and rate, audited", async () => {
    expect(answer(await save(fundForm)).status).toBe(302);
    const [added] = await rowsWhere(db(), donationFunds, eq(donationFunds.slug, "eid-gifts"));
    expect(added).toMatchObject({
      name: "Eid gifts",
      suggestedPence: [1000, 2000, 5050],
      kind: "amount",
      monthlyAllowed: true,
      showFrom: "2027-03-01",
      showTo: "2027-03-20",
      active: true,
      position: 7,
    });
    const loaded = await fundsRoute.loader(
      get(`/admin/donations/funds?edit=${added?.id}`, "admin"),
    );
    expect(loaded.editing?.values).toMatchObject({ suggested: "10, 20, 50.50", position: 7 });

    const fitrana = fundIds.fitrana ?? 0;
    const edited = answer(
      await save({
        id: String(fitrana),
        name: "Zakat al-Fitr (Fitrana)",
        description: "Paid for each member of the household before the Eid prayer.",
        suggested: "",
        kind: "per-person",
        perPerson: "6.50",
        showFrom: "",
        showTo: "",
        active: "on",
        position: "5",
      }),
    );
    expect(edited.status).toBe(302);
    const row = await rowById(db(), donationFunds, fitrana);
    expect(row).toMatchObject({
      description: "Paid for each member of the household before the Eid prayer.",
      perPersonPence: 650,
      monthlyAllowed: false,
      showFrom: null,
      slug: "fitrana",
    });
    const audit = await db().select().from(auditLog);
    expect(audit.map((entry) => entry.action)).toEqual([
      "donation.fund-create",
      "donation.fund-update",
    ]);
    const { changes } = (audit[1]?.details ?? {}) as { changes: Record<string, unknown> };
    expect(changes.perPersonPence).toEqual({ from: 500, to: 650 });
  });

  it.each([
    [{ name: "" }, "name", "Please enter the fund's name"],
    [{ description: "" }, "description", "Please enter the description of how the fund is used"],
    [{ suggested: "10, lots" }, "suggested", FUND_MESSAGES.suggested],
    [{ suggested: "1, 2, 3, 4, 5, 6, 7" }, "suggested", FUND_MESSAGES.suggested],
    [{ suggested: "0.50" }, "suggested", FUND_MESSAGES.suggestedRange],
    [{ kind: "per-person", perPerson: "", monthlyAllowed: "" }, "perPerson", FUND_MESSAGES.rate],
    [{ kind: "per-person", perPerson: "5" }, "monthlyAllowed", FUND_MESSAGES.monthly],
    [{ showFrom: "2027-03-20", showTo: "2027-03-01" }, "showTo", FUND_MESSAGES.showOrder],
    [{ showFrom: "2027-02-30" }, "showFrom", "Please enter a date such as 2027-02-08"],
    [{ position: "first" }, "position", "Please enter the order as a whole number, such as 1"],
  ])(
    "refuses %o with its message next to the field, keeping the values",
    async (change, field, message) => {
      const result = answer<Reply>(await save({ ...fundForm, ...change }));
      expect(result.status).toBe(400);
      expect(result.data?.result.error?.[field]).toEqual([message]);
      expect(result.data?.result.initialValue).toMatchObject(typed({ ...fundForm, ...change }));
      expect(await db().select().from(donationFunds)).toHaveLength(fundCount);
    },
  );
});

describe("/admin/donations/campaigns", () => {
  const campaignForm = () => ({
    title: "October appeal",
    fundId: String(fundIds.sadaqah),
    target: "1,000",
    startsOn: "2026-10-01",
    endsOn: "2026-10-31",
  });
  const send = (fields: Record<string, string>) =>
    campaignsRoute.action(post("/admin/donations/campaigns", fields, "admin")) as Promise<never>;

  it("creates, shows progress from paid payments only, edits and deletes a campaign, audited", async () => {
    const { aisha } = await seedExamples();
    await insertDonation({
      fund: "sadaqah",
      name: "Esa Refunded",
      amountPence: 4000,
      createdAt: "2026-10-10T10:00:00Z",
      payments: [{ paidAt: "2026-10-10T10:00:00Z", status: "refunded" }],
    });
    expect(answer(await send(campaignForm())).status).toBe(302);
    const page = await campaignsRoute.loader(get("/admin/donations/campaigns", "admin"));
    expect(page.campaigns).toMatchObject([
      {
        title: "October appeal",
        fundName: "Sadaqah",
        targetPence: 100000,
        raisedPence: 12500,
        donors: 2,
        percent: 12,
      },
    ]);
    const id = page.campaigns[0]?.id ?? 0;

    await db()
      .update(donationPayments)
      .set({ status: "refunded" })
      .where(
        inArray(
          donationPayments.id,
          aisha.payments.map((p) => p.id),
        ),
      );
    expect(answer(await send({ ...campaignForm(), id: String(id), target: "500" })).status).toBe(
      302,
    );
    const edited = await campaignsRoute.loader(
      get(`/admin/donations/campaigns?edit=${id}`, "admin"),
    );
    expect(edited.editing).toMatchObject({
      targetPence: 50000,
      raisedPence: 10000,
      donors: 1,
      percent: 20,
    });

    expect(answer(await send({ intent: "delete", id: String(id) })).status).toBe(302);
    expect(await db().select().from(donationCampaigns)).toHaveLength(0);
    expect(answer(await send({ intent: "delete", id: String(id) })).status).toBe(404);
    expect((await db().select().from(auditLog)).map((entry) => entry.action)).toEqual([
      "donation.campaign-create",
      "donation.campaign-update",
      "donation.campaign-delete",
    ]);
  });

  it.each([
    [{ title: "" }, "title", "Please enter the campaign's title"],
    [{ fundId: "" }, "fundId", CAMPAIGN_MESSAGES.fund],
    [{ target: "lots" }, "target", "Please enter the target in pounds, such as 5.00"],
    [{ target: "0.50" }, "target", `The target must be ${CAMPAIGN_MESSAGES.target}`],
    [{ endsOn: "2026-09-30" }, "endsOn", CAMPAIGN_MESSAGES.endsOn],
    [{ startsOn: "" }, "startsOn", "Please enter the first day"],
  ])("refuses %o with its message, keeping the values", async (change, field, message) => {
    const result = answer<Reply>(await send({ ...campaignForm(), ...change }));
    expect(result.status).toBe(400);
    expect(result.data?.result.error?.[field]).toEqual([message]);
    expect(result.data?.result.initialValue).toMatchObject(typed({ ...campaignForm(), ...change }));
    expect(await db().select().from(donationCampaigns)).toHaveLength(0);
  });

  it("refuses a fund that does not exist", async () => {
    const result = answer<Reply>(await send({ ...campaignForm(), fundId: "99999" }));
    expect(result.status).toBe(409);
    expect(result.data?.result.error?.fundId).toEqual([CAMPAIGN_MESSAGES.fund]);
  });
});

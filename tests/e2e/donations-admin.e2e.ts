import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { lastMonth } from "#app/features/donations/admin/admin-schema";
import { HMRC_SCHEDULE_COLUMNS } from "#app/features/donations/gift-aid/gift-aid";
import { seedDonationFunds } from "#app/features/donations/index.server";
import {
  auditLog,
  donationCampaigns,
  donationFunds,
  donationPayments,
  donations,
  giftAidClaims,
  giftAidDeclarations,
} from "#app/lib/db/schema";
import { instantAt, localDate } from "#app/lib/time/london";
import { adminPage, openAdminSection } from "../support/admin-page";
import { DESKTOP, expectAccessible, PHONE, visit } from "../support/browser";
import { setupBrowserTests } from "../support/e2e";

/**
 * The donations admin: the list with its totals, a Gift Aid claim and its schedule
 * for HMRC, a fund's wording; axe on every page.
 */
const e2e = setupBrowserTests();
const url = (path: string) => `${e2e.server.url}${path}`;
const db = () => e2e.server.database.db;

const ADMIN = { email: "donations.admin@example.org", name: "Donations Admin" };

/** Last month (the Gift Aid page's default period): the 10th, at noon UK time. */
const period = lastMonth(localDate(Date.now()));
const paidAt = new Date(instantAt(`${period.from.slice(0, 8)}10`, "12:00"));

beforeAll(async () => {
  await seedDonationFunds();
  const funds = await db().select().from(donationFunds);
  const fund = (slug: string) => {
    const found = funds.find((row) => row.slug === slug);
    if (!found) throw new Error(`no fund ${slug}`);
    return found;
  };
  const [declaration] = await db()
    .insert(giftAidDeclarations)
    .values({
      title: "Mrs",
      firstName: "Zainab",
      lastName: "Hussain",
      houseNameOrNumber: "Rose Cottage",
      postcode: "WD24 5ER",
      email: "zainab@example.org",
      textVersion: "hmrc-model-2026-11",
    })
    .returning();
  /** A donation to a seeded fund, made when its payment was (`paidAt`). */
  const addDonation = async (
    slug: string,
    values: Omit<typeof donations.$inferInsert, "fundId" | "fundName" | "manageToken">,
  ) => {
    const [row] = await db()
      .insert(donations)
      .values({
        fundId: fund(slug).id,
        fundName: fund(slug).name,
        manageToken: `token-${randomUUID()}`,
        createdAt: paidAt,
        ...values,
      })
      .returning();
    return row;
  };
  const oneOff = await addDonation("zakat", {
    frequency: "one-off",
    amountPence: 15000,
    firstName: "Zainab",
    lastName: "Hussain",
    email: "zainab@example.org",
    giftAidDeclarationId: declaration?.id,
    status: "paid",
  });
  const monthly = await addDonation("building-fund", {
    frequency: "monthly",
    amountPence: 2000,
    firstName: "Yusuf",
    lastName: "Patel",
    email: "yusuf@example.org",
    status: "active",
  });
  await db()
    .insert(donationPayments)
    .values([
      {
        donationId: oneOff?.id ?? "",
        amountPence: 15000,
        status: "paid",
        giftAid: true,
        paymentIntentId: "pi_test_e2e",
        paidAt,
      },
      { donationId: monthly?.id ?? "", amountPence: 2000, status: "paid", paidAt },
    ]);
  await db()
    .insert(donationCampaigns)
    .values({
      fundId: fund("building-fund").id,
      title: "Building appeal",
      targetPence: 1_000_000,
      startsOn: period.from,
      endsOn: "2099-12-31",
    });
});

describe("donations admin", () => {
  it("shows the donations with their totals, on a phone and a desktop", async () => {
    for (const options of [PHONE, DESKTOP]) {
      const page = await adminPage(e2e, ADMIN, options);
      await openAdminSection(page, e2e.server.url, "Donations", "/admin/donations");
      await page.getByRole("heading", { level: 1, name: "Donations" }).waitFor();
      await expectAccessible(page);
      await page.getByRole("heading", { name: "Received: £170.00" }).waitFor();
      const list = page.getByRole("region", { name: "Donations (2)" });
      expect(await list.innerText()).toContain("Zainab Hussain");
      expect(await list.innerText()).toContain("Yusuf Patel");
      expect(await list.innerText()).toContain("Monthly");
      // The filters narrow the list: Gift Aid only.
      await page.getByLabel("Gift Aid", { exact: true }).selectOption("yes");
      await page.getByRole("button", { name: "Filter" }).click();
      await page.waitForURL(/giftAid=yes/);
      await page.getByRole("heading", { name: "Donations (1)" }).waitFor();
      await page.getByRole("heading", { name: "Received: £150.00" }).waitFor();
      await expectAccessible(page);
      await page.context().close();
    }
  });

  it("creates a Gift Aid claim for last month, downloads its schedule in HMRC's columns, and adjusts the next claim for a refund", async () => {
    const page = await adminPage(e2e, ADMIN);
    await visit(page, url("/admin/donations/gift-aid"));
    // "Show" reloads the page for the dates typed (a GET); the default is last month.
    expect(await page.getByLabel("From (UK date)").inputValue()).toBe(period.from);
    await page.getByLabel("To (UK date)").fill(period.from);
    await page.getByRole("button", { name: "Show" }).click();
    await page.waitForURL(new RegExp(`to=${period.from}`));
    await page.getByRole("heading", { name: /^Unclaimed from .* to / }).waitFor();
    await visit(page, url("/admin/donations/gift-aid"));
    const summary = page.getByRole("region", { name: /^Unclaimed from/ });
    expect(await summary.innerText()).toContain("£37.50");
    await page.getByRole("button", { name: "Create claim" }).click();
    await page
      .getByRole("status")
      .getByText(/^Claim \d+ created with 1 payment\./)
      .waitFor();
    await expectAccessible(page);
    const [claim] = await db().select().from(giftAidClaims);
    expect(claim).toMatchObject({ paymentCount: 1, totalPence: 15000, createdBy: ADMIN.email });
    expect(await summary.innerText()).toContain("£0.00");

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: `Download CSV of claim ${claim?.id}` }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^gift-aid-claim-\d+-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await download.path()) ?? "", "utf8");
    const [header, row, ...rest] = csv
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(header).toBe(HMRC_SCHEDULE_COLUMNS.join(","));
    const day = `10/${period.from.slice(5, 7)}/${period.from.slice(2, 4)}`;
    expect(row).toBe(`Mrs,Zainab,Hussain,Rose Cottage,WD24 5ER,,,${day},150.00`);
    expect(rest).toEqual([]);

    // The claimed payment is refunded (as Refund on the list stores it: all of its £150 went
    // back): the next claim adjusts for it.
    await db()
      .update(donationPayments)
      .set({ status: "refunded", refundedPence: 15000, refundedAt: new Date() })
      .where(eq(donationPayments.giftAidClaimId, claim?.id ?? 0));
    await visit(page, url("/admin/donations/gift-aid"));
    // The claims as the desktop table shows them (the phone's cards hold the same text, hidden).
    const past = page.getByRole("region", { name: /^Past claims/ }).getByRole("table");
    await past.getByText("1 refunded since (£150.00): the next claim adjusts for it.").waitFor();
    await page
      .getByText(
        "The next claim also adjusts for £37.50 of Gift Aid overclaimed on 1 payment refunded after an earlier claim.",
      )
      .waitFor();
    await expectAccessible(page);
    await page.getByRole("button", { name: "Create claim" }).click();
    await page
      .getByRole("status")
      .getByText(/^Claim \d+ created with 0 payments and an adjustment: £37\.50 of Gift Aid/)
      .waitFor();
    const adjusting = await db()
      .select()
      .from(giftAidClaims)
      .where(eq(giftAidClaims.adjustedPaymentCount, 1));
    expect(adjusting).toMatchObject([{ paymentCount: 0, adjustedTotalPence: 15000 }]);
    // The list is reloaded after the claim: wait for it rather than read it at once.
    await past.getByRole("row", { name: /Adjustment: −£37\.50 \(1 refunded\)/ }).waitFor();
    await past.getByText("1 refunded since (£150.00): adjusted in a later claim.").waitFor();
    await expectAccessible(page);
  });

  it("edits a fund's wording, and the campaigns page shows progress", async () => {
    const page = await adminPage(e2e, ADMIN, PHONE);
    await visit(page, url("/admin/donations/funds"));
    await page.getByRole("link", { name: "Edit Sadaqah" }).click();
    await page.getByRole("heading", { name: "Edit Sadaqah" }).waitFor();
    await expectAccessible(page);
    // A wrong amount is refused next to its field, and what was typed stays.
    await page.getByLabel("Suggested amounts (£)").fill("10, lots");
    await page.getByRole("button", { name: "Save fund" }).click();
    await page
      .getByText("Please enter up to 6 amounts in pounds", { exact: false })
      .first()
      .waitFor();
    await expectAccessible(page);
    await page.getByLabel("Suggested amounts (£)").fill("5, 10, 20");
    await page
      .getByLabel("How it is used")
      .fill("Helps local families in need, and the centre's community projects.");
    await page.getByRole("button", { name: "Save fund" }).click();
    await page.getByText("Sadaqah saved.").waitFor();
    const [sadaqah] = await db()
      .select()
      .from(donationFunds)
      .where(eq(donationFunds.slug, "sadaqah"));
    expect(sadaqah).toMatchObject({
      description: "Helps local families in need, and the centre's community projects.",
      suggestedPence: [500, 1000, 2000],
    });
    const audit = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "donation.fund-update"));
    expect(audit).toHaveLength(1);

    await visit(page, url("/admin/donations/campaigns"));
    const campaigns = page.getByRole("list", { name: "Donation campaigns, latest first" });
    expect(await campaigns.innerText()).toContain("£20 of £10,000 (0%) · 1 donor");
    await page.getByRole("progressbar", { name: "Building appeal: 0% raised" }).waitFor();
  });
});

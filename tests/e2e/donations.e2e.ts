import path from "node:path";
import { eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { seedDonationFunds } from "#app/features/donations/index.server";
import { SITE_SETTINGS_ID } from "#app/lib/config/settings.server";
import { donationFunds, donationPayments, donations, siteSettings } from "#app/lib/db/schema";
import {
  DESKTOP,
  expectAccessible,
  expectAccessibleWithoutJavaScript,
  newPage,
  PHONE,
  visit,
  waitForHydration,
} from "../support/browser";
import { startBuildingCampaignToday } from "../support/donations";
import { setupBrowserTests } from "../support/e2e";
import { javaScriptWeight } from "../support/page-weight";
import { setupStripeFake } from "../support/stripe-fake";

const fake = setupStripeFake();
const e2e = setupBrowserTests();
const url = (path: string) => `${e2e.server.url}${path}`;
const db = () => e2e.server.database.db;

const CHARITY_NUMBER = "1187654";

beforeAll(async () => {
  fake.webhookUrl = url("/api/stripe/webhook");
  await seedDonationFunds();
  // Fitrana all year for these tests (the admin sets Ramadan's dates).
  await db()
    .update(donationFunds)
    .set({ showFrom: null, showTo: null })
    .where(eq(donationFunds.slug, "fitrana"));
  await startBuildingCampaignToday(db(), "A home for the centre");
  const value = { charityNumber: CHARITY_NUMBER };
  await db()
    .insert(siteSettings)
    .values({ id: SITE_SETTINGS_ID, value })
    .onConflictDoUpdate({ target: siteSettings.id, set: { value, updatedAt: new Date() } });
});

async function fillDonor(page: Page, email: string) {
  await page.getByLabel("First name").fill("Maryam");
  await page.getByLabel("Last name").fill("Hussain");
  await page.getByLabel("Email").fill(email);
}

describe("donating", () => {
  it("gives £25 to the building fund with Gift Aid at 390 px, pays, and gets the receipt", async () => {
    const page = await newPage(e2e.browser, PHONE);
    await visit(page, url("/donate?fund=building-fund"));
    expect(await page.getByLabel(/^Building fund/).isChecked()).toBe(true);
    const bar = page.getByRole("progressbar", { name: "A home for the centre" });
    expect(await bar.isVisible()).toBe(true);
    expect(await bar.getAttribute("aria-valuenow")).toBe("0");
    await page.getByText("£0 raised of £50,000 · 0 donors").waitFor();

    await page.getByLabel("£25", { exact: true }).check();
    await fillDonor(page, "maryam@example.org");
    const giftAid = page.getByLabel(/Yes, I want to Gift Aid my donation/);
    expect(await giftAid.isVisible()).toBe(false);
    await page.getByLabel("I am a UK taxpayer", { exact: true }).check();
    await giftAid.waitFor();
    await page
      .getByText(/I want to Gift Aid my donation and any donations .* to Watford Islamic Centre/)
      .waitFor();
    await page
      .getByText("Boost your donation by 25p of Gift Aid for every £1 you donate")
      .waitFor();
    await giftAid.check();
    await page.getByLabel("Title (optional)").selectOption("Mrs");
    await page.getByLabel("House name or number").fill("14");
    await page.getByLabel("Postcode").fill("wd17 1aa");
    await expectAccessible(page);
    await page.screenshot({ path: "/tmp/donate-phone.png", fullPage: true });

    await page.getByRole("button", { name: "Continue to payment" }).click();
    await page.waitForURL(new RegExp(`^${fake.url}/checkout/`));
    expect(await page.getByTestId("total").innerText()).toBe("£25.00");
    await page.getByRole("button", { name: "Pay £25.00" }).click();
    await page.waitForURL(/\/donate\/thank-you\?session_id=cs_test_/);
    await page.getByRole("heading", { level: 1, name: "Thank you" }).waitFor();
    const summary = await page.getByRole("main").innerText();
    expect(summary).toContain("£25.00");
    expect(summary).toContain("Building fund");
    expect(summary).toContain("One-off donation");
    expect(summary).toContain("Yes, we will claim Gift Aid on it");
    await expectAccessible(page);
    await page.screenshot({ path: "/tmp/donate-thank-you-phone.png", fullPage: true });

    const receipt = await e2e.server.mail.waitFor(
      (email) =>
        email.to.includes("maryam@example.org") &&
        email.subject.startsWith("Receipt for your donation of £25.00"),
    );
    expect(receipt.text).toContain("Building fund");
    expect(receipt.text).toContain("£25.00");
    expect(receipt.text).toContain("Gift Aid: Yes: we will claim £6.25 from HMRC");
    expect(receipt.text).toContain(`Registered charity number: ${CHARITY_NUMBER}`);
    const [payment] = await db()
      .select({ status: donationPayments.status, giftAid: donationPayments.giftAid })
      .from(donationPayments)
      .innerJoin(donations, eq(donations.id, donationPayments.donationId))
      .where(eq(donations.email, "maryam@example.org"));
    expect(payment).toEqual({ status: "paid", giftAid: true });

    // The receipt's link: the donation, its payment, and the Gift Aid declaration to cancel.
    const manageLink = receipt.text.match(/https?:\/\/\S+\/donate\/manage\/[\w-]+/)?.[0] ?? "";
    await visit(page, url(new URL(manageLink).pathname));
    await page.getByRole("heading", { level: 1, name: "Your donation" }).waitFor();
    expect(await page.getByRole("main").innerText()).toContain("Paid");
    await page.screenshot({ path: "/tmp/donate-manage-phone.png", fullPage: true });
    await page.getByRole("button", { name: "Cancel my Gift Aid declaration" }).click();
    await page
      .getByText("Your Gift Aid declaration is cancelled.", { exact: false })
      .first()
      .waitFor();
    await page.getByText(/cancelled on/).waitFor();
    await expectAccessible(page);

    // The home page shows the campaign with the gift counted.
    await visit(page, url("/"));
    const home = page.getByRole("progressbar", { name: "A home for the centre" });
    await home.waitFor();
    await page.getByText("£25 raised of £50,000 · 1 donor").waitFor();
    await page
      .getByRole("region", { name: "Current appeals" })
      .screenshot({ path: "/tmp/home-campaign-phone.png" });
    await page.getByRole("link", { name: "Donate to A home for the centre" }).click();
    await page.waitForURL(url("/donate?fund=building-fund"));
    await page.context().close();
  });

  it("counts Fitrana per person, one-off only, at 1280 px", async () => {
    const page = await newPage(e2e.browser, DESKTOP);
    await visit(page, url("/donate"));
    // Choices another fund offered are taken back when the fund changes.
    await page.getByLabel("Monthly").check();
    await page.getByLabel("£25", { exact: true }).check();
    await page.getByLabel(/^Zakat al-Fitr \(Fitrana\)/).check();
    expect(await page.getByLabel("One-off").isChecked()).toBe(true);
    expect(await page.getByLabel("Monthly").isVisible()).toBe(false);
    expect(await page.getByLabel("£25", { exact: true }).isVisible()).toBe(false);
    await page.getByLabel("Number of people").fill("3");
    await page.getByText("Total: £15.00").waitFor();
    await fillDonor(page, "fitrana@example.org");
    await page.getByLabel("I am a UK taxpayer", { exact: true }).check();
    await expectAccessible(page);
    await page.screenshot({ path: "/tmp/donate-desktop.png", fullPage: true });
    await page.getByRole("button", { name: "Continue to payment" }).click();
    await page.waitForURL(new RegExp(`^${fake.url}/checkout/`));
    expect(await page.getByTestId("total").innerText()).toBe("£15.00");
    await page.getByRole("button", { name: "Pay £15.00" }).click();
    await page.getByRole("heading", { level: 1, name: "Thank you" }).waitFor();
    expect(await page.getByRole("main").innerText()).toContain("Zakat al-Fitr (Fitrana)");
    await page.screenshot({ path: "/tmp/donate-thank-you-desktop.png", fullPage: true });
    const receipt = await e2e.server.mail.waitFor((email) =>
      email.to.includes("fitrana@example.org"),
    );
    expect(receipt.text).toContain("For: 3 people at £5.00");
    const manageLink = receipt.text.match(/https?:\/\/\S+\/donate\/manage\/[\w-]+/)?.[0] ?? "";
    await visit(page, url(new URL(manageLink).pathname));
    expect(await page.getByRole("button", { name: /Cancel my Gift Aid/ }).count()).toBe(0);
    await page.screenshot({ path: "/tmp/donate-manage-desktop.png", fullPage: true });

    await visit(page, url("/"));
    await page
      .getByRole("region", { name: "Current appeals" })
      .screenshot({ path: "/tmp/home-campaign-desktop.png" });
    await page.context().close();
  });

  it("works without JavaScript: the Gift Aid section opens by CSS, errors come back with the input", async () => {
    const page = await newPage(e2e.browser, { ...PHONE, javaScriptEnabled: false });
    await visit(page, url("/donate"), 200, { javaScript: false });
    expect(await page.getByLabel(/^Sadaqah/).isChecked()).toBe(true);
    await page.getByLabel("Other", { exact: true }).check();
    await page.getByLabel("Other amount (£)").fill("12.50");
    await page.getByLabel("I am a UK taxpayer", { exact: true }).check();
    await page.getByLabel(/Yes, I want to Gift Aid my donation/).check();
    await page.getByLabel("Postcode").fill("nowhere");
    await page.getByRole("button", { name: "Continue to payment" }).click();
    await page.getByRole("alert").getByText("Please check the form:").waitFor();
    await page.getByText("Please enter your first name").first().waitFor();
    expect(await page.getByLabel("Other amount (£)").inputValue()).toBe("12.50");
    await expectAccessibleWithoutJavaScript(page);

    await fillDonor(page, "nojs@example.org");
    await page.getByLabel("House name or number").fill("3");
    await page.getByLabel("Postcode").fill("WD24 5ER");
    await page.getByRole("button", { name: "Continue to payment" }).click();
    await page.waitForURL(new RegExp(`^${fake.url}/checkout/`));
    expect(await page.getByTestId("total").innerText()).toBe("£12.50");
    await page.context().close();
  });

  it("ships at most 130 KB of JavaScript with the form (gzipped)", async () => {
    const html = await (await fetch(url("/donate"))).text();
    expect(html).toContain("Continue to payment");
    const clientDirectory = path.resolve(process.env.WIC_BUILD_DIR ?? "build", "client");
    expect(javaScriptWeight(html, clientDirectory)).toBeLessThanOrEqual(130 * 1024);
  });

  it("answers a manage link that matches nothing with a 404 page inside the site", async () => {
    const page = await newPage(e2e.browser, PHONE);
    await visit(page, url("/donate/manage/not-a-real-token-at-all"), 404);
    await page.getByRole("heading", { level: 1, name: "Donation not found" }).waitFor();
    await visit(page, url("/donate/thank-you?session_id=cs_test_nothing"), 404);
    await page.getByRole("link", { name: "Back to Donate" }).waitFor();
    await waitForHydration(page);
    await page.context().close();
  });
});

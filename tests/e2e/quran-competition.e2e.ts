import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { site } from "#app/lib/config/site";
import { competitionRegistrations } from "#app/lib/db/schema";
import { logInAsAdmin } from "../support/admin-page";
import {
  DESKTOP,
  expectAccessible,
  expectAccessibleWithoutJavaScript,
  expectNotFoundInSite,
  freezeServerClock,
  newPage,
  PHONE,
  visit,
} from "../support/browser";
import { newestRow } from "../support/database";
import { setupBrowserTests } from "../support/e2e";
import { setupStripeFake } from "../support/stripe-fake";

const fake = setupStripeFake();
const e2e = setupBrowserTests();
beforeAll(() => {
  fake.webhookUrl = `${e2e.server.url}/api/stripe/webhook`;
});

const url = (path: string) => `${e2e.server.url}${path}`;

/** The 2025 edition's checks run before its deadline (20 December 2025). */
const BEFORE_DEADLINE_2025 = Date.parse("2025-12-01T12:00:00Z");

/** A page whose requests are answered at `now` (the test server honours the clock cookie). */
async function pageAt(now: number, options: Parameters<typeof newPage>[1] = DESKTOP) {
  const page = await newPage(e2e.browser, options);
  await freezeServerClock(page, e2e.server.url, now);
  return page;
}

const latest = () => newestRow(e2e.server.database.db, competitionRegistrations);

async function fillContact(page: Page, email: string) {
  await page.getByLabel(/Parent\/Guardian name|Your full name/).fill("Hafsa Ali");
  await page.getByLabel("Phone number").fill("07700 900111");
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Postcode").fill("WD17 1AA");
}

describe("Winter Qur'an Competition pages", () => {
  it("shows the categories, the FAQ modal (17 questions) and the rules; axe passes", async () => {
    const page = await pageAt(BEFORE_DEADLINE_2025, DESKTOP);
    await visit(page, url("/quran-competition"));
    await page.getByRole("heading", { level: 1, name: "Winter Qur'an Competition" }).waitFor();
    await page.getByRole("heading", { name: "3. Qirā'ah" }).waitFor();
    expect(await page.getByText("£1000").count()).toBeGreaterThan(0);
    await page.getByText("Video not available.").waitFor();
    await page.getByRole("button", { name: "FAQ" }).click();
    const faq = page.getByRole("dialog", { name: "Frequently asked questions" });
    await faq.waitFor();
    expect(await faq.locator("dt").count()).toBe(17);
    await expectAccessible(page);
    await faq.getByRole("button", { name: "Close", exact: true }).click();
    await faq.waitFor({ state: "detached" });
    await page.screenshot({ path: "/tmp/competition-desktop.png", fullPage: true });

    await visit(page, url("/quran-competition/rules"));
    await page.getByText(/scored out of 30: three criteria of 10/).waitFor();
    await page.getByText("In category 3 each recitation lasts 1 to 3 minutes.").waitFor();
    await page.getByText(/groups of 10 to 15/).waitFor();
    await page.getByRole("link", { name: "Register now" }).click();
    await page.waitForURL(url("/quran-competition#register"));
    await page.context().close();
  });
});

describe("competition registration", () => {
  it("answers an emailed pay link for an unknown registration with a 404 page inside the site", async () => {
    const page = await pageAt(BEFORE_DEADLINE_2025, PHONE);
    await expectNotFoundInSite(
      page,
      url("/quran-competition/pay/999999"),
      "Registration not found",
    );
    await expectAccessible(page);
    await page.context().close();
  });

  it("validates on blur, resets the group with the category, registers a child in Qirā'ah and pays £5", async () => {
    const page = await pageAt(BEFORE_DEADLINE_2025, PHONE);
    await visit(page, url("/quran-competition#register"));
    const name = page.getByLabel("Parent/Guardian name");
    await name.focus();
    await name.blur();
    await page.getByText("This field is required").first().waitFor();
    await name.fill("H");
    expect(await page.locator(`#${await name.getAttribute("aria-describedby")}`).count()).toBe(0);
    await page.getByRole("button", { name: "Register" }).click();
    await page.getByText("❌ Please fill in all required fields.").waitFor();
    await page.getByText("Please select a category").waitFor();
    await page.getByText("Please select a group").waitFor();
    await expectAccessible(page);

    await page.getByLabel("A child (I am the parent or guardian)").check();
    await page.getByLabel("Child's full name").fill("Yusuf Ali");
    await fillContact(page, "qiraah@example.org");
    await page.getByLabel("Child's age").fill("9");
    await page.getByLabel("Male", { exact: true }).check();
    await page.getByLabel("Category").selectOption("3");
    await page.getByLabel("Group").selectOption("8-10");
    await page.getByLabel("Category").selectOption("1");
    expect(await page.getByLabel("Group").inputValue()).toBe("");
    expect(await page.getByLabel("Group").locator("option").allTextContents()).toContain(
      "Group E (prize £500)",
    );
    await page.getByLabel("Category").selectOption("3");
    await page.getByLabel("Group").selectOption("8-10");
    await page.screenshot({ path: "/tmp/competition-phone-form.png", fullPage: true });
    await page.getByRole("button", { name: "Register" }).click();

    const dialog = page.getByRole("dialog", { name: "Registration fee: £5" });
    await dialog.waitFor();
    await page.getByText("✅ Registration submitted successfully!").waitFor();
    const row = await latest();
    expect(row).toMatchObject({
      childName: "Yusuf Ali",
      category: 3,
      group: "8-10",
      status: "Pending Payment",
    });
    await expectAccessible(page);
    await dialog.getByRole("button", { name: "Pay £5" }).click();

    await page.waitForURL(new RegExp(`^${fake.url}/checkout/`));
    await page.getByRole("button", { name: /Pay £5/ }).click();
    await page.waitForURL(/\/quran-competition\?session_id=cs_test_/);
    await page
      .getByTestId("thank-you-banner")
      .getByText(/Yusuf Ali is registered/)
      .waitFor();
    await expectAccessible(page);
    await page.waitForURL(url("/quran-competition"));
    expect(await page.getByTestId("thank-you-banner").count()).toBe(1);
    expect((await latest())?.status).toBe("Paid");
    await e2e.server.mail.waitFor(
      (email) =>
        email.to.includes("qiraah@example.org") && email.subject.startsWith("Payment of £5"),
    );
    await e2e.server.mail.waitFor(
      (email) =>
        email.to.includes(site.emails.contact) &&
        email.subject.startsWith("Qur'an Competition registration: Yusuf Ali"),
    );

    // ?paid=true (old links) shows no banner without a confirmed session.
    await visit(page, url("/quran-competition?paid=true"));
    expect(await page.getByTestId("thank-you-banner").count()).toBe(0);
    await page.context().close();
  });

  it("registers oneself, cancels, then pays later from the emailed link", async () => {
    const page = await pageAt(BEFORE_DEADLINE_2025, DESKTOP);
    await visit(page, url("/quran-competition"));
    await page.getByLabel("Myself").check();
    expect(await page.getByLabel("Child's full name").count()).toBe(0);
    await fillContact(page, "later@example.org");
    await page.getByLabel("Age", { exact: true }).fill("21");
    await page.getByLabel("Female").check();
    await page.getByLabel("Category").selectOption("4");
    await page.getByLabel("Group").selectOption("Open");
    await page.getByRole("button", { name: "Register" }).click();
    const dialog = page.getByRole("dialog", { name: "Registration fee: £5" });
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "detached" });
    await page.getByText("You can pay later from the link in your confirmation email.").waitFor();
    await page.screenshot({ path: "/tmp/competition-cancelled.png", fullPage: true });

    const row = await latest();
    expect(row).toMatchObject({ registeringAs: "myself", childName: null, category: 4 });
    const email = await e2e.server.mail.waitFor(
      (message) =>
        message.to.includes("later@example.org") &&
        message.subject.startsWith("Your Winter Qur'an Competition registration"),
    );
    const link = email.text.match(/https?:\/\/\S+\/quran-competition\/pay\/[0-9a-f-]{36}/)?.[0];
    expect(link).toContain(row?.id);
    await page.goto(url(new URL(link ?? "").pathname));
    await page.waitForURL(new RegExp(`^${fake.url}/checkout/`));
    await page.getByRole("button", { name: /Pay £5/ }).click();
    await page
      .getByTestId("thank-you-banner")
      .getByText(/Hafsa Ali is registered/)
      .waitFor();
    expect((await latest())?.status).toBe("Paid");
    await page.context().close();
  });

  it("admin: groups with capacity, mark paid, scoring sheet and results pass axe", async () => {
    const page = await pageAt(BEFORE_DEADLINE_2025, DESKTOP);
    await logInAsAdmin(page, e2e.server, { email: "comp-admin@example.org", name: "Comp Admin" });
    await visit(page, url("/admin/competition"));
    await page.getByRole("link", { name: "Competition", exact: true }).waitFor();
    await page.getByText(/registrations in all/).waitFor();
    await page.screenshot({ path: "/tmp/competition-admin.png", fullPage: true });
    await visit(page, url("/admin/competition/scores/3/8-10"));
    await page.getByRole("heading", { name: /Scoring sheet: 3. Qirā'ah, Ages 8-10/ }).waitFor();
    // A score out of range is named beside its field and in the summary; nothing is sent.
    await page.getByLabel("Tajweed for Yusuf Ali").fill("11");
    await page.getByRole("button", { name: "Save scores" }).click();
    await page
      .getByRole("alert")
      .getByText("Tajweed for Yusuf Ali: Enter a whole number from 0 to 10")
      .waitFor();
    await expectAccessible(page);
    await page.getByLabel("Tajweed for Yusuf Ali").fill("9");
    await page.getByLabel("Fluency and voice for Yusuf Ali").fill("8");
    await page.getByRole("button", { name: "Save scores" }).click();
    await page.getByText("Scores saved.").waitFor();
    await page.getByTestId("result-row").filter({ hasText: "Yusuf Ali" }).getByText("17").waitFor();
    await expectAccessible(page);

    // A group that does not exist: the 404 shows in the page's place, the admin menu stays.
    const missing = await page.goto(url("/admin/competition/scores/3/nope"));
    expect(missing?.status()).toBe(404);
    await page.getByRole("heading", { level: 1, name: "Group not found" }).waitFor();
    await page.getByRole("navigation", { name: "Admin" }).waitFor();
    await expectAccessible(page);
    await page.context().close();
  });

  it("works without JavaScript: server messages, then the Pay £5 form in the page", async () => {
    const page = await pageAt(BEFORE_DEADLINE_2025, { ...PHONE, javaScriptEnabled: false });
    await visit(page, url("/quran-competition"), 200, { javaScript: false });
    await page.getByRole("button", { name: "Register" }).click();
    await page.getByText("❌ Please fill in all required fields.").waitFor();
    await page.getByText("Please select a category").waitFor();
    await expectAccessibleWithoutJavaScript(page);
    await page.getByLabel("Myself").check();
    await fillContact(page, "nojs@example.org");
    await page.getByLabel("Age", { exact: true }).fill("18");
    await page.getByLabel("Male", { exact: true }).check();
    await page.getByLabel("Category").selectOption("3");
    await page.getByLabel("Group").selectOption({ label: "Ages 5-7 (prize £100)" });
    await page.getByRole("button", { name: "Register" }).click();
    await page.getByText("Qirā'ah groups go by age: please select Ages 16-19").waitFor();
    await page.getByLabel("Group").selectOption({ label: "Ages 16-19 (prize £100)" });
    await page.getByRole("button", { name: "Register" }).click();
    await page.getByRole("heading", { name: "Registration fee" }).waitFor();
    await expectAccessibleWithoutJavaScript(page);
    await page.getByRole("button", { name: "Pay £5" }).click();
    await page.waitForURL(new RegExp(`^${fake.url}/checkout/`));
    await page.context().close();
  });
});

describe("competition editions", () => {
  it("with the clock after the deadline, the page says registration closed and shows no form (390 px)", async () => {
    const page = await pageAt(Date.parse("2025-12-21T09:00:00Z"), PHONE);
    await visit(page, url("/quran-competition#register"));
    const closed = page.getByTestId("registration-closed");
    expect(await closed.innerText()).toBe(
      "Registration for the 2025 competition closed on 20 December 2025",
    );
    await page.getByRole("link", { name: "Registration closed" }).waitFor();
    expect(await page.getByRole("button", { name: "Register" }).count()).toBe(0);
    expect(await page.getByLabel("Category").count()).toBe(0);
    await page.screenshot({ path: "/tmp/competition-closed.png", fullPage: true });
    await page.context().close();
  });

  it("admin creates the next edition through the UI and opens it; visitors then see its date and an open form", async () => {
    const page = await pageAt(Date.parse("2026-11-24T12:00:00Z"), PHONE);
    await logInAsAdmin(page, e2e.server, { email: "editions@example.org", name: "Editions Admin" });

    await visit(page, url("/admin/competition/editions"));
    await page.getByRole("link", { name: "Winter Qur'an Competition 2025", exact: true }).waitFor();
    await page.getByRole("link", { name: "New edition" }).click();
    await page.waitForURL(url("/admin/competition/editions/new"));
    await page.getByRole("heading", { level: 1, name: "New competition edition" }).waitFor();
    await page.getByLabel("Year").fill("2026");
    await page.getByLabel("Title").fill("Winter Qur'an Competition 2026");
    await page.getByLabel("Competition day").fill("2026-12-25");
    await page.getByLabel("Registration deadline").fill("2026-12-28");
    await page.getByLabel(/^Fee/).fill("5");
    await page.getByRole("button", { name: "Create edition" }).click();
    // The error sits beside its field and in the summary; nothing is stored.
    await page
      .getByRole("alert")
      .getByText("Registration deadline: The deadline must be on or before the competition day")
      .waitFor();
    await expectAccessible(page);
    await page.getByLabel("Registration deadline").fill("2026-12-20");
    await page.getByRole("button", { name: "Create edition" }).click();
    await page
      .getByRole("heading", { level: 1, name: "Edit Winter Qur'an Competition 2026" })
      .waitFor();
    await page.screenshot({ path: "/tmp/competition-edition-edit.png", fullPage: true });

    await visit(page, url("/admin/competition/editions"));
    await page.getByRole("button", { name: "Open Winter Qur'an Competition 2026" }).click();
    await page.getByText("Winter Qur'an Competition 2026 is now open.").waitFor();
    await expectAccessible(page);
    await page.screenshot({ path: "/tmp/competition-editions.png", fullPage: true });

    await visit(page, url("/quran-competition#register"));
    await page.getByText("25 December 2026 · ages 5–25").waitFor();
    expect(await page.getByTestId("registration-closed").count()).toBe(0);
    await page.getByRole("button", { name: "Register" }).waitFor();
    await page.context().close();
  });
});

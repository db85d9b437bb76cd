import { and, eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { resetEnv } from "#app/lib/config/env.server";
import { site } from "#app/lib/config/site";
import {
  outbox,
  payments,
  summerOpeningNotices,
  summerProgrammes,
  summerRegistrations,
  summerSeasons,
  summerSessions,
} from "#app/lib/db/schema";
import { addDays, instantAt, localDate } from "#app/lib/time/london";
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
import { FAKE_SECRET_KEY, setupStripeFake } from "../support/stripe-fake";

/** A value the test has just stored or loaded (it fails loudly when it is missing). */
function must<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw new Error("expected a value");
  return value;
}

const fake = setupStripeFake();
const e2e = setupBrowserTests();

beforeAll(() => {
  fake.webhookUrl = `${e2e.server.url}/api/stripe/webhook`;
});

const url = (path: string) => `${e2e.server.url}${path}`;

/** The 2025 season's checks run on 1 July 2025 (UK), before its first session. */
const SPEC_NOW = instantAt("2025-07-01", "10:00");

/** A page whose server clock is frozen (the test-only cookie); `null` keeps the real clock. */
async function summerPage(options = DESKTOP, now: number | null = SPEC_NOW) {
  const page = await newPage(e2e.browser, options);
  if (now !== null) await freezeServerClock(page, e2e.server.url, now);
  return page;
}

const latestRegistration = () => newestRow(e2e.server.database.db, summerRegistrations);

async function fillChild(page: Page, n: number, name: string, age: string) {
  const child = page.getByRole("group", { name: `Child ${n}`, exact: true });
  await child.getByLabel("Child's name").fill(name);
  await child.getByLabel("Age").fill(age);
  return child;
}

async function parentAndOn(page: Page, email: string, coupon = "") {
  await page.getByRole("heading", { name: "Step 2 of 5: Parent details" }).waitFor();
  await page.getByLabel("Parent/Guardian name").fill("Hafsa Ali");
  await page.getByLabel("Phone number").fill("07700 900111");
  await page.getByLabel("Email address").fill(email);
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("heading", { name: "Step 3 of 5: Payment" }).waitFor();
  expect(await page.getByLabel("Upfront (full payment)").isChecked()).toBe(true);
  await page.getByLabel(/Coupon code/).fill(coupon);
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("heading", { name: "Step 4 of 5: Terms" }).waitFor();
  const terms = page.getByRole("link", { name: /Terms & Conditions/ });
  expect(await terms.getAttribute("target")).toBe("_blank");
  await page.getByLabel("I have read and agree to the Terms & Conditions").check();
  await page.getByRole("button", { name: "Review" }).click();
  await page.getByRole("heading", { name: "Step 5 of 5: Review" }).waitFor();
}

describe("summer pages", () => {
  it("landing, programmes (price modal), FAQ (one open at a time) and terms pass axe", async () => {
    const page = await summerPage(DESKTOP);
    await visit(page, url("/summer"));
    await page.getByRole("heading", { level: 1, name: "Wicked Wednesdays & Weekends" }).waitFor();
    for (const name of [
      "Start Registration",
      "Sign Up Now",
      "Find Out More",
      "Full Breakdown of Programmes",
      "FAQ",
      "Our Blogs",
    ]) {
      expect(await page.getByRole("link", { name, exact: true }).count()).toBeGreaterThan(0);
    }
    expect(await page.getByText("Video not available.").count()).toBe(3);
    await page.getByRole("button", { name: "Pause slideshow" }).click();
    await page.getByRole("button", { name: "Play slideshow" }).waitFor();
    await page.getByRole("button", { name: "Prices" }).click();
    const dialog = page.getByRole("dialog", { name: "Summer prices" });
    await dialog.getByText("£20 per day · all 6 Saturdays £108 (10% off)").waitFor();
    await expectAccessible(page);
    await dialog.getByRole("button", { name: "Close", exact: true }).click();
    await dialog.waitFor({ state: "detached" });
    await page.screenshot({ path: "/tmp/summer-landing.png", fullPage: true });

    await visit(page, url("/summer/programmes"));
    for (const group of ["Teen Boys 12-16", "Teen Girls 12-16", "Kids & Juniors 4-11"]) {
      expect(await page.getByRole("heading", { name: group }).count()).toBe(2);
    }
    await page.getByRole("button", { name: "Price Breakdown" }).first().click();
    const modal = page.getByRole("dialog");
    await modal.getByText("6 sessions £120, or £108 with 10% off").waitFor();
    await expectAccessible(page);
    await modal.getByRole("button", { name: "Close price breakdown" }).click();
    await modal.waitFor({ state: "detached" });
    await page.getByRole("button", { name: "Price Breakdown" }).nth(1).click();
    await page.getByRole("dialog").getByRole("button", { name: "Close", exact: true }).click();

    await visit(page, url("/summer/faq"));
    const questions = page.locator("details[name=summer-faq]");
    expect(await questions.count()).toBe(19);
    await page.getByText("How much does it cost?").click();
    await page.getByText("Is there a sibling discount?").click();
    expect(await page.locator("details[open]").count()).toBe(1);
    await page.getByText("5% off the total after the full-week discounts").waitFor();
    await expectAccessible(page);

    await visit(page, url("/summer-at-wic/terms-and-conditions"));
    expect(await page.getByRole("main").getByRole("heading", { level: 2 }).count()).toBe(14);
    await page.getByText(/more than 15 minutes late/).waitFor();
    await page.getByText(/Refunds are given only before the programme start date/).waitFor();
    await page.context().close();
  });
});

describe("summer registration", () => {
  it("answers an emailed pay link for an unknown registration with a 404 page inside the site", async () => {
    const page = await summerPage(PHONE);
    await expectNotFoundInSite(page, url("/summer/pay/999999"), "Registration not found");
    await expectAccessible(page);
    await page.context().close();
  });

  it("keeps the programme list still once it appears, so the first tick lands on its box", async () => {
    // Chromium once drew the list in the age prompt's small type for a moment, then moved it.
    const page = await summerPage(PHONE);
    await visit(page, url("/summer/register"));
    const child = page.getByRole("group", { name: "Child 1", exact: true });
    await child.getByLabel("Child's name").fill("Maryam");
    const tops = page.evaluate(
      () =>
        new Promise<number[]>((resolve) => {
          const seen: number[] = [];
          const frame = () => {
            const box = document.querySelector('input[value="quran"]');
            if (box) seen.push(Math.round(box.getBoundingClientRect().top));
            if (seen.length < 20) requestAnimationFrame(frame);
            else resolve(seen);
          };
          requestAnimationFrame(frame);
        }),
    );
    await child.getByLabel("Age").fill("6");
    expect(new Set(await tops).size).toBe(1);
    await page.context().close();
  });

  it("shows each step's validation messages and keeps the answers across a reload", async () => {
    const page = await summerPage(PHONE);
    await visit(page, url("/summer/register"));
    await page.getByText("Please enter a valid age (4-16) to see available programmes.").waitFor();
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByText("Please select at least one programme to continue.").waitFor();
    await page.getByText("Please enter the child's name").waitFor();
    await page.getByText("Please enter a valid age", { exact: true }).waitFor();
    await expectAccessible(page);

    const child = await fillChild(page, 1, "Yusuf", "17");
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByText("This programme is only for children aged 4–16").waitFor();
    await child.getByLabel("Age").fill("8");
    await child.getByLabel(/Saturdays – Fantastic 5/).check();
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByText("Please select at least one date for this programme.").waitFor();
    await expectAccessible(page);
    // Unticking the programme clears its date message.
    await child.getByLabel(/Saturdays – Fantastic 5/).uncheck();
    expect(
      await page.getByText("Please select at least one date for this programme.").count(),
    ).toBe(0);
    await child.getByLabel(/Saturdays – Fantastic 5/).check();
    await child.getByLabel("Sat 26 Jul").check();
    await page.getByTestId("grand-total").getByText("£20.00").waitFor();
    await page.getByRole("button", { name: "Next" }).click();

    await page.getByRole("heading", { name: "Step 2 of 5: Parent details" }).waitFor();
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByText("Please enter your name").waitFor();
    await page.getByText("Please enter your phone number").waitFor();
    await page.getByText("Please enter your email address").waitFor();
    await expectAccessible(page);
    await page.getByLabel("Parent/Guardian name").fill("Hafsa Ali");
    await page.getByLabel("Phone number").fill("07700 900111");
    await page.getByLabel("Email address").fill("reload@example.org");
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByRole("heading", { name: "Step 3 of 5: Payment" }).waitFor();
    await page.getByLabel(/Coupon code/).fill("HALFPRICE");
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByText("Invalid or expired coupon").waitFor();
    await expectAccessible(page);

    // A reload keeps the wizard where it was.
    await page.reload();
    await page.getByRole("heading", { name: "Step 3 of 5: Payment" }).waitFor();
    await page.getByLabel(/Coupon code/).fill(" wic2025 ");
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByRole("button", { name: "Review" }).click();
    await page.getByText("Please accept the Terms & Conditions to proceed.").first().waitFor();
    await expectAccessible(page);
    // Each Back is a navigation: wait for its step before the next click, or the second click
    // lands on the page being left.
    await page.getByRole("button", { name: "Back" }).click();
    await page.getByRole("heading", { name: "Step 3 of 5: Payment" }).waitFor();
    await page.getByRole("button", { name: "Back" }).click();
    await page.getByRole("heading", { name: "Step 2 of 5: Parent details" }).waitFor();
    expect(await page.getByLabel("Email address").inputValue()).toBe("reload@example.org");
    await page.screenshot({ path: "/tmp/summer-phone-step2.png", fullPage: true });
    await page.context().close();
  });

  it("registers two children, pays through Checkout and lands on /thank-you; the admin sees it Paid", async () => {
    const page = await summerPage(DESKTOP);
    await visit(page, url("/summer/register"));
    const first = await fillChild(page, 1, "Yusuf", "8");
    await first.getByLabel(/Saturdays – Fantastic 5/).check();
    for (const day of [
      "Sat 26 Jul",
      "Sat 2 Aug",
      "Sat 9 Aug",
      "Sat 16 Aug",
      "Sat 23 Aug",
      "Sat 30 Aug",
    ]) {
      await first.getByLabel(day).check();
    }
    await first.getByLabel("Early start (+£5 per session)").check();
    await page.getByTestId("grand-total").getByText("£108.00").waitFor();
    await page.getByRole("button", { name: "Add Another Child" }).click();
    const second = await fillChild(page, 2, "Aisha", "12");
    await second.getByLabel(/Qur'an Intensive/).check();
    await second.getByLabel("Sun 27 Jul").check();
    await second.getByLabel("Wed 23 Jul").check();
    // (£108 + £40) − 5% = £140.60
    await page.getByTestId("grand-total").getByText("£140.60").waitFor();
    await page.screenshot({ path: "/tmp/summer-desktop-step1.png", fullPage: true });
    await page.getByRole("button", { name: "Next" }).click();
    await parentAndOn(page, "paying@example.org");
    await page.getByTestId("grand-total").getByText("£140.60").waitFor();
    // The review writes the dates as people do.
    await page
      .getByText(
        "Child 2: Aisha, age 12 – Sundays + Wednesdays - Qur'an Intensive (10am–1pm): Wed 23 July, Sun 27 July",
      )
      .waitFor();
    expect(await page.getByText("2025-07-26").count()).toBe(0);
    await expectAccessible(page);
    await page.screenshot({ path: "/tmp/summer-desktop-review.png", fullPage: true });
    await page.getByRole("button", { name: "Submit and Pay" }).click();

    // The fake's hosted checkout page.
    await page.waitForURL(new RegExp(`^${fake.url}/checkout/`));
    await page.getByText("Total due: £140.60").waitFor();
    const registration = await latestRegistration();
    expect(registration).toMatchObject({
      parentEmail: "paying@example.org",
      status: "Pending Payment",
      totalPence: 14060,
    });
    await page.getByRole("button", { name: "Pay £140.60" }).click();

    await page.waitForURL(/\/thank-you\?session_id=cs_test_/);
    await page.getByRole("heading", { name: "Thank you! Your payment was successful." }).waitFor();
    expect(await page.getByTestId("amount-paid").textContent()).toBe("£140.60");
    await page.getByText("Yusuf (8): Saturdays – Fantastic 5 (10am–1pm)").waitFor();
    await expectAccessible(page);
    await page.screenshot({ path: "/tmp/summer-thank-you.png", fullPage: true });
    await page.reload();
    await page.getByTestId("amount-paid").waitFor();

    const db = e2e.server.database.db;
    const [paid] = await db
      .select()
      .from(summerRegistrations)
      .where(eq(summerRegistrations.id, registration?.id ?? ""));
    expect(paid?.status).toBe("Paid");
    const [payment] = await db
      .select()
      .from(payments)
      .where(eq(payments.reference, paid?.id ?? ""));
    expect(payment).toMatchObject({ status: "paid", amountPence: 14060 });

    const mail = e2e.server.mail;
    const confirmation = await mail.waitFor(
      (email) =>
        email.to.includes("paying@example.org") &&
        email.subject.startsWith("Your summer programme registration"),
    );
    expect(confirmation.text).toContain("Child 1: Yusuf, age 8");
    expect(confirmation.text).toContain(`/summer/pay/${paid?.id}`);
    await mail.waitFor(
      (email) =>
        email.to.includes(site.emails.contact) &&
        email.subject.startsWith("Summer registration from Hafsa Ali"),
    );
    const receipt = await mail.waitFor(
      (email) =>
        email.to.includes("paying@example.org") && email.subject.startsWith("Payment received"),
    );
    expect(receipt.text).toContain("£140.60");
    await mail.waitFor(
      (email) =>
        email.to.includes(site.emails.contact) &&
        email.subject.startsWith("Summer registration paid"),
    );
    // Refreshing /thank-you queued no second receipt (every email is stored in the outbox before
    // it is sent, so the outbox is where a second one would be).
    const receipts = await db
      .select({ id: outbox.id })
      .from(outbox)
      .where(
        and(
          eq(outbox.template, "summer-payment-confirmation"),
          eq(outbox.toAddress, "paying@example.org"),
        ),
      );
    expect(receipts).toHaveLength(1);

    // The admin sees it Paid, and the register for 26 July lists Yusuf.
    await logInAsAdmin(page, e2e.server, {
      email: "summer-admin@example.org",
      name: "Summer Admin",
    });
    await visit(page, url("/admin/summer?status=Paid"));
    const row = page.getByRole("row").filter({ hasText: "paying@example.org" });
    await row.getByText("Paid").first().waitFor();
    await row.getByText("£140.60").waitFor();
    await page.screenshot({ path: "/tmp/summer-admin.png", fullPage: true });
    await visit(page, url("/admin/summer?date=2025-07-26"));
    await page.getByRole("heading", { name: /Register for Sat 26 Jul/ }).waitFor();
    await page.getByRole("row").filter({ hasText: "Yusuf" }).getByText("Early start").waitFor();
    const csv = await page.evaluate(async () =>
      (await fetch("/admin/summer/export.csv?status=Paid")).text(),
    );
    expect(csv).toContain("paying@example.org");
    expect(csv).toContain("£140.60");
    await page.context().close();
  });

  it("without Stripe keys stores a Pending Payment registration and shows 'Registration Complete!'", async () => {
    delete process.env.STRIPE_SECRET_KEY;
    resetEnv();
    try {
      const page = await summerPage(PHONE);
      await visit(page, url("/summer/register"));
      const child = await fillChild(page, 1, "Maryam", "6");
      await child.getByLabel(/Qur'an Intensive/).check();
      await child.getByLabel("Wed 30 Jul").check();
      await page.getByRole("button", { name: "Next" }).click();
      await parentAndOn(page, "nokeys@example.org", "WIC2025");
      await page.getByTestId("grand-total").getByText("£18.00").waitFor();
      await page.getByRole("button", { name: "Submit and Pay" }).click();
      await page.getByRole("heading", { name: "Registration Complete!" }).waitFor();
      await page
        .getByText(
          /payment instructions, a medical information form and the link to our WhatsApp group/,
        )
        .waitFor();
      await expectAccessible(page);
      expect(await latestRegistration()).toMatchObject({
        parentEmail: "nokeys@example.org",
        status: "Pending Payment",
        totalPence: 1800,
        couponUsed: "WIC2025",
      });
      const email = await e2e.server.mail.waitFor((message) =>
        message.to.includes("nokeys@example.org"),
      );
      expect(email.text).toContain("How to pay");
      await page.getByRole("button", { name: "Register more children" }).click();
      await page.getByRole("heading", { name: "Step 1 of 5: Children and programmes" }).waitFor();
      await page.context().close();
    } finally {
      process.env.STRIPE_SECRET_KEY = FAKE_SECRET_KEY;
      resetEnv();
    }
  });

  it("works without JavaScript: every step is a plain form post", async () => {
    const page = await summerPage({ ...DESKTOP, javaScriptEnabled: false });
    await visit(page, url("/summer/register"), 200, { javaScript: false });
    await fillChild(page, 1, "Idris", "10");
    await page.getByRole("button", { name: "Show programmes" }).click();
    const child = page.getByRole("group", { name: "Child 1", exact: true });
    await child.getByLabel(/Saturdays – Fantastic 5/).check();
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByText("Please select at least one date for this programme.").waitFor();
    await expectAccessibleWithoutJavaScript(page);
    await child.getByLabel("Sat 9 Aug").check();
    await page.getByRole("button", { name: "Next" }).click();
    await parentAndOn(page, "nojs@example.org");
    await page.getByRole("button", { name: "Submit and Pay" }).click();
    await page.waitForURL(new RegExp(`^${fake.url}/checkout/`));
    await page.getByText("Total due: £20.00").waitFor();
    await page.context().close();
  });
});

describe("summer seasons", () => {
  it("with the clock after the season, the register page is closed and says so", async () => {
    const page = await summerPage(PHONE, instantAt("2026-11-24", "12:00"));
    await visit(page, url("/summer/register"));
    await page
      .getByRole("heading", {
        name: "Registration for Wicked Wednesdays & Weekends 2025 closed on 31 August 2025. This summer's programme has finished.",
      })
      .waitFor();
    expect(await page.getByRole("heading", { name: /Step 1 of 5/ }).count()).toBe(0);
    expect(await page.getByRole("checkbox").count()).toBe(0);
    await visit(page, url("/summer"));
    await page.getByText(/This summer's programme has finished/).waitFor();
    expect(await page.getByRole("link", { name: "Start Registration" }).count()).toBe(0);
    await page.context().close();
  });

  it("with the real clock, no page offers a past date", async () => {
    const db = e2e.server.database.db;
    const today = localDate(Date.now());
    // A season running now: a session last week, two to come.
    const dates = [addDays(today, -7), addDays(today, 7), addDays(today, 14)];
    const [season] = await db
      .insert(summerSeasons)
      .values({ title: "Wicked Wednesdays & Weekends Now", status: "open" })
      .returning();
    const [programme] = await db
      .insert(summerProgrammes)
      .values({
        seasonId: must(season).id,
        key: "fantastic-5",
        name: "Weekly – Fantastic 5 (10am–1pm)",
        short: "Fantastic 5",
        minAge: 4,
        maxAge: 16,
        ratePence: 2000,
      })
      .returning();
    await db
      .insert(summerSessions)
      .values(dates.map((date) => ({ programmeId: must(programme).id, date, capacity: 30 })));
    try {
      const page = await summerPage(PHONE, null);
      await visit(page, url("/summer/register"));
      const child = await fillChild(page, 1, "Hamza", "9");
      await child.getByLabel(/Fantastic 5/).check();
      const offered = await child
        .getByRole("checkbox")
        .evaluateAll((boxes) =>
          boxes.map((box) => (box as HTMLInputElement).value).filter((v) => /^\d{4}-/.test(v)),
        );
      expect(offered).toEqual(dates.slice(1));
      expect(offered.every((date) => date >= today)).toBe(true);
      await page.context().close();
    } finally {
      await db.delete(summerSeasons).where(eq(summerSeasons.id, must(season).id));
    }
  });

  it("before a season opens, a parent asks to be told when it opens (390 px)", async () => {
    const db = e2e.server.database.db;
    const [season] = await db
      .insert(summerSeasons)
      .values({
        title: "Wicked Wednesdays & Weekends 2027",
        status: "open",
        registrationOpensAt: new Date(instantAt("2027-03-01", "09:00")),
      })
      .returning();
    const [programme] = await db
      .insert(summerProgrammes)
      .values({
        seasonId: must(season).id,
        key: "fantastic-5",
        name: "Saturdays – Fantastic 5 (10am–1pm)",
        short: "Fantastic 5",
        minAge: 4,
        maxAge: 16,
        ratePence: 2200,
      })
      .returning();
    await db
      .insert(summerSessions)
      .values([{ programmeId: must(programme).id, date: "2027-07-24", capacity: 30 }]);
    try {
      const page = await summerPage(PHONE, instantAt("2026-11-24", "12:00"));
      await visit(page, url("/summer/register"));
      await page
        .getByRole("heading", {
          name: "Registration for Wicked Wednesdays & Weekends 2027 opens on Monday 1 March 2027 at 9am.",
        })
        .waitFor();
      await page.getByLabel("Email address").fill("not-an-email");
      await page.getByRole("button", { name: "Tell me when it opens" }).click();
      await page.getByText("Please enter a valid email address").first().waitFor();
      await page.getByLabel("Email address").fill("waiting@example.org");
      await page.getByRole("button", { name: "Tell me when it opens" }).click();
      await page
        .getByText("Thank you! We will email you when registration opens.")
        .first()
        .waitFor();
      await expectAccessible(page);
      const notices = await db
        .select()
        .from(summerOpeningNotices)
        .where(eq(summerOpeningNotices.seasonId, must(season).id));
      expect(notices.map((notice) => notice.email)).toEqual(["waiting@example.org"]);
      await page.context().close();
    } finally {
      await db.delete(summerSeasons).where(eq(summerSeasons.id, must(season).id));
    }
  });
});

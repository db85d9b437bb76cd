import { and, asc, desc, eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  auditLog,
  summerBookings,
  summerCoupons,
  summerProgrammes,
  summerRegistrations,
  summerSeasons,
  summerSessions,
} from "#app/lib/db/schema";
import { instantAt } from "#app/lib/time/london";
import { adminPage } from "../support/admin-page";
import {
  expectAccessible,
  expectAccessibleWithoutJavaScript,
  freezeServerClock,
  newPage,
  PHONE,
  visit,
} from "../support/browser";
import { setupBrowserTests } from "../support/e2e";

/**
 * Running a new summer from the admin: copy last season to next year, change a rate
 * and a capacity, open it; make a coupon and disable it; a parent books the new season.
 */
const e2e = setupBrowserTests();
const url = (path: string) => `${e2e.server.url}${path}`;
const db = () => e2e.server.database.db;

const NEW_TITLE = "Wicked Wednesdays & Weekends 2026";
const SATURDAYS = "Saturdays – Fantastic 5 (10am–1pm)";

const ADMIN = { email: "summer.admin@example.org", name: "Summer Admin" };

/** A parent's phone with the server's clock (and the page's) frozen at a UK date and time. */
async function parentPage(date: string, time = "12:00"): Promise<Page> {
  const page = await newPage(e2e.browser, PHONE);
  const instant = instantAt(date, time);
  await freezeServerClock(page, e2e.server.url, instant);
  await page.clock.setFixedTime(instant);
  return page;
}

async function newSeason() {
  const [season] = await db()
    .select()
    .from(summerSeasons)
    .where(eq(summerSeasons.title, NEW_TITLE))
    .orderBy(desc(summerSeasons.id))
    .limit(1);
  return season;
}

/** Step 1 and 2 of the wizard for one child on the first date open in the Saturdays programme. */
async function childAndParent(page: Page, email: string, date?: string) {
  const child = page.getByRole("group", { name: "Child 1", exact: true });
  await child.getByLabel("Child's name").fill("Maryam");
  await child.getByLabel("Age").fill("9");
  await child.getByLabel(/Saturdays – Fantastic 5/).check();
  if (date) await child.getByLabel(date, { exact: true }).check();
  else await child.locator('input[type="checkbox"][name$=".dates"]:not(:disabled)').first().check();
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("heading", { name: "Step 2 of 5: Parent details" }).waitFor();
  await page.getByLabel("Parent/Guardian name").fill("Khadija Rahman");
  await page.getByLabel("Phone number").fill("07700 900333");
  await page.getByLabel("Email address").fill(email);
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("heading", { name: "Step 3 of 5: Payment" }).waitFor();
}

describe("summer admin", () => {
  it("an admin creates the next season through the UI: copy 2025, edit a rate and a capacity, open it", async () => {
    const page = await adminPage(e2e, ADMIN, PHONE);
    await visit(page, url("/admin/summer/seasons"));
    await page.getByRole("heading", { level: 1, name: "Summer seasons" }).waitFor();
    await page
      .getByRole("button", { name: "Copy to next year (Wicked Wednesdays & Weekends 2025)" })
      .click();
    await page.waitForURL(/\/admin\/summer\/seasons\/\d+$/);
    await page.getByRole("heading", { level: 1, name: NEW_TITLE }).waitFor();
    await expectAccessible(page);
    const season = await newSeason();
    expect(season?.status).toBe("draft");

    const saturdays = page.getByRole("region", { name: SATURDAYS });
    const first = saturdays.getByRole("group", { name: /^Sat 25 Jul 2026/ });
    expect(await first.getByLabel("Date", { exact: true }).inputValue()).toBe("2026-07-25");
    // A wrong amount is refused next to its field, and what was typed stays.
    await saturdays.getByLabel("Rate per day (£)").fill("twenty five");
    await saturdays.getByRole("button", { name: `Save programme ${SATURDAYS}` }).click();
    await saturdays
      .getByText("Please enter the rate per day in pounds, e.g. 20.00")
      .first()
      .waitFor();
    await expectAccessible(page);
    await saturdays.getByLabel("Rate per day (£)").fill("25.00");
    await first.getByLabel("Capacity").fill("12");
    await saturdays.getByRole("button", { name: `Save programme ${SATURDAYS}` }).click();
    await page.getByText(`Programme saved: ${SATURDAYS}.`).waitFor();

    const [programme] = await db()
      .select()
      .from(summerProgrammes)
      .where(
        and(
          eq(summerProgrammes.seasonId, season?.id ?? 0),
          eq(summerProgrammes.key, "fantastic-5"),
        ),
      );
    expect(programme?.ratePence).toBe(2500);
    const sessions = await db()
      .select()
      .from(summerSessions)
      .where(eq(summerSessions.programmeId, programme?.id ?? 0))
      .orderBy(asc(summerSessions.date));
    expect(sessions.map((s) => [s.date, s.capacity])[0]).toEqual(["2026-07-25", 12]);
    expect(
      await page
        .getByRole("region", { name: SATURDAYS })
        .getByLabel("Rate per day (£)")
        .inputValue(),
    ).toBe("25.00");

    await page.getByRole("button", { name: "Open registration" }).click();
    await page.getByText("Season opened.").waitFor();
    expect((await newSeason())?.status).toBe("open");
    await expectAccessible(page);

    await visit(page, url("/admin/summer/seasons"));
    const card = page.getByRole("listitem").filter({ hasText: NEW_TITLE });
    // Opened, but its dates (July–August 2026) have passed by the admin's clock, which this test
    // does not freeze: the list says "Finished", never "Open" (decision 0368).
    await card.getByText("Finished", { exact: true }).waitFor();
    await card.getByText("Wed 22 Jul 2026 – Sun 30 Aug 2026").waitFor();
    const actions = await db()
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.actorEmail, ADMIN.email));
    expect(actions.map((a) => a.action)).toEqual(
      expect.arrayContaining([
        "summer.season.copied",
        "summer.programme.updated",
        "summer.season.opened",
      ]),
    );
    await page.context().close();
  });

  it("the coupon admin works: a coupon is created, accepted, then disabled and refused", async () => {
    const admin = await adminPage(e2e, ADMIN);
    // The summer admin's other pages at desktop width, with the registrations' season filter.
    await visit(admin, url("/admin/summer/seasons/1"));
    await visit(admin, url("/admin/summer"));
    await admin.getByLabel("Season").selectOption({ label: "Wicked Wednesdays & Weekends 2025" });
    await admin.getByRole("button", { name: "Filter" }).click();
    await admin.waitForURL(/season=1/);
    await expectAccessible(admin);
    await visit(admin, url("/admin/summer/coupons"));
    const form = admin.getByRole("region", { name: "New coupon" });
    await form.getByLabel("Code").fill("family26");
    await form.getByLabel("Discount (%)").fill("15");
    await form.getByLabel("Season").selectOption({ label: "Any season" });
    await form.getByRole("button", { name: "Create coupon" }).click();
    await admin.getByText("FAMILY26 created.").waitFor();
    const row = admin.getByRole("row").filter({ hasText: "FAMILY26" });
    await row.getByText("15%").waitFor();
    await expectAccessible(admin);

    // The parent's coupon is accepted while it is enabled.
    const parent = await parentPage("2025-07-01");
    await visit(parent, url("/summer/register"));
    await childAndParent(parent, "coupon.parent@example.org");
    await parent.getByLabel(/Coupon code/).fill("family26");
    await parent.getByRole("button", { name: "Next" }).click();
    await parent.getByRole("heading", { name: "Step 4 of 5: Terms" }).waitFor();

    await row.getByRole("button", { name: "Disable FAMILY26" }).click();
    await admin.getByText("FAMILY26 disabled.").waitFor();
    await admin.getByRole("row").filter({ hasText: "FAMILY26" }).getByText("Disabled").waitFor();
    const [coupon] = await db()
      .select()
      .from(summerCoupons)
      .where(eq(summerCoupons.code, "FAMILY26"));
    expect(coupon?.disabled).toBe(true);

    await parent.getByRole("button", { name: "Back" }).click();
    await parent.getByRole("heading", { name: "Step 3 of 5: Payment" }).waitFor();
    await parent.getByLabel(/Coupon code/).fill("FAMILY26");
    await parent.getByRole("button", { name: "Next" }).click();
    await parent.getByText("Invalid or expired coupon").waitFor();
    await expectAccessible(parent);
    await parent.context().close();

    const audit = await db()
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.target, "summer_coupon:FAMILY26"));
    expect(audit.map((a) => a.action)).toEqual(["summer.coupon.created", "summer.coupon.disabled"]);
    await admin.context().close();
  });

  it("the coupon form works without JavaScript: errors next to the fields, values kept", async () => {
    const page = await adminPage(e2e, ADMIN, { ...PHONE, javaScriptEnabled: false });
    await visit(page, url("/admin/summer/coupons"), 200, { javaScript: false });
    const form = page.getByRole("region", { name: "New coupon" });
    await form.getByLabel("Code").fill("NOJS26");
    await form.getByLabel("Discount (%)").fill("150");
    await form.getByRole("button", { name: "Create coupon" }).click();
    await page.getByText("The percentage must be at most 100").first().waitFor();
    expect(await form.getByLabel("Code").inputValue()).toBe("NOJS26");
    await expectAccessibleWithoutJavaScript(page);
    await form.getByLabel("Discount (%)").fill("5");
    await form.getByRole("button", { name: "Create coupon" }).click();
    // At 390 px the coupons are a list of cards.
    await page.getByRole("listitem").filter({ hasText: "NOJS26 · 5%" }).waitFor();
    await page.context().close();
  });

  // Needs the public side of seasons (the wizard reading the current season, capacity
  // bookings): it fails until that work is merged, because the wizard still offers 2025 dates.
  it("a parent books the season the admin created at 390 px", async () => {
    const season = await newSeason();
    expect(season?.status).toBe("open");
    const page = await parentPage("2026-06-15");
    await visit(page, url("/summer/register"));
    await childAndParent(page, "new.season@example.org", "Sat 25 Jul");
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByRole("heading", { name: "Step 4 of 5: Terms" }).waitFor();
    await page.getByLabel("I have read and agree to the Terms & Conditions").check();
    await page.getByRole("button", { name: "Review" }).click();
    await page.getByRole("heading", { name: "Step 5 of 5: Review" }).waitFor();
    // The admin's new rate: £25.00 for one Saturday.
    await page.getByTestId("grand-total").getByText("£25.00").waitFor();
    await expectAccessible(page);
    await page.getByRole("button", { name: "Submit and Pay" }).click();
    await expect
      .poll(async () => {
        const [row] = await db()
          .select()
          .from(summerRegistrations)
          .where(eq(summerRegistrations.parentEmail, "new.season@example.org"));
        return row ? { seasonId: row.seasonId, total: row.totalPence } : null;
      })
      .toEqual({ seasonId: season?.id, total: 2500 });
    const [booking] = await db()
      .select({ date: summerSessions.date, capacity: summerSessions.capacity })
      .from(summerBookings)
      .innerJoin(summerSessions, eq(summerBookings.sessionId, summerSessions.id))
      .innerJoin(summerRegistrations, eq(summerBookings.registrationId, summerRegistrations.id))
      .where(eq(summerRegistrations.parentEmail, "new.season@example.org"));
    expect(booking).toEqual({ date: "2026-07-25", capacity: 12 });
    await page.context().close();
  });
});

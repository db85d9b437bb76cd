import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { adminPage } from "../support/admin-page";
import { expectAccessible, newPage, PHONE, visit } from "../support/browser";
import { setupBrowserTests } from "../support/e2e";

const e2e = setupBrowserTests();

/** The page is no wider than the phone: nothing scrolls sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    window.innerWidth,
  ]);
  expect(widths[0]).toBeLessThanOrEqual(widths[1] as number);
}

describe("academy terms in the admin", () => {
  it("an admin prepares the next term at 390 px, makes it current, and the site shows it", async () => {
    // Before: the first term.
    const visitor = await newPage(e2e.browser, PHONE);
    await visit(visitor, `${e2e.server.url}/enrol-now`);
    await visitor.getByText("WIC Academy · New term from September 2025").waitFor();
    await visit(visitor, `${e2e.server.url}/`);
    await visitor
      .getByText(
        "Qur'an, Arabic and Islamic education for children aged 4–16 and adults. New term from September.",
      )
      .waitFor();

    const page = await adminPage(
      e2e,
      { email: "academy.admin@example.org", name: "Academy Admin" },
      PHONE,
    );
    await visit(page, `${e2e.server.url}/admin`);
    // On a phone the admin menu opens from its button, and leads to the terms.
    await page.getByRole("button", { name: /^Menu/ }).click();
    const menuLink = page
      .getByRole("navigation", { name: "Admin" })
      .getByRole("link", { name: "Academy", exact: true });
    expect(await menuLink.getAttribute("href")).toBe("/admin/academy");
    await page.goto(`${e2e.server.url}/admin/academy`);
    await page.waitForURL(`${e2e.server.url}/admin/academy`);
    await expectAccessible(page);
    await expectNoSidewaysScroll(page);

    // Copy the current term: a draft starting in March 2026.
    await page.getByRole("button", { name: "Copy the current term to a new term" }).click();
    await page.waitForURL(/\/admin\/academy\/\d+$/);
    await page.getByRole("heading", { level: 1, name: "New term from March 2026" }).waitFor();
    await expectAccessible(page);
    await expectNoSidewaysScroll(page);

    // A user error: the message next to the field, the value kept.
    const name = page.getByLabel("Term name");
    await name.fill("");
    await page.getByRole("button", { name: "Save term" }).click();
    await page.getByText("Please enter the term's name").first().waitFor();
    await expectAccessible(page);
    await name.fill("Spring term: places open now");
    await page.getByRole("button", { name: "Save term" }).click();
    await page.getByRole("heading", { level: 1, name: "Spring term: places open now" }).waitFor();

    // Edit a course: its title, ages and schedule options.
    await page.getByRole("link", { name: 'Edit "Weekend Islamic Education"' }).click();
    await page.getByRole("heading", { name: 'Edit "Weekend Islamic Education"' }).waitFor();
    await expectAccessible(page);
    await page.getByLabel("Course title").fill("Weekend Madrasah");
    await page.getByLabel("Oldest age").fill("2");
    await page.getByRole("button", { name: "Save course" }).click();
    await page.getByText("The oldest age must be at least the youngest").first().waitFor();
    expect(await page.getByLabel("Course title").inputValue()).toBe("Weekend Madrasah");
    await page.getByLabel("Oldest age").fill("14");
    await page
      .getByLabel("Schedule options")
      .fill(
        "Saturday Only | 10 AM-1:15 PM\nSunday Only | 10 AM-1:15 PM\nSaturday & Sunday | 10 AM-1:15 PM",
      );
    await page.getByRole("button", { name: "Save course" }).click();
    await page.getByText("Weekend Madrasah", { exact: true }).waitFor();

    // Make it current from the list.
    await page.getByRole("link", { name: "All terms" }).click();
    await page.waitForURL(`${e2e.server.url}/admin/academy`);
    await page.getByRole("button", { name: 'Make "Spring term: places open now" current' }).click();
    await page.getByText('"Spring term: places open now" is now the current term.').waitFor();
    await expectAccessible(page);

    // The enrolment hero, the course card, the form and the home card read the new term.
    await visit(visitor, `${e2e.server.url}/enrol-now`);
    await visitor.getByText("WIC Academy · Spring term: places open now").waitFor();
    await visitor.getByRole("heading", { name: "Weekend Madrasah" }).waitFor();
    const learner = visitor.getByRole("group", { name: "Child 1", exact: true });
    await learner.getByLabel("Course").selectOption({ label: "Weekend Madrasah" });
    await learner.getByLabel("Saturday & Sunday").waitFor();
    await visit(visitor, `${e2e.server.url}/`);
    await visitor
      .getByText(
        "Qur'an, Arabic and Islamic education for children aged 4–16 and adults. Spring term: places open now.",
      )
      .waitFor();
    await expectNoSidewaysScroll(visitor);
  });
});

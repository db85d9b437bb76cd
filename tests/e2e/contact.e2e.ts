import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { site } from "#app/lib/config/site";
import { submissions } from "#app/lib/db/schema";
import {
  DESKTOP,
  expectAccessible,
  expectAccessibleWithoutJavaScript,
  newPage,
  PHONE,
  visit,
} from "../support/browser";
import { newestRow } from "../support/database";
import { setupBrowserTests } from "../support/e2e";

const e2e = setupBrowserTests();

const latestSubmission = () => newestRow(e2e.server.database.db, submissions);

async function fill(
  page: Page,
  values: Partial<
    Record<"First name" | "Last name" | "Email" | "Phone (optional)" | "Message", string>
  >,
) {
  for (const [label, value] of Object.entries(values))
    await page.getByLabel(label, { exact: true }).fill(value);
}

describe("contact form", () => {
  it("sends a message: the visitor sees the thank-you, the row is stored and both emails arrive", async () => {
    const page = await newPage(e2e.browser, DESKTOP);
    await visit(page, `${e2e.server.url}/contact`);
    await fill(page, {
      "First name": "Yusuf",
      "Last name": "Ahmed",
      Email: "yusuf@example.org",
      "Phone (optional)": "07700 900789",
      Message: "Do you have space in the Saturday class for my son?",
    });
    await page.getByRole("button", { name: "Send message" }).click();

    await page.getByText("Thank you for your message! We will get back to you soon.").waitFor();
    expect(await page.getByLabel("First name").inputValue()).toBe("");

    const stored = await latestSubmission();
    expect(stored).toMatchObject({
      kind: "contact",
      status: "new",
      payload: {
        firstName: "Yusuf",
        lastName: "Ahmed",
        email: "yusuf@example.org",
        phone: "07700 900789",
      },
    });

    const toCentre = await e2e.server.mail.waitFor(
      (email) => email.to.includes(site.emails.contact) && email.subject.includes("Yusuf Ahmed"),
    );
    expect(toCentre.replyTo).toBe("yusuf@example.org");
    expect(toCentre.text).toContain("Do you have space in the Saturday class for my son?");
    const toSender = await e2e.server.mail.waitFor((email) =>
      email.to.includes("yusuf@example.org"),
    );
    expect(toSender.text).toContain("Thank you for your message!");
    expect(toSender.html).toContain("Do you have space in the Saturday class for my son?");
    await page.context().close();
  });

  it("shows each error next to its field, focuses the first one and keeps what was typed", async () => {
    const page = await newPage(e2e.browser, DESKTOP);
    await visit(page, `${e2e.server.url}/contact`);
    const before = await latestSubmission();
    await fill(page, { "Last name": "Begum", Email: "begum@", Message: "Salaam" });
    await page.getByRole("button", { name: "Send message" }).click();

    const firstName = page.getByLabel("First name");
    await page.getByText("Please enter your first name").first().waitFor();
    expect(await firstName.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await firstName.getAttribute("aria-invalid")).toBe("true");
    const describedBy = await page.getByLabel("Email").getAttribute("aria-describedby");
    expect(await page.locator(`[id="${describedBy}"]`).innerText()).toBe(
      "Please enter a valid email address",
    );
    expect(await page.getByLabel("Message").inputValue()).toBe("Salaam");
    await expectAccessible(page);

    // The error clears as soon as the field is corrected.
    await firstName.fill("Fatima");
    expect(await page.getByText("Please enter your first name").count()).toBe(0);
    expect((await latestSubmission())?.id).toBe(before?.id);
    await page.context().close();
  });

  it("fetches its checks when first used: until they arrive, a field left is checked on their arrival and a submission by the server", async () => {
    const page = await newPage(e2e.browser, DESKTOP);
    await visit(page, `${e2e.server.url}/contact`);
    // From here on the scripts the page fetches wait until the test lets them through.
    const held: (() => Promise<void>)[] = [];
    let holding = true;
    await page.route("**/assets/*.js", (route) =>
      holding ? held.push(() => route.continue()) : route.continue(),
    );
    expect(held).toHaveLength(0);
    await page.getByLabel("First name").focus();
    await expect.poll(() => held.length).toBeGreaterThan(0);
    await page.getByLabel("Last name").focus();
    expect(await page.getByText("Please enter your first name").count()).toBe(0);
    holding = false;
    for (const release of held) await release();
    await page.getByText("Please enter your first name").first().waitFor();
    await page.context().close();

    const second = await newPage(e2e.browser, DESKTOP);
    await visit(second, `${e2e.server.url}/contact`);
    const before = await latestSubmission();
    await second.route("**/assets/*.js", () => {});
    await fill(second, { "Last name": "Begum", Email: "begum@", Message: "Salaam" });
    await second.getByRole("button", { name: "Send message" }).click();
    await second.getByText("Please enter your first name").first().waitFor();
    expect(await second.getByText("Please enter a valid email address").count()).toBeGreaterThan(0);
    expect(await second.getByLabel("Message").inputValue()).toBe("Salaam");
    expect((await latestSubmission())?.id).toBe(before?.id);
    await second.context().close();
  });

  it("works without JavaScript: home page, server errors with the input kept, then the thank-you", async () => {
    const context = await e2e.browser.newContext({ ...PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    await visit(page, `${e2e.server.url}/`, 200, { javaScript: false });
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(
      "Watford Islamic Centre",
    );
    await page
      .getByRole("main")
      .getByRole("link", { name: /Contact us/ })
      .click();
    await page.waitForURL(`${e2e.server.url}/contact`);
    await expectAccessibleWithoutJavaScript(page);
    await fill(page, {
      "Last name": "Hussain",
      Email: "a@b",
      Message: "Is parking available on Saturdays?",
    });
    await page.getByRole("button", { name: "Send message" }).click();
    await page.waitForLoadState();

    expect(await page.getByRole("alert").innerText()).toContain(
      "First name: Please enter your first name",
    );
    expect(await page.getByText("Please enter a valid email address").count()).toBeGreaterThan(0);
    expect(await page.getByLabel("Last name").inputValue()).toBe("Hussain");
    expect(await page.getByLabel("Message").inputValue()).toBe(
      "Is parking available on Saturdays?",
    );
    await expectAccessibleWithoutJavaScript(page);

    await fill(page, { "First name": "Bilal", Email: "bilal@example.org" });
    await page.getByRole("button", { name: "Send message" }).click();
    await page.waitForLoadState();
    expect(page.url()).toBe(`${e2e.server.url}/contact`);
    await page.getByText("Thank you for your message! We will get back to you soon.").waitFor();
    await expectAccessibleWithoutJavaScript(page);
    expect(await latestSubmission()).toMatchObject({
      payload: { firstName: "Bilal", lastName: "Hussain" },
    });
    await e2e.server.mail.waitFor((email) => email.to.includes("bilal@example.org"));
    await context.close();
  });
});

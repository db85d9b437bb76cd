import { describe, expect, it } from "vitest";
import { adminPage, logIn } from "../support/admin-page";
import { createAccount } from "../support/auth";
import { DESKTOP, expectAccessible, newPage, PHONE, visit } from "../support/browser";
import { setupBrowserTests } from "../support/e2e";

const e2e = setupBrowserTests();

describe("admin panel", () => {
  it("lets an administrator find the contact message sent in this test and export it as CSV", async () => {
    const visitor = await newPage(e2e.browser, PHONE);
    await visit(visitor, `${e2e.server.url}/contact`);
    await visitor.getByLabel("First name").fill("Idris");
    await visitor.getByLabel("Last name").fill("Okafor");
    await visitor.getByLabel("Email").fill("idris@example.org");
    await visitor
      .getByLabel("Message")
      .fill("=SUM(A1) Could the youth club visit the library on Friday?");
    await visitor.getByRole("button", { name: "Send message" }).click();
    await visitor.getByText("Thank you for your message! We will get back to you soon.").waitFor();
    await visitor.context().close();

    const page = await adminPage(e2e, { email: "trustee@example.org", name: "Trustee" });
    // Staff land on Today, which says what waits and leads to it.
    await page.waitForURL(`${e2e.server.url}/admin`);
    await page.getByRole("heading", { level: 1, name: "Today" }).waitFor();
    // The admin's own frame: no public menu around it.
    expect(await page.getByRole("navigation", { name: "Main", exact: true }).count()).toBe(0);
    await expectAccessible(page);
    await page
      .getByRole("main")
      .getByRole("link", { name: /^\d+ new submissions?$/ })
      .click();
    await page.waitForURL(/\/admin\/submissions\?status=new$/);
    await page.getByLabel("Search").fill("idris@example.org");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await page.waitForURL(/q=idris/);
    await expectAccessible(page);
    const table = page.getByRole("table");
    expect(await table.innerText()).toContain("Idris Okafor");

    await page.getByRole("main").getByRole("link", { name: /View/ }).first().click();
    await page.waitForURL(/\/admin\/submissions\/[0-9a-f-]{36}$/);
    await page.getByText("Could the youth club visit the library", { exact: false }).waitFor();
    await expectAccessible(page);

    await page.goto(`${e2e.server.url}/admin/submissions?q=idris`);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Export CSV" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^submissions-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await (await import("node:fs/promises")).readFile(
      (await download.path()) ?? "",
      "utf8",
    );
    const [header, row] = csv
      .replace(/^\uFEFF/, "")
      .trim()
      .split(/\r?\n/);
    expect(header).toContain("firstName");
    expect(row).toContain("idris@example.org");
    expect(row).toContain("'=SUM(A1)"); // not a formula in a spreadsheet
    expect(csv.trim().split(/\r?\n/)).toHaveLength(2);

    await page
      .getByRole("navigation", { name: "Admin" })
      .getByRole("link", { name: /Emails/ })
      .click();
    await page.waitForURL(/\/admin\/emails/);
    await expectAccessible(page);
    const preview = await fetch(`${e2e.server.url}/admin/emails/1/preview`, {
      headers: {
        Cookie: (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join("; "),
      },
    });
    expect(preview.status).toBe(200);
    expect(preview.headers.get("content-security-policy")).toContain("sandbox");
    expect(preview.headers.get("content-security-policy")).not.toContain("nonce-");
    await page.context().close();
  });

  it("turns a normal user away from /admin with 'Access denied. Admin privileges required.'", async () => {
    const { password } = await createAccount(e2e.server.database.db, {
      name: "Member",
      email: "member@example.org",
    });
    const page = await newPage(e2e.browser, DESKTOP);
    await logIn(page, e2e.server.url, "member@example.org", password);
    await page.goto(`${e2e.server.url}/admin`);
    await page.waitForURL(`${e2e.server.url}/`);
    await page.getByText("Access denied. Admin privileges required.").waitFor();
    await expectAccessible(page);
    await page.context().close();
  });

  it("shows an administrator a 404 inside the admin panel for a path no page has and for a missing record", async () => {
    const page = await adminPage(e2e, { email: "warden@example.org", name: "Warden" });
    const response = await page.goto(`${e2e.server.url}/admin/does-not-exist`);
    expect(response?.status()).toBe(404);
    await page.getByRole("heading", { level: 1, name: "Page not found" }).waitFor();
    await page.getByRole("navigation", { name: "Admin" }).waitFor();
    await expectAccessible(page);

    // A record that does not exist: the 404 shows in the page's place, the admin menu stays.
    const missing = await page.goto(
      `${e2e.server.url}/admin/submissions/00000000-0000-4000-8000-000000000000`,
    );
    expect(missing?.status()).toBe(404);
    await page.getByRole("heading", { level: 1, name: "Page not found" }).waitFor();
    await page.getByRole("navigation", { name: "Admin" }).waitFor();
    const post = await page.goto(`${e2e.server.url}/admin/blog/999999`);
    expect(post?.status()).toBe(404);
    await page.getByRole("heading", { level: 1, name: "Post not found" }).waitFor();
    await page.getByRole("navigation", { name: "Admin" }).waitFor();
    await expectAccessible(page);
    // Every page with a record in its address has its own boundary (tests/architecture).
    for (const [path, title] of [
      ["/admin/academy/999999", "Term not found"],
      ["/admin/pages/no-such-page", "Page not found"],
      ["/admin/projects/no-such-project", "Project not found"],
    ]) {
      expect((await page.goto(`${e2e.server.url}${path}`))?.status(), path).toBe(404);
      await page.getByRole("heading", { level: 1, name: title }).waitFor();
      await page.getByRole("navigation", { name: "Admin" }).waitFor();
    }
    await page.context().close();
  });
});

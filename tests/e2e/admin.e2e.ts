import { describe, expect, it } from "vitest";
import { createOrPromoteAdmin } from "~/features/accounts/accounts.server";
import { createAccount } from "../support/auth";
import { DESKTOP, expectAccessible, logIn, newPage, PHONE, visit } from "../support/browser";
import { setupBrowserTests } from "../support/e2e";

const e2e = setupBrowserTests();

/** Every admin page; a route added under /admin belongs here too. */
const adminPaths = [
  "/admin",
  "/admin/submissions",
  "/admin/submissions?status=new&q=a",
  "/admin/submissions/00000000-0000-4000-8000-000000000000",
  "/admin/submissions/export.csv",
  "/admin/emails",
  "/admin/emails/1/preview",
  "/admin/audit",
  "/admin/retention",
  "/admin/settings",
  "/admin/prayer-times",
  "/admin/prayer-times/iqamah",
  "/admin/prayer-times/jumuah",
  "/admin/prayer-times/timetable",
  "/admin/prayer-times/calculation",
  "/admin/prayer-times/screens",
  "/admin/weekly-events",
  "/admin/blog",
  "/admin/blog/new",
  "/admin/blog/1",
  "/admin/projects",
  "/admin/projects/new",
  "/admin/projects/library",
  "/admin/pages",
  "/admin/pages/policies-privacy",
  "/admin/pages/policies-privacy/history",
  "/admin/summer/seasons",
  "/admin/summer/seasons/1",
  "/admin/summer/coupons",
  "/admin/competition/editions",
  "/admin/competition/editions/new",
  "/admin/competition/editions/1",
  "/admin/academy",
  "/admin/academy/1",
  "/admin/academy/1/enrolments.csv",
  "/admin/donations",
  "/admin/donations?fund=1&giftAid=yes",
  "/admin/donations/export.csv",
  "/admin/donations/funds",
  "/admin/donations/campaigns",
  "/admin/donations/gift-aid",
  "/admin/donations/gift-aid/1.csv",
  "/admin/media",
  "/admin/media/placements",
  "/admin/media/1/delete",
];
/** Paths under /admin that no page has: to anyone but an administrator, like a real admin page. */
const unknownAdminPaths = ["/admin/does-not-exist", "/admin/blog/1/nope", "/admin/nope.csv"];

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

    const { password } = await createOrPromoteAdmin(
      "trustee@example.org",
      "Trustee",
      e2e.server.database.db,
    );
    const page = await newPage(e2e.browser, DESKTOP);
    await logIn(page, e2e.server.url, "trustee@example.org", password ?? "");
    await page.getByRole("banner").getByRole("link", { name: "Admin Panel" }).click();
    await page.waitForURL(`${e2e.server.url}/admin`);
    await expectAccessible(page);

    await page
      .getByRole("navigation", { name: "Admin" })
      .getByRole("link", { name: /Submissions/ })
      .click();
    await page.waitForURL(/\/admin\/submissions/);
    await page.getByLabel("Search").fill("idris@example.org");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await page.waitForURL(/q=idris/);
    await expectAccessible(page);
    const table = page.getByRole("table");
    expect(await table.innerText()).toContain("Idris Okafor");

    await page.getByRole("link", { name: /View/ }).first().click();
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
    const { password } = await createOrPromoteAdmin(
      "warden@example.org",
      "Warden",
      e2e.server.database.db,
    );
    const page = await newPage(e2e.browser, DESKTOP);
    await logIn(page, e2e.server.url, "warden@example.org", password ?? "");
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
    await page.context().close();
  });

  it("leaks nothing under /admin to anonymous visitors or normal users", async () => {
    const { cookie } = await createAccount(e2e.server.database.db, {
      name: "Curious",
      email: "curious@example.org",
    });
    for (const who of [
      { label: "anonymous", cookie: "" },
      { label: "user", cookie },
    ]) {
      for (const path of [...adminPaths, ...unknownAdminPaths]) {
        const response = await fetch(`${e2e.server.url}${path}`, {
          redirect: "manual",
          headers: who.cookie ? { Cookie: who.cookie } : {},
        });
        expect({
          who: who.label,
          path,
          status: response.status,
          location: response.headers.get("location"),
        }).toEqual({
          who: who.label,
          path,
          status: 302,
          location: "/",
        });
        expect(await response.text()).toBe("");
        // The same one-time 'Access denied' toast as on any admin page.
        expect(response.headers.get("set-cookie"), path).toContain("wic_toast=");
      }
      for (const path of ["/admin/emails", ...unknownAdminPaths]) {
        const post = await fetch(`${e2e.server.url}${path}`, {
          method: "POST",
          redirect: "manual",
          headers: {
            "Content-Type": "application/x-www-form-urlencoded",
            ...(who.cookie ? { Cookie: who.cookie } : {}),
          },
          body: "intent=retry&id=1",
        });
        expect({ path, status: post.status }).toEqual({ path, status: 403 });
      }
    }
  });
});

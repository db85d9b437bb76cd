import { readFile } from "node:fs/promises";
import { eq } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { site } from "#app/lib/config/site";
import { staffRoleGrants, users } from "#app/lib/db/schema";
import { ensureAdmin } from "../support/admin-page";
import { expectAccessible, newPage, PHONE, visit } from "../support/browser";
import { setupBrowserTests } from "../support/e2e";

const e2e = setupBrowserTests();

const accountBar = (page: Page) => page.getByRole("banner");

async function openDialog(page: Page, link: "Log in" | "Sign up") {
  await accountBar(page).getByRole("link", { name: link, exact: true }).click();
  const dialog = page.getByRole("dialog");
  await dialog.waitFor();
  return dialog;
}

async function logInThroughDialog(page: Page, email: string, password: string) {
  const dialog = await openDialog(page, "Log in");
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Password").fill(password);
  await dialog.getByRole("button", { name: "Log in" }).click();
  await dialog.waitFor({ state: "detached" });
}

/** Signs up on /signup (the page, not the modal) and lands on the dashboard. */
async function signUpOnPage(page: Page, name: string, email: string, password: string) {
  await visit(page, `${e2e.server.url}/signup`);
  const main = page.getByRole("main");
  await main.getByLabel("Full name").fill(name);
  await main.getByLabel("Email").fill(email);
  await main.getByLabel("Password", { exact: true }).fill(password);
  await main.getByLabel("Confirm password").fill(password);
  await main.getByRole("button", { name: "Sign up" }).click();
  await page.waitForURL(`${e2e.server.url}/dashboard`);
}

describe("accounts", () => {
  it("signs up in the modal, gets the welcome email, logs out, logs in, and resets the password by email", async () => {
    const page = await newPage(e2e.browser);
    await visit(page, `${e2e.server.url}/contact`);

    const dialog = await openDialog(page, "Sign up");
    await expectAccessible(page);
    await dialog.getByLabel("Full name").fill("Hafsa Rahman");
    await dialog.getByLabel("Email").fill("hafsa@example.org");
    await dialog.getByLabel("Password", { exact: true }).fill("first-password");
    await dialog.getByLabel("Confirm password").fill("different-one");
    await dialog.getByRole("button", { name: "Sign up" }).click();
    await dialog.getByText("Passwords do not match").waitFor();
    await expectAccessible(page);
    await dialog.getByLabel("Confirm password").fill("first-password");
    await dialog.getByRole("button", { name: "Sign up" }).click();

    await page.getByText("Account created successfully! Welcome email sent.").waitFor();
    await accountBar(page).getByRole("link", { name: "My Dashboard" }).waitFor();
    expect(await accountBar(page).getByText("Welcome, Hafsa Rahman").isVisible()).toBe(true);
    const welcome = await e2e.server.mail.waitFor((email) =>
      email.to.includes("hafsa@example.org"),
    );
    expect(welcome.subject).toBe(`Welcome to ${site.name}`);
    const [stored] = await e2e.server.database.db
      .select()
      .from(users)
      .where(eq(users.email, "hafsa@example.org"));
    const grants = await e2e.server.database.db
      .select()
      .from(staffRoleGrants)
      .where(eq(staffRoleGrants.userId, stored?.id ?? ""));
    expect(grants).toEqual([]);
    await expectAccessible(page);

    await accountBar(page).getByRole("button", { name: "Log out" }).click();
    await page.getByText("Logged out successfully").waitFor();
    await accountBar(page).getByRole("link", { name: "Log in" }).waitFor();

    await logInThroughDialog(page, "hafsa@example.org", "first-password");
    await accountBar(page).getByRole("link", { name: "My Dashboard" }).waitFor();
    await accountBar(page).getByRole("button", { name: "Log out" }).click();
    await page.getByText("Logged out successfully").waitFor();

    // Forgot password: the modal switches mode (clearing the fields), the email carries the link.
    const forgot = await openDialog(page, "Log in");
    await forgot.getByLabel("Email").fill("typed-then-cleared@example.org");
    await forgot.getByRole("link", { name: "Forgot password?" }).click();
    expect(await forgot.getByLabel("Email").inputValue()).toBe("");
    await forgot.getByLabel("Email").fill("hafsa@example.org");
    await forgot.getByRole("button", { name: "Send reset link" }).click();
    await forgot
      .getByText(
        "Password reset email sent successfully! Check your inbox (including spam folder).",
      )
      .waitFor();
    await expectAccessible(page);
    await page.keyboard.press("Escape");
    await forgot.waitFor({ state: "detached" });

    const resetEmail = await e2e.server.mail.waitFor(
      (email) =>
        email.to.includes("hafsa@example.org") && email.subject.startsWith("Reset your password"),
    );
    const link = /http:\/\/127\.0\.0\.1:\d+\/reset-password\/[A-Za-z0-9_-]+/.exec(
      resetEmail.text,
    )?.[0];
    expect(link).toBeTruthy();
    await visit(page, link ?? "");
    await page.getByLabel("New password", { exact: true }).fill("second-password");
    await page.getByLabel("Confirm new password").fill("second-password");
    await page.getByRole("button", { name: "Save new password" }).click();
    await page.waitForURL(`${e2e.server.url}/login`);
    await page.getByText("Your password has been updated. You can now log in.").waitFor();
    await expectAccessible(page);

    await page.getByRole("main").getByLabel("Email").fill("hafsa@example.org");
    await page.getByRole("main").getByLabel("Password").fill("second-password");
    await page.getByRole("main").getByRole("button", { name: "Log in" }).click();
    await page.waitForURL(`${e2e.server.url}/dashboard`);
    await page.getByRole("heading", { name: "My Dashboard", level: 1 }).waitFor();
    await expectAccessible(page);

    // The link works once.
    await page.goto(link ?? "");
    await page.getByLabel("New password", { exact: true }).fill("third-password");
    await page.getByLabel("Confirm new password").fill("third-password");
    await page.getByRole("button", { name: "Save new password" }).click();
    await page.getByText("Failed to update password").first().waitFor();
    await page.context().close();
  });

  it("keeps nothing about the account in the browser's storage", async () => {
    const page = await newPage(e2e.browser, PHONE);
    await signUpOnPage(page, "Storage Check", "storage@example.org", "storage-password");
    expect(await page.evaluate(() => [localStorage.length, sessionStorage.length])).toEqual([0, 0]);
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name.includes("session_token"))).toMatchObject({
      httpOnly: true,
      sameSite: "Lax",
    });
    await page.context().close();
  });

  it("downloads the account's data from the dashboard as a ZIP holding data.json", async () => {
    const page = await newPage(e2e.browser);
    await signUpOnPage(page, "Download Check", "download@example.org", "download-password");
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Download my data" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("my-wic-data.zip");
    const files = unzipSync(new Uint8Array(await readFile(await download.path())));
    expect(JSON.parse(strFromU8(files["data.json"] ?? new Uint8Array()))).toMatchObject({
      account: [{ name: "Download Check", email: "download@example.org" }],
      emailConfirmed: false,
    });
    await page.context().close();
  });

  it("confirms the email address from the welcome email's link, and the dashboard stops asking", async () => {
    const page = await newPage(e2e.browser, PHONE);
    await signUpOnPage(page, "Confirm Check", "confirm@example.org", "confirm-password");
    const note = page.getByText("are included once you confirm that this address is yours");
    await note.waitFor();
    const welcome = await e2e.server.mail.waitFor((email) =>
      email.to.includes("confirm@example.org"),
    );
    const link = welcome.text.match(/http:\/\/\S+\/confirm-email\/[\w.-]+/)?.[0] ?? "";
    expect(link.startsWith(e2e.server.url)).toBe(true);

    await visit(page, link);
    await expectAccessible(page);
    // Opening the link confirms nothing: a mail scanner does that too. The button does.
    const [before] = await e2e.server.database.db
      .select({ emailVerified: users.emailVerified })
      .from(users)
      .where(eq(users.email, "confirm@example.org"));
    expect(before?.emailVerified).toBe(false);
    await page.getByRole("button", { name: "Confirm my email address" }).click();
    await page.waitForURL(`${e2e.server.url}/dashboard`);
    await page.getByText("Your email address is confirmed.").waitFor();
    expect(await note.count()).toBe(0);
    const [after] = await e2e.server.database.db
      .select({ emailVerified: users.emailVerified })
      .from(users)
      .where(eq(users.email, "confirm@example.org"));
    expect(after?.emailVerified).toBe(true);
    await page.context().close();
  });

  it("shows 'Admin Panel' to an administrator made by the CLI and 'My Dashboard' to others", async () => {
    const password = await ensureAdmin(e2e.server, {
      email: "chair@example.org",
      name: "Committee Chair",
    });
    const page = await newPage(e2e.browser);
    await visit(page, `${e2e.server.url}/`);
    await logInThroughDialog(page, "chair@example.org", password);
    await accountBar(page).getByRole("link", { name: "Admin Panel" }).waitFor();
    expect(await accountBar(page).getByRole("link", { name: "My Dashboard" }).count()).toBe(0);
    await page.context().close();
  });
});

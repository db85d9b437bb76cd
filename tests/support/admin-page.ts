import type { Browser, BrowserContextOptions, Page } from "playwright-core";
import { createOrPromoteAdmin } from "#app/features/accounts/accounts.server";
import type { Database } from "#app/lib/db/client.server";
import { DESKTOP, newPage, visit } from "./browser";
import type { TestServer } from "./server";

export interface Person {
  email: string;
  name: string;
}

/** The generated passwords of the administrators made in each test database. */
const passwords = new WeakMap<Database, Map<string, string>>();

/**
 * Makes `admin` an administrator the way `npm run admin` does (once per database) and returns
 * the password it was given.
 */
export async function ensureAdmin(server: TestServer, admin: Person): Promise<string> {
  const database = server.database.db;
  const known = passwords.get(database) ?? new Map<string, string>();
  passwords.set(database, known);
  const remembered = known.get(admin.email);
  if (remembered) return remembered;
  const { password } = await createOrPromoteAdmin(admin.email, admin.name, database);
  if (!password) throw new Error(`${admin.email} already had an account: its password is unknown`);
  known.set(admin.email, password);
  return password;
}

/**
 * Logs in through the log-in page, as a person would, and waits for where they land: the
 * dashboard, or the admin for staff.
 */
export async function logIn(
  page: Page,
  baseUrl: string,
  email: string,
  password: string,
  { javaScript = true, landsOn = "/dashboard" } = {},
): Promise<void> {
  await visit(page, `${baseUrl}/login`, 200, { javaScript });
  const main = page.getByRole("main");
  await main.getByLabel("Email").fill(email);
  await main.getByLabel("Password").fill(password);
  await main.getByRole("button", { name: "Log in" }).click();
  await page.waitForURL(`${baseUrl}${landsOn}`);
}

/** Logs `admin` in on this page (a frozen clock, a page already in use), made admin first. */
export async function logInAsAdmin(
  page: Page,
  server: TestServer,
  admin: Person,
  { javaScript = true } = {},
): Promise<void> {
  await logIn(page, server.url, admin.email, await ensureAdmin(server, admin), {
    javaScript,
    landsOn: "/admin",
  });
}

/** A new page (in its own context) with `admin` logged in; without JavaScript if the options say so. */
export async function adminPage(
  { server, browser }: { server: TestServer; browser: Browser },
  admin: Person,
  options: BrowserContextOptions = DESKTOP,
): Promise<Page> {
  const page = await newPage(browser, options);
  await logInAsAdmin(page, server, admin, { javaScript: options.javaScriptEnabled !== false });
  return page;
}

/** Opens the admin panel and follows its menu's `link` to `path`. */
export async function openAdminSection(
  page: Page,
  baseUrl: string,
  link: string | RegExp,
  path: string,
): Promise<void> {
  await visit(page, `${baseUrl}/admin`);
  // On a phone the menu is behind its button.
  const menuButton = page.getByRole("button", { name: /^Menu/ });
  if (await menuButton.isVisible()) await menuButton.click();
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: link }).click();
  await page.waitForURL(`${baseUrl}${path}`);
}

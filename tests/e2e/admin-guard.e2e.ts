import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "#app/features/accounts/schema";
import { setupAccounts } from "../support/auth";
import {
  dataAddress,
  productionBuild,
  type RouteEntry,
  routeAddress,
  routeTable,
} from "../support/route-table";
import { startTestServer, type TestServer } from "../support/server";

/**
 * Every address under /admin, read from the route table of the production build, answers anyone
 * but an administrator alike: whatever the route, the method or the way it is asked (a page, its
 * `.data`, a file), nobody can tell one admin address from another, nor which have a form.
 */

interface AdminAddress {
  /** The address that reaches this route's action. */
  path: string;
  /** The same for a script (React Router's `.data` requests). */
  data: string;
  /** A download (CSV, email preview) rather than a page: React Router answers it without HTML. */
  file: boolean;
  hasAction: boolean;
}

/** Every route under /admin (layouts, pages and downloads), as a browser would ask for it. */
function adminAddresses(routes: RouteEntry[]): AdminAddress[] {
  return routes
    .filter((route) => route.path.startsWith("/admin"))
    .map((route) => {
      const address = routeAddress(route, () => "1");
      return {
        path: address,
        data: dataAddress(address),
        file: route.isResource,
        hasAction: route.hasAction,
      };
    });
}

/**
 * A page's answer without what differs by request: scripts and preloads (the route's own code),
 * the nonce, and the address itself (in its canonical link and log-in link), which the asker knows.
 */
function pageText(html: string, url: string): string {
  const { pathname } = new URL(url, "http://localhost");
  const address = [pathname, encodeURIComponent(pathname)]
    .map((form) => `${form.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?=["?&#<])`)
    .join("|");
  return html
    .replace(/<script\b[\s\S]*?<\/script>/g, "")
    .replace(/<link\b[^>]*>/g, "")
    .replace(/ nonce="[^"]*"/g, "")
    .replace(new RegExp(address, "g"), "{this address}");
}

let server: TestServer;
let addresses: AdminAddress[];

beforeAll(async () => {
  server = await startTestServer();
  addresses = adminAddresses(routeTable(await productionBuild()));
});

const { cookies } = setupAccounts(() => server.database.db, {
  member: { name: "Member", email: "member@example.org" },
  admin: { name: "Admin", email: "admin@example.org", role: "admin" },
});
const senders = () => [
  { who: "anonymous", cookie: "" },
  { who: "member", cookie: cookies.member },
];

afterAll(async () => {
  await server?.close();
});

async function ask(url: string, method: string, cookie: string) {
  const response = await fetch(`${server.url}${url}`, {
    method,
    redirect: "manual",
    headers: {
      ...(cookie ? { Cookie: cookie } : {}),
      ...(method === "GET" || method === "HEAD"
        ? {}
        : { "Content-Type": "application/x-www-form-urlencoded" }),
    },
    body: method === "GET" || method === "HEAD" ? undefined : "intent=delete&id=1",
  });
  return { response, text: await response.text() };
}

describe("every admin address, asked by anyone but an administrator", () => {
  it("finds the admin pages and downloads in the route table", () => {
    const paths = addresses.map((address) => address.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        "/admin",
        "/admin?index",
        "/admin/prayer-times?index",
        "/admin/backups/run",
        "/admin/submissions/export.csv",
        "/admin/audit",
        "/admin/blog/1",
        "/admin/donations/gift-aid/1.csv",
        "/admin/no-such-page",
      ]),
    );
    expect(paths.length).toBeGreaterThan(45);
  });

  it("answers every post, put, patch and delete with the same 403, page, data and file alike", async () => {
    const answers = new Map<string, Set<string>>();
    const note = (group: string, value: string) => {
      answers.set(group, (answers.get(group) ?? new Set()).add(value));
    };
    for (const { who, cookie } of senders())
      for (const { path: page, data, file } of addresses)
        for (const method of ["POST", "PUT", "PATCH", "DELETE"])
          for (const url of [page, data]) {
            const { response, text } = await ask(url, method, cookie);
            const label = `${who} ${method} ${url}`;
            expect(response.status, label).toBe(403);
            const kind = url === data ? "data" : file ? "file" : "page";
            note(
              `${who} ${kind}`,
              `${response.headers.get("content-type")} ${kind === "page" ? pageText(text, url) : text}`,
            );
            if (kind === "page")
              note(
                "every page's message",
                /<main[\s\S]*<\/main>/.exec(pageText(text, url))?.[0] ?? "",
              );
            else expect(text, label).toContain(messages.adminRequired);
          }
    const groups = Object.fromEntries([...answers].map(([group, seen]) => [group, seen.size]));
    expect(groups).toEqual({
      "anonymous page": 1,
      "anonymous data": 1,
      "anonymous file": 1,
      "member page": 1,
      "member data": 1,
      "member file": 1,
      "every page's message": 1,
    });
    const [message = ""] = answers.get("every page's message") ?? [];
    expect(message).toContain("Access denied");
    // A file and a data request answer the member exactly as they answer anybody.
    for (const kind of ["data", "file"])
      expect(answers.get(`member ${kind}`)).toEqual(answers.get(`anonymous ${kind}`));
  });

  it("sends every page request to the home page with the 'Access denied' toast", async () => {
    const answers = new Map<string, Set<string>>();
    for (const { who, cookie } of senders())
      for (const { path: page, data } of addresses)
        for (const method of ["GET", "HEAD"])
          for (const url of [page, data]) {
            const { response, text } = await ask(url, method, cookie);
            const label = `${who} ${method} ${url}`;
            const toast = response.headers.getSetCookie().find((c) => c.startsWith("wic_toast="));
            expect(toast, label).toBeDefined();
            if (url === data) {
              // A script's navigation: React Router's own redirect for it.
              expect(response.status, label).toBe(202);
              if (method === "GET") expect(text, label).toContain('"redirect","/"');
            } else {
              expect(response.status, label).toBe(302);
              expect(response.headers.get("location"), label).toBe("/");
            }
            const group = `${method} ${url === data ? "data" : "page"}`;
            answers.set(
              group,
              (answers.get(group) ?? new Set()).add(`${response.status} ${toast} ${text}`),
            );
          }
    for (const [group, seen] of answers) expect(seen.size, group).toBe(1);
    const [home] = answers.get("GET page") ?? [];
    const cookie = /wic_toast=[^;]+/.exec(home ?? "")?.[0] ?? "";
    const landing = await fetch(`${server.url}/`, { headers: { Cookie: cookie } });
    expect(await landing.text()).toContain(messages.adminRequired);
  });
});

describe("an administrator", () => {
  it("still gets 405 from an address without a form, and reaches the forms", async () => {
    const withoutForm = addresses.filter((address) => !address.hasAction);
    expect(withoutForm.map((address) => address.path)).toEqual(
      expect.arrayContaining(["/admin/audit", "/admin/submissions/export.csv"]),
    );
    for (const { path: page, data } of withoutForm)
      for (const url of [page, data]) {
        const { response } = await ask(url, "POST", cookies.admin);
        expect(response.status, url).toBe(405);
      }
    const page = await ask("/admin/audit", "GET", cookies.admin);
    expect(page.response.status).toBe(200);
    // The emails page's form answers its own way (an unknown intent), not with a refusal.
    const form = await ask("/admin/emails", "POST", cookies.admin);
    expect([403, 405]).not.toContain(form.response.status);
    expect(form.response.status).toBeLessThan(500);
  });
});

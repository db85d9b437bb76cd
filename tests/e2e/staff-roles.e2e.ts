import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authMessages } from "#app/lib/auth/messages";
import { type StaffRole, staffRoles } from "#app/lib/auth/roles";
import { setupAccounts } from "../support/auth";
import { productionBuild, type RouteEntry, routeAddress, routeTable } from "../support/route-table";
import { startTestServer, type TestServer } from "../support/server";

/**
 * Every admin route of the production build, asked by every staff role: each answers as the
 * permission table below says. The table is written here, from the roles' descriptions, and not
 * read from the code, so a feature that declares the wrong area (or none) fails this test.
 */
const EVERY_ROLE = staffRoles;
const PERMISSION_TABLE: Record<string, readonly StaffRole[]> = {
  "/admin": EVERY_ROLE,
  "/admin/*": EVERY_ROLE,
  "/admin/submissions": ["administrator", "editor", "counselling"],
  "/admin/emails": ["administrator"],
  "/admin/audit": ["administrator"],
  "/admin/accounts": ["administrator"],
  "/admin/backups": ["administrator"],
  "/admin/retention": ["administrator"],
  "/admin/demo-content": ["administrator"],
  "/admin/settings": ["administrator"],
  "/admin/prayer-times": ["administrator", "editor"],
  "/admin/ramadan": ["administrator", "editor"],
  "/admin/eid": ["administrator", "editor"],
  "/admin/weekly-events": ["administrator", "editor"],
  "/admin/notices": ["administrator", "editor"],
  "/admin/newsletter": ["administrator", "editor"],
  "/admin/pages": ["administrator", "editor"],
  "/admin/blog": ["administrator", "editor"],
  "/admin/projects": ["administrator", "editor"],
  "/admin/media": ["administrator", "editor"],
  "/admin/directory": ["administrator", "directory"],
  "/admin/summer": ["administrator", "summer"],
  "/admin/competition": ["administrator", "summer"],
  "/admin/academy": ["administrator", "academy"],
  "/admin/donations": ["administrator", "treasurer"],
};

/** The table's row for a route: its own path, or the longest one above it. */
function allowedRoles(path: string): readonly StaffRole[] | undefined {
  if (PERMISSION_TABLE[path]) return PERMISSION_TABLE[path];
  const area = Object.keys(PERMISSION_TABLE)
    .filter((prefix) => prefix !== "/admin" && path.startsWith(`${prefix}/`))
    .sort((a, b) => b.length - a.length)[0];
  return area ? PERMISSION_TABLE[area] : undefined;
}

/** The refusal's words up to the first character HTML escapes. */
const ROLE_REQUIRED = authMessages.roleRequired.split("&")[0] ?? "";

let server: TestServer;
let routes: RouteEntry[];

beforeAll(async () => {
  server = await startTestServer();
  routes = routeTable(await productionBuild()).filter((route) => route.path.startsWith("/admin"));
});

afterAll(async () => {
  await server?.close();
});

const { cookies } = setupAccounts(
  () => server.database.db,
  Object.fromEntries(
    EVERY_ROLE.map((role) => [role, { name: role, email: `${role}@example.org`, roles: [role] }]),
  ) as Record<StaffRole, { name: string; email: string; roles: StaffRole[] }>,
);

async function ask(url: string, method: "GET" | "POST", role: StaffRole) {
  const response = await fetch(`${server.url}${url}`, {
    method,
    redirect: "manual",
    headers: {
      Cookie: cookies[role],
      ...(method === "POST" ? { "Content-Type": "application/x-www-form-urlencoded" } : {}),
    },
    body: method === "POST" ? "intent=delete&id=1" : undefined,
  });
  return {
    status: response.status,
    location: response.headers.get("location"),
    toast: response.headers.getSetCookie().some((cookie) => cookie.startsWith("wic_toast=")),
    text: await response.text(),
  };
}

describe("staff roles on every admin route", () => {
  it("has a row of the permission table for every admin route", () => {
    expect(routes.length).toBeGreaterThan(45);
    expect(routes.filter((route) => !allowedRoles(route.path)).map((route) => route.path)).toEqual(
      [],
    );
  });

  it("opens each route to the roles the table names, and sends the others back to the admin", async () => {
    const mismatches: string[] = [];
    for (const route of routes) {
      const address = routeAddress(route, () => "1");
      const allowed = allowedRoles(route.path) ?? [];
      for (const role of EVERY_ROLE) {
        const page = await ask(address, "GET", role);
        // The refusal: back to the admin's first page, with the toast saying why.
        const refused = page.status === 302 && page.location === "/admin" && page.toast;
        if (refused === allowed.includes(role))
          mismatches.push(`${role} GET ${address}: ${page.status} ${page.location ?? ""}`);
        if (!allowed.includes(role)) {
          const post = await ask(address, "POST", role);
          if (post.status !== 403 || !post.text.includes(ROLE_REQUIRED))
            mismatches.push(`${role} POST ${address}: ${post.status}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
  });

  it("shows each role only the menu entries it may open", async () => {
    const menuOf = async (role: StaffRole) => {
      const { text } = await ask("/admin", "GET", role);
      const nav = /<nav [^>]*aria-label="Admin"[\s\S]*?<\/nav>/.exec(text)?.[0] ?? "";
      return [...nav.matchAll(/href="([^"]+)"/g)].map((match) => match[1]);
    };
    expect(await menuOf("treasurer")).toEqual(["/admin", "/admin/donations"]);
    expect(await menuOf("counselling")).toEqual(["/admin", "/admin/submissions"]);
    expect(await menuOf("editor")).toEqual([
      "/admin",
      "/admin/submissions",
      "/admin/prayer-times",
      "/admin/ramadan",
      "/admin/eid",
      "/admin/weekly-events",
      "/admin/notices",
      "/admin/newsletter",
      "/admin/pages",
      "/admin/projects",
      "/admin/blog",
      "/admin/media",
    ]);
    expect((await menuOf("administrator")).length).toBeGreaterThan(15);
  });
});

import { eq } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { rolesOf } from "#app/lib/auth/session.server";
import { auditLog, outbox, rateLimits, users } from "#app/lib/db/schema";
import { answer, formResult, getAs, postAs, routeArgs, thrown } from "#tests/support/actions";
import { cookieFrom, createAccount } from "#tests/support/auth";
import { setupTestDatabase } from "#tests/support/database";
import { createOrPromoteAdmin, revokeAdmin } from "./accounts.server";
import { action as dashboardAction, loader as dashboardLoader } from "./routes/dashboard";
import { loader as exportLoader } from "./routes/dashboard-export";
import { messages } from "./schema";

const { db } = setupTestDatabase({ emptied: [outbox, rateLimits] });

async function postDashboard(fields: Record<string, string>, cookie: string) {
  return answer(await dashboardAction(postAs(cookie, "/dashboard", fields)));
}

describe("dashboard", () => {
  it("sends anonymous visitors to the home page with 'Please log in to access your dashboard'", async () => {
    const response = await thrown(() =>
      dashboardLoader(routeArgs(new Request("http://localhost/dashboard"))),
    );
    expect(response).toBeInstanceOf(Response);
    expect((response as Response).headers.get("Location")).toBe("/");
    const toastCookie = cookieFrom((response as Response).headers);
    const { takeToast } = await import("#app/lib/http/toast.server");
    const { toast } = await takeToast(
      new Request("http://localhost/", { headers: { Cookie: toastCookie } }),
    );
    expect(toast).toEqual({ type: "error", message: messages.dashboardLoginRequired });

    const exported = await thrown(() =>
      exportLoader(routeArgs(new Request("http://localhost/dashboard/export"))),
    );
    expect((exported as Response).status).toBe(302);
  });

  it("downloads the user's own data as a ZIP with data.json", async () => {
    const { cookie } = await createAccount(db(), { name: "Data", email: "data@example.org" });
    const response = (await exportLoader(getAs(cookie, "/dashboard/export"))) as Response;
    expect(response.headers.get("Content-Disposition")).toContain("attachment");
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    expect(JSON.parse(strFromU8(files["data.json"] ?? new Uint8Array()))).toMatchObject({
      account: [{ name: "Data", email: "data@example.org" }],
      staffRoles: [],
    });
  });

  it("changes the password with the current one, and deletes the account after confirmation", async () => {
    const { cookie, password } = await createAccount(db(), {
      name: "Owner",
      email: "owner@example.org",
    });
    const changePassword = (currentPassword: string) =>
      postDashboard(
        {
          intent: "change-password",
          currentPassword,
          password: "brand-new-pass",
          confirmPassword: "brand-new-pass",
        },
        cookie,
      );
    const badChange = await changePassword("wrong-one");
    expect(badChange.status).toBe(400);
    expect(badChange.data).toMatchObject({ intent: "change-password" });

    const change = await changePassword(password);
    expect(change.status).toBe(302);
    const newCookie = cookieFrom(change.headers, cookie);

    const deleteAccount = (confirm: string) =>
      postDashboard({ intent: "delete-account", password: "brand-new-pass", confirm }, newCookie);
    const owners = () => db().select().from(users).where(eq(users.email, "owner@example.org"));
    const unconfirmed = await deleteAccount("delete");
    expect(formResult(unconfirmed).error?.confirm).toEqual(["Type DELETE to confirm"]);
    expect(await owners()).toHaveLength(1);

    const deleted = await deleteAccount("DELETE");
    expect(deleted.status).toBe(302);
    expect(await owners()).toHaveLength(0);
  });
});

describe("administrators from the command line", () => {
  it("creates an admin with a generated password, promotes an existing user, revokes, and audits each", async () => {
    const created = await createOrPromoteAdmin("Boss@Example.org", "Boss", db());
    expect(created.created).toBe(true);
    expect(created.password).toMatch(/^[A-Za-z0-9_-]{16}$/);
    const [boss] = await db().select().from(users).where(eq(users.email, "boss@example.org"));
    expect(await rolesOf(boss?.id ?? "")).toEqual(["administrator"]);

    await createAccount(db(), { name: "Helper", email: "helper@example.org" });
    expect(await createOrPromoteAdmin("helper@example.org", "ignored", db())).toEqual({
      created: false,
      password: undefined,
    });
    expect(await revokeAdmin("helper@example.org", db())).toBe(true);
    const [helper] = await db().select().from(users).where(eq(users.email, "helper@example.org"));
    expect(await rolesOf(helper?.id ?? "")).toEqual([]);
    expect(await revokeAdmin("nobody@example.org", db())).toBe(false);

    const actions = (await db().select().from(auditLog)).map(
      (entry) => `${entry.action} ${entry.target}`,
    );
    expect(actions).toEqual([
      "admin.create user:boss@example.org",
      "admin.promote user:helper@example.org",
      "admin.revoke user:helper@example.org",
    ]);
  });
});

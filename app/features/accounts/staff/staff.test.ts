import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { rolesOf } from "#app/lib/auth/session.server";
import { auditLog, users } from "#app/lib/db/schema";
import { answer, expectRedirectWithToast } from "#tests/support/actions";
import { setupAdminTests } from "#tests/support/admin";
import * as accountsPage from "./routes/admin-accounts";
import { staffMessages } from "./schema";
import { staffAccounts } from "./staff.server";

const { db, get, post } = setupAdminTests();

const PAGE = "/admin/accounts";
const save = (fields: Record<string, string>) =>
  accountsPage.action(post(PAGE, fields, "admin")).then(answer);

/** Form fields for an email and its ticked roles, as the page's form sends them. */
function rolesForm(email: string, roles: string[]) {
  const form: Record<string, string> = { email };
  roles.forEach((role, index) => {
    form[`roles[${index}]`] = role;
  });
  return form;
}

async function idOf(email: string) {
  const [row] = await db().select({ id: users.id }).from(users).where(eq(users.email, email));
  return row?.id ?? "";
}

describe("accounts & roles", () => {
  it("gives a member roles by email, lists them, and records the change", async () => {
    const saved = await save(rolesForm(" Umar.User@Example.org ", ["treasurer", "academy"]));
    expectRedirectWithToast(saved, PAGE);
    expect(await rolesOf(await idOf("umar.user@example.org"))).toEqual(["treasurer", "academy"]);

    const { accounts } = await accountsPage.loader(get(PAGE, "admin"));
    expect(accounts.find((account) => account.email === "umar.user@example.org")?.roles).toEqual([
      "treasurer",
      "academy",
    ]);
    const [entry] = await db().select().from(auditLog).where(eq(auditLog.action, "roles.change"));
    expect(entry).toMatchObject({
      actorEmail: "aisha.admin@example.org",
      target: "user:umar.user@example.org",
      details: { before: [], after: ["treasurer", "academy"] },
    });

    expectRedirectWithToast(await save(rolesForm("umar.user@example.org", [])), PAGE);
    expect(await rolesOf(await idOf("umar.user@example.org"))).toEqual([]);
  });

  it("answers an unknown or malformed email next to the field, keeping what was typed", async () => {
    const unknown = await save(rolesForm("nobody@example.org", ["editor"]));
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(unknown.data)).toContain(staffMessages.noAccount);
    expect(JSON.stringify(unknown.data)).toContain("nobody@example.org");
    const malformed = await save(rolesForm("not an email", ["editor"]));
    expect(malformed.status).toBe(400);
    expect(JSON.stringify(malformed.data)).toContain(staffMessages.emailInvalid);
    const unknownRole = await save(rolesForm("umar.user@example.org", ["caliph"]));
    expect(unknownRole.status).toBe(400);
    expect(await rolesOf(await idOf("umar.user@example.org"))).toEqual([]);
  });

  it("never leaves the centre without an administrator", async () => {
    const refused = await save(rolesForm("aisha.admin@example.org", ["editor"]));
    expect(refused.status).toBe(409);
    expect(JSON.stringify(refused.data)).toContain(staffMessages.lastAdministrator);
    expect(await rolesOf(await idOf("aisha.admin@example.org"))).toEqual(["administrator"]);
    expect(await db().select().from(auditLog).where(eq(auditLog.action, "roles.change"))).toEqual(
      [],
    );
  });

  it("refuses the second of two administrators changing the same person's roles, keeping their ticks", async () => {
    const email = "umar.user@example.org";
    expectRedirectWithToast(await save(rolesForm(email, ["academy"])), PAGE);
    const id = await idOf(email);
    const open = async () =>
      (await accountsPage.loader(get(`${PAGE}?edit=${id}`, "admin"))).editing;
    const first = await open();
    const second = await open();
    expect(first?.version).toMatch(/^\d+$/);
    await db().delete(auditLog);

    const theirs = { ...rolesForm(email, ["editor", "treasurer"]), version: first?.version ?? "" };
    expectRedirectWithToast(await save(theirs), PAGE);
    const newest = (await open())?.version;
    expect(newest).not.toBe(first?.version);

    const mine = rolesForm(email, ["academy", "summer", "directory"]);
    const refused = await save({ ...mine, version: second?.version ?? "" });
    expect(refused.status).toBe(409);
    expect(refused.data).toMatchObject({
      version: newest,
      result: {
        initialValue: { email, roles: ["academy", "summer", "directory"] },
        error: {
          "": [
            "Someone else saved this account's roles after you opened it. Their version differs from yours in: Roles. Your text is still in the form: save again to replace their version with yours, or reload the page to start from theirs.",
          ],
        },
      },
    });
    expect(await rolesOf(id)).toEqual(["editor", "treasurer"]);

    // Sent again with the newest version (the form now carries it), it replaces theirs.
    expectRedirectWithToast(await save({ ...mine, version: newest ?? "" }), PAGE);
    expect(await rolesOf(id)).toEqual(["academy", "summer", "directory"]);
    const changes = await db().select().from(auditLog).where(eq(auditLog.action, "roles.change"));
    expect(changes.map((entry) => entry.details)).toEqual([
      { before: ["academy"], after: ["editor", "treasurer"] },
      { before: ["editor", "treasurer"], after: ["academy", "summer", "directory"] },
    ]);

    // Ticked as they now are but from a form older than that: refused too, saying so.
    const same = await save({ ...mine, version: newest ?? "" });
    expect(same.status).toBe(409);
    expect(JSON.stringify(same.data)).toContain("Their version is the same as yours.");
    expectRedirectWithToast(await save(rolesForm(email, [])), PAGE);
  });

  it("moves an account's version only when its roles change", async () => {
    const email = "esra.editor@example.org";
    const version = async () =>
      (await staffAccounts()).find((account) => account.email === email)?.version;
    const before = await version();
    const unchanged = await save({ ...rolesForm(email, ["editor"]), version: before ?? "" });
    expectRedirectWithToast(unchanged, PAGE);
    expect(await version()).toBe(before);

    const changed = await save({
      ...rolesForm(email, ["editor", "academy"]),
      version: before ?? "",
    });
    expectRedirectWithToast(changed, PAGE);
    const after = await version();
    expect(after).not.toBe(before);
    expectRedirectWithToast(
      await save({ ...rolesForm(email, ["editor"]), version: after ?? "" }),
      PAGE,
    );
  });

  it("keeps the last administrator with an up-to-date form, and leaves the version alone", async () => {
    const email = "aisha.admin@example.org";
    const { editing } = await accountsPage.loader(
      get(`${PAGE}?edit=${await idOf(email)}`, "admin"),
    );
    const refused = await save({
      ...rolesForm(email, ["editor"]),
      version: editing?.version ?? "",
    });
    expect(refused.status).toBe(409);
    expect(JSON.stringify(refused.data)).toContain(staffMessages.lastAdministrator);
    expect((await staffAccounts()).find((account) => account.email === email)?.version).toBe(
      editing?.version,
    );
  });
});

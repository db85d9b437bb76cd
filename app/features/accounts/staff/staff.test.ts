import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { rolesOf } from "#app/lib/auth/session.server";
import { auditLog, users } from "#app/lib/db/schema";
import { answer, expectRedirectWithToast } from "#tests/support/actions";
import { setupAdminTests } from "#tests/support/admin";
import * as accountsPage from "./routes/admin-accounts";
import { staffMessages } from "./schema";

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
});

import { asc, count, eq } from "drizzle-orm";
import { recordAudit } from "#app/lib/audit/audit.server";
import { type StaffRole, sortedRoles } from "#app/lib/auth/roles";
import type { CurrentUser } from "#app/lib/auth/session.server";
import { db } from "#app/lib/db/client.server";
import { staffRoleGrants, users } from "#app/lib/db/schema";
import type { StaffRolesInput } from "./schema";

export interface StaffAccount {
  id: string;
  name: string;
  email: string;
  roles: StaffRole[];
}

/** Every account holding a role, by name. */
export async function staffAccounts(): Promise<StaffAccount[]> {
  const rows = await db()
    .select({ id: users.id, name: users.name, email: users.email, role: staffRoleGrants.role })
    .from(users)
    .innerJoin(staffRoleGrants, eq(staffRoleGrants.userId, users.id))
    .orderBy(asc(users.name), asc(users.email));
  const accounts = new Map<string, StaffAccount>();
  for (const { role, ...person } of rows) {
    const account = accounts.get(person.id) ?? { ...person, roles: [] };
    account.roles.push(role);
    accounts.set(person.id, account);
  }
  return [...accounts.values()].map((account) => ({
    ...account,
    roles: sortedRoles(account.roles),
  }));
}

class LastAdministrator extends Error {}

/**
 * Gives an account exactly `roles` and records the change (before and after) in the audit log,
 * in one transaction. Refused when no account has the email, or when it would leave the centre
 * without an administrator.
 */
export async function saveStaffRoles(
  actor: CurrentUser,
  { email, roles }: StaffRolesInput,
): Promise<"saved" | "unchanged" | "no-account" | "last-administrator"> {
  const [account] = await db().select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!account) return "no-account";
  const after = sortedRoles(roles);
  try {
    return await db().transaction(async (tx) => {
      const removed = await tx
        .delete(staffRoleGrants)
        .where(eq(staffRoleGrants.userId, account.id))
        .returning({ role: staffRoleGrants.role });
      const before = sortedRoles(removed.map((grant) => grant.role));
      if (after.length > 0)
        await tx
          .insert(staffRoleGrants)
          .values(after.map((role) => ({ userId: account.id, role })));
      if (before.join() === after.join()) return "unchanged";
      const [administrators] = await tx
        .select({ total: count() })
        .from(staffRoleGrants)
        .where(eq(staffRoleGrants.role, "administrator"));
      if (!administrators?.total) throw new LastAdministrator();
      await recordAudit(actor, "roles.change", `user:${email}`, { before, after }, tx);
      return "saved";
    });
  } catch (error) {
    if (error instanceof LastAdministrator) return "last-administrator";
    throw error;
  }
}

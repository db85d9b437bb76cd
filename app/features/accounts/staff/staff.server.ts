import { asc, count, eq, sql } from "drizzle-orm";
import { recordAudit } from "#app/lib/audit/audit.server";
import { type StaffRole, sortedRoles } from "#app/lib/auth/roles";
import type { CurrentUser } from "#app/lib/auth/session.server";
import { db } from "#app/lib/db/client.server";
import { staffRoleGrants, users } from "#app/lib/db/schema";
import { NO_CHECK, type SaveCheck, type StaleSave, staleSave, versionOf } from "#app/lib/versions";
import { STAFF_FIELD_LABELS, type StaffRolesInput } from "./schema";

export interface StaffAccount {
  id: string;
  name: string;
  email: string;
  roles: StaffRole[];
  /** The version of its roles (its account's last change), which the roles form carries. */
  version: string;
}

/** Every account holding a role, by name. */
export async function staffAccounts(): Promise<StaffAccount[]> {
  const rows = await db()
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      updatedAt: users.updatedAt,
      role: staffRoleGrants.role,
    })
    .from(users)
    .innerJoin(staffRoleGrants, eq(staffRoleGrants.userId, users.id))
    .orderBy(asc(users.name), asc(users.email));
  const accounts = new Map<string, StaffAccount>();
  for (const { role, updatedAt, ...person } of rows) {
    const account = accounts.get(person.id) ?? {
      ...person,
      roles: [],
      version: versionOf(updatedAt),
    };
    account.roles.push(role);
    accounts.set(person.id, account);
  }
  return [...accounts.values()].map((account) => ({
    ...account,
    roles: sortedRoles(account.roles),
  }));
}

class LastAdministrator extends Error {}

/** What a refusal compares: the roles, as the form's boxes show them. */
const ROLES_FIELD = { roles: STAFF_FIELD_LABELS.roles };

/**
 * Gives an account exactly `roles` and records the change (before and after) in the audit log,
 * in one transaction that also moves the account's version. Refused when no account has the
 * email, when it would leave the centre without an administrator, or (with the fields that
 * differ) when someone else changed the account since the form was opened.
 */
export async function saveStaffRoles(
  actor: CurrentUser,
  { email, roles }: StaffRolesInput,
  /** The version the form was opened on and the form as sent: a save over a newer one is refused. */
  check: SaveCheck = NO_CHECK,
): Promise<"saved" | "unchanged" | "no-account" | "last-administrator" | StaleSave> {
  try {
    return await db().transaction(async (tx) => {
      // Locked: two saves of the same account's roles take turns, the second seeing the first.
      const [account] = await tx
        .select({ id: users.id, updatedAt: users.updatedAt })
        .from(users)
        .where(eq(users.email, email))
        .for("update");
      if (!account) return "no-account";
      const granted = await tx
        .select({ role: staffRoleGrants.role })
        .from(staffRoleGrants)
        .where(eq(staffRoleGrants.userId, account.id));
      const before = sortedRoles(granted.map((grant) => grant.role));
      const stale = staleSave(account.updatedAt, check, () => ({ roles: before }), ROLES_FIELD);
      if (stale) return stale;
      if (before.join() === roles.join()) return "unchanged";

      await tx.delete(staffRoleGrants).where(eq(staffRoleGrants.userId, account.id));
      if (roles.length > 0)
        await tx
          .insert(staffRoleGrants)
          .values(roles.map((role) => ({ userId: account.id, role })));
      const [administrators] = await tx
        .select({ total: count() })
        .from(staffRoleGrants)
        .where(eq(staffRoleGrants.role, "administrator"));
      if (!administrators?.total) throw new LastAdministrator();
      await tx.update(users).set({ updatedAt: sql`now()` }).where(eq(users.id, account.id));
      await recordAudit(actor, "roles.change", `user:${email}`, { before, after: roles }, tx);
      return "saved";
    });
  } catch (error) {
    if (error instanceof LastAdministrator) return "last-administrator";
    throw error;
  }
}

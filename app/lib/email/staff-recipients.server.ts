import { eq } from "drizzle-orm";
import { getSiteSettings } from "#app/lib/config/settings.server";
import { notificationAddress } from "#app/lib/config/site";
import type { Transaction } from "#app/lib/db/client.server";
import { staffRoleGrants, users } from "#app/lib/db/schema";

/**
 * Who hears of what needs an administrator: every administrator's address, or the centre's
 * notifications address while there is no administrator account.
 */
export async function administratorAddresses(tx: Transaction): Promise<string[]> {
  const admins = await tx
    .select({ email: users.email })
    .from(users)
    .innerJoin(staffRoleGrants, eq(staffRoleGrants.userId, users.id))
    .where(eq(staffRoleGrants.role, "administrator"));
  return admins.length > 0
    ? admins.map((admin) => admin.email)
    : [notificationAddress(await getSiteSettings(tx), "notifications")];
}

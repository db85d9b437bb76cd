import { asc, eq } from "drizzle-orm";
import { columnsOf } from "#app/lib/db/columns";
import { accounts, sessions, staffRoleGrants, users } from "#app/lib/db/schema";
import { emailsSentTo } from "#app/lib/email/outbox.server";
import { type DataSubject, type PersonalData, personRows } from "#app/lib/personal-data.server";

/** The account itself: no password hash, session token or reset token (they are secrets). */
export async function accountData(subject: DataSubject): Promise<PersonalData> {
  const [account, staffRoles, signInMethods, signIns, emails] = await Promise.all([
    personRows(
      users,
      columnsOf(users, ["id", "name", "email", "emailVerified", "image", "createdAt", "updatedAt"]),
      eq(users.id, subject.userId),
    ),
    personRows(
      staffRoleGrants,
      columnsOf(staffRoleGrants, ["role", "grantedAt"]),
      eq(staffRoleGrants.userId, subject.userId),
      asc(staffRoleGrants.role),
    ),
    personRows(
      accounts,
      columnsOf(accounts, ["providerId", "createdAt", "updatedAt"]),
      eq(accounts.userId, subject.userId),
      asc(accounts.createdAt),
    ),
    personRows(
      sessions,
      columnsOf(sessions, ["createdAt", "updatedAt", "expiresAt", "ipAddress", "userAgent"]),
      eq(sessions.userId, subject.userId),
      asc(sessions.createdAt),
    ),
    subject.confirmedEmail ? emailsSentTo(subject.confirmedEmail) : [],
  ]);
  return {
    records: { account, staffRoles, signInMethods, sessions: signIns, emails },
    auditTargets: [`user:${subject.email.toLowerCase()}`],
  };
}

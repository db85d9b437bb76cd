import { asc, eq, getTableColumns } from "drizzle-orm";
import { accounts, sessions, users } from "#app/lib/db/schema";
import { emailsSentTo } from "#app/lib/email/outbox.server";
import { type DataSubject, type PersonalData, personRows } from "#app/lib/personal-data.server";
import { pick } from "#app/lib/pick";

/** The account itself: no password hash, session token or reset token (they are secrets). */
export async function accountData(subject: DataSubject): Promise<PersonalData> {
  const [account, signInMethods, signIns, emails] = await Promise.all([
    personRows(
      users,
      pick(getTableColumns(users), [
        "id",
        "name",
        "email",
        "emailVerified",
        "image",
        "role",
        "createdAt",
        "updatedAt",
      ]),
      eq(users.id, subject.userId),
    ),
    personRows(
      accounts,
      pick(getTableColumns(accounts), ["providerId", "createdAt", "updatedAt"]),
      eq(accounts.userId, subject.userId),
      asc(accounts.createdAt),
    ),
    personRows(
      sessions,
      pick(getTableColumns(sessions), [
        "createdAt",
        "updatedAt",
        "expiresAt",
        "ipAddress",
        "userAgent",
      ]),
      eq(sessions.userId, subject.userId),
      asc(sessions.createdAt),
    ),
    subject.confirmedEmail ? emailsSentTo(subject.confirmedEmail) : [],
  ]);
  return {
    records: { account, signInMethods, sessions: signIns, emails },
    auditTargets: [`user:${subject.email.toLowerCase()}`],
  };
}

import { asc, eq } from "drizzle-orm";
import { db } from "#app/lib/db/client.server";
import { accounts, sessions, users } from "#app/lib/db/schema";
import { emailsSentTo } from "#app/lib/email/outbox.server";
import type { DataSubject, PersonalData } from "#app/lib/personal-data.server";

/** The account itself: no password hash, session token or reset token (they are secrets). */
export async function accountData(subject: DataSubject): Promise<PersonalData> {
  const [account, signInMethods, signIns, emails] = await Promise.all([
    db()
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        emailVerified: users.emailVerified,
        image: users.image,
        role: users.role,
        createdAt: users.createdAt,
        updatedAt: users.updatedAt,
      })
      .from(users)
      .where(eq(users.id, subject.userId)),
    db()
      .select({
        providerId: accounts.providerId,
        createdAt: accounts.createdAt,
        updatedAt: accounts.updatedAt,
      })
      .from(accounts)
      .where(eq(accounts.userId, subject.userId))
      .orderBy(asc(accounts.createdAt)),
    db()
      .select({
        createdAt: sessions.createdAt,
        updatedAt: sessions.updatedAt,
        expiresAt: sessions.expiresAt,
        ipAddress: sessions.ipAddress,
        userAgent: sessions.userAgent,
      })
      .from(sessions)
      .where(eq(sessions.userId, subject.userId))
      .orderBy(asc(sessions.createdAt)),
    subject.confirmedEmail ? emailsSentTo(subject.confirmedEmail) : [],
  ]);
  return {
    records: { account, signInMethods, sessions: signIns, emails },
    auditTargets: [`user:${subject.email.toLowerCase()}`],
  };
}

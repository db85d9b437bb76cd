import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { db } from "#app/lib/db/client.server";
import { countRows } from "#app/lib/db/counts.server";
import {
  summerChildren,
  summerOpeningNotices,
  summerProgrammes,
  summerRegistrations,
  summerSessions,
} from "#app/lib/db/schema";
import { ANONYMISED_NAME, cutoffDate, RETENTION_RULES } from "#app/lib/privacy/retention";

/**
 * Retention of summer registrations (decision 0263): 24 months after a season's last session the
 * parents' and children's names and contact details are removed. The registration row stays, with
 * its amounts, dates and status, as the payment record the accounts need; so do its payments.
 */

/** Seasons whose last session is more than the period before today (UK dates). */
async function endedSeasonIds(now: Date): Promise<number[]> {
  const cutoff = cutoffDate(RETENTION_RULES.summerRegistrations.period, now);
  const rows = await db()
    .select({ id: summerProgrammes.seasonId })
    .from(summerProgrammes)
    .innerJoin(summerSessions, eq(summerSessions.programmeId, summerProgrammes.id))
    .groupBy(summerProgrammes.seasonId)
    .having(sql`max(${summerSessions.date}) < ${cutoff}`);
  return rows.map((row) => row.id);
}

const notYetAnonymised = (seasonIds: number[]) =>
  and(inArray(summerRegistrations.seasonId, seasonIds), isNull(summerRegistrations.anonymisedAt));

export async function countSummerRegistrationsToAnonymise(now: Date): Promise<number> {
  const seasons = await endedSeasonIds(now);
  if (seasons.length === 0) return 0;
  return countRows(summerRegistrations, notYetAnonymised(seasons));
}

/** The stored price breakdown with each child's name replaced by "Child 1", "Child 2"… */
function anonymisedPricing(pricing: Record<string, unknown>): Record<string, unknown> {
  const children = Array.isArray(pricing.children) ? pricing.children : [];
  return {
    ...pricing,
    children: children.map((child: unknown, index) =>
      child && typeof child === "object" ? { ...child, name: `Child ${index + 1}` } : child,
    ),
  };
}

/**
 * Anonymises the registrations of ended seasons, and forgets the "tell me when it opens" addresses
 * of those seasons. Rows are claimed by the UPDATE (`anonymised_at IS NULL`), so two servers
 * running at once do each row once.
 */
export async function anonymiseEndedSummerRegistrations(now: Date): Promise<number> {
  const seasons = await endedSeasonIds(now);
  if (seasons.length === 0) return 0;
  return db().transaction(async (tx) => {
    const claimed = await tx
      .update(summerRegistrations)
      .set({
        parentName: ANONYMISED_NAME,
        parentEmail: "",
        parentPhone: "",
        childrenDetails: "",
        anonymisedAt: now,
      })
      .where(notYetAnonymised(seasons))
      .returning({ id: summerRegistrations.id, pricing: summerRegistrations.pricing });
    for (const registration of claimed)
      await tx
        .update(summerRegistrations)
        .set({ pricing: anonymisedPricing(registration.pricing) })
        .where(eq(summerRegistrations.id, registration.id));
    if (claimed.length > 0)
      await tx
        .update(summerChildren)
        .set({ name: sql`'Child ' || (${summerChildren.position} + 1)` })
        .where(
          inArray(
            summerChildren.registrationId,
            claimed.map((registration) => registration.id),
          ),
        );
    await tx.delete(summerOpeningNotices).where(inArray(summerOpeningNotices.seasonId, seasons));
    return claimed.length;
  });
}

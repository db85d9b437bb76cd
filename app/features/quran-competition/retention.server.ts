import { and, inArray, isNull, lt, sql } from "drizzle-orm";
import { db } from "#app/lib/db/client.server";
import { countRows } from "#app/lib/db/counts.server";
import { competitionEditions, competitionRegistrations } from "#app/lib/db/schema";
import { ANONYMISED_NAME, cutoffDate, RETENTION_RULES } from "#app/lib/privacy/retention";

/**
 * Retention of competition registrations (decision 0264): 24 months after the competition day the
 * participants' and parents' names, contact details and postcodes are removed. Age, gender,
 * category, group, scores, status and payment stay: the results and the payment record, nameless.
 */

function toAnonymise(now: Date) {
  const cutoff = cutoffDate(RETENTION_RULES.competitionRegistrations.period, now);
  const endedEditions = db()
    .select({ id: competitionEditions.id })
    .from(competitionEditions)
    .where(lt(competitionEditions.eventDate, cutoff));
  return and(
    inArray(competitionRegistrations.editionId, endedEditions),
    isNull(competitionRegistrations.anonymisedAt),
  );
}

export function countCompetitionRegistrationsToAnonymise(now: Date): Promise<number> {
  return countRows(competitionRegistrations, toAnonymise(now));
}

/** Claimed by the UPDATE itself (`anonymised_at IS NULL`): each row once, whoever runs it. */
export async function anonymiseEndedCompetitionRegistrations(now: Date): Promise<number> {
  const claimed = await db()
    .update(competitionRegistrations)
    .set({
      parentName: ANONYMISED_NAME,
      parentEmail: "",
      parentPhone: "",
      childName: sql`case when ${competitionRegistrations.childName} is null then null else ${ANONYMISED_NAME} end`,
      // Unique per edition and category, so each row gets its own meaningless key.
      participantKey: sql`'anonymised:' || ${competitionRegistrations.id}`,
      postcode: "",
      anonymisedAt: now,
    })
    .where(toAnonymise(now))
    .returning({ id: competitionRegistrations.id });
  return claimed.length;
}

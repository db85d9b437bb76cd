import { and, eq, lt } from "drizzle-orm";
import { db } from "#app/lib/db/client.server";
import { countRows } from "#app/lib/db/counts.server";
import { businesses, jobSeekers } from "#app/lib/db/schema";
import { RETENTION_RULES, retentionCutoff } from "#app/lib/privacy/retention";
import { forgetCv } from "./seekers/cv-files.server";

/**
 * Listings declined longer ago than the `declinedListings` rule's period. Declining stamps
 * `updated_at`; an owner's change sends the listing back for review (no longer denied), so the
 * period runs from the decision the owner did nothing about.
 */
const declinedBefore = (now: Date) => {
  const cutoff = retentionCutoff(RETENTION_RULES.declinedListings.period, now);
  return {
    business: and(eq(businesses.status, "denied"), lt(businesses.updatedAt, cutoff)),
    seeker: and(eq(jobSeekers.status, "denied"), lt(jobSeekers.updatedAt, cutoff)),
  };
};

export async function countDeclinedListings(now: Date): Promise<number> {
  const due = declinedBefore(now);
  const [business, seeker] = await Promise.all([
    countRows(businesses, due.business),
    countRows(jobSeekers, due.seeker),
  ]);
  return business + seeker;
}

/**
 * Deletes them (retention rule `declinedListings`) with the CVs; logos and pictures go with the
 * unused images later in the same run.
 */
export async function deleteDeclinedListings(now: Date): Promise<number> {
  const due = declinedBefore(now);
  const deletedBusinesses = await db()
    .delete(businesses)
    .where(due.business)
    .returning({ id: businesses.id });
  const deletedSeekers = await db()
    .delete(jobSeekers)
    .where(due.seeker)
    .returning({ cvFile: jobSeekers.cvFile });
  for (const { cvFile } of deletedSeekers) await forgetCv(cvFile);
  return deletedBusinesses.length + deletedSeekers.length;
}

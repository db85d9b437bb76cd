import { eq, inArray } from "drizzle-orm";
import { db } from "#app/lib/db/client.server";
import { businesses, jobSeekers } from "#app/lib/db/schema";
import { forgetCv } from "./seekers/cv-files.server";

/** The businesses and profiles a user owns (read before their account goes: it unlinks them). */
export async function ownedListings(userId: string) {
  const [ownBusinesses, ownSeekers] = await Promise.all([
    db().select({ id: businesses.id }).from(businesses).where(eq(businesses.ownerId, userId)),
    db()
      .select({ id: jobSeekers.id, cvFile: jobSeekers.cvFile })
      .from(jobSeekers)
      .where(eq(jobSeekers.ownerId, userId)),
  ]);
  return { businessIds: ownBusinesses.map((row) => row.id), seekers: ownSeekers };
}

/** With a deleted account go its listings and CVs: nothing of theirs stays in the directory. */
export async function deleteOwnedListings(owned: Awaited<ReturnType<typeof ownedListings>>) {
  await db().transaction(async (tx) => {
    if (owned.businessIds.length > 0)
      await tx.delete(businesses).where(inArray(businesses.id, owned.businessIds));
    if (owned.seekers.length > 0)
      await tx.delete(jobSeekers).where(
        inArray(
          jobSeekers.id,
          owned.seekers.map((seeker) => seeker.id),
        ),
      );
  });
  for (const seeker of owned.seekers) await forgetCv(seeker.cvFile);
}

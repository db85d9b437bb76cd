import { lt } from "drizzle-orm";
import { db } from "#app/lib/db/client.server";
import { countRows } from "#app/lib/db/counts.server";
import { iftarSignups, iftarVolunteers } from "#app/lib/db/schema";

/**
 * Retention of the community iftars' people (decision 0382): the sign-ups and the rota of every
 * night before `cutoff` (a YYYY-MM-DD date, the rule's period before today) are deleted; the
 * nights themselves (a date, places and a note) stay. Deleting is idempotent, so two servers
 * running at once delete each row once.
 */

export async function countIftarPeopleToDelete(cutoff: string): Promise<number> {
  const [signups, volunteers] = await Promise.all([
    countRows(iftarSignups, lt(iftarSignups.date, cutoff)),
    countRows(iftarVolunteers, lt(iftarVolunteers.date, cutoff)),
  ]);
  return signups + volunteers;
}

export async function deleteIftarPeople(cutoff: string): Promise<number> {
  return db().transaction(async (tx) => {
    const signups = await tx
      .delete(iftarSignups)
      .where(lt(iftarSignups.date, cutoff))
      .returning({ id: iftarSignups.id });
    const volunteers = await tx
      .delete(iftarVolunteers)
      .where(lt(iftarVolunteers.date, cutoff))
      .returning({ id: iftarVolunteers.id });
    return signups.length + volunteers.length;
  });
}

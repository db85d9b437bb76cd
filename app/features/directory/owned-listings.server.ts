import { desc, eq, inArray } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { db } from "#app/lib/db/client.server";
import type { ListingStatus } from "#app/lib/db/enums";
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

/** What /dashboard shows of each of the user's listings, whatever its kind. */
export interface OwnListing {
  id: number;
  status: ListingStatus;
  adminNote: string | null;
  updatedAt: string;
}

type OwnedRow = Omit<OwnListing, "updatedAt"> & { updatedAt: Date };
type OwnedTable<Row> = PgTable & {
  $inferSelect: Row;
  id: PgColumn;
  ownerId: PgColumn;
  updatedAt: PgColumn;
};

/** The user's listings of one kind for /dashboard, the last changed first, with their own details. */
export async function listOwn<Row extends OwnedRow, Details>(
  table: OwnedTable<Row>,
  userId: string,
  details: (row: Row) => Details,
): Promise<(OwnListing & Details)[]> {
  const rows = await db()
    .select()
    .from(table as PgTable)
    .where(eq(table.ownerId, userId))
    .orderBy(desc(table.updatedAt), desc(table.id));
  // Drizzle cannot type a select from a generic table; the rows are the table's own.
  return (rows as Row[]).map((row) => ({
    id: row.id,
    status: row.status,
    adminNote: row.adminNote,
    updatedAt: row.updatedAt.toISOString(),
    ...details(row),
  }));
}

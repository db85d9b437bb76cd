import { eq } from "drizzle-orm";
import { data } from "react-router";
import { recordAudit } from "#app/lib/audit/audit.server";
import { hasPermission } from "#app/lib/auth/roles";
import type { CurrentUser } from "#app/lib/auth/session.server";
import { db, type Transaction } from "#app/lib/db/client.server";
import { businesses, jobSeekers } from "#app/lib/db/schema";
import { redirectWithToast } from "#app/lib/http/toast.server";
import { failedWithValues, type Kept, writeFailure } from "./form-answers.server";
import { notifyAdminsOfReview } from "./listings.server";
import { type Transition, transition } from "./rules";
import type { ListingKind } from "./schema";
import { forgetCv } from "./seekers/cv-files.server";

/** Changes to a business or a job-seeker profile after it was submitted: edits and deletes. */

/** New column values of a listing, of its kind. */
export type ListingWrite =
  | { kind: "business"; id: number; values: Partial<typeof businesses.$inferInsert> }
  | { kind: "seeker"; id: number; values: Partial<typeof jobSeekers.$inferInsert> };

/** What an edit or a delete needs to know of the listing as it was. */
interface Listing {
  kind: ListingKind;
  id: number;
  name: string;
  status: (typeof businesses.$inferSelect)["status"];
  adminNote: string | null;
}

export const auditTarget = (kind: ListingKind, id: number) =>
  kind === "business" ? `business:${id}` : `job-seeker:${id}`;
export const auditAction = (kind: ListingKind, action: string) =>
  kind === "business" ? `business.${action}` : `job-seeker.${action}`;

export async function writeListing(tx: Transaction, write: ListingWrite) {
  if (write.kind === "business")
    await tx.update(businesses).set(write.values).where(eq(businesses.id, write.id));
  else await tx.update(jobSeekers).set(write.values).where(eq(jobSeekers.id, write.id));
}

/** Deletes a listing; the answer is the CV file it leaves unused (a job seeker's). */
async function removeListing(
  tx: Transaction,
  kind: ListingKind,
  id: number,
): Promise<string | null> {
  if (kind === "business") {
    await tx.delete(businesses).where(eq(businesses.id, id));
    return null;
  }
  const [removed] = await tx
    .delete(jobSeekers)
    .where(eq(jobSeekers.id, id))
    .returning({ cvFile: jobSeekers.cvFile });
  return removed?.cvFile ?? null;
}

/**
 * Who the user is to a listing owned by `ownerId`: a directory moderator (or administrator) or its owner; anyone else
 * is refused (403 with `noPermission`).
 */
export function actorOf(
  user: CurrentUser,
  ownerId: string | null,
  noPermission: string,
): "admin" | "owner" {
  if (hasPermission(user.roles, "directory.manage")) return "admin";
  if (ownerId === user.id) return "owner";
  throw data(noPermission, { status: 403 });
}

/**
 * Stores an edit (the listing renamed `name`, perhaps) with the status and note `change` gives,
 * in one transaction: an administrator's edit is audited; an owner's edit of a denied listing
 * tells the administrators it is back for review.
 */
export async function saveListingEdit(
  user: CurrentUser,
  actor: "admin" | "owner",
  before: Omit<Listing, "name">,
  name: string,
  write: ListingWrite,
  change: Extract<Transition, { ok: true }>,
) {
  const status = change.status === "deleted" ? before.status : change.status;
  const stamp = {
    status,
    adminNote: change.note === "clear" ? null : before.adminNote,
    updatedAt: new Date(),
  };
  await db().transaction(async (tx) => {
    await writeListing(tx, { ...write, values: { ...write.values, ...stamp } } as ListingWrite);
    if (actor === "owner" && before.status === "denied")
      await notifyAdminsOfReview(tx, user.name, [
        { kind: before.kind === "business" ? "Business" : "Job seeker", name },
      ]);
    if (actor === "admin")
      await recordAudit(
        user,
        auditAction(before.kind, "edit"),
        auditTarget(before.kind, before.id),
        { name, from: before.status, to: status },
        tx,
      );
  });
}

/**
 * Deletes a listing with, for an administrator, its audit entry; the answer is the CV file it
 * leaves unused.
 */
export function deleteListing(
  user: CurrentUser,
  actor: "admin" | "owner",
  listing: Pick<Listing, "kind" | "id" | "name">,
) {
  return db().transaction(async (tx) => {
    const cvFile = await removeListing(tx, listing.kind, listing.id);
    if (actor === "admin")
      await recordAudit(
        user,
        auditAction(listing.kind, "delete"),
        auditTarget(listing.kind, listing.id),
        { name: listing.name },
        tx,
      );
    return cvFile;
  });
}

/**
 * Delete from the dashboard or the edit page (decision 0118): owners only what is not approved,
 * administrators anything (audited). If the database fails, the edit form shows the listing's
 * `values` with the failure message (administrators also read the database's reason).
 */
export async function deleteOwnListing(
  user: CurrentUser,
  actor: "admin" | "owner",
  listing: Omit<Listing, "adminNote">,
  form: { values: Record<string, unknown>; kept: Kept },
  messages: {
    deleteApproved: string;
    deleteFailed: string;
    deleteFailedFor: (reason: string) => string;
    deleted: string;
  },
) {
  if (!transition(actor, listing.status, "delete").ok)
    throw data(messages.deleteApproved, { status: 403 });
  let cvFile: string | null;
  try {
    cvFile = await deleteListing(user, actor, listing);
  } catch (error) {
    const what = listing.kind === "business" ? "a business" : "a job-seeker profile";
    const reason = writeFailure(`deleting ${what}`, error);
    const message = actor === "admin" ? messages.deleteFailedFor(reason) : messages.deleteFailed;
    return failedWithValues(form.values, message, form.kept);
  }
  await forgetCv(cvFile);
  return redirectWithToast("/dashboard", { type: "success", message: messages.deleted });
}

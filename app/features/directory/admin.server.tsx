import { and, asc, count, eq, type SQL, sql } from "drizzle-orm";
import { data } from "react-router";
import { type CurrentUser, recordAudit } from "~/features/accounts/index.server";
import { db, type Transaction } from "~/lib/db/client.server";
import {
  businesses,
  jobSeekers,
  type ListingStatus,
  listingStatuses,
  users,
} from "~/lib/db/schema";
import { queueEmail } from "~/lib/email/outbox.server";
import { redirectWithToast } from "~/lib/http/toast.server";
import { uploadUrl } from "~/lib/uploads/rules";
import { forgetCv } from "./cv-files.server";
import { ADMIN_VIEWER, seekerCard } from "./directory.server";
import { ListingReviewedEmail } from "./emails/review-emails";
import { NOT_FOUND, transition } from "./rules";

/** A listing an administrator reviews: a business or a job-seeker profile. */
export type ListingKind = "business" | "seeker";

const KIND_LABELS = { business: "Business", seeker: "Job seeker profile" } as const;

const ADMIN_MESSAGES = {
  denyNote: "Please provide a reason for denial",
  statusFailed: "Failed to update status",
  approved: (kind: ListingKind, name: string) => `${KIND_LABELS[kind]} "${name}" approved`,
  denied: (kind: ListingKind, name: string) => `${KIND_LABELS[kind]} "${name}" denied`,
  deleted: (kind: ListingKind, name: string) =>
    `${KIND_LABELS[kind]} "${name}" has been permanently deleted`,
} as const;

export interface AdminFilters {
  q: string;
  status: ListingStatus | null;
}

export function parseAdminFilters(params: URLSearchParams): AdminFilters {
  const status = params.get("status");
  return {
    q: (params.get("q") ?? "").trim().slice(0, 100),
    status: listingStatuses.includes(status as ListingStatus) ? (status as ListingStatus) : null,
  };
}

/** Businesses and job-seeker profiles waiting for review (for /admin and the nav). */
export async function pendingDirectoryCount(): Promise<number> {
  const [[pendingBusinesses], [pendingSeekers]] = await Promise.all([
    db().select({ total: count() }).from(businesses).where(eq(businesses.status, "pending")),
    db().select({ total: count() }).from(jobSeekers).where(eq(jobSeekers.status, "pending")),
  ]);
  return (pendingBusinesses?.total ?? 0) + (pendingSeekers?.total ?? 0);
}

const countWhere = (condition: SQL) =>
  sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

export async function adminDirectory(filters: AdminFilters) {
  const like = `%${filters.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const where = and(
    filters.status ? eq(businesses.status, filters.status) : undefined,
    filters.q
      ? sql`(${businesses.name} ilike ${like} or ${businesses.address} ilike ${like} or ${businesses.primaryCategory} ilike ${like} or ${users.email} ilike ${like})`
      : undefined,
  );
  const seekerWhere = and(
    filters.status ? eq(jobSeekers.status, filters.status) : undefined,
    filters.q
      ? sql`(${jobSeekers.fullName} ilike ${like} or ${jobSeekers.location} ilike ${like} or ${jobSeekers.desiredPosition} ilike ${like} or array_to_string(${jobSeekers.skills}, ' ') ilike ${like} or ${jobSeekers.email} ilike ${like})`
      : undefined,
  );
  const [[stats], [seekers], rows, seekerRows] = await Promise.all([
    db()
      .select({
        total: count(),
        pending: countWhere(sql`${businesses.status} = 'pending'`),
        approved: countWhere(sql`${businesses.status} = 'approved'`),
        denied: countWhere(sql`${businesses.status} = 'denied'`),
      })
      .from(businesses),
    db()
      .select({
        total: count(),
        pending: countWhere(sql`${jobSeekers.status} = 'pending'`),
      })
      .from(jobSeekers),
    db()
      .select({ business: businesses, ownerEmail: users.email, ownerName: users.name })
      .from(businesses)
      .leftJoin(users, eq(users.id, businesses.ownerId))
      .where(where)
      .orderBy(
        sql`case ${businesses.status} when 'pending' then 0 when 'denied' then 1 else 2 end`,
        asc(sql`lower(${businesses.name})`),
      )
      .limit(200),
    db()
      .select()
      .from(jobSeekers)
      .where(seekerWhere)
      .orderBy(
        sql`case ${jobSeekers.status} when 'pending' then 0 when 'denied' then 1 else 2 end`,
        asc(sql`lower(${jobSeekers.fullName})`),
      )
      .limit(200),
  ]);
  return {
    stats: {
      total: stats?.total ?? 0,
      pending: stats?.pending ?? 0,
      approved: stats?.approved ?? 0,
      denied: stats?.denied ?? 0,
      jobSeekers: seekers?.total ?? 0,
      pendingSeekers: seekers?.pending ?? 0,
    },
    seekers: seekerRows.map((row) => ({
      id: row.id,
      status: row.status,
      adminNote: row.adminNote,
      // Administrators see everything of a profile, whatever its status.
      card: seekerCard(row, ADMIN_VIEWER),
    })),
    businesses: rows.map(({ business, ownerEmail, ownerName }) => ({
      id: business.id,
      name: business.name,
      primaryCategory: business.primaryCategory,
      subcategory: business.subcategory,
      address: business.address,
      description: business.description,
      email: business.email,
      phone: business.phone,
      status: business.status,
      adminNote: business.adminNote,
      logoUrl: business.logo ? uploadUrl(business.logo) : null,
      ownerEmail,
      ownerName,
      updatedAt: business.updatedAt.toISOString(),
    })),
  };
}

/** The listing with its owner's name and email (for the review email). */
async function loadListing(kind: ListingKind, id: number) {
  const [row] =
    kind === "business"
      ? await db()
          .select({
            name: businesses.name,
            status: businesses.status,
            adminNote: businesses.adminNote,
            ownerEmail: users.email,
            ownerName: users.name,
          })
          .from(businesses)
          .leftJoin(users, eq(users.id, businesses.ownerId))
          .where(eq(businesses.id, id))
      : await db()
          .select({
            name: jobSeekers.fullName,
            status: jobSeekers.status,
            adminNote: jobSeekers.adminNote,
            ownerEmail: users.email,
            ownerName: users.name,
          })
          .from(jobSeekers)
          .leftJoin(users, eq(users.id, jobSeekers.ownerId))
          .where(eq(jobSeekers.id, id));
  if (!row) throw data({ error: NOT_FOUND, id }, { status: 404 });
  return row;
}

async function setStatus(
  tx: Transaction,
  kind: ListingKind,
  id: number,
  change: { status: ListingStatus; adminNote: string | null },
) {
  const values = { ...change, updatedAt: new Date() };
  if (kind === "business") await tx.update(businesses).set(values).where(eq(businesses.id, id));
  else await tx.update(jobSeekers).set(values).where(eq(jobSeekers.id, id));
}

const auditTarget = (kind: ListingKind, id: number) =>
  kind === "business" ? `business:${id}` : `job-seeker:${id}`;
const auditAction = (kind: ListingKind, action: string) =>
  kind === "business" ? `business.${action}` : `job-seeker.${action}`;

/** Approve or deny (with a required note) a pending listing; the owner is emailed. */
export async function reviewListing(
  admin: CurrentUser,
  kind: ListingKind,
  id: number,
  decision: "approve" | "deny",
  noteText: string,
  back: string,
) {
  const note = noteText.trim();
  if (decision === "deny" && !note)
    return data({ error: ADMIN_MESSAGES.denyNote, id, kind }, { status: 400 });
  const listing = await loadListing(kind, id);
  const change = transition("admin", listing.status, decision);
  if (!change.ok || change.status === "deleted")
    return data({ error: ADMIN_MESSAGES.statusFailed, id, kind }, { status: 409 });
  const adminNote = change.note === "set" ? note : note || listing.adminNote;
  await db().transaction(async (tx) => {
    await setStatus(tx, kind, id, { status: change.status as ListingStatus, adminNote });
    await recordAudit(
      admin,
      auditAction(kind, decision),
      auditTarget(kind, id),
      { name: listing.name, note: adminNote },
      tx,
    );
    if (listing.ownerEmail) {
      const approved = decision === "approve";
      const what = kind === "business" ? "business" : "job seeker profile";
      await queueEmail(tx, {
        template: `directory-${kind}-${approved ? "approved" : "denied"}`,
        to: listing.ownerEmail,
        subject: approved
          ? `Your ${what} "${listing.name}" is now in the directory`
          : `Your ${what} "${listing.name}" needs changes`,
        body: (
          <ListingReviewedEmail
            name={listing.ownerName ?? ""}
            listingName={listing.name}
            what={what}
            approved={approved}
            note={adminNote}
          />
        ),
      });
    }
  });
  return redirectWithToast(back, {
    type: "success",
    message:
      decision === "approve"
        ? ADMIN_MESSAGES.approved(kind, listing.name)
        : ADMIN_MESSAGES.denied(kind, listing.name),
  });
}

/** Permanent delete by an administrator (after two confirmations in the browser). */
export async function adminDeleteListing(
  admin: CurrentUser,
  kind: ListingKind,
  id: number,
  back: string,
) {
  const listing = await loadListing(kind, id);
  const cvFile = await db().transaction(async (tx) => {
    let removedCv: string | null = null;
    if (kind === "business") await tx.delete(businesses).where(eq(businesses.id, id));
    else {
      const [removed] = await tx
        .delete(jobSeekers)
        .where(eq(jobSeekers.id, id))
        .returning({ cvFile: jobSeekers.cvFile });
      removedCv = removed?.cvFile ?? null;
    }
    await recordAudit(
      admin,
      auditAction(kind, "delete"),
      auditTarget(kind, id),
      { name: listing.name },
      tx,
    );
    return removedCv;
  });
  await forgetCv(cvFile);
  return redirectWithToast(back, {
    type: "success",
    message: ADMIN_MESSAGES.deleted(kind, listing.name),
  });
}

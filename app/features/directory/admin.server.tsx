import { and, asc, count, eq, type SQL, sql } from "drizzle-orm";
import { data } from "react-router";
import { type CurrentUser, recordAudit } from "~/features/accounts/index.server";
import { db } from "~/lib/db/client.server";
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
import { BusinessReviewedEmail } from "./emails/review-emails";
import { NOT_FOUND, transition } from "./rules";

const ADMIN_MESSAGES = {
  denyNote: "Please provide a reason for denial",
  statusFailed: "Failed to update status",
  approved: (name: string) => `Business "${name}" approved`,
  denied: (name: string) => `Business "${name}" denied`,
  deleted: (name: string) => `Business "${name}" has been permanently deleted`,
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

/**
 * Businesses waiting for review (for /admin and the nav). Pending job seekers are not counted
 * until their review screen exists.
 */
export async function pendingDirectoryCount(): Promise<number> {
  const [pending] = await db()
    .select({ total: count() })
    .from(businesses)
    .where(eq(businesses.status, "pending"));
  return pending?.total ?? 0;
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
  const [[stats], [seekers], rows] = await Promise.all([
    db()
      .select({
        total: count(),
        pending: countWhere(sql`${businesses.status} = 'pending'`),
        approved: countWhere(sql`${businesses.status} = 'approved'`),
        denied: countWhere(sql`${businesses.status} = 'denied'`),
      })
      .from(businesses),
    db().select({ total: count() }).from(jobSeekers),
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
  ]);
  return {
    stats: {
      total: stats?.total ?? 0,
      pending: stats?.pending ?? 0,
      approved: stats?.approved ?? 0,
      denied: stats?.denied ?? 0,
      jobSeekers: seekers?.total ?? 0,
    },
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

async function loadBusiness(id: number) {
  const [row] = await db()
    .select({ business: businesses, ownerEmail: users.email, ownerName: users.name })
    .from(businesses)
    .leftJoin(users, eq(users.id, businesses.ownerId))
    .where(eq(businesses.id, id));
  if (!row) throw data({ error: NOT_FOUND }, { status: 404 });
  return row;
}

/** Approve or deny (with a required note) a pending business; the owner is emailed. */
export async function reviewBusiness(
  admin: CurrentUser,
  id: number,
  decision: "approve" | "deny",
  noteText: string,
  back: string,
) {
  const note = noteText.trim();
  if (decision === "deny" && !note)
    return data({ error: ADMIN_MESSAGES.denyNote, id }, { status: 400 });
  const { business, ownerEmail, ownerName } = await loadBusiness(id);
  const change = transition("admin", business.status, decision);
  if (!change.ok || change.status === "deleted")
    return data({ error: ADMIN_MESSAGES.statusFailed, id }, { status: 409 });
  const adminNote = change.note === "set" ? note : note || business.adminNote;
  await db().transaction(async (tx) => {
    await tx
      .update(businesses)
      .set({ status: change.status as ListingStatus, adminNote, updatedAt: new Date() })
      .where(eq(businesses.id, id));
    await recordAudit(
      admin,
      `business.${decision}`,
      `business:${id}`,
      { name: business.name, note: adminNote },
      tx,
    );
    if (ownerEmail) {
      await queueEmail(tx, {
        template: `directory-business-${decision === "approve" ? "approved" : "denied"}`,
        to: ownerEmail,
        subject:
          decision === "approve"
            ? `Your business "${business.name}" is now in the directory`
            : `Your business "${business.name}" needs changes`,
        body: (
          <BusinessReviewedEmail
            name={ownerName ?? ""}
            businessName={business.name}
            approved={decision === "approve"}
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
        ? ADMIN_MESSAGES.approved(business.name)
        : ADMIN_MESSAGES.denied(business.name),
  });
}

/** Permanent delete by an administrator (after two confirmations in the browser). */
export async function adminDeleteBusiness(admin: CurrentUser, id: number, back: string) {
  const { business } = await loadBusiness(id);
  await db().transaction(async (tx) => {
    await tx.delete(businesses).where(eq(businesses.id, id));
    await recordAudit(admin, "business.delete", `business:${id}`, { name: business.name }, tx);
  });
  return redirectWithToast(back, {
    type: "success",
    message: ADMIN_MESSAGES.deleted(business.name),
  });
}

import { and, asc, count, eq, sql } from "drizzle-orm";
import { data } from "react-router";
import { recordAudit } from "#app/lib/audit/audit.server";
import type { CurrentUser } from "#app/lib/auth/session.server";
import { db, type Transaction } from "#app/lib/db/client.server";
import { countRows, countWhere, tally } from "#app/lib/db/counts.server";
import { type ListingStatus, listingStatuses } from "#app/lib/db/enums";
import { businesses, jobSeekers, users } from "#app/lib/db/schema";
import { queueEmail } from "#app/lib/email/outbox.server";
import { countedItem, type TodayItem } from "#app/lib/features/today";
import { redirectWithToast } from "#app/lib/http/toast.server";
import { pageCountOf, pageWindow } from "#app/lib/paging";
import { uploadUrl } from "#app/lib/uploads/rules";
import { BUSINESS_MESSAGES } from "./businesses/messages";
import { ADMIN_VIEWER, seekerCard } from "./cards.server";
import { ListingReviewedEmail } from "./emails/review-emails";
import { writeFailure } from "./form-answers.server";
import { auditAction, auditTarget, deleteListing, writeListing } from "./listing-changes.server";
import { LOAD_SUBMISSIONS_FAILED, NOT_FOUND, transition } from "./rules";
import { ADMIN_MESSAGES, type ListingKind } from "./schema";
import { forgetCv } from "./seekers/cv-files.server";
import { SEEKER_MESSAGES } from "./seekers/messages";

/** A review or delete that could not be done: the form's message and the answer's status. */
export interface AdminFailure {
  status: 409 | 503;
  message: string;
}

/** Businesses a page of /admin/directory lists (job seekers are one grid of cards). */
const BUSINESSES_PER_PAGE = 25;

export interface AdminFilters {
  q: string;
  status: ListingStatus | null;
  /** The page of the business list. */
  page: number;
}

export function parseAdminFilters(params: URLSearchParams): AdminFilters {
  const status = params.get("status");
  const page = Number.parseInt(params.get("page") ?? "1", 10);
  return {
    q: (params.get("q") ?? "").trim().slice(0, 100),
    status: listingStatuses.includes(status as ListingStatus) ? (status as ListingStatus) : null,
    page: Number.isFinite(page) && page > 0 ? Math.min(page, 10_000) : 1,
  };
}

/** Businesses and job-seeker profiles waiting for review (for /admin and the nav). */
export async function pendingDirectoryCount(): Promise<number> {
  const pending = await pendingReviews();
  return pending.businesses + pending.seekers;
}

/** The listings waiting for a moderator, by kind. */
async function pendingReviews() {
  const [pendingBusinesses, pendingSeekers] = await Promise.all([
    countRows(businesses, eq(businesses.status, "pending")),
    countRows(jobSeekers, eq(jobSeekers.status, "pending")),
  ]);
  return { businesses: pendingBusinesses, seekers: pendingSeekers };
}

/** The Today page's part: the listings to review. */
export async function directoryToday(): Promise<TodayItem[]> {
  const pending = await pendingReviews();
  const href = "/admin/directory?status=pending";
  return [
    ...countedItem(
      pending.businesses,
      ["business awaiting review", "businesses awaiting review"],
      href,
    ),
    ...countedItem(
      pending.seekers,
      ["job seeker awaiting review", "job seekers awaiting review"],
      href,
    ),
  ];
}

/**
 * What /admin/directory shows; when the database cannot be read, the page still opens, with the
 * 'Failed to load submissions' in place of the lists (503; decision 0121).
 */
export async function adminDirectoryPage(filters: AdminFilters) {
  type Page = Awaited<ReturnType<typeof adminDirectory>> & {
    filters: AdminFilters;
    loadError: string | null;
  };
  try {
    return data<Page>({ filters, loadError: null, ...(await adminDirectory(filters)) });
  } catch (error) {
    writeFailure("loading the admin directory", error);
    const empty = { stats: EMPTY_STATS, seekers: [], businesses: [], matched: 0, pageCount: 1 };
    return data<Page>({ filters, loadError: LOAD_SUBMISSIONS_FAILED, ...empty }, { status: 503 });
  }
}

const EMPTY_STATS = {
  total: 0,
  pending: 0,
  approved: 0,
  denied: 0,
  jobSeekers: 0,
  pendingSeekers: 0,
};

async function adminDirectory(filters: AdminFilters) {
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
  const { limit, offset } = pageWindow(filters.page, BUSINESSES_PER_PAGE);
  const [stats, seekers, [matched], rows, seekerRows] = await Promise.all([
    tally(businesses, {
      total: count(),
      pending: countWhere(sql`${businesses.status} = 'pending'`),
      approved: countWhere(sql`${businesses.status} = 'approved'`),
      denied: countWhere(sql`${businesses.status} = 'denied'`),
    }),
    tally(jobSeekers, {
      total: count(),
      pending: countWhere(sql`${jobSeekers.status} = 'pending'`),
    }),
    db()
      .select({ total: count() })
      .from(businesses)
      .leftJoin(users, eq(users.id, businesses.ownerId))
      .where(where),
    db()
      .select({ business: businesses, ownerEmail: users.email, ownerName: users.name })
      .from(businesses)
      .leftJoin(users, eq(users.id, businesses.ownerId))
      .where(where)
      .orderBy(
        sql`case ${businesses.status} when 'pending' then 0 when 'denied' then 1 else 2 end`,
        asc(sql`lower(${businesses.name})`),
        asc(businesses.id),
      )
      .limit(limit)
      .offset(offset),
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
      ...stats,
      jobSeekers: seekers.total,
      pendingSeekers: seekers.pending,
    },
    matched: matched?.total ?? 0,
    pageCount: pageCountOf(matched?.total ?? 0, BUSINESSES_PER_PAGE),
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
            ownerEmail: users.email,
            ownerName: users.name,
          })
          .from(businesses)
          .leftJoin(users, eq(users.id, businesses.ownerId))
          .where(eq(businesses.id, id))
      : await db()
          .select({
            name: jobSeekers.fullName,
            ownerEmail: users.email,
            ownerName: users.name,
          })
          .from(jobSeekers)
          .leftJoin(users, eq(users.id, jobSeekers.ownerId))
          .where(eq(jobSeekers.id, id));
  if (!row) throw data(kind === "business" ? NOT_FOUND : SEEKER_MESSAGES.notFound, { status: 404 });
  return row;
}

/** What a listing is called in the review's email and messages. */
const LISTING_NOUNS = {
  business: "business",
  seeker: "job seeker profile",
} as const satisfies Record<ListingKind, string>;

/**
 * What became of a listing before a review of it could be stored: approved or denied by another
 * moderator, or deleted.
 */
type EarlierChange = ListingStatus | "deleted";

/** The refusal of a review that came too late (409): what the other moderator did. */
const reviewedByAnother = (kind: ListingKind, change: EarlierChange) =>
  `Someone else has already ${change} this ${LISTING_NOUNS[kind]}: your decision was not saved and no email was sent.`;

/**
 * Approve or deny (with the note the form required) a pending listing; the owner is emailed.
 * A listing no longer pending (another moderator reviewed it since the page was opened) is
 * refused with what they did; a review the database cannot store is a failure.
 */
export async function reviewListing(
  admin: CurrentUser,
  kind: ListingKind,
  id: number,
  decision: "approve" | "deny",
  note: string,
  back: string,
): Promise<Response | AdminFailure> {
  const listing = await loadListing(kind, id);
  let earlier: EarlierChange | null;
  try {
    earlier = await saveReview(admin, kind, id, listing, decision, note);
  } catch (error) {
    writeFailure("reviewing a listing", error);
    return { status: 503, message: ADMIN_MESSAGES.statusFailed };
  }
  if (earlier) return { status: 409, message: reviewedByAnother(kind, earlier) };
  return redirectWithToast(back, {
    type: "success",
    message:
      decision === "approve"
        ? ADMIN_MESSAGES.approved(kind, listing.name)
        : ADMIN_MESSAGES.denied(kind, listing.name),
  });
}

/** A listing's status and note, locked until the transaction ends (undefined: it is gone). */
async function lockedReviewState(tx: Transaction, kind: ListingKind, id: number) {
  const [row] =
    kind === "business"
      ? await tx
          .select({ status: businesses.status, adminNote: businesses.adminNote })
          .from(businesses)
          .where(eq(businesses.id, id))
          .for("update")
      : await tx
          .select({ status: jobSeekers.status, adminNote: jobSeekers.adminNote })
          .from(jobSeekers)
          .where(eq(jobSeekers.id, id))
          .for("update");
  return row;
}

/**
 * The new status and note, the audit entry and the owner's email, in one transaction, if the
 * listing is still pending when it is stored (two moderators may have opened it pending);
 * otherwise nothing is written and the answer is what became of it meanwhile.
 */
async function saveReview(
  admin: CurrentUser,
  kind: ListingKind,
  id: number,
  listing: Awaited<ReturnType<typeof loadListing>>,
  decision: "approve" | "deny",
  note: string,
): Promise<EarlierChange | null> {
  return db().transaction(async (tx) => {
    const current = await lockedReviewState(tx, kind, id);
    if (!current) return "deleted";
    const change = transition("admin", current.status, decision);
    if (!change.ok || change.status === "deleted") return current.status;
    const adminNote = change.note === "set" ? note : note || current.adminNote;
    await writeListing(tx, {
      kind,
      id,
      values: { status: change.status, adminNote, updatedAt: new Date() },
    });
    await recordAudit(
      admin,
      auditAction(kind, decision),
      auditTarget(kind, id),
      { name: listing.name, note: adminNote },
      tx,
    );
    if (listing.ownerEmail) {
      const approved = decision === "approve";
      const what = LISTING_NOUNS[kind];
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
    return null;
  });
}

/** Permanent delete by an administrator (after two confirmations in the browser). */
export async function adminDeleteListing(
  admin: CurrentUser,
  kind: ListingKind,
  id: number,
  back: string,
): Promise<Response | AdminFailure> {
  const listing = await loadListing(kind, id);
  let cvFile: string | null;
  try {
    cvFile = await deleteListing(admin, "admin", { kind, id, name: listing.name });
  } catch (error) {
    const reason = writeFailure("deleting a listing", error);
    const message =
      kind === "business"
        ? BUSINESS_MESSAGES.deleteFailedFor(reason)
        : SEEKER_MESSAGES.deleteFailedFor(reason);
    return { status: 503, message };
  }
  await forgetCv(cvFile);
  return redirectWithToast(back, {
    type: "success",
    message: ADMIN_MESSAGES.deleted(kind, listing.name),
  });
}

import { db, type Transaction } from "#app/lib/db/client.server";
import { businesses, jobSeekers } from "#app/lib/db/schema";
import { queueEmail } from "#app/lib/email/outbox.server";
import { administratorAddresses } from "#app/lib/email/staff-recipients.server";
import { takeDrafts } from "./drafts.server";
import { NewListingsEmail } from "./emails/new-listings-email";
import { writeFailure } from "./form-answers.server";
import { NEW_LISTING_STATUS, SOME_ITEMS_FAILED } from "./rules";
import { SEEKER_MESSAGES } from "./seekers/messages";

export type BusinessValues = Omit<typeof businesses.$inferInsert, "id" | "ownerId" | "status">;
export type SeekerValues = Omit<typeof jobSeekers.$inferInsert, "id" | "ownerId" | "status">;

export interface NewListings {
  businesses: BusinessValues[];
  seekers: SeekerValues[];
}

/** "2 business(es) submitted successfully! They will be reviewed by our admin team." (decision 0112) */
export function businessesSubmittedMessage(count: number): string {
  return `${count} business(es) submitted successfully! They will be reviewed by our admin team.`;
}

/**
 * Emails every administrator (or, when there is none, the settings' notifications address)
 * about items to review.
 */
export async function notifyAdminsOfReview(
  tx: Transaction,
  ownerName: string,
  items: { kind: "Business" | "Job seeker"; name: string }[],
): Promise<void> {
  if (items.length === 0) return;
  for (const to of await administratorAddresses(tx)) {
    await queueEmail(tx, {
      template: "directory-review-needed",
      to,
      subject: `Directory: ${items.length} new ${items.length === 1 ? "submission" : "submissions"} to review`,
      body: <NewListingsEmail ownerName={ownerName} items={items} />,
    });
  }
}

/** Stores new businesses and profiles as pending for their owner, and tells the administrators. */
export async function submitListings(
  tx: Transaction,
  owner: { id: string; name: string },
  listings: NewListings,
): Promise<void> {
  for (const business of listings.businesses)
    await tx
      .insert(businesses)
      .values({ ...business, ownerId: owner.id, status: NEW_LISTING_STATUS });
  for (const seeker of listings.seekers)
    await tx
      .insert(jobSeekers)
      .values({ ...seeker, ownerId: owner.id, status: NEW_LISTING_STATUS });
  await notifyAdminsOfReview(tx, owner.name, [
    ...listings.businesses.map((business) => ({ kind: "Business" as const, name: business.name })),
    ...listings.seekers.map((seeker) => ({ kind: "Job seeker" as const, name: seeker.fullName })),
  ]);
}

/**
 * After sign-up or log-in: submits what this browser saved while signed out (decision 0113). The
 * answer is the toast to show on /dashboard, or null when there was nothing to submit. If the
 * submission fails, the drafts stay for another try and the toast says so; the account step that
 * came before has succeeded either way.
 */
export async function submitSavedDrafts(
  request: Request,
  owner: { id: string; name: string },
): Promise<{ type: "success" | "error"; message: string } | null> {
  try {
    const message = await db().transaction(async (tx) => {
      const drafts = await takeDrafts(request, tx);
      const listings: NewListings = {
        businesses: drafts
          .filter((draft) => draft.kind === "business")
          .map((draft) => draft.payload as BusinessValues),
        seekers: drafts
          .filter((draft) => draft.kind === "job_seeker")
          .map((draft) => draft.payload as SeekerValues),
      };
      if (listings.businesses.length + listings.seekers.length === 0) return null;
      await submitListings(tx, owner, listings);
      return [
        listings.businesses.length > 0
          ? businessesSubmittedMessage(listings.businesses.length)
          : "",
        listings.seekers.length > 0 ? SEEKER_MESSAGES.submitted : "",
      ]
        .filter(Boolean)
        .join(" ");
    });
    return message ? { type: "success", message } : null;
  } catch (error) {
    writeFailure("submitting saved drafts", error);
    return { type: "error", message: SOME_ITEMS_FAILED };
  }
}

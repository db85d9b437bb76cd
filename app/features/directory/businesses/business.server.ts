import type { Submission } from "@conform-to/react";
import { eq } from "drizzle-orm";
import { data } from "react-router";
import type { z } from "zod";
import type { CurrentUser } from "#app/lib/auth/session.server";
import { db } from "#app/lib/db/client.server";
import { businesses } from "#app/lib/db/schema";
import { redirectWithToast } from "#app/lib/http/toast.server";
import { LOGO_SIZE, storeImage } from "#app/lib/uploads/images.server";
import { UPLOAD_KEY, uploadUrl } from "#app/lib/uploads/rules";
import { listDrafts, saveDraft, takeDrafts } from "../drafts.server";
import { failedForm, refusedForm, writeFailure } from "../form-answers.server";
import { actorOf, deleteOwnListing, saveListingEdit } from "../listing-changes.server";
import {
  type BusinessValues,
  businessesSubmittedMessage,
  submitListings,
} from "../listings.server";
import { listOwn, type OwnListing } from "../owned-listings.server";
import {
  addressPostcode,
  editedMessage,
  NO_PERMISSION,
  NOT_FOUND,
  REGISTER_BUSINESS_URL,
  transition,
} from "../rules";
import { BUSINESS_MESSAGES, isBlankBusinessForm } from "./messages";
import type { BusinessFormValues, businessFormSchema } from "./schema";

type BusinessRow = typeof businesses.$inferSelect;
type BusinessSubmission = Submission<
  z.input<typeof businessFormSchema>,
  string[],
  z.output<typeof businessFormSchema>
>;

/** The edit form's values: the business as its fields hold it. */
export function valuesFromRow(row: BusinessRow): BusinessFormValues {
  return {
    name: row.name,
    primaryCategory: row.primaryCategory,
    secondaryCategories: row.secondaryCategories,
    subcategory: row.subcategory,
    specialty: row.specialty,
    address: row.address,
    email: row.email,
    phone: row.phone,
    website: row.website,
    description: row.description,
    facebook: row.facebook,
    instagram: row.instagram,
    linkedin: row.linkedin,
  };
}

/** The logo stored with an earlier attempt of this form (kept through a hidden field). */
function keptLogo(form: FormData): string {
  const key = form.get("existingLogo");
  return typeof key === "string" && UPLOAD_KEY.test(key) ? key : "";
}

type ReadForm =
  | { ok: true; row: BusinessValues; kept: { existingLogo: string } }
  | { ok: false; answer: ReturnType<typeof refusedForm> };

/**
 * The business of the form, checked, with its logo stored (kept through the hidden field even
 * when the form comes back with errors); or the form again with its messages.
 */
async function readBusinessForm(
  form: FormData,
  submission: BusinessSubmission,
  formError: string = BUSINESS_MESSAGES.fixErrors,
): Promise<ReadForm> {
  const kept = { existingLogo: keptLogo(form) };
  const fieldErrors: Record<string, string[]> = {};
  const file = form.get("logo");
  if (file instanceof File && file.size > 0) {
    const stored = await storeImage(file, LOGO_SIZE);
    if (stored.ok) kept.existingLogo = stored.image.key;
    else if (stored.storageFault)
      return { ok: false, answer: failedForm(submission, stored.error, kept) };
    else fieldErrors.logo = [stored.error];
  }
  if (submission.status !== "success" || fieldErrors.logo)
    return { ok: false, answer: refusedForm(submission, formError, { fieldErrors, kept }) };
  const { logo: _file, ...fields } = submission.value;
  return {
    ok: true,
    kept,
    row: {
      ...fields,
      postcode: addressPostcode(fields.address) ?? "",
      logo: kept.existingLogo || null,
    },
  };
}

/** The form again with everything typed and its failure message (decision 0121). */
function submitFailed(submission: BusinessSubmission, form: FormData, error: unknown) {
  writeFailure("submitting businesses", error);
  return failedForm(submission, BUSINESS_MESSAGES.submitFailed, { existingLogo: keptLogo(form) });
}

/** Saves a new business to this browser's list, to submit later with the others (decision 0112). */
export async function saveBusinessDraft(
  request: Request,
  form: FormData,
  submission: BusinessSubmission,
) {
  const read = await readBusinessForm(form, submission);
  if (!read.ok) return read.answer;
  let headers: Headers;
  try {
    headers = await saveDraft(request, "business", read.row);
  } catch (error) {
    writeFailure("submitting businesses", error);
    return failedForm(submission, BUSINESS_MESSAGES.submitFailed, read.kept);
  }
  // From the modal on /directory, back to it (open again) to add the next one.
  const fromDirectory = form.get("returnTo") === REGISTER_BUSINESS_URL;
  return redirectWithToast(
    fromDirectory ? REGISTER_BUSINESS_URL : "/directory/businesses/new",
    { type: "success", message: BUSINESS_MESSAGES.saved },
    { headers },
  );
}

/**
 * Submits the saved businesses and the one in the form (when anything is typed), all pending.
 * Signed out, they stay saved and are submitted after sign-up or log-in.
 */
export async function submitBusinesses(
  request: Request,
  user: CurrentUser | null,
  form: FormData,
  submission: BusinessSubmission,
) {
  let saved: Awaited<ReturnType<typeof listDrafts>>;
  try {
    saved = await listDrafts(request, "business");
  } catch (error) {
    return submitFailed(submission, form, error);
  }
  let typed: BusinessValues | null = null;
  if (!isBlankBusinessForm(form) || saved.length === 0) {
    const nothing = saved.length === 0 && isBlankBusinessForm(form);
    const read = await readBusinessForm(
      form,
      submission,
      nothing ? BUSINESS_MESSAGES.addOne : BUSINESS_MESSAGES.fixErrors,
    );
    if (!read.ok) return read.answer;
    typed = read.row;
  }
  if (!user) {
    let headers = new Headers();
    try {
      if (typed) headers = await saveDraft(request, "business", typed);
    } catch (error) {
      return submitFailed(submission, form, error);
    }
    return redirectWithToast(
      `/signup?redirectTo=${encodeURIComponent("/dashboard")}`,
      { type: "info", message: BUSINESS_MESSAGES.createAccountToSubmit },
      { headers },
    );
  }
  let count: number;
  try {
    count = await db().transaction(async (tx) => {
      const drafts = await takeDrafts(request, tx, "business");
      const rows = [
        ...drafts.map((draft) => draft.payload as BusinessValues),
        ...(typed ? [typed] : []),
      ];
      await submitListings(tx, user, { businesses: rows, seekers: [] });
      return rows.length;
    });
  } catch (error) {
    return submitFailed(submission, form, error);
  }
  return redirectWithToast("/dashboard", {
    type: "success",
    message: businessesSubmittedMessage(count),
  });
}

/** The businesses this browser saved and has not submitted yet. */
export async function savedBusinesses(request: Request) {
  const drafts = await listDrafts(request, "business");
  return drafts.map((draft) => ({
    id: draft.id,
    name: String(draft.payload.name ?? ""),
    address: String(draft.payload.address ?? ""),
  }));
}

/** The business and what this user is to it; 404 / 403 answers otherwise. */
export async function businessForActor(user: CurrentUser, id: number) {
  const [row] = await db().select().from(businesses).where(eq(businesses.id, id));
  if (!row) throw data(NOT_FOUND, { status: 404 });
  return { row, actor: actorOf(user, row.ownerId, NO_PERMISSION) };
}

/** Edit by the owner (or an admin), following the status rules (decision 0108). */
export async function updateBusiness(
  user: CurrentUser,
  id: number,
  form: FormData,
  submission: BusinessSubmission,
) {
  const { row, actor } = await businessForActor(user, id);
  const change = transition(actor, row.status, "edit");
  if (!change.ok || change.status === "deleted") throw data(NO_PERMISSION, { status: 403 });
  const read = await readBusinessForm(form, submission);
  if (!read.ok) return read.answer;
  try {
    const write = { kind: "business", id, values: read.row } as const;
    await saveListingEdit(user, actor, { kind: "business", ...row }, read.row.name, write, change);
  } catch (error) {
    writeFailure("updating a business", error);
    return failedForm(submission, BUSINESS_MESSAGES.updateFailed, read.kept);
  }
  return redirectWithToast("/dashboard", {
    type: "success",
    message: editedMessage(actor, row.status, BUSINESS_MESSAGES),
  });
}

/** Delete by the owner (not approved ones) or an admin (admins usually delete from /admin/directory). */
export async function deleteOwnBusiness(user: CurrentUser, id: number) {
  const { row, actor } = await businessForActor(user, id);
  const form = { values: valuesFromRow(row), kept: { existingLogo: row.logo ?? "" } };
  return deleteOwnListing(user, actor, { kind: "business", ...row }, form, BUSINESS_MESSAGES);
}

/** What /dashboard shows of the user's businesses. */
export interface OwnBusiness extends OwnListing {
  name: string;
  primaryCategory: string;
  address: string;
  logoUrl: string | null;
}

export function listOwnBusinesses(userId: string): Promise<OwnBusiness[]> {
  return listOwn(businesses, userId, (row) => ({
    name: row.name,
    primaryCategory: row.primaryCategory,
    address: row.address,
    logoUrl: row.logo ? uploadUrl(row.logo) : null,
  }));
}

import { desc, eq } from "drizzle-orm";
import { data } from "react-router";
import { type CurrentUser, recordAudit } from "~/features/accounts/index.server";
import { db } from "~/lib/db/client.server";
import { businesses } from "~/lib/db/schema";
import { redirectWithToast } from "~/lib/http/toast.server";
import { LOGO_SIZE, storeImage } from "~/lib/uploads/images.server";
import { uploadUrl } from "~/lib/uploads/rules";
import { listDrafts, saveDraft, takeDrafts } from "./drafts.server";
import {
  type BusinessValues,
  businessesSubmittedMessage,
  notifyAdminsOfReview,
  submitListings,
} from "./listings.server";
import {
  type Actor,
  addressPostcode,
  NO_PERMISSION,
  NOT_FOUND,
  REGISTER_BUSINESS_URL,
  transition,
} from "./rules";
import {
  BUSINESS_MESSAGES,
  type BusinessFormState,
  type BusinessFormValues,
  businessFormErrors,
  businessFormSchema,
  businessValuesFromForm,
  EMPTY_BUSINESS,
  isBlankBusinessForm,
} from "./schema";

type BusinessRow = typeof businesses.$inferSelect;

export function valuesFromRow(row: BusinessRow): BusinessFormValues {
  return {
    ...EMPTY_BUSINESS,
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
    existingLogo: row.logo ?? "",
  };
}

/** Validates the form and stores a new logo; the row's values, or the form to show again. */
async function parseBusinessForm(form: FormData) {
  const values = businessValuesFromForm(form);
  const errors = businessFormErrors(form);
  let logo: string | null = values.existingLogo || null;
  const file = form.get("logo");
  if (!errors.logo && file instanceof File && file.size > 0) {
    const stored = await storeImage(file, LOGO_SIZE);
    if (stored.ok) {
      logo = stored.image.key;
      values.existingLogo = stored.image.key;
    } else errors.logo = stored.error;
  }
  const parsed = businessFormSchema.safeParse(values);
  if (!parsed.success || Object.keys(errors).length > 0) {
    return {
      ok: false as const,
      state: { values, errors, formError: BUSINESS_MESSAGES.fixErrors } satisfies BusinessFormState,
    };
  }
  const input = parsed.data;
  return {
    ok: true as const,
    row: {
      ...input,
      postcode: addressPostcode(input.address) ?? "",
      logo,
    },
  };
}

/** Saves a new business to this browser's list, to submit later with the others (spec 002 §4). */
export async function saveBusinessDraft(request: Request, form: FormData) {
  const parsed = await parseBusinessForm(form);
  if (!parsed.ok) return data(parsed.state, { status: 400 });
  const headers = await saveDraft(request, "business", parsed.row);
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
export async function submitBusinesses(request: Request, user: CurrentUser | null, form: FormData) {
  const saved = await listDrafts(request, "business");
  let typed: BusinessValues | null = null;
  if (!isBlankBusinessForm(form) || saved.length === 0) {
    const parsed = await parseBusinessForm(form);
    if (!parsed.ok) {
      const nothing = saved.length === 0 && isBlankBusinessForm(form);
      return data(
        nothing ? { ...parsed.state, formError: BUSINESS_MESSAGES.addOne } : parsed.state,
        { status: 400 },
      );
    }
    typed = parsed.row;
  }
  if (!user) {
    const headers = typed ? await saveDraft(request, "business", typed) : new Headers();
    return redirectWithToast(
      `/signup?redirectTo=${encodeURIComponent("/dashboard")}`,
      { type: "info", message: BUSINESS_MESSAGES.createAccountToSubmit },
      { headers },
    );
  }
  const count = await db().transaction(async (tx) => {
    const drafts = await takeDrafts(request, tx, "business");
    const rows = [
      ...drafts.map((draft) => draft.payload as BusinessValues),
      ...(typed ? [typed] : []),
    ];
    await submitListings(tx, user, { businesses: rows, seekers: [] });
    return rows.length;
  });
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
  const actor: Actor = user.role === "admin" ? "admin" : row.ownerId === user.id ? "owner" : "user";
  if (actor === "user") throw data(NO_PERMISSION, { status: 403 });
  return { row, actor };
}

/** Edit by the owner (or an admin), following the status rules of spec 002 §4. */
export async function updateBusiness(user: CurrentUser, id: number, form: FormData) {
  const { row, actor } = await businessForActor(user, id);
  const change = transition(actor, row.status, "edit");
  if (!change.ok || change.status === "deleted") throw data(NO_PERMISSION, { status: 403 });
  const parsed = await parseBusinessForm(form);
  if (!parsed.ok) return data(parsed.state, { status: 400 });
  await db().transaction(async (tx) => {
    await tx
      .update(businesses)
      .set({
        ...parsed.row,
        status: change.status as BusinessRow["status"],
        adminNote: change.note === "clear" ? null : row.adminNote,
        updatedAt: new Date(),
      })
      .where(eq(businesses.id, id));
    if (actor === "owner" && row.status === "denied")
      await notifyAdminsOfReview(tx, user.name, [{ kind: "Business", name: parsed.row.name }]);
    if (actor === "admin")
      await recordAudit(
        user,
        "business.edit",
        `business:${id}`,
        { name: parsed.row.name, from: row.status, to: change.status },
        tx,
      );
  });
  const message =
    actor === "admin"
      ? BUSINESS_MESSAGES.adminUpdated
      : row.status === "denied"
        ? BUSINESS_MESSAGES.resubmitted
        : BUSINESS_MESSAGES.updated;
  return redirectWithToast("/dashboard", { type: "success", message });
}

/** Owner delete: only items that are not approved (admins delete from /admin/directory). */
export async function deleteOwnBusiness(user: CurrentUser, id: number) {
  const { row, actor } = await businessForActor(user, id);
  const change = transition(actor, row.status, "delete");
  if (!change.ok) throw data(BUSINESS_MESSAGES.deleteApproved, { status: 403 });
  await db().transaction(async (tx) => {
    await tx.delete(businesses).where(eq(businesses.id, id));
    if (actor === "admin")
      await recordAudit(user, "business.delete", `business:${id}`, { name: row.name }, tx);
  });
  return redirectWithToast("/dashboard", { type: "success", message: BUSINESS_MESSAGES.deleted });
}

/** What /dashboard shows of the user's businesses. */
export interface OwnBusiness {
  id: number;
  name: string;
  primaryCategory: string;
  address: string;
  status: BusinessRow["status"];
  adminNote: string | null;
  logoUrl: string | null;
  updatedAt: string;
}

export async function listOwnBusinesses(userId: string): Promise<OwnBusiness[]> {
  const rows = await db()
    .select()
    .from(businesses)
    .where(eq(businesses.ownerId, userId))
    .orderBy(desc(businesses.updatedAt), desc(businesses.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    primaryCategory: row.primaryCategory,
    address: row.address,
    status: row.status,
    adminNote: row.adminNote,
    logoUrl: row.logo ? uploadUrl(row.logo) : null,
    updatedAt: row.updatedAt.toISOString(),
  }));
}

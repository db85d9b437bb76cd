import { desc, eq } from "drizzle-orm";
import { data } from "react-router";
import { type CurrentUser, recordAudit } from "~/features/accounts/index.server";
import { db } from "~/lib/db/client.server";
import { businesses } from "~/lib/db/schema";
import { redirectWithToast } from "~/lib/http/toast.server";
import { LOGO_SIZE, storeImage } from "~/lib/uploads/images.server";
import { MAX_IMAGE_BYTES, UPLOAD_KEY, uploadUrl } from "~/lib/uploads/rules";
import {
  type Actor,
  addressPostcode,
  NEW_LISTING_STATUS,
  NO_PERMISSION,
  NOT_FOUND,
  transition,
} from "./rules";
import {
  BUSINESS_MESSAGES,
  type BusinessField,
  type BusinessFormState,
  type BusinessFormValues,
  businessFormSchema,
  EMPTY_BUSINESS,
} from "./schema";

type BusinessRow = typeof businesses.$inferSelect;

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

function valuesFromForm(form: FormData): BusinessFormValues {
  const existingLogo = text(form, "existingLogo");
  return {
    name: text(form, "name"),
    primaryCategory: text(form, "primaryCategory"),
    secondaryCategories: form
      .getAll("secondaryCategories")
      .filter((value): value is string => typeof value === "string" && value !== ""),
    subcategory: text(form, "subcategory"),
    specialty: text(form, "specialty"),
    address: text(form, "address"),
    email: text(form, "email"),
    phone: text(form, "phone"),
    website: text(form, "website"),
    description: text(form, "description"),
    facebook: text(form, "facebook"),
    instagram: text(form, "instagram"),
    linkedin: text(form, "linkedin"),
    existingLogo: UPLOAD_KEY.test(existingLogo) ? existingLogo : "",
  };
}

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
  const values = valuesFromForm(form);
  const errors: BusinessFormState["errors"] = {};
  const parsed = businessFormSchema.safeParse(values);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as BusinessField;
      errors[field] ??= issue.message;
    }
  }
  let logo: string | null = values.existingLogo || null;
  const file = form.get("logo");
  if (file instanceof File && file.size > 0) {
    if (file.type && !file.type.startsWith("image/")) errors.logo = BUSINESS_MESSAGES.logoType;
    else if (file.size > MAX_IMAGE_BYTES) errors.logo = BUSINESS_MESSAGES.logoSize;
    else {
      const stored = await storeImage(file, LOGO_SIZE);
      if (stored.ok) {
        logo = stored.image.key;
        values.existingLogo = stored.image.key;
      } else errors.logo = stored.error;
    }
  }
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

/** A new business from a signed-in user: always pending (spec 002 §4). */
export async function createBusiness(user: CurrentUser, form: FormData) {
  const parsed = await parseBusinessForm(form);
  if (!parsed.ok) return data(parsed.state, { status: 400 });
  await db().transaction(async (tx) => {
    await tx
      .insert(businesses)
      .values({ ...parsed.row, ownerId: user.id, status: NEW_LISTING_STATUS });
  });
  return redirectWithToast("/dashboard", { type: "success", message: BUSINESS_MESSAGES.created });
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

import { desc, eq, inArray } from "drizzle-orm";
import { data } from "react-router";
import { type CurrentUser, recordAudit } from "~/features/accounts/index.server";
import { db } from "~/lib/db/client.server";
import { businesses, jobSeekers } from "~/lib/db/schema";
import { redirectWithToast } from "~/lib/http/toast.server";
import { type ImageRules, PICTURE_SIZE, storeImage } from "~/lib/uploads/images.server";
import {
  readPrivateFile,
  signPrivateKey,
  storePrivateFile,
  verifyPrivateKey,
} from "~/lib/uploads/private-files.server";
import { uploadUrl } from "~/lib/uploads/rules";
import { SKILLS } from "./catalogue";
import { CV_TYPES, cvFileName, MAX_CV_BYTES, MAX_PICTURE_BYTES } from "./cv";
import { forgetCv, inspectCv, wordPreviewHtml } from "./cv-files.server";
import { viewerOf } from "./directory.server";
import { saveDraft } from "./drafts.server";
import { notifyAdminsOfReview, submitListings } from "./listings.server";
import { type Actor, canSeeSeekerContacts, transition } from "./rules";
import {
  allSkills,
  EMPTY_SEEKER,
  SEEKER_DEFAULTS,
  SEEKER_MESSAGES,
  type SeekerFormState,
  type SeekerFormValues,
  seekerFormErrors,
  seekerFormSchema,
  seekerValuesFromForm,
} from "./seeker-schema";

type SeekerRow = typeof jobSeekers.$inferSelect;

const PICTURE_RULES: ImageRules = {
  types: new Set(["image/jpeg", "image/png", "image/webp", "image/gif"]),
  maxBytes: MAX_PICTURE_BYTES,
  typeError: SEEKER_MESSAGES.pictureType,
  sizeError: SEEKER_MESSAGES.pictureSize,
};

/** A default ('Not provided', 'Negotiable', …) shows as an empty field when editing. */
const unlessDefault = (value: string, fallback: string) => (value === fallback ? "" : value);

export function valuesFromSeekerRow(row: SeekerRow): SeekerFormValues {
  return {
    ...EMPTY_SEEKER,
    fullName: row.fullName,
    email: row.email,
    phone: row.phone,
    location: row.location,
    gender: row.gender,
    experience: row.experience,
    availability: row.availability,
    skills: row.skills.filter((skill) => SKILLS.includes(skill)),
    customSkills: row.skills.filter((skill) => !SKILLS.includes(skill)).join(", "),
    desiredPosition: unlessDefault(row.desiredPosition, SEEKER_DEFAULTS.desiredPosition),
    education: unlessDefault(row.education, SEEKER_DEFAULTS.education),
    languages: unlessDefault(row.languages, SEEKER_DEFAULTS.languages),
    expectedSalary: unlessDefault(row.expectedSalary, SEEKER_DEFAULTS.expectedSalary),
    personalStatement: unlessDefault(row.personalStatement, SEEKER_DEFAULTS.personalStatement),
    facebook: row.facebook,
    instagram: row.instagram,
    linkedin: row.linkedin,
    storedCvName: row.cvName ?? "",
    existingPicture: row.profilePicture ?? "",
  };
}

const mimeOfExtension = (key: string) =>
  Object.entries(CV_TYPES).find(([, type]) => key.endsWith(`.${type.ext}`))?.[0] ?? null;

type StoredCv = { cvFile: string; cvName: string; cvType: string };

/** The CV of the form: a new upload (checked by content), one uploaded before an error, or the existing one. */
async function cvOfForm(
  form: FormData,
  values: SeekerFormValues,
  existing: StoredCv | null,
): Promise<{ cv: StoredCv | null; error?: string }> {
  const file = form.get("cv");
  if (file instanceof File && file.size > 0) {
    // Refuse before reading an oversized file into memory.
    if (file.size > MAX_CV_BYTES) return { cv: null, error: SEEKER_MESSAGES.cvSize };
    const bytes = new Uint8Array(await file.arrayBuffer());
    const inspected = await inspectCv(bytes);
    if (!inspected.ok) return { cv: null, error: inspected.error };
    const type = CV_TYPES[inspected.mime];
    const key = await storePrivateFile("cvs", bytes, type?.ext ?? "bin");
    const cvName = file.name.slice(0, 200) || cvFileName(values.fullName, type?.ext ?? "bin");
    values.storedCv = signPrivateKey(key);
    values.storedCvName = cvName;
    return { cv: { cvFile: key, cvName, cvType: inspected.mime } };
  }
  const earlier = values.storedCv ? verifyPrivateKey(values.storedCv) : null;
  const earlierType = earlier ? mimeOfExtension(earlier) : null;
  if (earlier && earlierType)
    return { cv: { cvFile: earlier, cvName: values.storedCvName, cvType: earlierType } };
  values.storedCv = "";
  if (existing) return { cv: existing };
  return { cv: null, error: SEEKER_MESSAGES.cvRequired };
}

async function parseSeekerForm(form: FormData, existing: StoredCv | null) {
  const values = seekerValuesFromForm(form);
  const errors = seekerFormErrors(form, { hasCv: true });
  const { cv, error: cvError } = await cvOfForm(form, values, existing);
  if (cvError) errors.cv = cvError;
  const picture = form.get("profilePicture");
  let profilePicture: string | null = values.existingPicture || null;
  if (!errors.profilePicture && picture instanceof File && picture.size > 0) {
    const stored = await storeImage(picture, PICTURE_SIZE, { rules: PICTURE_RULES });
    if (stored.ok) {
      profilePicture = stored.image.key;
      values.existingPicture = stored.image.key;
    } else errors.profilePicture = stored.error;
  }
  const parsed = seekerFormSchema.safeParse({ ...values, skills: allSkills(values) });
  if (!parsed.success || !cv || Object.keys(errors).length > 0) {
    return {
      ok: false as const,
      state: { values, errors, formError: SEEKER_MESSAGES.fixErrors } satisfies SeekerFormState,
    };
  }
  return { ok: true as const, row: { ...parsed.data, ...cv, profilePicture } };
}

/**
 * A new profile. Signed in: stored as pending at once. Signed out: kept as this browser's draft
 * and submitted when the visitor signs up or logs in (spec 002 §4).
 */
export async function createSeeker(request: Request, user: CurrentUser | null, form: FormData) {
  const parsed = await parseSeekerForm(form, null);
  if (!parsed.ok) return data(parsed.state, { status: 400 });
  if (!user) {
    const headers = await saveDraft(request, "job_seeker", parsed.row);
    return redirectWithToast(
      `/signup?redirectTo=${encodeURIComponent("/dashboard")}`,
      { type: "success", message: SEEKER_MESSAGES.savedSignedOut },
      { headers },
    );
  }
  await db().transaction((tx) =>
    submitListings(tx, user, { businesses: [], seekers: [parsed.row] }),
  );
  return redirectWithToast("/dashboard", { type: "success", message: SEEKER_MESSAGES.submitted });
}

/** The profile and what this user is to it; 404 / 403 answers otherwise. */
export async function seekerForActor(user: CurrentUser, id: number) {
  const [row] = await db().select().from(jobSeekers).where(eq(jobSeekers.id, id));
  if (!row) throw data(SEEKER_MESSAGES.notFound, { status: 404 });
  const actor: Actor = user.role === "admin" ? "admin" : row.ownerId === user.id ? "owner" : "user";
  if (actor === "user") throw data(SEEKER_MESSAGES.noPermission, { status: 403 });
  return { row, actor };
}

const storedCvOf = (row: SeekerRow): StoredCv | null =>
  row.cvFile && row.cvType
    ? { cvFile: row.cvFile, cvName: row.cvName ?? "", cvType: row.cvType }
    : null;

/** Edit by the owner (or an admin), with the same status rules as businesses (spec 002 §4). */
export async function updateSeeker(user: CurrentUser, id: number, form: FormData) {
  const { row, actor } = await seekerForActor(user, id);
  const change = transition(actor, row.status, "edit");
  if (!change.ok || change.status === "deleted")
    throw data(SEEKER_MESSAGES.noPermission, { status: 403 });
  const parsed = await parseSeekerForm(form, storedCvOf(row));
  if (!parsed.ok) return data(parsed.state, { status: 400 });
  await db().transaction(async (tx) => {
    await tx
      .update(jobSeekers)
      .set({
        ...parsed.row,
        status: change.status as SeekerRow["status"],
        adminNote: change.note === "clear" ? null : row.adminNote,
        updatedAt: new Date(),
      })
      .where(eq(jobSeekers.id, id));
    if (actor === "admin")
      await recordAudit(
        user,
        "job-seeker.edit",
        `job-seeker:${id}`,
        { name: parsed.row.fullName, from: row.status, to: change.status },
        tx,
      );
    if (actor === "owner" && row.status === "denied")
      await notifyAdminsOfReview(tx, user.name, [
        { kind: "Job seeker", name: parsed.row.fullName },
      ]);
  });
  if (row.cvFile !== parsed.row.cvFile) await forgetCv(row.cvFile);
  const message =
    actor === "admin"
      ? SEEKER_MESSAGES.adminUpdated
      : row.status === "denied"
        ? SEEKER_MESSAGES.resubmitted
        : SEEKER_MESSAGES.updated;
  return redirectWithToast("/dashboard", { type: "success", message });
}

/** Owner delete: only profiles that are not approved. */
export async function deleteOwnSeeker(user: CurrentUser, id: number) {
  const { row, actor } = await seekerForActor(user, id);
  const change = transition(actor, row.status, "delete");
  if (!change.ok) throw data(SEEKER_MESSAGES.deleteApproved, { status: 403 });
  await db().transaction(async (tx) => {
    await tx.delete(jobSeekers).where(eq(jobSeekers.id, id));
    if (actor === "admin")
      await recordAudit(user, "job-seeker.delete", `job-seeker:${id}`, { name: row.fullName }, tx);
  });
  await forgetCv(row.cvFile);
  return redirectWithToast("/dashboard", { type: "success", message: SEEKER_MESSAGES.deleted });
}

/** What /dashboard shows of the user's job-seeker profiles. */
export interface OwnSeeker {
  id: number;
  fullName: string;
  desiredPosition: string;
  location: string;
  skills: string[];
  status: SeekerRow["status"];
  adminNote: string | null;
  pictureUrl: string | null;
  gender: SeekerRow["gender"];
  hasCv: boolean;
  updatedAt: string;
}

export async function listOwnSeekers(userId: string): Promise<OwnSeeker[]> {
  const rows = await db()
    .select()
    .from(jobSeekers)
    .where(eq(jobSeekers.ownerId, userId))
    .orderBy(desc(jobSeekers.updatedAt), desc(jobSeekers.id));
  return rows.map((row) => ({
    id: row.id,
    fullName: row.fullName,
    desiredPosition: row.desiredPosition,
    location: row.location,
    skills: row.skills,
    status: row.status,
    adminNote: row.adminNote,
    pictureUrl: row.profilePicture ? uploadUrl(row.profilePicture) : null,
    gender: row.gender,
    hasCv: Boolean(row.cvFile),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

// ── The CV, only for those allowed to see it ────────────────────────────────────────────────────

/**
 * The profile whose CV this user may open: its owner, an administrator, or the owner of an
 * approved business (only for approved profiles). Anyone else gets 403, whether signed in or not.
 */
async function cvFor(user: CurrentUser | null, id: number) {
  const [row] = Number.isSafeInteger(id)
    ? await db().select().from(jobSeekers).where(eq(jobSeekers.id, id))
    : [];
  if (!row) throw data(SEEKER_MESSAGES.notFound, { status: 404 });
  const viewer = await viewerOf(user);
  const isSeeker = viewer.userId !== null && row.ownerId === viewer.userId;
  const allowed =
    canSeeSeekerContacts({ ...viewer, isSeeker }) &&
    (row.status === "approved" || viewer.isAdmin || isSeeker);
  if (!allowed) throw data("You do not have permission to view this CV", { status: 403 });
  const type = row.cvType ? CV_TYPES[row.cvType] : undefined;
  const bytes = row.cvFile ? await readPrivateFile(row.cvFile) : null;
  if (!bytes || !type || !row.cvType)
    throw data(SEEKER_MESSAGES.notFound.replace("profile", "CV"), { status: 404 });
  return { row, bytes, type, mime: row.cvType };
}

/**
 * The CV file. Images (not SVG) and PDFs may show inline in our viewer; everything else, and
 * any request with ?download, is an attachment named {name}_CV.{ext}. Never cached by proxies.
 */
export async function cvResponse(user: CurrentUser | null, id: number, download: boolean) {
  const { row, bytes, type, mime } = await cvFor(user, id);
  const inline = !download && (type.kind === "image" || type.kind === "pdf");
  const fileName = cvFileName(row.fullName, type.ext);
  const asciiName = fileName.replace(/[^\x20-\x7e]/g, "_").replace(/"/g, "");
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": mime,
      "Content-Length": String(bytes.byteLength),
      "Content-Disposition": `${inline ? "inline" : "attachment"}; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
      "Cache-Control": "private, no-store",
      // Chrome's PDF viewer does not run in a sandboxed document; other files are sandboxed.
      "Content-Security-Policy":
        type.kind === "pdf"
          ? "default-src 'none'; frame-ancestors 'self'"
          : "default-src 'none'; img-src 'self'; frame-ancestors 'self'; sandbox",
    },
  });
}

/** A .docx CV converted to sanitised HTML for the viewer. */
export async function cvPreview(user: CurrentUser | null, id: number) {
  const { bytes, type } = await cvFor(user, id);
  if (type.ext !== "docx") throw data("No preview for this file type", { status: 404 });
  const html = await wordPreviewHtml(bytes);
  if (html === null) throw data("The document could not be read", { status: 422 });
  return Response.json({ html }, { headers: { "Cache-Control": "private, no-store" } });
}

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

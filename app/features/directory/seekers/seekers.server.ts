import type { Submission } from "@conform-to/react";
import { eq } from "drizzle-orm";
import { data } from "react-router";
import type { z } from "zod";
import type { CurrentUser } from "#app/lib/auth/session.server";
import { db } from "#app/lib/db/client.server";
import { jobSeekers } from "#app/lib/db/schema";
import { redirectWithToast } from "#app/lib/http/toast.server";
import { type ImageRules, PICTURE_SIZE, storeImage } from "#app/lib/uploads/images.server";
import {
  privateFileExists,
  signPrivateKey,
  verifyPrivateKey,
} from "#app/lib/uploads/private-files.server";
import { UPLOAD_KEY, uploadUrl } from "#app/lib/uploads/rules";
import { StorageFault } from "#app/lib/uploads/storage.server";
import { storageFailureMessage } from "#app/lib/uploads/storage-faults";
import { SKILLS } from "../catalogue";
import { saveDraft } from "../drafts.server";
import { failedForm, type Kept, refusedForm, writeFailure } from "../form-answers.server";
import { actorOf, deleteOwnListing, saveListingEdit } from "../listing-changes.server";
import { type SeekerValues, submitListings } from "../listings.server";
import { listOwn, type OwnListing } from "../owned-listings.server";
import { editedMessage, transition } from "../rules";
import { CV_TYPES, cvFileName, MAX_CV_BYTES, MAX_PICTURE_BYTES } from "./cv";
import { dropHeldCv, forgetCv, inspectCv, storeHeldCv } from "./cv-files.server";
import { SEEKER_MESSAGES } from "./messages";
import { SEEKER_DEFAULTS, type SeekerFormValues, type seekerFormSchema } from "./schema";

type SeekerRow = typeof jobSeekers.$inferSelect;
type SeekerSchema = ReturnType<typeof seekerFormSchema>;
type SeekerSubmission = Submission<z.input<SeekerSchema>, string[], z.output<SeekerSchema>>;

const PICTURE_RULES: ImageRules = {
  types: new Set(["image/jpeg", "image/png", "image/webp", "image/gif"]),
  maxBytes: MAX_PICTURE_BYTES,
  typeError: SEEKER_MESSAGES.pictureType,
  sizeError: SEEKER_MESSAGES.pictureSize,
};

/** A default ('Not provided', 'Negotiable', …) shows as an empty field when editing. */
const unlessDefault = (value: string, fallback: string) => (value === fallback ? "" : value);

/** The edit form's values: the profile as its fields hold them. */
export function valuesFromSeekerRow(row: SeekerRow): SeekerFormValues {
  return {
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
  };
}

/** The files an edit form starts with: the profile's CV name and picture. */
export function keptOfSeekerRow(row: SeekerRow): Kept {
  return {
    storedCv: "",
    storedCvName: row.cvName ?? "",
    existingPicture: row.profilePicture ?? "",
  };
}

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

/** What the form kept from an earlier attempt: a signed CV reference, its name, the picture. */
function keptOfForm(form: FormData) {
  const picture = text(form, "existingPicture");
  return {
    storedCv: text(form, "storedCv"),
    storedCvName: text(form, "storedCvName").slice(0, 200),
    existingPicture: UPLOAD_KEY.test(picture) ? picture : "",
  };
}

const mimeOfExtension = (key: string) =>
  Object.entries(CV_TYPES).find(([, type]) => key.endsWith(`.${type.ext}`))?.[0] ?? null;

type StoredCv = { cvFile: string; cvName: string; cvType: string };

/**
 * The CV of the form: a new upload (checked by content, then held for the next attempt), one
 * uploaded before an error, or the profile's own. `kept` is updated to what the form keeps.
 */
async function cvOfForm(
  form: FormData,
  kept: ReturnType<typeof keptOfForm>,
  existing: StoredCv | null,
): Promise<{ cv: StoredCv | null; error?: string; storageFault?: true }> {
  const file = form.get("cv");
  if (file instanceof File && file.size > 0) {
    // Refuse before reading an oversized file into memory.
    if (file.size > MAX_CV_BYTES) return { cv: null, error: SEEKER_MESSAGES.cvSize };
    const bytes = new Uint8Array(await file.arrayBuffer());
    const inspected = await inspectCv(bytes);
    if (!inspected.ok) return { cv: null, error: inspected.error };
    const type = CV_TYPES[inspected.mime];
    const replaced = kept.storedCv ? verifyPrivateKey(kept.storedCv) : null;
    let key: string;
    try {
      key = await storeHeldCv(bytes, type?.ext ?? "bin");
    } catch (error) {
      kept.storedCv = "";
      // The disk refused it (logged where it happened): the visitor is told why.
      if (error instanceof StorageFault)
        return {
          cv: null,
          error: storageFailureMessage("CV", error.problem),
          storageFault: true,
        };
      writeFailure("storing a CV", error);
      return { cv: null, error: SEEKER_MESSAGES.cvUploadFailed };
    }
    // The CV this form kept from an earlier attempt has just been replaced: it is not needed.
    if (replaced) await dropHeldCv(replaced).catch((error) => writeFailure("dropping a CV", error));
    const cvName =
      file.name.slice(0, 200) || cvFileName(text(form, "fullName"), type?.ext ?? "bin");
    kept.storedCv = signPrivateKey(key);
    kept.storedCvName = cvName;
    return { cv: { cvFile: key, cvName, cvType: inspected.mime } };
  }
  const earlier = kept.storedCv ? verifyPrivateKey(kept.storedCv) : null;
  const earlierType = earlier ? mimeOfExtension(earlier) : null;
  // A kept CV whose hold ran out has been deleted: it has to be chosen again.
  if (earlier && earlierType && (await privateFileExists(earlier)))
    return { cv: { cvFile: earlier, cvName: kept.storedCvName, cvType: earlierType } };
  kept.storedCv = "";
  if (existing) return { cv: existing };
  return { cv: null, error: SEEKER_MESSAGES.cvRequired };
}

type ReadForm =
  | { ok: true; row: SeekerValues; kept: Kept }
  | { ok: false; answer: ReturnType<typeof refusedForm> };

/**
 * The profile of the form, checked, with its CV and picture stored (kept through hidden fields
 * even when the form comes back with errors); or the form again with its messages.
 */
async function readSeekerForm(
  form: FormData,
  submission: SeekerSubmission,
  existing: StoredCv | null,
): Promise<ReadForm> {
  const kept = keptOfForm(form);
  const checked = submission.status === "success" ? {} : (submission.error ?? {});
  const fieldErrors: Record<string, string[]> = {};
  const { cv, error: cvError, storageFault } = await cvOfForm(form, kept, existing);
  if (cvError && storageFault) return { ok: false, answer: failedForm(submission, cvError, kept) };
  if (cvError) fieldErrors.cv = [cvError];
  const picture = form.get("profilePicture");
  if (!checked.profilePicture && picture instanceof File && picture.size > 0) {
    const stored = await storeImage(picture, PICTURE_SIZE, { rules: PICTURE_RULES });
    if (stored.ok) kept.existingPicture = stored.image.key;
    else if (stored.storageFault)
      return { ok: false, answer: failedForm(submission, stored.error, kept) };
    else fieldErrors.profilePicture = [stored.error];
  }
  if (submission.status !== "success" || !cv || Object.keys(fieldErrors).length > 0)
    return {
      ok: false,
      answer: refusedForm(submission, SEEKER_MESSAGES.fixErrors, { fieldErrors, kept }),
    };
  return {
    ok: true,
    kept,
    row: { ...submission.value, ...cv, profilePicture: kept.existingPicture || null },
  };
}

/**
 * A new profile. Signed in: stored as pending at once. Signed out: kept as this browser's draft
 * and submitted when the visitor signs up or logs in (decision 0113).
 */
export async function createSeeker(
  request: Request,
  user: CurrentUser | null,
  form: FormData,
  submission: SeekerSubmission,
) {
  const read = await readSeekerForm(form, submission, null);
  if (!read.ok) return read.answer;
  try {
    if (!user) {
      const headers = await saveDraft(request, "job_seeker", read.row);
      return redirectWithToast(
        `/signup?redirectTo=${encodeURIComponent("/dashboard")}`,
        { type: "success", message: SEEKER_MESSAGES.savedSignedOut },
        { headers },
      );
    }
    await db().transaction((tx) =>
      submitListings(tx, user, { businesses: [], seekers: [read.row] }),
    );
  } catch (error) {
    writeFailure("submitting a job-seeker profile", error);
    return failedForm(submission, SEEKER_MESSAGES.submitFailed, read.kept);
  }
  return redirectWithToast("/dashboard", { type: "success", message: SEEKER_MESSAGES.submitted });
}

/** The profile and what this user is to it; 404 / 403 answers otherwise. */
export async function seekerForActor(user: CurrentUser, id: number) {
  const [row] = await db().select().from(jobSeekers).where(eq(jobSeekers.id, id));
  if (!row) throw data(SEEKER_MESSAGES.notFound, { status: 404 });
  return { row, actor: actorOf(user, row.ownerId, SEEKER_MESSAGES.noPermission) };
}

const storedCvOf = (row: SeekerRow): StoredCv | null =>
  row.cvFile && row.cvType
    ? { cvFile: row.cvFile, cvName: row.cvName ?? "", cvType: row.cvType }
    : null;

/** Edit by the owner (or an admin), with the same status rules as businesses (decision 0108). */
export async function updateSeeker(
  user: CurrentUser,
  id: number,
  form: FormData,
  submission: SeekerSubmission,
) {
  const { row, actor } = await seekerForActor(user, id);
  const change = transition(actor, row.status, "edit");
  if (!change.ok || change.status === "deleted")
    throw data(SEEKER_MESSAGES.noPermission, { status: 403 });
  const read = await readSeekerForm(form, submission, storedCvOf(row));
  if (!read.ok) return read.answer;
  try {
    const write = { kind: "seeker", id, values: read.row } as const;
    const before = { kind: "seeker", ...row } as const;
    await saveListingEdit(user, actor, before, read.row.fullName, write, change);
  } catch (error) {
    writeFailure("updating a job-seeker profile", error);
    return failedForm(submission, SEEKER_MESSAGES.updateFailed, read.kept);
  }
  if (row.cvFile !== read.row.cvFile) await forgetCv(row.cvFile);
  return redirectWithToast("/dashboard", {
    type: "success",
    message: editedMessage(actor, row.status, SEEKER_MESSAGES),
  });
}

/** Delete by the owner (not approved ones) or an admin; the CV goes with the profile. */
export async function deleteOwnSeeker(user: CurrentUser, id: number) {
  const { row, actor } = await seekerForActor(user, id);
  const form = { values: valuesFromSeekerRow(row), kept: keptOfSeekerRow(row) };
  const listing = { kind: "seeker", ...row, name: row.fullName } as const;
  return deleteOwnListing(user, actor, listing, form, SEEKER_MESSAGES);
}

/** What /dashboard shows of the user's job-seeker profiles. */
export interface OwnSeeker extends OwnListing {
  fullName: string;
  desiredPosition: string;
  location: string;
  skills: string[];
  pictureUrl: string | null;
  gender: SeekerRow["gender"];
  hasCv: boolean;
}

export function listOwnSeekers(userId: string): Promise<OwnSeeker[]> {
  return listOwn(jobSeekers, userId, (row) => ({
    fullName: row.fullName,
    desiredPosition: row.desiredPosition,
    location: row.location,
    skills: row.skills,
    pictureUrl: row.profilePicture ? uploadUrl(row.profilePicture) : null,
    gender: row.gender,
    hasCv: Boolean(row.cvFile),
  }));
}

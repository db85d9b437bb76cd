import { and, eq } from "drizzle-orm";
import { hasPermission } from "#app/lib/auth/roles";
import type { CurrentUser } from "#app/lib/auth/session.server";
import { db } from "#app/lib/db/client.server";
import { businesses, jobSeekers } from "#app/lib/db/schema";
import { uploadUrl } from "#app/lib/uploads/rules";
import { canSeeSeekerContacts, normaliseLink } from "./rules";
import { type CvLink, cvLink } from "./seekers/cv";

/**
 * The directory's cards: what a business or a job seeker shows, and to whom (the viewer and the
 * privacy rule for a job seeker's contacts).
 */

type BusinessRow = typeof businesses.$inferSelect;
type SeekerRow = typeof jobSeekers.$inferSelect;

/** What the public card of a business shows. */
export interface BusinessCardData {
  kind: "business";
  id: number;
  name: string;
  description: string;
  primaryCategory: string;
  secondaryCategories: string[];
  subcategory: string;
  specialty: string;
  address: string;
  postcode: string;
  phone: string;
  email: string;
  website: string;
  logoUrl: string | null;
  social: { facebook: string; instagram: string; linkedin: string };
}

/** A job seeker's private details: only for the viewers of canSeeSeekerContacts. */
interface SeekerContacts {
  email: string;
  phone: string;
  gender: "Male" | "Female";
  pictureUrl: string | null;
  education: string;
  availability: string[];
  languages: string;
  expectedSalary: string;
  personalStatement: string;
  social: { facebook: string; instagram: string; linkedin: string };
  /** The CV through our authorised routes, or null when none was uploaded. */
  cv: CvLink | null;
}

/**
 * What a job seeker's card carries. Anonymous visitors (and signed-in users without an approved
 * business) get the public part only: name, skills, position, experience and location.
 */
export interface SeekerCardData {
  kind: "seeker";
  id: number;
  name: string;
  skills: string[];
  desiredPosition: string;
  experience: string;
  location: string;
  contacts: SeekerContacts | null;
}

export type DirectoryCard = BusinessCardData | SeekerCardData;

export function businessCard(row: BusinessRow): BusinessCardData {
  return {
    kind: "business",
    id: row.id,
    name: row.name,
    description: row.description,
    primaryCategory: row.primaryCategory,
    secondaryCategories: row.secondaryCategories,
    subcategory: row.subcategory,
    specialty: row.specialty,
    address: row.address,
    postcode: row.postcode,
    phone: row.phone,
    email: row.email,
    website: normaliseLink(row.website),
    logoUrl: row.logo ? uploadUrl(row.logo) : null,
    social: {
      facebook: normaliseLink(row.facebook),
      instagram: normaliseLink(row.instagram),
      linkedin: normaliseLink(row.linkedin),
    },
  };
}

/** The card of a job seeker for this viewer: the private part only when the rule allows it. */
export function seekerCard(row: SeekerRow, viewer: Viewer): SeekerCardData {
  const allowed = canSeeSeekerContacts({
    isAdmin: viewer.isAdmin,
    isSeeker: viewer.userId !== null && row.ownerId === viewer.userId,
    ownsApprovedBusiness: viewer.ownsApprovedBusiness,
  });
  return {
    kind: "seeker",
    id: row.id,
    name: row.fullName,
    skills: row.skills,
    desiredPosition: row.desiredPosition,
    experience: row.experience,
    location: row.location,
    contacts: allowed
      ? {
          email: row.email,
          phone: row.phone,
          gender: row.gender,
          pictureUrl: row.profilePicture ? uploadUrl(row.profilePicture) : null,
          education: row.education,
          availability: row.availability,
          languages: row.languages,
          expectedSalary: row.expectedSalary,
          personalStatement: row.personalStatement,
          social: {
            facebook: normaliseLink(row.facebook),
            instagram: normaliseLink(row.instagram),
            linkedin: normaliseLink(row.linkedin),
          },
          cv: row.cvFile && row.cvType ? cvLink(row.id, row.fullName, row.cvType) : null,
        }
      : null,
  };
}

/** One approved job seeker shaped for this viewer (the seeker and admins also see their unapproved one). */
export async function seekerForViewer(id: number, viewer: Viewer): Promise<SeekerCardData | null> {
  const [row] = await db().select().from(jobSeekers).where(eq(jobSeekers.id, id));
  if (!row) return null;
  const visible =
    row.status === "approved" ||
    viewer.isAdmin ||
    (viewer.userId !== null && row.ownerId === viewer.userId);
  return visible ? seekerCard(row, viewer) : null;
}

/** Who is looking at the directory, as far as the privacy rule is concerned. */
export interface Viewer {
  userId: string | null;
  isAdmin: boolean;
  ownsApprovedBusiness: boolean;
}

const ANONYMOUS: Viewer = { userId: null, isAdmin: false, ownsApprovedBusiness: false };
export const ADMIN_VIEWER: Viewer = { userId: null, isAdmin: true, ownsApprovedBusiness: false };

export async function viewerOf(user: CurrentUser | null): Promise<Viewer> {
  if (!user) return ANONYMOUS;
  const [owned] = await db()
    .select({ id: businesses.id })
    .from(businesses)
    .where(and(eq(businesses.ownerId, user.id), eq(businesses.status, "approved")))
    .limit(1);
  return {
    userId: user.id,
    isAdmin: hasPermission(user.roles, "directory.manage"),
    ownsApprovedBusiness: Boolean(owned),
  };
}

// ── Search ─────────────────────────────────────────────────────────────────────────────────────

/** Pure rules of the business directory (no server code: the browser uses them too). */

import type { ListingStatus } from "#app/lib/db/enums";

const DESCRIPTION_LIMIT = 80;
const CARD_SKILLS = 3;
export const MAX_SECONDARY_CATEGORIES = 4;
export const LISTINGS_PER_PAGE = 24;
export const COPY_TOAST_MS = 2000;

export const ADDRESS_COPIED = "Address copied!";
export const ADDRESS_COPY_FAILED = "Failed to copy address";
export const NO_BUSINESSES = "No businesses found";
export const NO_PERMISSION = "You do not have permission to edit this business";
export const NOT_FOUND = "Business not found";
/** /directory with the business modal open (after "Save & Add Another" from the modal). */
export const REGISTER_BUSINESS_URL = "/directory?register=business";
/** The full-page forms, where the register modals post too. */
export const NEW_BUSINESS_URL = "/directory/businesses/new";
export const NEW_SEEKER_URL = "/directory/job-seekers/new";
export const SEEKER_NOT_FOUND = "Job seeker not found";
export const SEEKER_CONTACTS_WITHHELD =
  "Contact details and CV are shown to signed-in owners of approved businesses.";
export const LOGIN_REQUIRED = "User must be logged in to submit business";
export const LOAD_SUBMISSIONS_FAILED = "Failed to load submissions";
export const LOAD_OWN_SUBMISSIONS_FAILED = "Failed to load your submissions";
export const SOME_ITEMS_FAILED =
  "Failed to submit some items. Please try again from your dashboard.";

/**
 * A UK postcode (outward code + inward code), case-insensitive, spaces optional:
 * "WD24 5ER", "wd245er", "SW1A 1AA", "M1 1AE", "GIR 0AA".
 */
const POSTCODE = /^(GIR ?0AA|[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2})$/i;
const ADDRESS_POSTCODE = /^\s*(GIR ?0AA|[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2})(?=$|[\s,])/i;

export function isUkPostcode(text: string): boolean {
  return POSTCODE.test(text.trim());
}

/** "wd245er" → "WD24 5ER". */
function normalisePostcode(text: string): string {
  const compact = text.replace(/\s+/g, "").toUpperCase();
  return `${compact.slice(0, -3)} ${compact.slice(-3)}`;
}

/** The normalised postcode an address starts with, or null (an address must start with one). */
export function addressPostcode(address: string): string | null {
  const match = ADDRESS_POSTCODE.exec(address);
  return match?.[1] ? normalisePostcode(match[1]) : null;
}

/** A social or web link with https:// added when it has no http(s):// prefix; "" stays "". */
export function normaliseLink(link: string | null | undefined): string {
  const text = (link ?? "").trim();
  if (!text) return "";
  if (/^https?:\/\//i.test(text)) return text;
  return `https://${text.replace(/^\/+/, "")}`;
}

/**
 * The letters a card shows when a business has no logo: the first letter (or digit) of each of
 * the first two words, upper case ("Henna by Safiya" → "HB", "Zaytoon" → "Z").
 */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .map((word) => Array.from(word).find((character) => /[\p{L}\p{N}]/u.test(character)))
    .filter((letter): letter is string => letter !== undefined)
    .slice(0, 2)
    .join("")
    .toUpperCase();
}

/** Text cut to `limit` characters with "..." when longer (card descriptions: 80, decision 0105). */
export function truncate(text: string, limit = DESCRIPTION_LIMIT): string {
  const trimmed = text.trim();
  if (trimmed.length <= limit) return trimmed;
  return `${trimmed.slice(0, limit).trimEnd()}...`;
}

/** The first `shown` skills and how many more there are ("+N"). */
export function skillsPreview(skills: readonly string[], shown = CARD_SKILLS) {
  return { shown: skills.slice(0, shown), more: Math.max(0, skills.length - shown) };
}

/** A maps search for the address (opened in a new tab by the card). */
export function mapsSearchUrl(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}

// ── Status rules (decision 0108) ────────────────────────────────────────────────────────────────

/** Who acts on a listing: nobody signed in, a signed-in user who does not own it, its owner, an admin. */
export type Actor = "anonymous" | "user" | "owner" | "admin";
export type ListingAction = "edit" | "approve" | "deny" | "delete";

export type Transition =
  | { ok: true; status: ListingStatus | "deleted"; note: "keep" | "clear" | "set" }
  | { ok: false; reason: "login" | "forbidden" | "not-allowed" };

/**
 * The toast after a listing is edited (decision 0118): an administrator's edit goes live, an
 * owner's edit of a denied listing goes back for review, any other owner's edit is simply saved.
 */
export function editedMessage(
  actor: Actor,
  previous: ListingStatus,
  messages: { adminUpdated: string; resubmitted: string; updated: string },
): string {
  if (actor === "admin") return messages.adminUpdated;
  return previous === "denied" ? messages.resubmitted : messages.updated;
}

/** The status a new submission always gets. */
export const NEW_LISTING_STATUS: ListingStatus = "pending";

/**
 * What `action` by `actor` does to a listing in `current` status:
 * - owner edit: approved stays approved and keeps its note; pending stays pending;
 *   denied becomes pending with the note cleared ("Edit & Resubmit");
 * - owner delete: only items that are not approved;
 * - admin: approves or denies (with a note) pending items, an edit makes it approved, deletes anything;
 * - anyone else: refused (login first, or no permission).
 */
export function transition(
  actor: Actor,
  current: ListingStatus,
  action: ListingAction,
): Transition {
  if (actor === "anonymous") return { ok: false, reason: "login" };
  if (actor === "user") return { ok: false, reason: "forbidden" };
  if (actor === "owner") {
    switch (action) {
      case "edit":
        if (current === "approved") return { ok: true, status: "approved", note: "keep" };
        if (current === "pending") return { ok: true, status: "pending", note: "keep" };
        return { ok: true, status: "pending", note: "clear" };
      case "delete":
        return current === "approved"
          ? { ok: false, reason: "not-allowed" }
          : { ok: true, status: "deleted", note: "keep" };
      default:
        return { ok: false, reason: "forbidden" };
    }
  }
  switch (action) {
    case "approve":
      return current === "pending"
        ? { ok: true, status: "approved", note: "keep" }
        : { ok: false, reason: "not-allowed" };
    case "deny":
      return current === "pending"
        ? { ok: true, status: "denied", note: "set" }
        : { ok: false, reason: "not-allowed" };
    case "edit":
      return { ok: true, status: "approved", note: "keep" };
    case "delete":
      return { ok: true, status: "deleted", note: "keep" };
  }
}

// ── Filters in the URL ──────────────────────────────────────────────────────────────────────────

export interface DirectoryFilters {
  q: string;
  categories: string[];
  subcategories: string[];
  letter: string | null;
  page: number;
}

export function parseFilters(params: URLSearchParams): DirectoryFilters {
  const unique = (values: string[]) =>
    [...new Set(values.map((value) => value.trim()).filter(Boolean))].slice(0, 40);
  const letter = (params.get("letter") ?? "").trim().toUpperCase();
  const page = Number.parseInt(params.get("page") ?? "1", 10);
  return {
    q: (params.get("q") ?? "").trim().slice(0, 100),
    categories: unique(params.getAll("category")),
    subcategories: unique(params.getAll("sub")),
    letter: /^[A-Z]$/.test(letter) ? letter : null,
    page: Number.isFinite(page) && page > 0 ? page : 1,
  };
}

/** The /directory address of a set of filters (page 1 is left out). */
export function filtersHref(filters: Partial<DirectoryFilters>): string {
  const query = new URLSearchParams();
  if (filters.q) query.set("q", filters.q);
  for (const category of filters.categories ?? []) query.append("category", category);
  for (const sub of filters.subcategories ?? []) query.append("sub", sub);
  if (filters.letter) query.set("letter", filters.letter);
  if (filters.page && filters.page > 1) query.set("page", String(filters.page));
  const text = query.toString();
  return text ? `/directory?${text}` : "/directory";
}

/**
 * Can this viewer see a job seeker's contact details and CV?
 * (docs/decisions/0100-job-seeker-privacy-enforced-on-the-server.md)
 */
export function canSeeSeekerContacts(viewer: {
  isAdmin: boolean;
  isSeeker: boolean;
  ownsApprovedBusiness: boolean;
}): boolean {
  return viewer.isAdmin || viewer.isSeeker || viewer.ownsApprovedBusiness;
}

export const SUGGESTION_SENT = "Category suggestion sent successfully!";
export const SUGGESTION_FAILED = "Failed to send suggestion. Please try again.";
export const SUGGESTION_REQUIRED = "Please enter a category to suggest";
export const SUGGESTION_MAX_LENGTH = 200;
export const SUGGESTION_TOO_LONG = `Please use at most ${SUGGESTION_MAX_LENGTH} characters`;

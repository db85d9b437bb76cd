import { z } from "zod";
import { SUGGESTION_MAX_LENGTH, SUGGESTION_REQUIRED, SUGGESTION_TOO_LONG } from "./rules";

/** The small form under the directory: a category to suggest. */
export const suggestionSchema = z.object({
  suggestion: z
    .string({ error: SUGGESTION_REQUIRED })
    .trim()
    .min(1, SUGGESTION_REQUIRED)
    .max(SUGGESTION_MAX_LENGTH, SUGGESTION_TOO_LONG),
});

/** A listing an administrator reviews: a business or a job-seeker profile. */
export type ListingKind = "business" | "seeker";

const KIND_LABELS = { business: "Business", seeker: "Job seeker profile" } as const;

export const ADMIN_MESSAGES = {
  denyNote: "Please provide a reason for denial",
  statusFailed: "Failed to update status",
  approved: (kind: ListingKind, name: string) => `${KIND_LABELS[kind]} "${name}" approved`,
  denied: (kind: ListingKind, name: string) => `${KIND_LABELS[kind]} "${name}" denied`,
  deleted: (kind: ListingKind, name: string) =>
    `${KIND_LABELS[kind]} "${name}" has been permanently deleted`,
} as const;

/** Deny, with the reason the owner will read (required). */
export const denySchema = z.object({
  note: z
    .string({ error: ADMIN_MESSAGES.denyNote })
    .trim()
    .min(1, ADMIN_MESSAGES.denyNote)
    .max(2000, "Please keep the note under 2000 characters"),
});

/** What an administrator does to a listing on /admin/directory (the listing's id and kind aside). */
export const reviewSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("approve"),
    note: z
      .string()
      .trim()
      .max(2000, "Please keep the note under 2000 characters")
      .optional()
      .transform((note) => note ?? ""),
  }),
  denySchema.extend({ intent: z.literal("deny") }),
  z.object({ intent: z.literal("delete") }),
]);

import { z } from "zod";
import { cleanSlug, londonLocalToDate } from "./rules";

/** The editor's fields, checked on the server (the browser's own checks are off). */
export const postFormSchema = z.object({
  title: z
    .string({ error: "Please enter a title" })
    .trim()
    .min(1, "Please enter a title")
    .max(150, "The title must be 150 characters or fewer"),
  slug: z
    .string()
    .trim()
    .max(80, "The slug must be 80 characters or fewer")
    .refine(
      (value) => value === "" || cleanSlug(value) !== null,
      "Use lower-case letters, numbers and hyphens only",
    )
    .default(""),
  excerpt: z.string().trim().max(300, "The summary must be 300 characters or fewer").default(""),
  body: z
    .string({ error: "Please write the post" })
    .trim()
    .min(1, "Please write the post")
    .max(50_000, "The post must be 50,000 characters or fewer"),
  tags: z.string().trim().max(300, "Please use fewer tags").default(""),
  authorName: z
    .string({ error: "Please enter the author's name" })
    .trim()
    .min(1, "Please enter the author's name")
    .max(80, "The author's name must be 80 characters or fewer"),
  coverAlt: z
    .string()
    .trim()
    .max(200, "The description must be 200 characters or fewer")
    .default(""),
  publishAt: z
    .string()
    .trim()
    .refine(
      (value) => value === "" || londonLocalToDate(value) !== null,
      "Please enter a valid date and time",
    )
    .default(""),
});

const POST_FIELDS = [
  "title",
  "slug",
  "excerpt",
  "body",
  "tags",
  "authorName",
  "coverAlt",
  "publishAt",
] as const;

export type PostFieldName = (typeof POST_FIELDS)[number] | "cover";

export const COVER_ALT_REQUIRED = "Please describe the cover image for people who cannot see it";
export const SLUG_TAKEN = "This slug is already used by another post";
export const FIX_ERRORS = "Please correct the errors below";
export const SAVE_FAILED = "The post could not be saved. Please try again.";

export type EditorValues = Record<(typeof POST_FIELDS)[number], string> & {
  /** Upload key of the cover already stored for this form (kept when the form is shown again). */
  existingCover: string;
};

export interface EditorState {
  values: EditorValues;
  errors: Partial<Record<PostFieldName, string>>;
  formError: string | null;
  preview?: boolean;
}

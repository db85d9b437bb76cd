import { z } from "zod";
import { noOutsideImages, OUTSIDE_IMAGE_MESSAGE } from "#app/lib/markdown/outside-images";
import { cleanSlug, londonLocalToDate } from "./rules";

const required = (message: string, max: number, tooLong: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, tooLong);

/**
 * The editor's fields (an empty field arrives as undefined). The cover's content and its
 * description (needed once a cover is stored) are checked by the action, which stores the file.
 */
export const postFormSchema = z.object({
  title: required("Please enter a title", 150, "The title must be 150 characters or fewer"),
  slug: z
    .string()
    .trim()
    .max(80, "The slug must be 80 characters or fewer")
    .refine(
      (value) => value === "" || cleanSlug(value) !== null,
      "Use lower-case letters, numbers and hyphens only",
    )
    .optional(),
  excerpt: z.string().trim().max(300, "The summary must be 300 characters or fewer").optional(),
  body: required(
    "Please write the post",
    50_000,
    "The post must be 50,000 characters or fewer",
  ).refine(noOutsideImages, OUTSIDE_IMAGE_MESSAGE),
  tags: z.string().trim().max(300, "Please use fewer tags").optional(),
  authorName: required(
    "Please enter the author's name",
    80,
    "The author's name must be 80 characters or fewer",
  ),
  coverAlt: z
    .string()
    .trim()
    .max(200, "The description must be 200 characters or fewer")
    .optional(),
  publishAt: z
    .string()
    .trim()
    .max(40, "Please enter a valid date and time")
    .refine(
      (value) => value === "" || londonLocalToDate(value) !== null,
      "Please enter a valid date and time",
    )
    .optional(),
  /** A new cover image. */
  cover: z.file().optional(),
  /** Upload key of the cover already stored for this form (kept when the form is shown again). */
  existingCover: z.string().max(200).optional(),
  removeCover: z.boolean().optional(),
});

export type PostInput = z.output<typeof postFormSchema>;

/** The editor's starting values for a post (strings as the fields show them). */
export type PostFormValues = {
  [Name in Exclude<keyof PostInput, "cover" | "removeCover">]-?: string;
};

export const POST_FIELD_LABELS = {
  title: "Title",
  slug: "Slug",
  excerpt: "Summary",
  body: "Post (Markdown)",
  tags: "Tags",
  authorName: "Author",
  cover: "Cover image",
  coverAlt: "Cover image description",
  publishAt: "Publish at",
} as const;

export const COVER_ALT_REQUIRED = "Please describe the cover image for people who cannot see it";
export const SLUG_TAKEN = "This slug is already used by another post";
export const FIX_ERRORS = "Please correct the errors below";
export const SAVE_FAILED = "The post could not be saved. Please try again.";

import { z } from "zod";
import { noOutsideImages, OUTSIDE_IMAGE_MESSAGE } from "#app/lib/markdown/outside-images";

const required = (message: string, max: number, tooLong: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, tooLong);

/** The content page editor's fields (an empty field arrives as undefined). */
export const pageFormSchema = z.object({
  title: required("Please enter a title", 120, "The title must be 120 characters or fewer"),
  description: required(
    "Please enter a description",
    300,
    "The description must be 300 characters or fewer",
  ),
  body: z
    .string({ error: "Please write the page" })
    .max(100_000, "The page must be 100,000 characters or fewer")
    .refine((value) => value.trim() !== "", "Please write the page")
    .refine(noOutsideImages, OUTSIDE_IMAGE_MESSAGE),
  /** The revision the editor started from: a save on top of a newer one is refused. */
  revision: z.coerce.number().int().positive().optional(),
});

export type PageInput = z.output<typeof pageFormSchema>;

/** The editor's starting values (strings as the fields show them). */
export type PageFormValues = { title: string; description: string; body: string; revision: string };

/** Restore (history page): the version number to copy back. */
export const restoreSchema = z.object({
  revision: z.coerce
    .number({ error: "Please choose a version to restore" })
    .int("Please choose a version to restore")
    .positive("Please choose a version to restore"),
});

export const PAGE_FIELD_LABELS = {
  title: "Title",
  description: "Description",
  body: "Page (Markdown)",
} as const;

export const FIX_ERRORS = "Please correct the errors below";
export const SAVE_FAILED = "The page could not be saved. Please try again.";
export const EDITED_MEANWHILE =
  "Someone else saved this page after you opened it. Copy your changes, reload the page and make them again on the newest version.";
export const NO_MAIN_HEADING =
  "Start headings with ## : the title above is the page's only main (#) heading";

/** The body lost anchors that the page's jump list or links need. */
export function missingAnchorsMessage(missing: readonly string[]): string {
  const list = missing.map((id) => `{#${id}}`).join(", ");
  return `The jump list needs ${missing.length === 1 ? "this anchor" : "these anchors"}: ${list}. Keep each at the end of its ## heading.`;
}

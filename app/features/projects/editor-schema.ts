import { z } from "zod";
import { fieldIssue } from "#app/lib/field-issue";
import { nonEmptyLines } from "#app/lib/lines";
import { isSiteOrHttpsLink } from "#app/lib/links";
import { noOutsideImages, OUTSIDE_IMAGE_MESSAGE } from "#app/lib/markdown/outside-images";
import { ART_MOTIFS, isWhatsappGroup, PROJECT_FORM_KINDS, type ProjectFormKind } from "./projects";

/** The project editor's form (/admin/projects/new and /admin/projects/{slug}). */

export const MAX_LINKS = 4;
const MAX_OPTIONS = 6;
const SLUG_MAX = 60;
/** Paths of the admin that a slug would hide: /admin/projects/new is the new-project page. */
const RESERVED_SLUGS = new Set(["new"]);

export const PROJECT_FIELD_LABELS = {
  slug: "Slug",
  title: "Title",
  subtitle: "Subtitle",
  tagline: "Tagline",
  artFrom: "Artwork first colour",
  artTo: "Artwork second colour",
  motif: "Artwork motif",
  imageId: "Photo",
  form: "Form",
  options: "Form choices",
  body: "Page text (Markdown)",
} as const;

export const LINK_LABELS = {
  label: "Button label",
  group: "WhatsApp group from the site settings",
  href: "Link",
} as const;

export const FORM_KIND_LABELS: Record<ProjectFormKind, string> = {
  interest: "Interest: name, phone, email, a choice and a message",
  football: "Football: the three age categories",
  elders: "Elders: registration, volunteer and sponsor forms",
  advice: "Advice and counselling: the confidential request",
};

export const MOTIF_LABELS: Record<(typeof ART_MOTIFS)[number], string> = {
  book: "Book",
  ball: "Football",
  handshake: "Handshake",
  heart: "Heart",
  star: "Star",
  moon: "Crescent moon",
  quran: "Qur'an stand",
  chat: "Speech bubble",
};

const SLUG_FORMAT = "Use lower-case letters, numbers and hyphens only, such as knitting-circle";
export const SLUG_TAKEN = "This slug is already used by another project";
const SLUG_RESERVED = "This slug is reserved: please choose another";
export const PHOTO_MISSING = "That image is no longer in the media library: please choose another";
export const FIX_ERRORS = "Please correct the errors below";
export const SAVE_FAILED = "The project could not be saved. Please try again.";

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const COLOUR = /^#[0-9a-fA-F]{6}$/;

const required = (message: string, max: number) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `Please keep this under ${max} characters`);
const optional = (max: number) =>
  z.string().trim().max(max, `Please keep this under ${max} characters`).optional();
const colour = (message: string) =>
  z.string({ error: message }).trim().regex(COLOUR, "Please choose a colour such as #0f6b4f");

const linkRow = z
  .object({
    label: optional(40),
    group: z.string().trim().max(100, "Please choose a group from the list").optional(),
    href: optional(500),
  })
  .optional();

/**
 * One schema for both pages: a new project also sends its slug (which never changes once
 * created). Messages sit next to their fields.
 */
export function projectEditorSchema({ creating }: { creating: boolean }) {
  return z
    .object({
      slug: creating
        ? z
            .string({ error: "Please enter a slug" })
            .trim()
            .min(1, "Please enter a slug")
            .max(SLUG_MAX, `Please keep the slug under ${SLUG_MAX} characters`)
            .regex(SLUG_PATTERN, SLUG_FORMAT)
            .refine((slug) => !RESERVED_SLUGS.has(slug), SLUG_RESERVED)
        : z.string().optional(),
      title: required("Please enter a title", 80),
      subtitle: required("Please enter a subtitle", 200),
      tagline: optional(80),
      artFrom: colour("Please choose the first colour"),
      artTo: colour("Please choose the second colour"),
      motif: z.enum(ART_MOTIFS, { error: "Please choose a motif" }),
      imageId: z
        .string()
        .trim()
        .regex(/^\d{1,9}$/, "Please choose an image from the media library")
        .optional(),
      form: z.enum(PROJECT_FORM_KINDS, { error: "Please choose a form" }),
      options: optional(2000),
      links: z
        .array(linkRow)
        .max(MAX_LINKS, `Please use no more than ${MAX_LINKS} buttons`)
        .optional(),
      body: required("Please write the project's page", 20_000).refine(
        noOutsideImages,
        OUTSIDE_IMAGE_MESSAGE,
      ),
    })
    .superRefine((value, context) => {
      if (value.form === "interest") {
        const lines = nonEmptyLines(value.options);
        const problem =
          lines.length === 0
            ? "Please give at least one choice, one per line"
            : lines.length > MAX_OPTIONS
              ? `Please give no more than ${MAX_OPTIONS} choices`
              : lines.some((line) => line.length > 40)
                ? "Please keep each choice under 40 characters"
                : new Set(lines).size !== lines.length
                  ? "Each choice must be different"
                  : null;
        if (problem) fieldIssue(context, ["options"], problem);
      }
      (value.links ?? []).forEach((row, index) => {
        if (!row) return;
        const { label, group, href } = row;
        const at = (field: string, message: string) =>
          fieldIssue(context, ["links", index, field], message);
        if (!label && !group && !href) return;
        if (!label) at("label", "Please give the button a label");
        if (group && !isWhatsappGroup(group)) at("group", "Please choose a group from the list");
        if (group && href) at("href", "Give a link or choose a WhatsApp group, not both");
        else if (!group && !href) at("href", "Please give a link or choose a WhatsApp group");
        else if (href && !isSiteOrHttpsLink(href))
          at("href", "Use a page of this site such as /directory, or an address starting https://");
      });
    });
}

export type ProjectEditorInput = z.output<ReturnType<typeof projectEditorSchema>>;

/** What the editor's fields start with (strings as the fields show them). */
export interface ProjectEditorValues {
  slug: string;
  title: string;
  subtitle: string;
  tagline: string;
  artFrom: string;
  artTo: string;
  motif: string;
  imageId: string;
  form: string;
  options: string;
  links: { label: string; group: string; href: string }[];
  body: string;
}

import { z } from "zod";
import { fieldIssue } from "#app/lib/field-issue";
import { IMAGE_TOO_LARGE_MESSAGE, MAX_IMAGE_BYTES } from "#app/lib/uploads/rules";
import { MAX_SLIDES } from "./media";

export const FILE_REQUIRED = "Please choose an image to upload";
export const ALT_REQUIRED = "Please describe the image for people who cannot see it";
export const ALT_TOO_LONG = "The description must be 250 characters or fewer";
export const ALT_IS_FILE_NAME = "Describe what the image shows, not its file name";
export const MEDIA_GONE = "That image is no longer in the library.";
export const CAPTION_TOO_LONG = "The caption must be 140 characters or fewer";
export const CAPTION_WITHOUT_PHOTO = "Choose a photo for this caption, or clear the caption";
export const SLIDE_TWICE = "This photo is already in the slideshow";
export const UPLOAD_FAILED = "The image could not be saved. Please try again.";
export const alreadyInLibrary = (alt: string) =>
  `This image is already in the library, described as “${alt}”.`;

/** A camera's or phone's file name ("IMG_1234.jpg", "DSC 0042", "photo.png") is not a description. */
const FILE_NAME =
  /(\.(jpe?g|png|webp|gif|heic|heif|tiff?|bmp|svg)$)|(^(img|dsc|dscn|pxl|image|photo|screenshot)[\s_-]*\d*$)/i;

/**
 * Alt text: every library image needs one. The library holds images that carry meaning (photos
 * of the centre, its people and events); decoration is drawn by the site's own design.
 */
const altText = z
  .string({ error: ALT_REQUIRED })
  .trim()
  .min(1, ALT_REQUIRED)
  .max(250, ALT_TOO_LONG)
  .refine((value) => !FILE_NAME.test(value), ALT_IS_FILE_NAME);

/** Upload: the file's content is checked by the action (storeImage), never by its name. */
export const uploadSchema = z.object({
  file: z.file({ error: FILE_REQUIRED }).max(MAX_IMAGE_BYTES, IMAGE_TOO_LARGE_MESSAGE),
  alt: altText,
});

export const altSchema = z.object({
  id: z.number().int().positive(),
  alt: altText,
});

const mediaId = z.number({ error: MEDIA_GONE }).int().positive().optional();

/** The home hero (one image or none) and the summer slideshow (up to six photos, in order). */
export const placementsSchema = z
  .object({
    hero: mediaId,
    slides: z
      .array(
        z.object({
          mediaId,
          caption: z.string().trim().max(140, CAPTION_TOO_LONG).optional(),
        }),
      )
      .max(MAX_SLIDES)
      .optional(),
  })
  .superRefine((value, context) => {
    const seen = new Set<number>();
    for (const [index, slide] of (value.slides ?? []).entries()) {
      const path = ["slides", index, "mediaId"];
      if (slide.mediaId === undefined) {
        if (slide.caption) fieldIssue(context, path, CAPTION_WITHOUT_PHOTO);
        continue;
      }
      if (seen.has(slide.mediaId)) fieldIssue(context, path, SLIDE_TWICE);
      seen.add(slide.mediaId);
    }
  });

export type PlacementsInput = z.output<typeof placementsSchema>;

export const LABELS = {
  file: "Image",
  alt: "Alt text",
  hero: "Home page hero image",
} as const;

/** The field of a library image's alt text form (the upload's "Alt text" is another field). */
export const ALT_EDIT_LABELS = { alt: "New alt text" } as const;

export const slidePhotoLabel = (index: number) => `Slideshow photo ${index + 1}`;
export const slideCaptionLabel = (index: number) => `Caption of photo ${index + 1}`;

/** Every field of the placements form by its name, in the form's order. */
export const PLACEMENT_LABELS: Readonly<Record<string, string>> = Object.fromEntries([
  ["hero", LABELS.hero],
  ...Array.from({ length: MAX_SLIDES }, (_, index) => [
    [`slides[${index}].mediaId`, slidePhotoLabel(index)],
    [`slides[${index}].caption`, slideCaptionLabel(index)],
  ]).flat(),
]);

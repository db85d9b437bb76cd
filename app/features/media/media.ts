/** An image of the media library, as pages and pickers use it. */
export interface MediaItem {
  id: number;
  src: string;
  alt: string;
  width: number;
  height: number;
}

/** A library image placed on a page (the home hero, a slide), with its optional caption. */
export interface PlacedImage extends MediaItem {
  caption: string;
}

/** Where library images appear without code (media_placements.placement). */
export const HOME_HERO = "home-hero";
export const SUMMER_SLIDESHOW = "summer-slideshow";
export type Placement = typeof HOME_HERO | typeof SUMMER_SLIDESHOW;

/** Where an editor's image dialog reads the library and uploads to it. */
export const PICKER = "/admin/media/picker";
export const PICKER_UPLOAD = "picker-upload";

/** The summer slideshow holds at most this many photos. */
export const MAX_SLIDES = 6;

/**
 * The Markdown that shows a library image in a page or project body. Brackets in the alt text
 * are escaped so they cannot end the image's text early.
 */
export function markdownSnippet(item: Pick<MediaItem, "alt" | "src">): string {
  const alt = item.alt.replace(/([\\[\]])/g, "\\$1").replace(/\s+/g, " ");
  return `![${alt}](${item.src})`;
}

import type { SummerLinks } from "../pages/summer-links";

/**
 * The admin's preview of a season: the summer pages as they will read with it, behind the
 * admin. Its pages link to one another (never to the public pages, which show another season),
 * and its sign-up links lead back to the banner that says why nobody can register from here.
 */

export const PREVIEW_PAGES = ["summer", "programmes", "faq", "terms"] as const;
export type PreviewPage = (typeof PREVIEW_PAGES)[number];

/** The preview's pages, named as the public site's links name them. */
export const PREVIEW_PAGE_LABELS: Record<PreviewPage, string> = {
  summer: "Summer page",
  programmes: "Programmes",
  faq: "FAQ",
  terms: "Terms & Conditions",
};

/** What the preview's banner says: which visitors see the season, and what the preview is. */
export const PREVIEW_TEXTS = {
  notYetShown: "Preview: visitors do not see this season yet.",
  noLongerShown: "Preview: visitors no longer see this season.",
  shown: "Preview: visitors see this season on /summer now.",
  what: "The summer pages as they will read with this season: its programmes, prices, dates and wording, as saved. Changes not yet saved on the season's page are not shown.",
  signUp:
    "Sign-up buttons lead back here: parents can register once the season is open and is the one shown on /summer.",
  back: "Back to the season",
} as const;

/** The `?page=` of a preview address: one of its pages, else the summer page. */
export const previewPage = (asked: string | null): PreviewPage =>
  PREVIEW_PAGES.find((page) => page === asked) ?? "summer";

export const previewPath = (seasonId: number, page: PreviewPage = "summer") =>
  `/admin/summer/seasons/${seasonId}/preview${page === "summer" ? "" : `?page=${page}`}`;

/** The banner's id: where the preview's sign-up links lead. */
export const PREVIEW_BANNER_ID = "preview";

export const previewLinks = (seasonId: number, page: PreviewPage): SummerLinks => ({
  register: `${previewPath(seasonId, page)}#${PREVIEW_BANNER_ID}`,
  programmes: previewPath(seasonId, "programmes"),
  faq: previewPath(seasonId, "faq"),
  terms: previewPath(seasonId, "terms"),
});

/** The banner's first line: whether visitors see the season, will, or did. */
export function previewHeadline({
  shownNow,
  status,
}: {
  shownNow: boolean;
  /** As the admin names it: "finished" once every date has passed (`displayStatus`). */
  status: string;
}): string {
  if (shownNow) return PREVIEW_TEXTS.shown;
  return status === "archived" || status === "finished"
    ? PREVIEW_TEXTS.noLongerShown
    : PREVIEW_TEXTS.notYetShown;
}

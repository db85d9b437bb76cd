/**
 * Where the summer pages' links lead: the public pages, or the admin preview's own pages (which
 * show the previewed season, never the one visitors see).
 */
export interface SummerLinks {
  /** Registration; null hides the sign-up links (the season cannot be booked now). */
  register: string | null;
  programmes: string;
  faq: string;
  terms: string;
}

const PUBLIC_LINKS = {
  register: "/summer/register",
  programmes: "/summer/programmes",
  faq: "/summer/faq",
  terms: "/summer-at-wic/terms-and-conditions",
} as const satisfies SummerLinks;

/** The public pages' links; no sign-up while a notice says why the season cannot be booked. */
export const publicLinks = (notice: string | null = null): SummerLinks =>
  notice ? { ...PUBLIC_LINKS, register: null } : PUBLIC_LINKS;

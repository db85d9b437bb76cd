/**
 * The site's editable content pages: each is kept in `content_pages` under its key, the page's
 * path without the leading slash. In the admin's addresses a `/` of the key is written `-`
 * (`/admin/pages/policies-privacy`).
 */
export const CONTENT_PAGE_KEYS = [
  "what-is-wic",
  "why-choose-wic",
  "academy-policy",
  "policies/privacy",
  "policies/terms",
] as const;

export type ContentKey = (typeof CONTENT_PAGE_KEYS)[number];

/** "/policies/privacy" for "policies/privacy". */
export const contentPath = (key: ContentKey) => `/${key}`;

/** "policies-privacy" for "policies/privacy": the page's part of its admin addresses. */
export const contentParam = (key: ContentKey) => key.replaceAll("/", "-");

/** The page an admin address names, or null. */
export function contentKeyFromParam(param: string | undefined): ContentKey | null {
  return CONTENT_PAGE_KEYS.find((key) => contentParam(key) === param) ?? null;
}

/**
 * Anchors other pages, links and the "Jump to a policy" list rely on: a save that would drop one
 * is refused. The jump list itself shows every level-2 heading of the page, in order.
 */
export const REQUIRED_ANCHORS: Partial<Record<ContentKey, readonly string[]>> = {
  "academy-policy": [
    "safeguarding",
    "recruitment",
    "behaviour",
    "anti-bullying",
    "health-safety",
    "equality",
    "data",
    "attendance",
    "online",
    "whistleblowing",
    "firstaid",
    "complaints",
    "remote",
    "curriculum",
  ],
};

import { type SiteConfig, site } from "#app/lib/config/site";

/** The matches React Router passes to a route's `meta`: the root one carries the settings. */
export type MetaMatchList = readonly ({ id: string; loaderData?: unknown } | undefined)[];

/** The centre's settings as the root loader read them for this page (defaults if it failed). */
export function settingsFromMatches(matches: MetaMatchList): SiteConfig {
  const root = matches.find((match) => match?.id === "root")?.loaderData as
    | { settings?: SiteConfig }
    | undefined;
  return root?.settings ?? site;
}

export interface PageMetaOptions {
  title: string;
  description: string;
  /** Open Graph type: "website" unless the page is an article. */
  type?: "website" | "article";
}

/**
 * Title, description, Open Graph and Twitter card tags for a page, with the centre's name (from
 * the settings in `matches`) appended to the title. The tags that need the site's address
 * (canonical link, og:url and the share image) are added for every page by the root layout,
 * from PUBLIC_URL (see SiteUrlTags).
 */
export function pageMeta(
  matches: MetaMatchList,
  { title, description, type = "website" }: PageMetaOptions,
) {
  const { name } = settingsFromMatches(matches);
  return [
    { title: title === name ? title : `${title} | ${name}` },
    { name: "description", content: description },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:type", content: type },
    { property: "og:site_name", content: name },
    { property: "og:locale", content: "en_GB" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
  ];
}

/** Title, description and noindex for an admin page ("Admin · Submissions"). */
export function adminMeta(matches: MetaMatchList, title: string, description: string) {
  return [
    ...pageMeta(matches, { title: `Admin · ${title}`, description }),
    { name: "robots", content: "noindex, nofollow" },
  ];
}

/** The `meta` of an admin page whose title and description do not depend on its data. */
export function adminPageMeta(title: string, description: string) {
  return ({ matches }: { matches: MetaMatchList }) => adminMeta(matches, title, description);
}

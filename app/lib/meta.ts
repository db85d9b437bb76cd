import { site } from "~/lib/config/site";

export interface PageMetaOptions {
  title: string;
  description: string;
  /** Open Graph type: "website" unless the page is an article. */
  type?: "website" | "article";
}

/**
 * Title, description, Open Graph and Twitter card tags for a page, with the centre's name
 * appended to the title. The tags that need the site's address (canonical link, og:url and the
 * share image) are added for every page by the root layout, from PUBLIC_URL (see SiteUrlTags).
 */
export function pageMeta({ title, description, type = "website" }: PageMetaOptions) {
  return [
    { title: title === site.name ? title : `${title} | ${site.name}` },
    { name: "description", content: description },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:type", content: type },
    { property: "og:site_name", content: site.name },
    { property: "og:locale", content: "en_GB" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
  ];
}

/** Title, description and noindex for an admin page ("Admin · Submissions"). */
export function adminMeta(title: string, description: string) {
  return [
    ...pageMeta({ title: `Admin · ${title}`, description }),
    { name: "robots", content: "noindex, nofollow" },
  ];
}

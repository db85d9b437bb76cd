import { sitemapPostPages } from "~/features/blog/index.server";
import { sitemapProjectPages } from "~/features/projects/index.server";
import { env } from "~/lib/config/env.server";
import { SITEMAP_PAGES, sitemapXml } from "~/lib/seo/site-files";
import { contentLastModified } from "../content.server";

export async function loader() {
  // The content pages' lastmod: the day staff last saved them.
  const updated = await contentLastModified();
  const pages = SITEMAP_PAGES.map((page) => ({
    path: page.path,
    lastModified: page.lastModified ?? updated.get(page.path) ?? null,
  }));
  pages.push(...(await sitemapProjectPages()));
  pages.push(...(await sitemapPostPages()));
  return new Response(sitemapXml(env().PUBLIC_URL, pages), {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}

import { env } from "#app/lib/config/env.server";
import { SITEMAP_PAGES, sitemapXml } from "#app/lib/seo/site-files";
import { contentLastModified } from "../content.server";
import type { Route } from "./+types/sitemap-xml";

export async function loader({ context }: Route.LoaderArgs) {
  // The content pages' lastmod: the day staff last saved them.
  const updated = await contentLastModified();
  const pages = SITEMAP_PAGES.map((page) => ({
    path: page.path,
    lastModified: page.lastModified ?? updated.get(page.path) ?? null,
  }));
  // Then each feature's own pages (projects, blog posts), in the order of the list.
  const declared = await Promise.all(context.features.map((feature) => feature.sitemap?.() ?? []));
  pages.push(...declared.flat());
  return new Response(sitemapXml(env().PUBLIC_URL, pages), {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}

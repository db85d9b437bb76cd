import type { SiteConfig } from "#app/lib/config/site";
import type { FeedEntry } from "./feed";

/** schema.org Article for a blog post (JSON-LD), with absolute addresses. */
export function articleJsonLd(
  origin: string,
  post: Omit<FeedEntry, "html"> & { cover: { url: string } | null },
  site: SiteConfig,
) {
  const url = `${origin}/blog/${post.slug}`;
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    "@id": `${url}#article`,
    mainEntityOfPage: url,
    url,
    headline: post.title,
    description: post.excerpt,
    image: post.cover ? `${origin}${post.cover.url}` : `${origin}/og-image.png`,
    datePublished: post.publishedAt,
    dateModified: post.updatedAt,
    author: { "@type": "Person", name: post.authorName },
    publisher: {
      "@type": "Organization",
      "@id": `${origin}/#centre`,
      name: site.name,
      logo: { "@type": "ImageObject", url: `${origin}/icon-512.png` },
    },
    inLanguage: "en-GB",
    ...(post.tags.length ? { keywords: post.tags.join(", ") } : {}),
  };
}

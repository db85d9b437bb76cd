import type { SiteConfig } from "#app/lib/config/site";

/**
 * Public pages listed in /sitemap.xml. Add a page here when it is built (pages behind a login,
 * forms' thank-you pages and the admin area stay out). The project pages and blog posts come from
 * the database (the sitemap route adds them).
 */
export const SITEMAP_PAGES: readonly { path: string; lastModified?: string }[] = [
  { path: "/" },
  { path: "/contact" },
  { path: "/enrol-now" },
  { path: "/projects" },
  { path: "/volunteer" },
  { path: "/donate" },
  { path: "/prayer-times" },
  { path: "/timetable" },
  { path: "/what-is-wic" },
  { path: "/why-choose-wic" },
  { path: "/academy-policy" },
  { path: "/policies/privacy" },
  { path: "/policies/terms" },
  { path: "/blog" },
  { path: "/summer" },
  { path: "/summer/programmes" },
  { path: "/summer/faq" },
  { path: "/summer/register" },
  { path: "/summer-at-wic/terms-and-conditions" },
  { path: "/directory" },
  { path: "/quran-competition" },
  { path: "/quran-competition/rules" },
];

/** Paths search engines are asked not to crawl. */
const DISALLOWED_PATHS = ["/admin", "/dashboard", "/api"] as const;

export function escapeXml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
}

export function sitemapXml(
  origin: string,
  pages: readonly { path: string; lastModified?: string | null }[],
): string {
  const urls = pages.map(({ path, lastModified }) =>
    [
      "  <url>",
      `    <loc>${escapeXml(`${origin}${path}`)}</loc>`,
      ...(lastModified ? [`    <lastmod>${escapeXml(lastModified)}</lastmod>`] : []),
      "  </url>",
    ].join("\n"),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

export function robotsTxt(origin: string): string {
  return [
    "User-agent: *",
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}

export function webManifest(config: SiteConfig) {
  return {
    name: config.name,
    short_name: config.shortName,
    description: config.description,
    lang: "en-GB",
    start_url: "/",
    scope: "/",
    display: "standalone",
    background_color: "#ffffff",
    theme_color: config.colours.brand,
    icons: [
      { src: "/favicon.svg", sizes: "any", type: "image/svg+xml" },
      { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icon-512.png", sizes: "512x512", type: "image/png" },
      { src: "/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
}

import { describe, expect, it } from "vitest";
import { site } from "#app/lib/config/site";
import { pageMeta } from "#app/lib/meta";
import { robotsTxt, SITEMAP_PAGES, sitemapXml, webManifest } from "./site-files";
import { academyJsonLd, breadcrumbJsonLd, mosqueJsonLd, serializeJsonLd } from "./structured-data";

const origin = "https://wic.example";

describe("pageMeta", () => {
  it("keeps the title and description and adds Open Graph and Twitter tags", () => {
    const tags = pageMeta([], { title: "Contact us", description: "Write to us." });
    expect(tags).toContainEqual({ title: `Contact us | ${site.name}` });
    expect(tags).toContainEqual({ name: "description", content: "Write to us." });
    expect(tags).toContainEqual({ property: "og:title", content: "Contact us" });
    expect(tags).toContainEqual({ property: "og:type", content: "website" });
    expect(tags).toContainEqual({ property: "og:site_name", content: site.name });
    expect(tags).toContainEqual({ name: "twitter:card", content: "summary_large_image" });
    expect(pageMeta([], { title: site.name, description: "x" })[0]).toEqual({ title: site.name });
  });

  it("names the centre as the root loader's settings do", () => {
    const matches = [{ id: "root", loaderData: { settings: { ...site, name: "Luton Masjid" } } }];
    const tags = pageMeta(matches, { title: "Contact us", description: "Write to us." });
    expect(tags).toContainEqual({ title: "Contact us | Luton Masjid" });
    expect(tags).toContainEqual({ property: "og:site_name", content: "Luton Masjid" });
  });
});

describe("sitemap and robots", () => {
  it("lists the public pages with their dates, escaped", () => {
    const xml = sitemapXml(origin, [
      { path: "/" },
      { path: "/a?b=1&c=2", lastModified: "2025-09-01" },
    ]);
    expect(xml).toContain("<loc>https://wic.example/</loc>");
    expect(xml).toContain("<loc>https://wic.example/a?b=1&amp;c=2</loc>");
    expect(xml).toContain("<lastmod>2025-09-01</lastmod>");
    expect(xml.match(/<url>/g)).toHaveLength(2);
    expect(SITEMAP_PAGES.map((page) => page.path)).not.toContain("/login");
  });

  it("keeps crawlers out of private areas and points to the sitemap", () => {
    const robots = robotsTxt(origin);
    for (const path of ["/admin", "/dashboard", "/api"])
      expect(robots).toContain(`Disallow: ${path}\n`);
    expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });

  it("describes the app with 192 and 512 pixel icons", () => {
    const manifest = webManifest(site);
    expect(manifest.theme_color).toBe(site.colours.brand);
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(
      expect.arrayContaining(["192x192", "512x512"]),
    );
  });
});

describe("structured data", () => {
  it("describes the centre as a Mosque with address, position, phone and hours", () => {
    const data = mosqueJsonLd(origin, site);
    expect(data).toMatchObject({
      "@type": "Mosque",
      telephone: site.phone.international,
      address: { postalCode: site.address.postcode },
      geo: { latitude: site.coordinates.latitude },
    });
    expect(data.openingHoursSpecification).toHaveLength(2);
  });

  it("links the academy to the centre and lists breadcrumbs from Home", () => {
    expect(academyJsonLd(origin, site)).toMatchObject({
      "@type": "EducationalOrganization",
      parentOrganization: { "@id": `${origin}/#centre` },
    });
    expect(breadcrumbJsonLd(origin, [{ name: "Terms", path: "/policies/terms" }])).toMatchObject({
      itemListElement: [
        { position: 1, name: "Home", item: `${origin}/` },
        { position: 2, name: "Terms", item: `${origin}/policies/terms` },
      ],
    });
  });

  it("cannot close its script element", () => {
    expect(serializeJsonLd({ name: "</script><script>alert(1)" })).not.toContain("</script>");
  });
});

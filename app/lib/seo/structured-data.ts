import type { SiteConfig } from "#app/lib/config/site";

/** schema.org descriptions of the centre for search engines (JSON-LD). */

type JsonLd = Record<string, unknown>;

function postalAddress(config: SiteConfig) {
  const { venue, street, town, county, postcode } = config.address;
  return {
    "@type": "PostalAddress",
    streetAddress: `${venue}, ${street}`,
    addressLocality: town,
    addressRegion: county,
    postalCode: postcode,
    addressCountry: "GB",
  };
}

/** The centre as a place of worship, with address, position, telephone and opening hours. */
export function mosqueJsonLd(origin: string, config: SiteConfig): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Mosque",
    "@id": `${origin}/#centre`,
    name: config.name,
    alternateName: config.shortName,
    description: config.description,
    url: `${origin}/`,
    logo: `${origin}/icon-512.png`,
    image: `${origin}/og-image.png`,
    telephone: config.phone.international,
    email: config.emails.contact,
    address: postalAddress(config),
    geo: {
      "@type": "GeoCoordinates",
      latitude: config.coordinates.latitude,
      longitude: config.coordinates.longitude,
    },
    openingHoursSpecification: config.openingHours.map(({ days, opens, closes }) => ({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: [...days],
      opens,
      closes,
    })),
    isAccessibleForFree: true,
  };
}

/** WIC Academy, the centre's supplementary school. */
export function academyJsonLd(origin: string, config: SiteConfig): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "EducationalOrganization",
    "@id": `${origin}/why-choose-wic#academy`,
    name: `${config.shortName} Academy`,
    description: `The supplementary school of ${config.name}: Qur'an, Arabic and Islamic education for children and adults.`,
    url: `${origin}/why-choose-wic`,
    telephone: config.phone.international,
    email: config.emails.contact,
    address: postalAddress(config),
    parentOrganization: { "@id": `${origin}/#centre`, name: config.name },
  };
}

/** Breadcrumbs for a page below the home page: Home › … › the page. */
export function breadcrumbJsonLd(origin: string, trail: { name: string; path: string }[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: [{ name: "Home", path: "/" }, ...trail].map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: `${origin}${crumb.path}`,
    })),
  };
}

/** JSON for a <script> element: "<" is escaped so the text can never close the element. */
export function serializeJsonLd(data: JsonLd | JsonLd[]): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}

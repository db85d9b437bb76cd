/**
 * The identity of the centre. Another centre runs this site by editing this file only:
 * every page, email and structured-data block reads from here.
 */
export type SocialNetwork = "facebook" | "instagram" | "youtube" | "x" | "tiktok" | "linkedin";

export interface SiteConfig {
  name: string;
  shortName: string;
  tagline: string;
  description: string;
  address: {
    venue: string;
    street: string;
    town: string;
    county: string;
    postcode: string;
    country: string;
  };
  coordinates: { latitude: number; longitude: number };
  phone: { display: string; international: string };
  emails: {
    /** The centre's mailbox: every form's notification goes here. */
    contact: string;
    /** Sender address of outgoing email. */
    from: string;
  };
  /** Leave a network out (or empty) and its icon is not shown. */
  socials: Partial<Record<SocialNetwork, string>>;
  /** WhatsApp group invite links by project group; missing links hide their buttons. */
  whatsappGroups: Partial<
    Record<
      | "library"
      | "football"
      | "business"
      | "elders"
      | "youthParents"
      | "babyAndMum"
      | "quranCircleWomen"
      | "quranCircleMen",
      string
    >
  >;
  /** The Academy's videos on /enrol-now; a video without a YouTube id shows "Video coming soon". */
  academyVideos: { title: string; youtubeId?: string }[];
  /** Brand colours as hex values; they become CSS variables used by the whole design. */
  colours: {
    brand: string;
    brandStrong: string;
    brandSoft: string;
    accent: string;
    accentSoft: string;
    ink: string;
  };
  timezone: string;
  /** When the hall is open, for search engines (24-hour "HH:MM"). */
  openingHours: { days: string[]; opens: string; closes: string }[];
}

export const site: SiteConfig = {
  name: "Watford Islamic Centre",
  shortName: "WIC",
  tagline: "Faith, learning and community for all of Watford",
  description:
    "Watford Islamic Centre is a community centre offering Qur'an and Arabic classes for children and adults, community projects, prayer times and support for families in Watford.",
  address: {
    venue: "St Andrew's Church Hall",
    street: "Church Road",
    town: "Watford",
    county: "Hertfordshire",
    postcode: "WD24 5ER",
    country: "United Kingdom",
  },
  coordinates: { latitude: 51.6676, longitude: -0.4034 },
  phone: { display: "07700 900123", international: "+447700900123" },
  emails: {
    contact: "info@watfordislamiccentre.org.uk",
    from: "Watford Islamic Centre <no-reply@watfordislamiccentre.org.uk>",
  },
  socials: {},
  whatsappGroups: {},
  // Add the YouTube video id (the part after "watch?v=") to show a video.
  academyVideos: [
    { title: "Academy Highlights" },
    { title: "Student Success" },
    { title: "Learning Experience" },
  ],
  colours: {
    brand: "#0f6b4f",
    brandStrong: "#0a4a37",
    brandSoft: "#e8f3ee",
    accent: "#b7862b",
    accentSoft: "#fbf4e4",
    ink: "#1c2421",
  },
  timezone: "Europe/London",
  // The Academy's class times (weekdays 5:30–7 pm, weekends 10 am–1:15 pm) with time either side.
  openingHours: [
    { days: ["Monday", "Tuesday", "Wednesday", "Thursday"], opens: "17:00", closes: "19:30" },
    { days: ["Saturday", "Sunday"], opens: "09:30", closes: "13:30" },
  ],
};

export function formatPostalAddress(config: SiteConfig = site): string {
  const { venue, street, town, postcode } = config.address;
  return [venue, street, town, postcode].join(", ");
}

export function configuredSocialLinks(
  config: SiteConfig = site,
): { network: SocialNetwork; url: string }[] {
  return Object.entries(config.socials)
    .filter((entry): entry is [SocialNetwork, string] => Boolean(entry[1]?.trim()))
    .map(([network, url]) => ({ network, url }));
}

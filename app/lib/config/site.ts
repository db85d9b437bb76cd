/**
 * The identity of the centre: the typed defaults a new install starts with. Staff change them
 * at /admin/settings (stored in `site_settings`); every page, email and structured-data block
 * reads the result through `getSiteSettings()` (server) or `useSiteSettings()` (components),
 * never this constant directly.
 */
/** The social networks the site can link to, with their names. */
export const SOCIAL_NETWORK_NAMES = {
  facebook: "Facebook",
  instagram: "Instagram",
  youtube: "YouTube",
  x: "X (Twitter)",
  tiktok: "TikTok",
  linkedin: "LinkedIn",
} as const;

export type SocialNetwork = keyof typeof SOCIAL_NETWORK_NAMES;

/**
 * The WhatsApp groups whose invite links the site settings keep, with the names the project
 * editor shows for them.
 */
export const WHATSAPP_GROUP_NAMES = {
  library: "Library",
  football: "WIC FC",
  business: "Business and Barakah",
  elders: "Elders",
  youthParents: "Youth Club (parents)",
  babyAndMum: "Baby and Mum",
  quranCircleWomen: "Quran Breakfast Circle (women)",
  quranCircleMen: "Quran Breakfast Circle (men)",
} as const;

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
    /** The centre's public mailbox: shown on the site, the reply-to of every email to a visitor. */
    contact: string;
    /** Academy enrolments, summer and competition registrations; empty = the contact address. */
    admissions?: string;
    /** Every other form (project forms, directory suggestions…); empty = the contact address. */
    notifications?: string;
    /**
     * Default sender address of outgoing email when `MAIL_FROM` is not set (an environment
     * setting, as it must match the mail server's SPF/DKIM); the sender name is the centre's name.
     */
    from: string;
  };
  /** Leave a network out (or empty) and its icon is not shown. */
  socials: Partial<Record<SocialNetwork, string>>;
  /** WhatsApp group invite links by project group; missing links hide their buttons. */
  whatsappGroups: Partial<Record<keyof typeof WHATSAPP_GROUP_NAMES, string>>;
  /**
   * Videos (a YouTube or Vimeo id; none = "Video not available"). The Academy's videos belong to
   * each term (/admin/academy), not here.
   */
  videos: {
    /** The "Gallery from Summer" videos on /summer, in order. */
    summerGallery: SiteVideo[];
    /** "Last year's Qur'an Competition" on /quran-competition. */
    competition: Omit<SiteVideo, "title">;
  };
  /** Brand colours as hex values; they become CSS variables used by the whole design. */
  colours: {
    brand: string;
    brandStrong: string;
    brandSoft: string;
    accent: string;
    accentSoft: string;
    ink: string;
  };
  /** The Charity Commission number, printed on donation receipts (empty: not registered). */
  charityNumber: string;
  /**
   * How to give by bank transfer, shown on /donate (and the only way when online payment is off);
   * empty fields are left out.
   */
  bankTransfer: { accountName: string; sortCode: string; accountNumber: string; reference: string };
  timezone: string;
  /** When the hall is open, for the footer and search engines (24-hour "HH:MM"). */
  openingHours: { days: string[]; opens: string; closes: string }[];
  /** An optional notice above every public page between two UK dates (inclusive). */
  announcement: {
    text: string;
    /** https:// or a path on this site ("/summer"); empty = no link. */
    link?: string;
    linkText?: string;
    /** "YYYY-MM-DD", UK dates; empty = from now / without end. */
    from?: string;
    to?: string;
  } | null;
}

/** A video of the site: its title and a YouTube id or a Vimeo id (numbers). */
interface SiteVideo {
  title: string;
  youtubeId?: string;
  vimeoId?: string;
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
    from: "no-reply@watfordislamiccentre.org.uk",
  },
  socials: {},
  whatsappGroups: {},
  videos: {
    summerGallery: [
      { title: "Fantastic 5 highlights" },
      { title: "Qur'an Intensive recital day" },
      { title: "Sports and games" },
    ],
    competition: {},
  },
  colours: {
    brand: "#0f6b4f",
    brandStrong: "#0a4a37",
    brandSoft: "#e8f3ee",
    accent: "#b7862b",
    accentSoft: "#fbf4e4",
    ink: "#1c2421",
  },
  charityNumber: "",
  bankTransfer: { accountName: "", sortCode: "", accountNumber: "", reference: "" },
  timezone: "Europe/London",
  // The Academy's class times (weekdays 5:30–7 pm, weekends 10 am–1:15 pm) with time either side.
  openingHours: [
    { days: ["Monday", "Tuesday", "Wednesday", "Thursday"], opens: "17:00", closes: "19:30" },
    { days: ["Saturday", "Sunday"], opens: "09:30", closes: "13:30" },
  ],
  announcement: null,
};

export function formatPostalAddress(config: SiteConfig): string {
  const { venue, street, town, postcode } = config.address;
  return [venue, street, town, postcode].join(", ");
}

export function configuredSocialLinks(
  config: SiteConfig,
): { network: SocialNetwork; url: string }[] {
  return Object.entries(config.socials)
    .filter((entry): entry is [SocialNetwork, string] => Boolean(entry[1]?.trim()))
    .map(([network, url]) => ({ network, url }));
}

/** Where a kind of form's notification email goes: its own address, or the contact address. */
export function notificationAddress(
  config: SiteConfig,
  kind: "contact" | "admissions" | "notifications",
): string {
  return (kind === "contact" ? undefined : config.emails[kind]?.trim()) || config.emails.contact;
}

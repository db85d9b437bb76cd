import type { SiteConfig } from "#app/lib/config/site";
import { parseVideo, videoLink } from "./rules";
import {
  coloursFrom,
  normaliseSortCode,
  type SettingsForm,
  type SettingsFormInput,
  SOCIAL_NETWORKS,
  socialField,
  WHATSAPP_GROUPS,
  whatsappField,
} from "./schema";
import { SECTION_IDS, type SectionId } from "./sections";

/** The settings form's checked values as the stored settings (`settingsFromForm`), and back. */

const galleryEntry = (title: string, link: string) => ({
  title,
  ...(link ? parseVideo(link) : {}),
});

/** Each section's part of the stored settings from its checked fields, normalised. */
const SECTION_SETTINGS: {
  [Id in SectionId]: (value: SettingsForm, current: SiteConfig) => Partial<SiteConfig>;
} = {
  identity: (value) => ({
    name: value.name,
    shortName: value.shortName,
    tagline: value.tagline,
    description: value.description,
  }),
  address: (value, current) => ({
    address: {
      ...current.address,
      venue: value.venue,
      street: value.street,
      town: value.town,
      county: value.county,
      postcode: value.postcode.toUpperCase(),
    },
    coordinates: { latitude: Number(value.latitude), longitude: Number(value.longitude) },
  }),
  contact: (value, current) => ({
    phone: {
      display: value.phoneDisplay,
      international: value.phoneInternational.replace(/[\s-]/g, ""),
    },
    emails: {
      ...current.emails,
      contact: value.emailContact,
      admissions: value.emailAdmissions || undefined,
      notifications: value.emailNotifications || undefined,
    },
    openingHours: value.openingHours,
  }),
  charity: (value) => ({
    charityNumber: value.charityNumber.toUpperCase(),
    bankTransfer: {
      accountName: value.bankAccountName,
      sortCode: normaliseSortCode(value.bankSortCode) ?? "",
      accountNumber: value.bankAccountNumber.replace(/\s/g, ""),
      reference: value.bankReference,
    },
  }),
  social: (value) => ({
    socials: Object.fromEntries(
      SOCIAL_NETWORKS.flatMap(({ key }) => {
        const link = value[socialField(key)];
        return link ? [[key, link]] : [];
      }),
    ),
  }),
  whatsapp: (value) => ({
    whatsappGroups: Object.fromEntries(
      WHATSAPP_GROUPS.flatMap(({ key }) => {
        const link = value[whatsappField(key)];
        return link ? [[key, link]] : [];
      }),
    ),
  }),
  videos: (value) => ({
    videos: {
      summerGallery: [
        galleryEntry(value.galleryTitle1, value.galleryVideo1),
        galleryEntry(value.galleryTitle2, value.galleryVideo2),
        galleryEntry(value.galleryTitle3, value.galleryVideo3),
      ],
      competition: value.competitionVideo ? (parseVideo(value.competitionVideo) ?? {}) : {},
    },
  }),
  colours: (value) => {
    const colours = coloursFrom(value);
    if (!colours) throw new Error("colours were checked by the schema");
    return { colours };
  },
  announcement: (value) => ({
    announcement: value.announcementText
      ? {
          text: value.announcementText,
          ...(value.announcementLink
            ? {
                link: value.announcementLink,
                linkText: value.announcementLinkText || "Find out more",
              }
            : {}),
          ...(value.announcementFrom ? { from: value.announcementFrom } : {}),
          ...(value.announcementTo ? { to: value.announcementTo } : {}),
        }
      : null,
  }),
};

/**
 * The settings to store: the current ones with these sections replaced by their checked fields
 * (`value` holds at least those sections' fields; every other setting is kept as it is).
 */
export function settingsFromForm(
  value: Partial<SettingsForm>,
  current: SiteConfig,
  sections: readonly SectionId[] = SECTION_IDS,
): SiteConfig {
  // Each section reads only its own fields, which the schema of those sections checked.
  const checked = value as SettingsForm;
  return Object.assign(
    { ...current },
    ...sections.map((id) => SECTION_SETTINGS[id](checked, current)),
  ) as SiteConfig;
}

/** What the form shows for the current settings. */
export function formFromSettings(settings: SiteConfig): SettingsFormInput {
  const gallery = (index: number) => settings.videos.summerGallery[index];
  return {
    name: settings.name,
    shortName: settings.shortName,
    tagline: settings.tagline,
    description: settings.description,
    venue: settings.address.venue,
    street: settings.address.street,
    town: settings.address.town,
    county: settings.address.county,
    postcode: settings.address.postcode,
    latitude: String(settings.coordinates.latitude),
    longitude: String(settings.coordinates.longitude),
    phoneDisplay: settings.phone.display,
    phoneInternational: settings.phone.international,
    emailContact: settings.emails.contact,
    emailAdmissions: settings.emails.admissions ?? "",
    emailNotifications: settings.emails.notifications ?? "",
    // One empty row to fill in when there are none (an empty row is not saved).
    openingHours: (settings.openingHours.length
      ? settings.openingHours
      : [{ days: [], opens: "", closes: "" }]
    ).map((row) => ({ days: [...row.days], opens: row.opens, closes: row.closes })),
    charityNumber: settings.charityNumber,
    bankAccountName: settings.bankTransfer.accountName,
    bankSortCode: settings.bankTransfer.sortCode,
    bankAccountNumber: settings.bankTransfer.accountNumber,
    bankReference: settings.bankTransfer.reference,
    ...(Object.fromEntries(
      SOCIAL_NETWORKS.map(({ key }) => [socialField(key), settings.socials[key] ?? ""]),
    ) as Record<ReturnType<typeof socialField>, string>),
    ...(Object.fromEntries(
      WHATSAPP_GROUPS.map(({ key }) => [whatsappField(key), settings.whatsappGroups[key] ?? ""]),
    ) as Record<ReturnType<typeof whatsappField>, string>),
    galleryTitle1: gallery(0)?.title ?? "",
    galleryVideo1: videoLink(gallery(0) ?? {}),
    galleryTitle2: gallery(1)?.title ?? "",
    galleryVideo2: videoLink(gallery(1) ?? {}),
    galleryTitle3: gallery(2)?.title ?? "",
    galleryVideo3: videoLink(gallery(2) ?? {}),
    competitionVideo: videoLink(settings.videos.competition),
    colourBrand: settings.colours.brand,
    colourBrandStrong: settings.colours.brandStrong,
    colourBrandSoft: settings.colours.brandSoft,
    colourAccent: settings.colours.accent,
    colourAccentSoft: settings.colours.accentSoft,
    colourInk: settings.colours.ink,
    announcementText: settings.announcement?.text ?? "",
    announcementLink: settings.announcement?.link ?? "",
    announcementLinkText: settings.announcement?.linkText ?? "",
    announcementFrom: settings.announcement?.from ?? "",
    announcementTo: settings.announcement?.to ?? "",
  };
}

/**
 * The settings page's sections (browser and server): each one's heading and fields, which of
 * them a save covers (the pressed button's `intent`), and a section's values as one comparable
 * text (`sectionSnapshot`), for "changed since it was opened?" on both sides.
 */
import { SOCIAL_NETWORK_NAMES, WHATSAPP_GROUP_NAMES } from "#app/lib/config/site";
import { isBlankOpeningRow, type OpeningHoursRowInput, openingDays } from "./rules";
import type { SettingsForm } from "./schema";

type FieldName = keyof SettingsForm;

const keysOf = <Names extends Record<string, string>>(names: Names) =>
  Object.keys(names) as (keyof Names & string)[];

/** Each section in the page's order: its heading and its fields. */
export const SECTIONS = {
  identity: {
    title: "Name and description",
    fields: ["name", "shortName", "tagline", "description"],
  },
  address: {
    title: "Address and map position",
    fields: ["venue", "street", "town", "county", "postcode", "latitude", "longitude"],
  },
  contact: {
    title: "Phone, email and opening hours",
    fields: [
      "phoneDisplay",
      "phoneInternational",
      "emailContact",
      "emailAdmissions",
      "emailNotifications",
      "openingHours",
    ],
  },
  charity: {
    title: "Charity and bank transfer",
    fields: [
      "charityNumber",
      "bankAccountName",
      "bankSortCode",
      "bankAccountNumber",
      "bankReference",
    ],
  },
  social: {
    title: "Social media",
    fields: keysOf(SOCIAL_NETWORK_NAMES).map((key) => `social_${key}` as const),
  },
  whatsapp: {
    title: "WhatsApp groups",
    fields: keysOf(WHATSAPP_GROUP_NAMES).map((key) => `whatsapp_${key}` as const),
  },
  videos: {
    title: "Videos",
    fields: [
      "galleryTitle1",
      "galleryVideo1",
      "galleryTitle2",
      "galleryVideo2",
      "galleryTitle3",
      "galleryVideo3",
      "competitionVideo",
    ],
  },
  colours: {
    title: "Colours",
    fields: [
      "colourBrand",
      "colourBrandStrong",
      "colourBrandSoft",
      "colourAccent",
      "colourAccentSoft",
      "colourInk",
    ],
  },
  announcement: {
    title: "Announcement banner",
    fields: [
      "announcementText",
      "announcementLink",
      "announcementLinkText",
      "announcementFrom",
      "announcementTo",
    ],
  },
} as const satisfies Record<string, { title: string; fields: readonly FieldName[] }>;

export type SectionId = keyof typeof SECTIONS;

export const SECTION_IDS = Object.keys(SECTIONS) as SectionId[];

/** The fields of these sections, in the page's order. */
export const sectionFields = (ids: readonly SectionId[]): FieldName[] =>
  ids.flatMap((id) => SECTIONS[id].fields);

/** The `intent` of a section's own Save button; "all" is the sticky bar's. */
export const sectionIntent = (id: SectionId) => `section:${id}`;

export const SAVE_ALL = "all";

/**
 * The sections a save covers: the one whose button was pressed, or all of them (the sticky bar's
 * button, Enter in a field, or a form sent without a button); null for an unknown section.
 */
export function sectionsOf(intent: unknown): SectionId[] | null {
  if (typeof intent !== "string" || !intent.startsWith("section:")) return SECTION_IDS;
  const id = intent.slice("section:".length);
  return Object.hasOwn(SECTIONS, id) ? [id as SectionId] : null;
}

/** The hidden field carrying a section's version (`versions.<id>`). */
export const versionField = (id: SectionId) => `versions.${id}`;

/** A field's value as compared: text trimmed, with LF line ends; opening hours row by row. */
export function fieldSnapshot(name: FieldName, value: unknown): string {
  if (name === "openingHours") {
    const rows = (Array.isArray(value) ? value : []) as OpeningHoursRowInput[];
    return JSON.stringify(
      rows
        .filter((row) => row && typeof row === "object" && !isBlankOpeningRow(row))
        .map((row) => [
          openingDays(row.days) ?? row.days,
          String(row.opens ?? "").trim(),
          String(row.closes ?? "").trim(),
        ]),
    );
  }
  if (value === undefined || value === null) return "";
  if (typeof value !== "string") return JSON.stringify(value);
  return value.replace(/\r\n?/g, "\n").trim();
}

/**
 * A section's values as one text: the same for the stored settings as the form shows them
 * (`formFromSettings`) and for the form as sent, when nothing in it was changed.
 */
export function sectionSnapshot(id: SectionId, values: Readonly<Record<string, unknown>>) {
  return JSON.stringify(SECTIONS[id].fields.map((name) => fieldSnapshot(name, values[name])));
}

/**
 * The site settings form (browser and server): one flat field per setting, grouped in sections
 * on the page (turned into the stored settings and back by form-values.ts).
 */
import { z } from "zod";
import {
  type SiteConfig,
  SOCIAL_NETWORK_NAMES,
  type SocialNetwork,
  site,
  WHATSAPP_GROUP_NAMES,
} from "#app/lib/config/site";
import { fieldIssue } from "#app/lib/field-issue";
import { httpsUrl, isSiteOrHttpsLink } from "#app/lib/links";
import { isCalendarDate } from "#app/lib/time/london";
import {
  AA_GRAPHICS,
  AA_TEXT,
  contrastRatio,
  isWhatsappLink,
  normaliseHex,
  openingHoursRow,
  openingHoursRowProblems,
  parseVideo,
  WHITE,
} from "./rules";
import { SECTION_IDS, type SectionId, sectionFields } from "./sections";

export const MESSAGES = {
  https: "Please enter a full link starting with https://",
  whatsapp: "WhatsApp links must start with https://chat.whatsapp.com/ or https://wa.me/",
  video: "Please enter a YouTube or Vimeo link (https://…) or the video's id",
  hex: "Please enter a colour as a hex value such as #0f6b4f",
  email: "Please enter a valid email address",
  phone: "Please enter the number in international form, such as +447700900123",
  charityNumber: "Please enter the charity number: letters and digits only, up to 20",
  sortCode: "Please enter the sort code as three pairs of digits, such as 12-34-56",
  accountNumber: "Please enter the account number: 8 digits",
  saved: "Settings saved. Visitors see the changes on their next page.",
  sectionSaved: (title: string) => `${title}: saved. Visitors see the changes on their next page.`,
  unchanged: "Nothing changed: the settings are as they were.",
  failed: "The settings could not be saved. Please try again.",
} as const;

const text = (label: string, max: number) =>
  z
    .string({ error: `Please enter ${label}` })
    .trim()
    .min(1, `Please enter ${label}`)
    .max(max, `Please keep this under ${max} characters`);

const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Please keep this under ${max} characters`)
    .optional()
    .transform((value) => value ?? "");

const email = (label: string) => text(label, 200).pipe(z.email(MESSAGES.email));
const optionalEmail = optional(200).refine(
  (value) => !value || z.email().safeParse(value).success,
  MESSAGES.email,
);

const httpsLink = optional(500).refine((value) => !value || httpsUrl(value) !== null, {
  message: MESSAGES.https,
});
const whatsappLink = optional(500).refine((value) => !value || isWhatsappLink(value), {
  message: MESSAGES.whatsapp,
});
const videoField = optional(500).refine((value) => !value || parseVideo(value) !== null, {
  message: MESSAGES.video,
});

const hex = (label: string) =>
  text(label, 7).refine((value) => normaliseHex(value) !== null, { message: MESSAGES.hex });

const coordinate = (label: string, limit: number) =>
  z
    .string({ error: `Please enter the ${label}` })
    .trim()
    .min(1, `Please enter the ${label}`)
    .max(20, `Please enter the ${label} as a number between -${limit} and ${limit}`)
    .refine((value) => /^-?\d{1,3}(\.\d+)?$/.test(value) && Math.abs(Number(value)) <= limit, {
      message: `Please enter the ${label} as a number between -${limit} and ${limit}`,
    });

/** A list of keys and their labels, in the order written. */
const keyed = <Key extends string>(labels: Record<Key, string>) =>
  Object.entries<string>(labels).map(([key, label]) => ({ key: key as Key, label }));

export const SOCIAL_NETWORKS = keyed(SOCIAL_NETWORK_NAMES);

type WhatsappGroup = keyof SiteConfig["whatsappGroups"];

/** The project groups whose WhatsApp buttons read these links (keys used by the projects). */
export const WHATSAPP_GROUPS = keyed<WhatsappGroup>({
  ...WHATSAPP_GROUP_NAMES,
  library: "WIC Library",
});

const whatsappField = (key: WhatsappGroup) => `whatsapp_${key}` as const;
const socialField = (key: SocialNetwork) => `social_${key}` as const;

/** "123456" or "12 34 56" → "12-34-56"; null when it is not six digits. */
export function normaliseSortCode(value: string): string | null {
  const digits = value.replace(/[\s-]/g, "");
  return /^\d{6}$/.test(digits) ? digits.replace(/(\d\d)(\d\d)(\d\d)/, "$1-$2-$3") : null;
}

/** More rows than a week has days, with room for split sessions. */
export const MAX_OPENING_ROWS = 14;

/**
 * The opening hours, a row each: the days ticked, opening and closing time. A row left empty is
 * left out; each other row's problems are next to its own fields (`openingHours[0].closes`).
 */
const openingHours = () =>
  z
    .array(
      z.object({
        days: z.array(z.string().max(20)).max(7).optional(),
        opens: z.string().max(10).optional(),
        closes: z.string().max(10).optional(),
      }),
    )
    .max(MAX_OPENING_ROWS, `Please keep the opening hours to ${MAX_OPENING_ROWS} rows`)
    .optional()
    .superRefine((rows, ctx) => {
      for (const [index, row] of (rows ?? []).entries())
        for (const [part, message] of Object.entries(openingHoursRowProblems(row)))
          fieldIssue(ctx, [index, part], message);
    })
    .transform((rows) => (rows ?? []).flatMap((row) => openingHoursRow(row) ?? []));

const shape = {
  // Identity
  name: text("the centre's name", 100),
  shortName: text("a short name", 20),
  tagline: text("a tagline", 160),
  description: text("a description", 500),
  // Address and position
  venue: text("the venue", 120),
  street: text("the street", 120),
  town: text("the town", 80),
  county: optional(80),
  postcode: text("the postcode", 12),
  latitude: coordinate("latitude", 90),
  longitude: coordinate("longitude", 180),
  // Phone and email
  phoneDisplay: text("the phone number as it is shown", 40),
  phoneInternational: text("the phone number", 20).refine(
    (value) => /^\+\d{7,15}$/.test(value.replace(/[\s-]/g, "")),
    { message: MESSAGES.phone },
  ),
  emailContact: email("the contact email address"),
  emailAdmissions: optionalEmail,
  emailNotifications: optionalEmail,
  openingHours: openingHours(),
  // Charity and bank transfer
  charityNumber: optional(20).refine((value) => !value || /^[A-Za-z0-9]+$/.test(value), {
    message: MESSAGES.charityNumber,
  }),
  bankAccountName: optional(60),
  bankSortCode: optional(20).refine((value) => !value || normaliseSortCode(value) !== null, {
    message: MESSAGES.sortCode,
  }),
  bankAccountNumber: optional(20).refine(
    (value) => !value || /^\d{8}$/.test(value.replace(/\s/g, "")),
    { message: MESSAGES.accountNumber },
  ),
  bankReference: optional(18),
  // Links
  social_facebook: httpsLink,
  social_instagram: httpsLink,
  social_youtube: httpsLink,
  social_x: httpsLink,
  social_tiktok: httpsLink,
  social_linkedin: httpsLink,
  whatsapp_library: whatsappLink,
  whatsapp_football: whatsappLink,
  whatsapp_business: whatsappLink,
  whatsapp_elders: whatsappLink,
  whatsapp_youthParents: whatsappLink,
  whatsapp_babyAndMum: whatsappLink,
  whatsapp_quranCircleWomen: whatsappLink,
  whatsapp_quranCircleMen: whatsappLink,
  // Videos
  galleryTitle1: text("the video's title", 80),
  galleryVideo1: videoField,
  galleryTitle2: text("the video's title", 80),
  galleryVideo2: videoField,
  galleryTitle3: text("the video's title", 80),
  galleryVideo3: videoField,
  competitionVideo: videoField,
  // Colours
  colourBrand: hex("the brand colour"),
  colourBrandStrong: hex("the strong brand colour"),
  colourBrandSoft: hex("the soft brand colour"),
  colourAccent: hex("the accent colour"),
  colourAccentSoft: hex("the soft accent colour"),
  colourInk: hex("the text colour"),
  // Announcement
  announcementText: optional(200),
  announcementLink: optional(500).refine((value) => !value || isSiteOrHttpsLink(value), {
    message: "Please enter a link starting with https:// or a page of this site such as /summer",
  }),
  announcementLinkText: optional(40),
  announcementFrom: optional(10).refine((value) => !value || isCalendarDate(value), {
    message: "Please enter a date such as 2026-03-01",
  }),
  announcementTo: optional(10).refine((value) => !value || isCalendarDate(value), {
    message: "Please enter a date such as 2026-03-31",
  }),
};

type Colours = SiteConfig["colours"];

/** The fields whose colour is checked, and what the check is about (in its message). */
const CONTRAST_USES = {
  colourBrandStrong: "links and headings on white, and white text on it (the footer)",
  colourInk: "body text on white",
  colourBrandSoft: "the strong brand colour's text on the soft brand bands",
  colourAccent: "the text colour on accent buttons",
  colourAccentSoft: "the footer's headings on the strong brand colour",
  colourBrand: "icons and borders on white",
} satisfies Partial<Record<keyof typeof shape, string>>;

type Colour = keyof Colours;

/**
 * Pairs of colours that must be readable together: the field that gets the message, the text
 * colour, the colour behind it ("white" for the page) and the least contrast allowed.
 */
const CONTRAST_CHECKS: readonly [keyof typeof CONTRAST_USES, Colour, Colour | "white", number][] = [
  ["colourBrandStrong", "brandStrong", "white", AA_TEXT],
  ["colourInk", "ink", "white", AA_TEXT],
  ["colourBrandSoft", "brandStrong", "brandSoft", AA_TEXT],
  ["colourAccent", "ink", "accent", AA_TEXT],
  ["colourAccentSoft", "accentSoft", "brandStrong", AA_TEXT],
  ["colourBrand", "brand", "white", AA_GRAPHICS],
];

/** The contrast checks a set of colours fails, with the field and message of each. */
function contrastFailures(colours: Colours) {
  return CONTRAST_CHECKS.flatMap(([field, text, background, minimum]) => {
    const ratio = contrastRatio(
      colours[text],
      background === "white" ? WHITE : colours[background],
    );
    return ratio < minimum
      ? [
          {
            field,
            message: `Not enough contrast for ${CONTRAST_USES[field]}: ${ratio.toFixed(2)}:1, at least ${minimum}:1 is needed`,
          },
        ]
      : [];
  });
}

/** For the tests: the defaults of site.ts must pass their own checks. */
export const defaultColourFailures = () => contrastFailures(site.colours);

/** The rules that look at several fields of a section: readable colours, an announcement's dates. */
function refineSections(ids: readonly SectionId[]) {
  return (value: Partial<z.output<typeof fullObject>>, ctx: z.RefinementCtx) => {
    if (ids.includes("colours")) {
      const colours = coloursFrom(value as Pick<SettingsForm, ColourField>);
      if (colours)
        for (const { field, message } of contrastFailures(colours))
          fieldIssue(ctx, [field], message);
    }
    if (!ids.includes("announcement")) return;
    if (
      value.announcementFrom &&
      value.announcementTo &&
      isCalendarDate(value.announcementFrom) &&
      isCalendarDate(value.announcementTo) &&
      value.announcementTo < value.announcementFrom
    )
      fieldIssue(ctx, ["announcementTo"], "The last day must be on or after the first day");
    if (!value.announcementText && (value.announcementLink || value.announcementLinkText))
      fieldIssue(
        ctx,
        ["announcementText"],
        "Please enter the announcement's text, or clear its link",
      );
  };
}

const fullObject = z.object(shape);

/** The whole form: the browser checks it before "Save all"; the server, for a save of every section. */
export const settingsSchema = fullObject.superRefine(refineSections(SECTION_IDS));

/**
 * The fields of some sections only, with their rules: a section's own Save checks (and stores)
 * that section alone, so a mistake elsewhere on the page does not hold it up.
 */
export function sectionsSchema(ids: readonly SectionId[]) {
  const mask = Object.fromEntries(sectionFields(ids).map((name) => [name, true as const]));
  return fullObject
    .pick(mask as { [Name in keyof typeof shape]?: true })
    .superRefine(refineSections(ids)) as unknown as z.ZodType<
    Partial<SettingsForm>,
    Partial<SettingsFormInput>
  >;
}

export type SettingsForm = z.infer<typeof settingsSchema>;
export type SettingsFormInput = z.input<typeof settingsSchema>;

/** Every field's label, for the fields and the error summary. */
export const SETTINGS_LABELS: Record<keyof SettingsForm, string> = {
  name: "Centre name",
  shortName: "Short name",
  tagline: "Tagline",
  description: "Description",
  venue: "Venue",
  street: "Street",
  town: "Town",
  county: "County",
  postcode: "Postcode",
  latitude: "Latitude",
  longitude: "Longitude",
  phoneDisplay: "Phone (as shown)",
  phoneInternational: "Phone (international, for links)",
  emailContact: "Contact email",
  emailAdmissions: "Admissions email",
  emailNotifications: "Notifications email",
  openingHours: "Opening hours",
  charityNumber: "Charity number",
  bankAccountName: "Account name",
  bankSortCode: "Sort code",
  bankAccountNumber: "Account number",
  bankReference: "Payment reference",
  ...(Object.fromEntries(
    SOCIAL_NETWORKS.map(({ key, label }) => [socialField(key), label]),
  ) as Record<ReturnType<typeof socialField>, string>),
  ...(Object.fromEntries(
    WHATSAPP_GROUPS.map(({ key, label }) => [whatsappField(key), `WhatsApp: ${label}`]),
  ) as Record<ReturnType<typeof whatsappField>, string>),
  galleryTitle1: "Gallery video 1: title",
  galleryVideo1: "Gallery video 1: link",
  galleryTitle2: "Gallery video 2: title",
  galleryVideo2: "Gallery video 2: link",
  galleryTitle3: "Gallery video 3: title",
  galleryVideo3: "Gallery video 3: link",
  competitionVideo: "Competition video",
  colourBrand: "Brand",
  colourBrandStrong: "Brand, strong",
  colourBrandSoft: "Brand, soft",
  colourAccent: "Accent",
  colourAccentSoft: "Accent, soft",
  colourInk: "Text (ink)",
  announcementText: "Announcement text",
  announcementLink: "Announcement link",
  announcementLinkText: "Link text",
  announcementFrom: "Show from",
  announcementTo: "Show until",
};

type ColourField = `colour${string}` & keyof SettingsForm;

export function coloursFrom(value: Pick<SettingsForm, ColourField>) {
  const colours = {
    brand: normaliseHex(value.colourBrand),
    brandStrong: normaliseHex(value.colourBrandStrong),
    brandSoft: normaliseHex(value.colourBrandSoft),
    accent: normaliseHex(value.colourAccent),
    accentSoft: normaliseHex(value.colourAccentSoft),
    ink: normaliseHex(value.colourInk),
  };
  return Object.values(colours).every(Boolean) ? (colours as Colours) : null;
}

export { socialField, whatsappField };

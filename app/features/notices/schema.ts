import { z } from "zod";
import type { JanazahDetails } from "#app/lib/db/schema";
import { isSiteOrHttpsLink } from "#app/lib/links";
import { BODY_MAX, JANAZAH_FIELD_MAX, LINK_MAX, parseUkLocal, TITLE_MAX } from "./rules";
import { noticeKinds, noticeScreenStyles, noticeTopics } from "./topics";

/** The notice editor's form (decisions 0386, 0387), with its labels and messages. */

export const NOTICE_FIELD_LABELS = {
  title: "Title",
  body: "Text",
  link: "Link",
  kind: "Kind",
  topic: "Topic (who gets the push and email)",
  startsAt: "Starts (UK time)",
  endsAt: "Ends (UK time)",
  onSite: "Site banner",
  onScreens: "Wall screens",
  byPush: "Web push",
  byEmail: "Email",
  deceasedName: "Name of the deceased",
  familyConsent: "The family consents to the name being shown",
  prayer: "Janazah prayer",
  place: "Place",
  burial: "Burial details",
} as const;

export const NOTICE_MESSAGES = {
  title: "Please enter a title",
  titleTooLong: `The title must be ${TITLE_MAX} characters or fewer`,
  body: "Please write the notice's text",
  bodyTooLong: `The text must be 1,000 characters or fewer; please shorten it (put the rest on a page and link to it)`,
  link: "Use a page of this site (starting with /) or an https:// address",
  linkTooLong: `The link must be ${LINK_MAX} characters or fewer`,
  when: "Please enter a date and time",
  endsBeforeStart: "The end must be after the start",
  consent: "Only show the name with the family's consent: tick the box, or leave the name empty",
  prayer: "Please say when the janazah prayer is",
  place: "Please say where the janazah prayer is",
  janazahTooLong: `At most ${JANAZAH_FIELD_MAX} characters`,
  fixErrors: "Please correct the errors below",
} as const;

const M = NOTICE_MESSAGES;

const text = (max: number, tooLong: string) => z.string().trim().max(max, tooLong).optional();

const when = z
  .string({ error: M.when })
  .trim()
  .max(40, M.when)
  .refine((value) => parseUkLocal(value) !== null, M.when);

export const noticeFormSchema = z
  .object({
    title: z.string({ error: M.title }).trim().min(1, M.title).max(TITLE_MAX, M.titleTooLong),
    body: z.string({ error: M.body }).trim().min(1, M.body).max(BODY_MAX, M.bodyTooLong),
    link: text(LINK_MAX, M.linkTooLong).refine(
      (value) => !value || isSiteOrHttpsLink(value),
      M.link,
    ),
    kind: z.enum(noticeKinds),
    topic: z.enum(noticeTopics),
    startsAt: when,
    endsAt: when,
    onSite: z.boolean().optional().default(false),
    onScreens: z.enum(noticeScreenStyles).optional().default("none"),
    byPush: z.boolean().optional().default(false),
    byEmail: z.boolean().optional().default(false),
    deceasedName: text(JANAZAH_FIELD_MAX, M.janazahTooLong),
    familyConsent: z.boolean().optional().default(false),
    prayer: text(JANAZAH_FIELD_MAX, M.janazahTooLong),
    place: text(JANAZAH_FIELD_MAX, M.janazahTooLong),
    burial: text(JANAZAH_FIELD_MAX, M.janazahTooLong),
  })
  .superRefine((value, context) => {
    const startsAt = parseUkLocal(value.startsAt);
    const endsAt = parseUkLocal(value.endsAt);
    if (startsAt && endsAt && endsAt <= startsAt)
      context.addIssue({ code: "custom", path: ["endsAt"], message: M.endsBeforeStart });
    if (value.kind !== "janazah") return;
    if (value.deceasedName && !value.familyConsent)
      context.addIssue({ code: "custom", path: ["familyConsent"], message: M.consent });
    if (!value.prayer) context.addIssue({ code: "custom", path: ["prayer"], message: M.prayer });
    if (!value.place) context.addIssue({ code: "custom", path: ["place"], message: M.place });
  });

export type NoticeFormInput = z.output<typeof noticeFormSchema>;

/** The editor's values as its fields show them. */
export type NoticeFormValues = {
  [Name in keyof NoticeFormInput]-?: Exclude<NoticeFormInput[Name], undefined>;
};

/** What the form stores: the janazah's details only on a janazah notice. */
export function noticeFromForm(value: NoticeFormInput) {
  const janazah: JanazahDetails | null =
    value.kind === "janazah"
      ? {
          deceasedName: value.familyConsent ? (value.deceasedName ?? "") : "",
          familyConsent: value.familyConsent,
          prayer: value.prayer ?? "",
          place: value.place ?? "",
          burial: value.burial ?? "",
        }
      : null;
  return {
    kind: value.kind,
    topic: value.topic,
    title: value.title,
    body: value.body,
    link: value.link || null,
    // Checked by the schema.
    startsAt: parseUkLocal(value.startsAt) ?? new Date(Number.NaN),
    endsAt: parseUkLocal(value.endsAt) ?? new Date(Number.NaN),
    onSite: value.onSite,
    onScreens: value.onScreens,
    byPush: value.byPush,
    byEmail: value.byEmail,
    janazah,
  };
}

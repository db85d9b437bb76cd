import { z } from "zod";
import { fieldIssue } from "#app/lib/field-issue";
import { isCalendarDate } from "#app/lib/time/london";
import {
  ageBand,
  CATEGORIES,
  formatPostcode,
  isGroupInCategory,
  isUkPostcode,
  MAX_AGE,
  MESSAGES,
  MIN_AGE,
} from "./rules";

const required = (max = 100) =>
  z
    .string({ error: MESSAGES.required })
    .trim()
    .min(1, MESSAGES.required)
    .max(max, `Please keep this under ${max} characters`);

const CATEGORY_IDS = CATEGORIES.map((category) => String(category.id)) as [string, ...string[]];

/** The competition form, checked the same way in the browser and on the server. */
export const competitionSchema = z
  .object({
    registering_as: z.enum(["child", "myself"], { error: MESSAGES.required }),
    child_name: z.string().trim().max(100, "Please keep this under 100 characters").optional(),
    parent_name: required(),
    parent_phone: required(30).regex(/^\+?[0-9 ()-]{7,20}$/, MESSAGES.phone),
    parent_email: required(254).pipe(z.email(MESSAGES.email)),
    age: z
      // Missing is "required"; anything else that is not a whole number in range is the age rule.
      .number({ error: (issue) => (issue.input === undefined ? MESSAGES.required : MESSAGES.age) })
      .int(MESSAGES.age)
      .min(MIN_AGE, MESSAGES.age)
      .max(MAX_AGE, MESSAGES.age),
    postcode: required(10)
      .refine(isUkPostcode, MESSAGES.postcode)
      .transform((value) => formatPostcode(value)),
    gender: z.enum(["Male", "Female"], { error: MESSAGES.required }),
    category: z.enum(CATEGORY_IDS, { error: MESSAGES.category }).transform(Number),
    group: z
      .string({ error: MESSAGES.group })
      .trim()
      .min(1, MESSAGES.group)
      .max(40, MESSAGES.group),
  })
  .superRefine(
    (value, ctx) => {
      const raw = value as Record<string, unknown>;
      if (raw.registering_as === "child" && !String(raw.child_name ?? "").trim())
        fieldIssue(ctx, ["child_name"], MESSAGES.required);
      if (
        raw.category !== undefined &&
        typeof raw.group === "string" &&
        raw.group &&
        !isGroupInCategory(raw.category, raw.group)
      )
        fieldIssue(ctx, ["group"], MESSAGES.groupNotInCategory);
      else if (String(raw.category) === "3" && typeof raw.group === "string" && raw.group) {
        const band = ageBand(Number(raw.age));
        if (band && band !== raw.group) fieldIssue(ctx, ["group"], MESSAGES.ageGroup(band));
      }
      const keys = [
        "parent_name",
        "parent_phone",
        "parent_email",
        "age",
        "postcode",
        "gender",
        "category",
        "group",
        "registering_as",
      ];
      const missing =
        keys.some((key) => raw[key] === undefined || raw[key] === "") ||
        (raw.registering_as === "child" && !String(raw.child_name ?? "").trim());
      if (missing) fieldIssue(ctx, [], MESSAGES.overall);
    },
    { when: () => true },
  )
  .transform((value) => ({
    ...value,
    child_name: value.registering_as === "child" ? (value.child_name ?? "").trim() : null,
  }));

export type CompetitionEntry = z.output<typeof competitionSchema>;

// ---- the admin's forms ----

export const ADMIN_MESSAGES = {
  notFound: "Registration not found.",
  notPending: "Only a registration pending payment can be marked as paid.",
  otherCategory: "Please choose a group of the participant's category.",
  sameGroup: "The participant is already in that group.",
  unknownAction: "Unknown action.",
  scoresInvalid: "Scores must be whole numbers from 0 to 10. Nothing was saved.",
  scoreRange: "Enter a whole number from 0 to 10",
  scoresSaved: "Scores saved.",
  markedPaid: (participant: string) => `${participant} marked as paid.`,
  moved: (participant: string, group: string) => `${participant} moved to ${group}.`,
} as const;

const registrationId = z
  .string({ error: ADMIN_MESSAGES.notFound })
  .max(40, ADMIN_MESSAGES.notFound);

/** "Move … to" a group of the same category (the category is checked against the record). */
export const moveGroupSchema = z.object({
  intent: z.literal("move"),
  id: registrationId,
  group: z
    .string({ error: ADMIN_MESSAGES.otherCategory })
    .trim()
    .min(1, ADMIN_MESSAGES.otherCategory)
    .max(40, ADMIN_MESSAGES.otherCategory),
});

/** Everything the registrations page posts: "Mark paid" or a move. */
export const competitionAdminSchema = z.discriminatedUnion(
  "intent",
  [z.object({ intent: z.literal("mark-paid"), id: registrationId }), moveGroupSchema],
  { error: ADMIN_MESSAGES.unknownAction },
);

/** A criterion's score as typed: a whole number 0–10, or empty (not scored yet). */
function readScore(text: string): number | null | "invalid" {
  const trimmed = text.trim();
  if (trimmed === "") return null;
  const n = Number(trimmed);
  return Number.isInteger(n) && n >= 0 && n <= 10 ? n : "invalid";
}

/**
 * The judges' sheet: `score.{registration id}.{criterion index}` for each participant and
 * criterion; an empty field is a score not given yet.
 */
export const scoresSchema = z.object({
  score: z
    .record(
      z.string().max(40),
      z.record(
        z.string().max(10),
        z
          .string()
          .max(10, ADMIN_MESSAGES.scoreRange)
          .refine((text) => readScore(text) !== "invalid", ADMIN_MESSAGES.scoreRange)
          .transform((text) => readScore(text) as number | null),
      ),
    )
    .optional(),
});

export type SheetScores = NonNullable<z.output<typeof scoresSchema>["score"]>;

// ---- the admin's editions ----

const EDITION_FORM_MESSAGES = {
  year: "Enter a year from 2000 to 2100",
  date: "Enter a date as YYYY-MM-DD",
  fee: "Enter the fee in pounds, e.g. 5 or 7.50",
  group: "Enter a whole number from 1 to 100",
  groupOrder: "The largest group must be at least the smallest",
  deadline: "The deadline must be on or before the competition day",
  eventYear: "The competition day must be in the edition's year",
} as const;

const isoDate = z
  .string({ error: EDITION_FORM_MESSAGES.date })
  .trim()
  .max(10, EDITION_FORM_MESSAGES.date)
  .refine(isCalendarDate, EDITION_FORM_MESSAGES.date);

const groupSize = z
  .number({ error: EDITION_FORM_MESSAGES.group })
  .int(EDITION_FORM_MESSAGES.group)
  .min(1, EDITION_FORM_MESSAGES.group)
  .max(100, EDITION_FORM_MESSAGES.group);

/** An edition as the admin types it; the fee is in pounds, the deadline a UK date. */
export const editionFormSchema = z
  .object({
    year: z
      .number({ error: EDITION_FORM_MESSAGES.year })
      .int(EDITION_FORM_MESSAGES.year)
      .min(2000, EDITION_FORM_MESSAGES.year)
      .max(2100, EDITION_FORM_MESSAGES.year),
    title: required(120),
    eventDate: isoDate,
    venue: required(200),
    fee: z
      .string({ error: EDITION_FORM_MESSAGES.fee })
      .trim()
      .regex(/^£?\d{1,4}(\.\d{2})?$/, EDITION_FORM_MESSAGES.fee)
      .transform((text) => Math.round(Number(text.replace("£", "")) * 100)),
    deadline: isoDate,
    groupMin: groupSize,
    groupMax: groupSize,
    rulesText: z.string().trim().max(5000, "Please keep this under 5000 characters").optional(),
  })
  .superRefine((value, ctx) => {
    if (value.groupMax < value.groupMin)
      fieldIssue(ctx, ["groupMax"], EDITION_FORM_MESSAGES.groupOrder);
    if (value.deadline > value.eventDate)
      fieldIssue(ctx, ["deadline"], EDITION_FORM_MESSAGES.deadline);
    if (!value.eventDate.startsWith(String(value.year)))
      fieldIssue(ctx, ["eventDate"], EDITION_FORM_MESSAGES.eventYear);
  });

export type EditionFormValues = z.output<typeof editionFormSchema>;

/** The editions list's buttons: copy the last edition, or change one's status. */
export const editionActionSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("copy") }),
    z.object({
      intent: z.literal("status"),
      id: z.coerce.number({ error: "Edition not found." }).int(),
      status: z.enum(["draft", "open", "closed", "archived"], { error: "Unknown status." }),
    }),
  ],
  { error: ADMIN_MESSAGES.unknownAction },
);

import { z } from "zod";
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

/** The competition form (spec 001 §5), checked the same way in the browser and on the server. */
export const competitionSchema = z
  .object({
    registering_as: z.enum(["child", "myself"], { error: MESSAGES.required }),
    child_name: z.string().trim().max(100).optional(),
    parent_name: required(),
    parent_phone: required(30).regex(/^\+?[0-9 ()-]{7,20}$/, MESSAGES.phone),
    parent_email: required(254).pipe(z.email(MESSAGES.email)),
    age: z
      .number({ error: MESSAGES.required })
      .int(MESSAGES.age)
      .min(MIN_AGE, MESSAGES.age)
      .max(MAX_AGE, MESSAGES.age),
    postcode: required(10)
      .refine(isUkPostcode, MESSAGES.postcode)
      .transform((value) => formatPostcode(value)),
    gender: z.enum(["Male", "Female"], { error: MESSAGES.required }),
    category: z.enum(CATEGORY_IDS, { error: MESSAGES.category }).transform(Number),
    group: z.string({ error: MESSAGES.group }).trim().min(1, MESSAGES.group),
  })
  .superRefine(
    (value, ctx) => {
      const raw = value as Record<string, unknown>;
      if (raw.registering_as === "child" && !String(raw.child_name ?? "").trim())
        ctx.addIssue({ code: "custom", path: ["child_name"], message: MESSAGES.required });
      if (
        raw.category !== undefined &&
        typeof raw.group === "string" &&
        raw.group &&
        !isGroupInCategory(raw.category, raw.group)
      )
        ctx.addIssue({ code: "custom", path: ["group"], message: MESSAGES.groupNotInCategory });
      else if (String(raw.category) === "3" && typeof raw.group === "string" && raw.group) {
        const band = ageBand(Number(raw.age));
        if (band && band !== raw.group)
          ctx.addIssue({ code: "custom", path: ["group"], message: MESSAGES.ageGroup(band) });
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
      if (missing) ctx.addIssue({ code: "custom", path: [], message: MESSAGES.overall });
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

const registrationId = z.string({ error: ADMIN_MESSAGES.notFound });

/** "Move … to" a group of the same category (the category is checked against the record). */
export const moveGroupSchema = z.object({
  intent: z.literal("move"),
  id: registrationId,
  group: z
    .string({ error: ADMIN_MESSAGES.otherCategory })
    .trim()
    .min(1, ADMIN_MESSAGES.otherCategory),
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
      z.string(),
      z.record(
        z.string(),
        z
          .string()
          .refine((text) => readScore(text) !== "invalid", ADMIN_MESSAGES.scoreRange)
          .transform((text) => readScore(text) as number | null),
      ),
    )
    .optional(),
});

export type SheetScores = NonNullable<z.output<typeof scoresSchema>["score"]>;

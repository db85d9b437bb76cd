import { z } from "zod";
import { fieldIssue } from "#app/lib/field-issue";
import { MESSAGES } from "../messages";
import {
  bookedProgrammes,
  MAX_CHILDREN,
  MAX_LENGTH,
  offeredProgrammes,
  PAYMENT_METHOD,
  parseAge,
  seasonProgramme,
  shortDate,
} from "../rules";
import type { Programme, Season } from "../seasons/season";

/**
 * The registration wizard's forms, one schema per step, with their messages (`MESSAGES` in
 * rules.ts). Step 1's schema is the season's: its programmes, ages and the dates that can be chosen
 * now (a past, closed or full date is refused next to the field, even when posted directly). Field names: `childCount`; `child.0.name`, `child.0.age`, `child.0.programme` (one
 * per ticked programme), `child.0.quran.dates`, `child.0.quran.wednesdayDates`,
 * `child.0.quran.earlyStart`, `child.0.quran.lateFinish`; `parentName`, `parentPhone`,
 * `parentEmail`; `paymentMethod`, `couponCode`; `termsAccepted`.
 *
 * Every rule of a step runs, so all of its messages show at once: an empty answer becomes ""
 * (`prefault`) and fails `min(1)`, which does not stop the checks of the child or of the step.
 */

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9 ()-]{7,20}$/;

/** A typed answer, trimmed: empty gets `required`; too long is refused, never cut. */
function answer(required: string, rules: { max?: number; format?: [RegExp, string] } = {}) {
  let text = z.string().trim().min(1, required);
  if (rules.max) text = text.max(rules.max, MESSAGES.tooLong(rules.max));
  if (rules.format) text = text.regex(...rules.format);
  return text.prefault("");
}

// ---- step 1: children and programmes ----

/** The dates ticked for a programme (YYYY-MM-DD); a season has far fewer than the limit. */
const tickedDates = z
  .array(z.string().max(10, MESSAGES.dateInvalid))
  .max(200, MESSAGES.dateInvalid)
  .default([]);

const programmeChoiceSchema = z.object({
  dates: tickedDates,
  wednesdayDates: tickedDates,
  earlyStart: z.boolean().optional(),
  lateFinish: z.boolean().optional(),
});

/** The answers about one programme of one child, as its form fields hold them. */
export type ProgrammeChoiceAnswers = z.input<typeof programmeChoiceSchema>;

/** Why a posted date of a programme cannot be booked, or null when it can. */
function dateProblem(
  programme: Programme,
  dates: readonly string[],
  wednesdayDates: readonly string[],
) {
  if (
    dates.some((date) => !programme.dates.includes(date)) ||
    wednesdayDates.some((date) => !programme.wednesdayDates.includes(date))
  )
    return MESSAGES.dateInvalid;
  if (dates.length + wednesdayDates.length === 0) return MESSAGES.noDate;
  const refused = [...dates, ...wednesdayDates].sort().find((date) => programme.unavailable[date]);
  if (!refused) return null;
  const why = programme.unavailable[refused];
  const label = shortDate(refused);
  return why === "past"
    ? MESSAGES.datePast(label)
    : why === "full"
      ? MESSAGES.dateFull(label)
      : MESSAGES.dateClosed(label);
}

type ChoiceSchema = z.ZodOptional<typeof programmeChoiceSchema>;

function childSchema(season: Pick<Season, "programmes">) {
  /** `child.0.fantastic-5.dates`…: one choice per offered programme. */
  const programmeChoices: Record<string, ChoiceSchema> = Object.fromEntries(
    offeredProgrammes(season).map((programme) => [programme.id, programmeChoiceSchema.optional()]),
  );
  return (
    z
      .object({
        ...programmeChoices,
        name: answer(MESSAGES.childName, { max: MAX_LENGTH.childName }),
        age: z
          .string()
          .max(10, MESSAGES.ageInvalid)
          .prefault("")
          .superRefine((value, ctx) => {
            const age = parseAge(season, value);
            if ("error" in age) ctx.addIssue({ code: "custom", message: age.error });
          }),
        programme: z
          .array(z.string().max(100, MESSAGES.unknownProgramme))
          .max(100, MESSAGES.unknownProgramme)
          .default([])
          .refine(
            (ticked) => ticked.every((id) => seasonProgramme(season, id)?.offered),
            MESSAGES.unknownProgramme,
          ),
      })
      // Each programme the child is booked on needs a date, and only its own bookable dates.
      .superRefine((child, ctx) => {
        const choices = child as unknown as Record<string, ProgrammeChoiceAnswers | undefined>;
        for (const programme of bookedProgrammes(season, child.age, child.programme)) {
          const { dates = [], wednesdayDates = [] } = choices[programme.id] ?? {};
          const message = dateProblem(programme, dates, wednesdayDates);
          if (message) fieldIssue(ctx, [programme.id, "dates"], message);
        }
      })
  );
}

/** The answers about one child, as its form fields hold them. */
export type ChildAnswers = z.input<ReturnType<typeof childSchema>>;

/** Step 1 for a season. The messages about the list as a whole are the field `children`'s. */
export function childrenSchema(season: Pick<Season, "programmes">) {
  const one = childSchema(season);
  /** `child.0`, `child.1`…: the children of the form, by position. */
  const childSlots = Object.fromEntries(
    Array.from({ length: MAX_CHILDREN }, (_, index) => [String(index), one.optional()]),
  ) as Record<string, z.ZodOptional<typeof one>>;
  return z
    .object({
      childCount: z.string().max(10, MESSAGES.tooManyChildren(MAX_CHILDREN)).optional(),
      child: z.object(childSlots),
    })
    .superRefine(({ childCount, child }, ctx) => {
      const path = ["children"];
      if (Number(childCount) > MAX_CHILDREN)
        fieldIssue(ctx, path, MESSAGES.tooManyChildren(MAX_CHILDREN));
      else if (
        !Object.values(child).some(
          (one) => one && bookedProgrammes(season, one.age, one.programme).length > 0,
        )
      )
        fieldIssue(ctx, path, MESSAGES.noProgramme);
    });
}

// ---- steps 2 to 5 ----

export const parentSchema = z.object({
  parentName: answer(MESSAGES.parentName, { max: MAX_LENGTH.parentName }),
  parentPhone: answer(MESSAGES.parentPhone, { format: [PHONE, MESSAGES.parentPhoneInvalid] }),
  parentEmail: answer(MESSAGES.parentEmail, {
    max: MAX_LENGTH.parentEmail,
    format: [EMAIL, MESSAGES.parentEmailInvalid],
  }),
});

/** Step 3. Whether the coupon exists and is still valid is the server's check. */
export const paymentSchema = z.object({
  paymentMethod: z.literal(PAYMENT_METHOD).catch(PAYMENT_METHOD),
  couponCode: z
    .string()
    .trim()
    .toUpperCase()
    .max(MAX_LENGTH.coupon, MESSAGES.tooLong(MAX_LENGTH.coupon))
    .optional(),
});

export const termsSchema = z.object({
  termsAccepted: z.literal(true, { error: MESSAGES.terms }),
});

/** Step 5 has nothing to answer; its form carries the honeypot and the server's messages. */
export const reviewSchema = z.object({});

/** Every step's schema for a season. */
export function stepSchemas(season: Pick<Season, "programmes">) {
  return {
    1: childrenSchema(season),
    2: parentSchema,
    3: paymentSchema,
    4: termsSchema,
    5: reviewSchema,
  } as const;
}

/** "Tell me when it opens": the address to email on the opening day. */
export const notifyFormSchema = z.object({
  email: answer(MESSAGES.parentEmail, {
    max: MAX_LENGTH.parentEmail,
    format: [EMAIL, MESSAGES.notifyEmail],
  }),
});

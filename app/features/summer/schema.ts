import { z } from "zod";
import {
  bookedProgrammes,
  findProgramme,
  MAX_CHILDREN,
  MAX_LENGTH,
  MESSAGES,
  OFFERED_PROGRAMMES,
  PAYMENT_METHOD,
  type ProgrammeId,
  parseAge,
} from "./rules";

/**
 * The registration wizard's forms, one schema per step, with the spec's messages (`MESSAGES` in
 * rules.ts). Field names: `childCount`; `child.0.name`, `child.0.age`, `child.0.programme` (one
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

const programmeChoiceSchema = z.object({
  dates: z.array(z.string()).default([]),
  wednesdayDates: z.array(z.string()).default([]),
  earlyStart: z.boolean().optional(),
  lateFinish: z.boolean().optional(),
});

/** The answers about one programme of one child, as its form fields hold them. */
export type ProgrammeChoiceAnswers = z.input<typeof programmeChoiceSchema>;

/** `child.0.fantastic-5.dates`…: one choice per offered programme. */
const programmeChoices = Object.fromEntries(
  OFFERED_PROGRAMMES.map((programme) => [programme.id, programmeChoiceSchema.optional()]),
) as Record<ProgrammeId, z.ZodOptional<typeof programmeChoiceSchema>>;

const childSchema = z
  .object({
    name: answer(MESSAGES.childName, { max: MAX_LENGTH.childName }),
    age: z
      .string()
      .prefault("")
      .superRefine((value, ctx) => {
        const age = parseAge(value);
        if ("error" in age) ctx.addIssue({ code: "custom", message: age.error });
      }),
    programme: z
      .array(z.string())
      .default([])
      .refine(
        (ticked) => ticked.every((id) => findProgramme(id)?.offered),
        MESSAGES.unknownProgramme,
      ),
    ...programmeChoices,
  })
  // Each programme the child is booked on needs a date, and only its own session dates.
  .superRefine((child, ctx) => {
    for (const programme of bookedProgrammes(child.age, child.programme)) {
      const { dates = [], wednesdayDates = [] } = child[programme.id] ?? {};
      const message =
        dates.some((date) => !programme.dates.includes(date)) ||
        wednesdayDates.some((date) => !programme.wednesdayDates.includes(date))
          ? MESSAGES.dateInvalid
          : dates.length + wednesdayDates.length === 0
            ? MESSAGES.noDate
            : null;
      if (message) ctx.addIssue({ code: "custom", message, path: [programme.id, "dates"] });
    }
  });

/** The answers about one child, as its form fields hold them. */
export type ChildAnswers = z.input<typeof childSchema>;

/** `child.0`, `child.1`…: the children of the form, by position. */
const childSlots = Object.fromEntries(
  Array.from({ length: MAX_CHILDREN }, (_, index) => [String(index), childSchema.optional()]),
) as Record<string, z.ZodOptional<typeof childSchema>>;

/** Step 1. The messages about the list as a whole are the field `children`'s. */
export const childrenSchema = z
  .object({ childCount: z.string().optional(), child: z.object(childSlots) })
  .superRefine(({ childCount, child }, ctx) => {
    const path = ["children"];
    if (Number(childCount) > MAX_CHILDREN)
      ctx.addIssue({ code: "custom", message: MESSAGES.tooManyChildren, path });
    else if (
      !Object.values(child).some(
        (one) => one && bookedProgrammes(one.age, one.programme).length > 0,
      )
    )
      ctx.addIssue({ code: "custom", message: MESSAGES.noProgramme, path });
  });

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

export const STEP_SCHEMAS = {
  1: childrenSchema,
  2: parentSchema,
  3: paymentSchema,
  4: termsSchema,
  5: reviewSchema,
} as const;

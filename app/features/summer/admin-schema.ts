import { z } from "zod";
import { seasonStatuses } from "#app/lib/db/enums";
import { fieldIssue } from "#app/lib/field-issue";
import { poundsToPence } from "#app/lib/money";
import { instantAt, localClock, localDate } from "#app/lib/time/london";
import {
  CARD_LIMITS,
  parsePoints,
  parseTopics,
  pointsProblem,
  topicsProblem,
} from "./seasons/programme-card";

/**
 * The admin's season, programme and coupon forms (decisions 0144–0148): one zod schema each, shared by the
 * browser (checks as the admin types) and the actions (the authority). Dates and times are typed
 * in UK time; amounts in pounds and stored in pence.
 */

/** A `datetime-local` value typed in UK time ("2026-06-01T09:00") as an instant, or null. */
export function ukLocalToDate(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value.trim());
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as number[];
  const s = Number(match[6] ?? 0);
  const check = new Date(Date.UTC(y ?? 0, (mo ?? 1) - 1, d));
  if (check.getUTCMonth() !== (mo ?? 1) - 1 || check.getUTCDate() !== d) return null;
  if ((h ?? 0) > 23 || (mi ?? 0) > 59 || s > 59) return null;
  const instant = instantAt(`${match[1]}-${match[2]}-${match[3]}`, `${match[4]}:${match[5]}`);
  return new Date(instant + s * 1000);
}

/** An instant as a `datetime-local` value in UK time ("2025-08-31T23:59:59" keeps its seconds). */
export function dateToUkLocal(date: Date): string {
  const clock = localClock(date.getTime());
  return `${localDate(date.getTime())}T${clock.endsWith(":00") ? clock.slice(0, 5) : clock}`;
}

const text = (label: string, max: number) =>
  z
    .string({ error: `Please enter the ${label}` })
    .trim()
    .min(1, `Please enter the ${label}`)
    .max(max, `The ${label} must be ${max} characters or fewer`);

const wholeNumber = (label: string, min: number, max: number) =>
  z
    .number({ error: `Please enter the ${label} as a whole number` })
    .int(`Please enter the ${label} as a whole number`)
    .min(min, `The ${label} must be at least ${min}`)
    .max(max, `The ${label} must be at most ${max}`);

const ukDateTime = z
  .string()
  .trim()
  .max(40, "Please enter a valid date and time")
  .refine((value) => ukLocalToDate(value) !== null, "Please enter a valid date and time")
  .optional();

const amount = (label: string) =>
  z
    .string({ error: `Please enter the ${label} in pounds, e.g. 20.00` })
    .max(20, `Please enter the ${label} in pounds, e.g. 20.00`)
    .refine(
      (value) => poundsToPence(value) !== null,
      `Please enter the ${label} in pounds, e.g. 20.00`,
    )
    .transform((value) => poundsToPence(value) ?? 0);

const clock = (label: string) =>
  z
    .string({ error: `Please enter the ${label} as HH:MM, e.g. 10:00` })
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, `Please enter the ${label} as HH:MM, e.g. 10:00`);

const isoDate = z
  .string({ error: "Please enter a date" })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Please enter a date")
  .refine((value) => !Number.isNaN(Date.parse(`${value}T12:00:00Z`)), "Please enter a date");

/** A window whose end is not before its start (errors go on the end field). */
function windowOrder(from: unknown, to: unknown): boolean {
  if (typeof from !== "string" || typeof to !== "string" || !from || !to) return true;
  const start = ukLocalToDate(from);
  const end = ukLocalToDate(to);
  return !start || !end || end > start;
}

export const seasonFormSchema = z
  .object({
    title: text("title", 120),
    status: z.enum(seasonStatuses, { error: "Please choose a status" }),
    registrationOpensAt: ukDateTime,
    registrationClosesAt: ukDateTime,
    fullWeekDays: wholeNumber("number of days for a full week", 1, 60),
    fullWeekPercent: wholeNumber("full-week discount", 0, 100),
    siblingPercent: wholeNumber("sibling discount", 0, 100),
    galleryHeading: z
      .string()
      .trim()
      .max(120, "The gallery's heading must be 120 characters or fewer")
      .optional(),
    faq: z.string().trim().max(20_000, "The FAQ must be 20,000 characters or fewer").optional(),
    terms: z.string().trim().max(20_000, "The terms must be 20,000 characters or fewer").optional(),
    prices: z
      .string()
      .trim()
      .max(5000, "The price pop-up must be 5,000 characters or fewer")
      .optional(),
  })
  .refine((season) => windowOrder(season.registrationOpensAt, season.registrationClosesAt), {
    path: ["registrationClosesAt"],
    message: "Registration must close after it opens",
    // Checked even while other fields need fixing, so every message shows at once.
    when: () => true,
  });

/** The season's labels, in the form's order: beside each field, in the error summary and a refused save. */
export const SEASON_LABELS = {
  title: "Title",
  status: "Status",
  registrationOpensAt: "Registration opens",
  registrationClosesAt: "Registration closes",
  fullWeekDays: "Days for a full week",
  fullWeekPercent: "Full-week discount",
  siblingPercent: "Sibling discount",
  galleryHeading: "Gallery heading",
  faq: "FAQ",
  terms: "Terms & Conditions",
  prices: "Price pop-up",
};

export type SeasonFormValues = z.input<typeof seasonFormSchema>;
export type SeasonInput = z.output<typeof seasonFormSchema>;

export const NEW_SEASON_SCHEMA = z.object({ title: text("title", 120) });

/**
 * A textarea of a card's lists, one item a line: its length checked, then its lines (`problem`,
 * said next to the field, as a line has no field of its own), then read as its list.
 */
const cardList = <List>(
  label: string,
  max: number,
  problem: (text: string) => string | null,
  read: (text: string) => List,
) =>
  z
    .string()
    .max(max, `The ${label} must be ${max.toLocaleString("en-GB")} characters or fewer`)
    .optional()
    .superRefine((text, context) => {
      // A text over the limit is not read: its length is the one thing to say.
      const found = text && text.length <= max ? problem(text) : null;
      if (found) context.addIssue({ code: "custom", message: found });
    })
    .transform((text) => read(text ?? ""));

const sessionRow = z.object({
  id: z.number().int().positive(),
  date: isoDate,
  capacity: wholeNumber("capacity", 1, 10_000).optional(),
  remove: z.boolean().optional(),
});

export const programmeFormSchema = z
  .object({
    name: text("programme name", 120),
    short: text("short name", 40),
    description: z
      .string()
      .trim()
      .max(2000, "The description must be 2000 characters or fewer")
      .optional(),
    cardPoints: cardList("card points", CARD_LIMITS.pointsText, pointsProblem, parsePoints),
    weeklyTopics: cardList("weekly topics", CARD_LIMITS.topicsText, topicsProblem, parseTopics),
    minAge: wholeNumber("youngest age", 0, 99),
    maxAge: wholeNumber("oldest age", 0, 99),
    rate: amount("rate per day"),
    startTime: clock("start time"),
    endTime: clock("finish time"),
    extrasFee: amount("early start / late finish fee"),
    offered: z.boolean().optional(),
    sessions: z.array(sessionRow).max(200).optional(),
    newDate: isoDate.optional(),
    newCapacity: wholeNumber("capacity", 1, 10_000).optional(),
  })
  .superRefine((programme, context) => {
    if (programme.maxAge < programme.minAge)
      fieldIssue(context, ["maxAge"], "The oldest age cannot be below the youngest");
    if (programme.endTime <= programme.startTime)
      fieldIssue(context, ["endTime"], "The session must finish after it starts");
    const kept = (programme.sessions ?? []).filter((session) => !session.remove);
    const seen = new Set<string>();
    kept.forEach((session) => {
      if (seen.has(session.date))
        fieldIssue(
          context,
          ["sessions", (programme.sessions ?? []).indexOf(session), "date"],
          "This date is already in the list",
        );
      seen.add(session.date);
    });
    if (programme.newDate && seen.has(programme.newDate))
      fieldIssue(context, ["newDate"], "This date is already in the list");
  });

/** A programme's labels, in the form's order: beside each field and in a refused save. */
export const PROGRAMME_LABELS = {
  name: "Name",
  short: "Short name",
  offered: "Offered in the registration form",
  description: "Description",
  cardPoints: "Card points",
  weeklyTopics: "Weekly topics",
  minAge: "Youngest age",
  maxAge: "Oldest age",
  rate: "Rate per day",
  extrasFee: "Early start / late finish fee",
  startTime: "Starts",
  endTime: "Finishes",
};

export type ProgrammeFormValues = z.input<typeof programmeFormSchema>;
export type ProgrammeInput = z.output<typeof programmeFormSchema>;

const COUPON_CODE = /^[A-Z0-9][A-Z0-9_-]{1,39}$/;

export const couponFormSchema = z
  .object({
    code: z
      .string({ error: "Please enter the code" })
      .trim()
      .transform((value) => value.toUpperCase())
      .pipe(
        z
          .string()
          .regex(COUPON_CODE, "Use 2–40 letters, digits, dashes or underscores, e.g. WIC2026"),
      ),
    percent: wholeNumber("percentage", 1, 100),
    validFrom: ukDateTime,
    validTo: ukDateTime,
    maxUses: wholeNumber("maximum number of uses", 1, 1_000_000).optional(),
    /** "" for every season. */
    seasonId: z
      .string()
      .regex(/^\d{1,9}$/, "Please choose a season")
      .optional(),
  })
  .refine((coupon) => windowOrder(coupon.validFrom, coupon.validTo), {
    path: ["validTo"],
    message: "The coupon must end after it starts",
    when: () => true,
  });

/** The coupon's labels, in the form's order: beside each field and in a refused save. */
export const COUPON_LABELS = {
  code: "Code",
  percent: "Discount",
  validFrom: "Valid from",
  validTo: "Valid to",
  maxUses: "Maximum uses",
  seasonId: "Season",
};

export type CouponFormValues = z.input<typeof couponFormSchema>;
export type CouponInput = z.output<typeof couponFormSchema>;

export const SEASON_MESSAGES = {
  sessionBooked: (count: number) =>
    `This date has ${count} ${count === 1 ? "booking" : "bookings"} and cannot be removed. Lower its capacity instead.`,
  programmeBooked: "This programme has bookings and cannot be removed. Untick “Offered” instead.",
  noSessions: "A season needs at least one offered programme with a session date before it opens.",
  /** A warning, never a refusal: archiving keeps the bookings. */
  archiveWithBookings: (count: number) =>
    `${count} ${count === 1 ? "registration has" : "registrations have"} sessions still to come: archiving hides the season from visitors but keeps the bookings.`,
  couponTaken: "A coupon with this code already exists.",
  maxBelowUses: (uses: number) =>
    `This coupon has already been used ${uses} ${uses === 1 ? "time" : "times"}; the maximum cannot be lower.`,
  saveFailed: "Could not save. Please try again.",
} as const;

import type { SubmissionResult } from "@conform-to/react";
import type { ChildChoice, ProgrammeChoice } from "../pricing/pricing";
import {
  bookedProgrammes,
  MAX_CHILDREN,
  normaliseCoupon,
  PAYMENT_METHOD,
  seasonProgramme,
  writtenDate,
} from "../rules";
import type { Season } from "../seasons/season";

export type SeasonProgrammes = Pick<Season, "programmes">;

/**
 * The registration wizard's state (a draft kept on the server between steps), how a step's
 * answers go into it and come back out as the step's form, and the whole draft checked again by
 * the steps' schemas (schema.ts) before it is submitted.
 */

export type Step = 1 | 2 | 3 | 4 | 5;

interface DraftProgramme {
  programme: string;
  dates: string[];
  wednesdayDates: string[];
  earlyStart: boolean;
  lateFinish: boolean;
}

export interface DraftChild {
  name: string;
  age: string;
  programmes: DraftProgramme[];
}

export interface Draft {
  step: Step;
  children: DraftChild[];
  parentName: string;
  parentPhone: string;
  parentEmail: string;
  couponCode: string;
  couponPercent: number;
  termsAccepted: boolean;
  /** The registration stored from this draft (a second Submit and Pay retries its checkout). */
  registrationId?: string;
  /** Submitted without online payment: shows 'Registration Complete!'. */
  complete?: boolean;
  /** Bumped at every save, so the form re-reads the stored answers. */
  version: number;
}

/** A step the server refused: which one, and Conform's result (errors and what was typed). */
export interface WizardFailure {
  step: Step;
  result: SubmissionResult<string[]>;
  /** The refusal is the "tell me when it opens" form's, not a step's. */
  notify?: true;
}

export const emptyChild = (): DraftChild => ({ name: "", age: "", programmes: [] });

export const emptyDraft = (): Draft => ({
  step: 1,
  children: [emptyChild()],
  parentName: "",
  parentPhone: "",
  parentEmail: "",
  couponCode: "",
  couponPercent: 0,
  termsAccepted: false,
  version: 0,
});

/** A stored draft read defensively (it is JSON from our own table, but older shapes may exist). */
export function readDraft(value: unknown): Draft {
  const base = emptyDraft();
  if (!value || typeof value !== "object") return base;
  const raw = value as Partial<Draft>;
  const step = [1, 2, 3, 4, 5].includes(Number(raw.step)) ? (Number(raw.step) as Step) : 1;
  const children =
    Array.isArray(raw.children) && raw.children.length > 0 ? raw.children : base.children;
  return {
    ...base,
    ...raw,
    step,
    version: Number(raw.version) || 0,
    children: children.slice(0, MAX_CHILDREN).map((child) => ({
      name: String(child?.name ?? ""),
      age: String(child?.age ?? ""),
      programmes: Array.isArray(child?.programmes) ? child.programmes : [],
    })),
  };
}

// ---- a step's answers: posted (or typed, in the browser) → draft, and draft → the form ----

type Answers = Record<string, unknown>;
const record = (value: unknown): Answers =>
  value && typeof value === "object" && !Array.isArray(value) ? (value as Answers) : {};
/** An answer as typed (trimmed): too long is refused by the step's schema, never cut. */
const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");
const strings = (value: unknown) => [
  ...new Set((Array.isArray(value) ? value : [value]).filter((v) => typeof v === "string")),
];

/**
 * Step 1's answers (a form's parsed values, see schema.ts) as children, whether valid or not, so
 * that nothing typed is lost; ticks the age does not allow are dropped.
 */
export function readChildren(season: SeasonProgrammes, values: unknown): DraftChild[] {
  const answers = record(values);
  const slots = record(answers.child);
  const count = Math.min(Math.max(Number(answers.childCount) || 1, 1), 50);
  return Array.from({ length: count }, (_, index) => {
    const child = record(slots[String(index)]);
    const age = text(child.age);
    return {
      name: text(child.name),
      age,
      programmes: bookedProgrammes(season, age, strings(child.programme)).map(({ id }) => {
        const choice = record(child[id]);
        return {
          programme: id,
          dates: strings(choice.dates).sort(),
          wednesdayDates: strings(choice.wednesdayDates).sort(),
          earlyStart: choice.earlyStart === "on",
          lateFinish: choice.lateFinish === "on",
        };
      }),
    };
  });
}

export function readParent(values: unknown) {
  const answers = record(values);
  return {
    parentName: text(answers.parentName),
    parentPhone: text(answers.parentPhone),
    parentEmail: text(answers.parentEmail),
  };
}

export const readCoupon = (values: unknown) => normaliseCoupon(record(values).couponCode);
export const readTerms = (values: unknown) => record(values).termsAccepted === "on";

const ticked = (on: boolean) => (on ? "on" : undefined);

/** The draft's answers as each step's form holds them (its fields' starting values). */
export const stepValues = {
  1: (draft: Draft) => ({
    childCount: String(draft.children.length),
    child: Object.fromEntries(
      draft.children.map((child, index) => [
        String(index),
        {
          name: child.name,
          age: child.age,
          programme: child.programmes.map((choice) => choice.programme),
          ...Object.fromEntries(
            child.programmes.map((choice) => [
              choice.programme,
              {
                dates: choice.dates,
                wednesdayDates: choice.wednesdayDates,
                earlyStart: ticked(choice.earlyStart),
                lateFinish: ticked(choice.lateFinish),
              },
            ]),
          ),
        },
      ]),
    ),
  }),
  2: ({ parentName, parentPhone, parentEmail }: Draft) => ({
    parentName,
    parentPhone,
    parentEmail,
  }),
  3: (draft: Draft) => ({ paymentMethod: PAYMENT_METHOD, couponCode: draft.couponCode }),
  4: (draft: Draft) => ({ termsAccepted: ticked(draft.termsAccepted) }),
  5: () => ({}),
} satisfies Record<Step, (draft: Draft) => Answers>;

/** Nested answers as the form data a browser would post. */
function asFormData(values: Answers, prefix = "", form = new URLSearchParams()): URLSearchParams {
  for (const [key, value] of Object.entries(values)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") form.append(name, value);
    else if (Array.isArray(value)) for (const item of strings(value)) form.append(name, item);
    else if (value && typeof value === "object") asFormData(record(value), name, form);
  }
  return form;
}

/** The draft's answers to one step as its form would post them (to check them again). */
export const stepFormData = (draft: Draft, step: Step) => asFormData(stepValues[step](draft));

/** The choices the price is computed from (only well-formed children and programmes). */
export function pricingChoices(children: readonly DraftChild[]): ChildChoice[] {
  return children.map((child) => ({
    name: child.name,
    programmes: child.programmes.map(
      (choice): ProgrammeChoice => ({
        programme: choice.programme,
        dates: choice.dates,
        wednesdayDates: choice.wednesdayDates,
        earlyStart: choice.earlyStart,
        lateFinish: choice.lateFinish,
      }),
    ),
  }));
}

/**
 * "Child 1: Yusuf, age 8 – Saturdays – Fantastic 5 (10am–1pm): Sat 26 July, Sat 2 August (early
 * start)", one line per child, for the review, the record and the emails.
 */
export function childrenDetails(season: SeasonProgrammes, children: readonly DraftChild[]): string {
  return children
    .map((child, i) => {
      const programmes = child.programmes
        .map((choice) => {
          const programme = seasonProgramme(season, choice.programme);
          const dates = [...choice.dates, ...choice.wednesdayDates]
            .sort()
            .map(writtenDate)
            .join(", ");
          const extras = [
            choice.earlyStart ? "early start" : "",
            choice.lateFinish ? "late finish" : "",
          ]
            .filter(Boolean)
            .join(", ");
          return `${programme?.name ?? choice.programme}: ${dates}${extras ? ` (${extras})` : ""}`;
        })
        .join("; ");
      return `Child ${i + 1}: ${child.name}, age ${child.age} – ${programmes}`;
    })
    .join("\n");
}

import type { ChildChoice, ProgrammeChoice } from "./pricing";
import {
  findProgramme,
  MAX_CHILDREN,
  MESSAGES,
  normaliseCoupon,
  type ProgrammeId,
  parseAge,
  programmesForAge,
} from "./rules";

/**
 * The registration wizard's state (kept on the server between steps) and the pure parsing and
 * validation of each step's form. Field names: `child.0.name`, `child.0.age`, `child.0.programme`
 * (one per ticked programme), `child.0.quran.dates`, `child.0.quran.wednesdayDates`,
 * `child.0.quran.earlyStart`, `child.0.quran.lateFinish`; `parentName`, `parentPhone`,
 * `parentEmail`; `couponCode`; `termsAccepted`.
 */

export type Step = 1 | 2 | 3 | 4 | 5;

export interface DraftProgramme {
  programme: ProgrammeId;
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

export type Errors = Record<string, string>;

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

const text = (formData: FormData, name: string, max = 200) => {
  const value = formData.get(name);
  return typeof value === "string" ? value.trim().slice(0, max) : "";
};
const strings = (formData: FormData, name: string) =>
  formData.getAll(name).filter((value): value is string => typeof value === "string");

/** Step 1's form as children; ticks that the age no longer allows are dropped. */
export function parseChildren(formData: FormData): { children: DraftChild[]; unknown: boolean[] } {
  const count = Math.min(Math.max(Number(text(formData, "childCount")) || 1, 1), 50);
  const children: DraftChild[] = [];
  const unknown: boolean[] = [];
  for (let i = 0; i < count; i++) {
    const prefix = `child.${i}`;
    const age = text(formData, `${prefix}.age`, 10);
    const parsed = parseAge(age);
    const allowed = programmesForAge("age" in parsed ? parsed.age : null).map((p) => p.id);
    const ticked = [...new Set(strings(formData, `${prefix}.programme`))];
    unknown.push(ticked.some((id) => !findProgramme(id)?.offered));
    children.push({
      name: text(formData, `${prefix}.name`, 100),
      age,
      programmes: ticked
        .filter((id): id is ProgrammeId => allowed.includes(id as ProgrammeId))
        .map((id) => ({
          programme: id,
          dates: [...new Set(strings(formData, `${prefix}.${id}.dates`))].sort(),
          wednesdayDates: [...new Set(strings(formData, `${prefix}.${id}.wednesdayDates`))].sort(),
          earlyStart: formData.get(`${prefix}.${id}.earlyStart`) === "on",
          lateFinish: formData.get(`${prefix}.${id}.lateFinish`) === "on",
        })),
    });
  }
  return { children, unknown };
}

/** Step 1's rules (spec 001 §5); keys are field names, `children` is the step's own message. */
export function validateChildren(
  children: readonly DraftChild[],
  unknown: readonly boolean[] = [],
): Errors {
  const errors: Errors = {};
  if (children.length > MAX_CHILDREN) errors.children = MESSAGES.tooManyChildren;
  children.forEach((child, i) => {
    const prefix = `child.${i}`;
    if (!child.name.trim()) errors[`${prefix}.name`] = MESSAGES.childName;
    const age = parseAge(child.age);
    if ("error" in age) errors[`${prefix}.age`] = age.error;
    if (unknown[i]) errors[`${prefix}.programme`] = MESSAGES.unknownProgramme;
    for (const choice of child.programmes) {
      const programme = findProgramme(choice.programme);
      if (!programme?.offered) {
        errors[`${prefix}.programme`] = MESSAGES.unknownProgramme;
        continue;
      }
      const key = `${prefix}.${programme.id}.dates`;
      const badDate =
        choice.dates.some((date) => !programme.dates.includes(date)) ||
        choice.wednesdayDates.some((date) => !programme.wednesdayDates.includes(date));
      if (badDate) errors[key] = MESSAGES.dateInvalid;
      else if (choice.dates.length + choice.wednesdayDates.length === 0)
        errors[key] = MESSAGES.noDate;
    }
  });
  if (!children.some((child) => child.programmes.length > 0))
    errors.children ??= MESSAGES.noProgramme;
  return errors;
}

export function parseParent(formData: FormData) {
  return {
    parentName: text(formData, "parentName", 100),
    parentPhone: text(formData, "parentPhone", 30),
    parentEmail: text(formData, "parentEmail", 254),
  };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9 ()-]{7,20}$/;

export function validateParent(parent: ReturnType<typeof parseParent>): Errors {
  const errors: Errors = {};
  if (!parent.parentName) errors.parentName = MESSAGES.parentName;
  if (!parent.parentPhone) errors.parentPhone = MESSAGES.parentPhone;
  else if (!PHONE.test(parent.parentPhone)) errors.parentPhone = MESSAGES.parentPhoneInvalid;
  if (!parent.parentEmail) errors.parentEmail = MESSAGES.parentEmail;
  else if (!EMAIL.test(parent.parentEmail)) errors.parentEmail = MESSAGES.parentEmailInvalid;
  return errors;
}

export const parseCoupon = (formData: FormData) =>
  normaliseCoupon(formData.get("couponCode")).slice(0, 40);

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

/** The first step whose answers are not (or no longer) valid, or null when all are. */
export function firstInvalidStep(draft: Draft): { step: Step; errors: Errors } | null {
  const children = validateChildren(draft.children);
  if (Object.keys(children).length > 0) return { step: 1, errors: children };
  const parent = validateParent(draft);
  if (Object.keys(parent).length > 0) return { step: 2, errors: parent };
  if (!draft.termsAccepted) return { step: 4, errors: { termsAccepted: MESSAGES.terms } };
  return null;
}

/** "Yusuf (8): Saturdays – Fantastic 5 (10am–1pm) [26 Jul, 2 Aug] …" for the record and emails. */
export function childrenDetails(children: readonly DraftChild[]): string {
  return children
    .map((child, i) => {
      const programmes = child.programmes
        .map((choice) => {
          const programme = findProgramme(choice.programme);
          const dates = [...choice.dates, ...choice.wednesdayDates].sort().join(", ");
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

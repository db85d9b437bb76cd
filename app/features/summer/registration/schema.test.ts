import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { SATURDAYS, SEASON_2025, SUNDAYS, WEDNESDAYS } from "#tests/support/summer-2025";
import { MESSAGES } from "../messages";
import { MAX_CHILDREN } from "../rules";
import {
  parentSchema,
  paymentSchema,
  childrenSchema as seasonChildrenSchema,
  termsSchema,
} from "./schema";
import { type Draft, emptyDraft, readChildren, stepValues } from "./wizard";
import { firstInvalidStep } from "./wizard-check";

/** A step's fields as a browser posts them, checked as the action and the browser check them. */
function check(
  schema: Parameters<typeof parseWithZod>[1]["schema"],
  fields: Record<string, string | string[]>,
) {
  const form = new URLSearchParams();
  for (const [name, value] of Object.entries(fields))
    for (const item of Array.isArray(value) ? value : [value]) form.append(name, item);
  const submission = parseWithZod(form, { schema });
  return submission.status === "success" ? {} : (submission.error ?? {});
}

/** Step 1 of the 2025 season, with every date still to come. */
const childrenSchema = seasonChildrenSchema(SEASON_2025);

const child = {
  childCount: "1",
  "child.0.name": "Yusuf",
  "child.0.age": "8",
  "child.0.programme": "fantastic-5",
  "child.0.fantastic-5.dates": [SATURDAYS[0]],
};

describe("step 1: children and programmes", () => {
  it("accepts a child booked on a programme with dates", () => {
    expect(check(childrenSchema, child)).toEqual({});
  });

  it("shows every message of an empty step at once", () => {
    expect(
      check(childrenSchema, { childCount: "1", "child.0.name": "", "child.0.age": "" }),
    ).toEqual({
      "child.0.name": [MESSAGES.childName],
      "child.0.age": [MESSAGES.ageInvalid],
      children: [MESSAGES.noProgramme],
    });
  });

  it("refuses an age outside 4–16, and drops the ticks that age does not allow", () => {
    expect(check(childrenSchema, { ...child, "child.0.age": "17" })).toEqual({
      "child.0.age": [MESSAGES.ageRange(4, 16)],
      children: [MESSAGES.noProgramme],
    });
  });

  it("needs a date for each booked programme, from its own sessions; a Wednesday alone will do", () => {
    const quran = { ...child, "child.0.programme": ["fantastic-5", "quran"] };
    expect(check(childrenSchema, quran)).toEqual({
      "child.0.quran.dates": [MESSAGES.noDate],
    });
    expect(
      check(childrenSchema, { ...quran, "child.0.quran.wednesdayDates": [WEDNESDAYS[0]] }),
    ).toEqual({});
    expect(check(childrenSchema, { ...child, "child.0.fantastic-5.dates": [SUNDAYS[0]] })).toEqual({
      "child.0.fantastic-5.dates": [MESSAGES.dateInvalid],
    });
    // Dates of a programme that is not ticked are not its booking: nothing to refuse.
    expect(check(childrenSchema, { ...child, "child.0.quran.dates": ["2025-01-01"] })).toEqual({});
  });

  it("refuses a programme the form does not offer, and a sixth child", () => {
    expect(
      check(childrenSchema, { ...child, "child.0.programme": ["fantastic-5", "full-day-camp"] }),
    ).toEqual({ "child.0.programme": [MESSAGES.unknownProgramme] });
    expect(check(childrenSchema, { ...child, childCount: "6" })).toEqual({
      children: [MESSAGES.tooManyChildren(MAX_CHILDREN)],
    });
  });

  it("refuses a name over 100 characters (after trimming) instead of cutting it", () => {
    expect(check(childrenSchema, { ...child, "child.0.name": ` ${"Y".repeat(100)} ` })).toEqual({});
    expect(check(childrenSchema, { ...child, "child.0.name": "Y".repeat(101) })).toEqual({
      "child.0.name": [MESSAGES.tooLong(100)],
    });
  });
});

describe("steps 2 to 4", () => {
  it("parent: each field's messages, the first one shown", () => {
    expect(check(parentSchema, {})).toEqual({
      parentName: [MESSAGES.parentName],
      parentPhone: [MESSAGES.parentPhone, MESSAGES.parentPhoneInvalid],
      parentEmail: [MESSAGES.parentEmail, MESSAGES.parentEmailInvalid],
    });
    expect(
      check(parentSchema, {
        parentName: "Hafsa",
        parentPhone: "12345",
        parentEmail: `${"h".repeat(250)}@example.org`,
      }),
    ).toEqual({
      parentPhone: [MESSAGES.parentPhoneInvalid],
      parentEmail: [MESSAGES.tooLong(254)],
    });
    expect(
      check(parentSchema, {
        parentName: "Hafsa",
        parentPhone: "+44 (0)7700 900111",
        parentEmail: "h@example.org",
      }),
    ).toEqual({});
  });

  it("coupon: optional, at most 40 characters", () => {
    expect(check(paymentSchema, { couponCode: "" })).toEqual({});
    expect(check(paymentSchema, { couponCode: "X".repeat(41) })).toEqual({
      couponCode: [MESSAGES.tooLong(40)],
    });
  });

  it("terms: must be ticked", () => {
    expect(check(termsSchema, {})).toEqual({ termsAccepted: [MESSAGES.terms] });
    expect(check(termsSchema, { termsAccepted: "on" })).toEqual({});
  });
});

describe("the draft checked again before it is submitted", () => {
  const complete: Draft = {
    ...emptyDraft(),
    step: 5,
    children: [
      {
        name: "Aisha",
        age: "12",
        programmes: [
          {
            programme: "quran",
            dates: [SUNDAYS[0]],
            wednesdayDates: [WEDNESDAYS[0]],
            earlyStart: true,
            lateFinish: false,
          },
        ],
      },
    ],
    parentName: "Hafsa Ali",
    parentPhone: "07700 900111",
    parentEmail: "hafsa@example.org",
    couponCode: "WIC2025",
    termsAccepted: true,
  };

  it("gives each step's form the draft's answers, which read back as the same children", () => {
    expect(readChildren(SEASON_2025, stepValues[1](complete))).toEqual(complete.children);
  });

  it("finds the first step whose answers are missing or wrong", () => {
    expect(firstInvalidStep(SEASON_2025, complete)).toBeNull();
    expect(firstInvalidStep(SEASON_2025, { ...complete, termsAccepted: false })).toBe(4);
    expect(firstInvalidStep(SEASON_2025, { ...complete, parentEmail: "nope" })).toBe(2);
    expect(
      firstInvalidStep(SEASON_2025, {
        ...complete,
        children: [{ name: "", age: "8", programmes: [] }],
      }),
    ).toBe(1);
  });
});

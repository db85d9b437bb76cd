import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { resetEnv } from "#app/lib/config/env.server";
import { summerChildren, summerRegistrations } from "#app/lib/db/schema";
import { rowsWhere } from "#tests/support/database";
import { SATURDAYS, SUNDAYS, WEDNESDAYS } from "#tests/support/summer-2025";
import {
  oneChildStep,
  setupSummerDatabase,
  throughToReview,
  twoChildren,
  Visitor,
} from "#tests/support/summer-wizard";
import { MESSAGES } from "../messages";
import { MAX_CHILDREN, STATUS } from "../rules";

const { db, emailsTo } = setupSummerDatabase();

/** Step 2 with a valid parent, Hafsa. */
const HAFSA_STEP = {
  step: "2",
  intent: "next",
  parentName: "Hafsa",
  parentPhone: "07700 900111",
  parentEmail: "h@example.org",
};

describe("registration wizard: validation with its messages", () => {
  it.each([
    ["a non-numeric age", { "child.0.age": "eight" }, "child.0.age", MESSAGES.ageInvalid],
    ["an age over 16", { "child.0.age": "17" }, "child.0.age", MESSAGES.ageRange(4, 16)],
    ["an age under 4", { "child.0.age": "3" }, "child.0.age", MESSAGES.ageRange(4, 16)],
    ["a missing name", { "child.0.name": "" }, "child.0.name", MESSAGES.childName],
    [
      "a programme without dates",
      { "child.0.fantastic-5.dates": [] },
      "child.0.fantastic-5.dates",
      MESSAGES.noDate,
    ],
    [
      "a date that is not a session",
      { "child.0.fantastic-5.dates": ["2025-07-25"] },
      "child.0.fantastic-5.dates",
      MESSAGES.dateInvalid,
    ],
    [
      "a Sunday posted as a Saturday",
      { "child.0.fantastic-5.dates": [SUNDAYS[1]] },
      "child.0.fantastic-5.dates",
      MESSAGES.dateInvalid,
    ],
    ["no programme at all", { "child.0.programme": [] }, "children", MESSAGES.noProgramme],
    [
      "an unknown programme",
      { "child.0.programme": ["super-saturday"] },
      "child.0.programme",
      MESSAGES.unknownProgramme,
    ],
  ])("refuses %s", async (_case, change, field, message) => {
    const visitor = new Visitor();
    const result = await visitor.post({
      ...oneChildStep({ name: "Yusuf", age: "8", programme: "fantastic-5", dates: [SATURDAYS[0]] }),
      ...change,
    });
    expect(result.status).toBe(400);
    expect(result.data?.errors[field]).toBe(message);
    // What was typed is kept, and the wizard stays on step 1.
    const { draft } = await visitor.draft();
    expect(draft.step).toBe(1);
    expect(draft.children[0]?.name).toBe(_case === "a missing name" ? "" : "Yusuf");
  });

  it("accepts a Wednesday alone for Qur'an Intensive and keeps it in wednesdayDates", async () => {
    const visitor = new Visitor();
    const result = await visitor.post(
      oneChildStep({
        name: "Aisha",
        age: "10",
        programme: "quran",
        wednesdayDates: [WEDNESDAYS[2]],
      }),
    );
    expect(result.status).toBe(302);
    const { draft } = await visitor.draft();
    expect(draft.step).toBe(2);
    expect(draft.children[0]?.programmes).toEqual([
      {
        programme: "quran",
        dates: [],
        wednesdayDates: [WEDNESDAYS[2]],
        earlyStart: false,
        lateFinish: false,
      },
    ]);
  });

  it("refuses a sixth child, and Add Another Child stops at five", async () => {
    const six: Record<string, string | string[]> = { step: "1", intent: "next", childCount: "6" };
    for (let i = 0; i < 6; i++) {
      six[`child.${i}.name`] = `Child ${i}`;
      six[`child.${i}.age`] = "9";
      six[`child.${i}.programme`] = "fantastic-5";
      six[`child.${i}.fantastic-5.dates`] = [SATURDAYS[0]];
    }
    const visitor = new Visitor();
    const result = await visitor.post(six);
    expect(result.status).toBe(400);
    expect(result.data?.errors.children).toBe(MESSAGES.tooManyChildren(MAX_CHILDREN));
    expect((await visitor.draft()).draft.children).toHaveLength(5);
    await visitor.post({ ...six, childCount: "5", intent: "add-child" });
    expect((await visitor.draft()).draft.children).toHaveLength(5);
  });

  it("refuses over-long answers with the length message and keeps what was typed", async () => {
    const visitor = new Visitor();
    const longName = "Y".repeat(100_000);
    const child = await visitor.post({ ...twoChildren, "child.0.name": longName });
    expect(child.status).toBe(400);
    expect(child.data?.errors).toEqual({ "child.0.name": MESSAGES.tooLong(100) });
    expect((await visitor.draft()).draft.children[0]?.name).toBe(longName);
    await visitor.post(twoChildren);

    const parent = await visitor.post({
      step: "2",
      intent: "next",
      parentName: "H".repeat(101),
      parentPhone: "07700 900111",
      parentEmail: `${"h".repeat(250)}@example.org`,
    });
    expect(parent.data?.errors).toEqual({
      parentName: MESSAGES.tooLong(100),
      parentEmail: MESSAGES.tooLong(254),
    });
    expect((await visitor.draft()).draft.parentName).toHaveLength(101);
    await visitor.post(HAFSA_STEP);
    const coupon = await visitor.post({
      step: "3",
      intent: "next",
      couponCode: `WIC2025${"X".repeat(40)}`,
    });
    expect(coupon.data?.errors.couponCode).toBe(MESSAGES.tooLong(40));
  });

  it("drops programmes the new age does not allow", async () => {
    const visitor = new Visitor();
    await visitor.post(
      oneChildStep({
        name: "Yusuf",
        age: "18",
        programme: "fantastic-5",
        dates: [SATURDAYS[0]],
        intent: "refresh",
      }),
    );
    expect((await visitor.draft()).draft.children[0]?.programmes).toEqual([]);
  });

  it("checks the parent, the coupon and the terms on their steps; Back keeps the answers", async () => {
    const visitor = new Visitor();
    await visitor.post(twoChildren);
    const parent = await visitor.post({
      step: "2",
      intent: "next",
      parentName: "",
      parentPhone: "",
      parentEmail: "nope",
    });
    expect(parent.data?.errors).toEqual({
      parentName: MESSAGES.parentName,
      parentPhone: MESSAGES.parentPhone,
      parentEmail: MESSAGES.parentEmailInvalid,
    });
    await visitor.post(HAFSA_STEP);
    const coupon = await visitor.post({ step: "3", intent: "next", couponCode: "SUMMER50" });
    expect(coupon.data?.errors.couponCode).toBe(MESSAGES.coupon);
    await visitor.post({ step: "3", intent: "next", couponCode: "  wic2025 " });
    expect((await visitor.draft()).draft).toMatchObject({
      step: 4,
      couponCode: "WIC2025",
      couponPercent: 10,
    });
    const terms = await visitor.post({ step: "4", intent: "next" });
    expect(terms.data?.errors.termsAccepted).toBe(MESSAGES.terms);
    await visitor.post({ step: "4", intent: "back" });
    await visitor.post({ step: "3", intent: "back", couponCode: "WIC2025" });
    expect((await visitor.draft()).draft).toMatchObject({ step: 2, parentName: "Hafsa" });
  });

  it("sends a submit that skipped steps back to the first step to put right, with its messages", async () => {
    const visitor = new Visitor();
    await visitor.post({ ...twoChildren, intent: "refresh", "child.1.name": "" });
    const result = await visitor.post({ step: "5", intent: "submit" });
    expect(result.status).toBe(400);
    expect(result.data?.step).toBe(1);
    expect(result.data?.errors).toEqual({ "child.1.name": MESSAGES.childName });
    expect((await visitor.draft()).draft.step).toBe(1);

    await visitor.post(twoChildren);
    const parent = await visitor.post({ step: "5", intent: "submit" });
    expect(parent.data?.step).toBe(2);
    expect(parent.data?.errors.parentName).toBe(MESSAGES.parentName);
  });
});

describe("submitting without Stripe keys", () => {
  it("drops a submission whose honeypot is filled, storing nothing", async () => {
    delete process.env.STRIPE_SECRET_KEY;
    resetEnv();
    const before = (await db().select().from(summerRegistrations)).length;
    const visitor = new Visitor();
    await throughToReview(visitor);
    expect((await visitor.post({ step: "5", intent: "submit", fax_number: "spam" })).status).toBe(
      302,
    );
    expect((await visitor.draft()).draft.complete).toBe(true);
    expect((await db().select().from(summerRegistrations)).length).toBe(before);
  });

  beforeAll(() => {
    delete process.env.STRIPE_SECRET_KEY;
    resetEnv();
  });

  it("stores a Pending Payment registration priced on the server (a posted amount is ignored)", async () => {
    const visitor = new Visitor();
    await throughToReview(visitor, "WIC2025");
    const result = await visitor.post({
      step: "5",
      intent: "submit",
      amount: "1",
      total: "1",
      grandTotal: "1",
    });
    expect(result.status).toBe(302);
    const { draft } = await visitor.draft();
    expect(draft.complete).toBe(true);
    const [row] = await rowsWhere(
      db(),
      summerRegistrations,
      eq(summerRegistrations.id, draft.registrationId ?? ""),
    );
    // 6 Saturdays £120 − £12, + 2 days £40 = £148; sibling 5% £7.40 → £140.60; coupon 10% £14.06 → £126.54
    expect(row).toMatchObject({
      status: STATUS.pending,
      parentName: "Hafsa Ali",
      parentEmail: "hafsa@example.org",
      paymentMethod: "Upfront",
      numberOfChildren: 2,
      earlyStart: true,
      lateFinish: false,
      subtotalPence: 16000,
      fullWeekDiscountPence: 1200,
      siblingDiscountPence: 740,
      couponDiscountPence: 1406,
      totalPence: 12654,
      couponUsed: "WIC2025",
      termsAccepted: true,
    });
    const children = await rowsWhere(
      db(),
      summerChildren,
      eq(summerChildren.registrationId, row?.id ?? ""),
    );
    expect(children.map((child) => [child.name, child.age])).toEqual([
      ["Yusuf", 8],
      ["Aisha", 12],
    ]);
    const [toParent] = (await emailsTo("summer-registration-confirmation")).filter((email) =>
      email.text.includes(row?.id.slice(0, 8).toUpperCase() ?? "?"),
    );
    expect(toParent?.toAddress).toBe("hafsa@example.org");
    expect(toParent?.text).toContain("How to pay");
    expect(toParent?.text).toContain("£126.54");
    expect(
      (await emailsTo("summer-registration-notification")).some((email) =>
        email.text.includes(row?.id ?? "?"),
      ),
    ).toBe(true);
  });
});

import { eq } from "drizzle-orm";
import { expect } from "vitest";
import * as registerRoute from "#app/features/summer/registration/routes/register";
import {
  type Draft,
  emptyDraft,
  type WizardFailure,
} from "#app/features/summer/registration/wizard";
import { resetEnv } from "#app/lib/config/env.server";
import { outbox } from "#app/lib/db/schema";
import { instantAt } from "#app/lib/time/london";
import { answer, formRequest, routeArgs } from "./actions";
import { setupTestDatabase } from "./database";
import { SATURDAYS, SUNDAYS, WEDNESDAYS } from "./summer-2025";

/** The summer registration wizard driven through its route module, as a browser would post it. */

/** The file's database (the form rate limit raised: these tests post many registrations). */
export function setupSummerDatabase() {
  process.env.FORM_RATE_LIMIT = "1000";
  process.env.FORM_RATE_ADDRESS_LIMIT = "1000";
  resetEnv();
  const { db, handle } = setupTestDatabase();
  const emailsTo = (template: string) =>
    db().select().from(outbox).where(eq(outbox.template, template));
  /** "pglite" or "postgres" (DATABASE_URL). */
  const kind = () => handle().kind;
  return { db, emailsTo, kind };
}

/** A refused step as the assertions read it: each field's message, and the form's own. */
function refusal(failure: WizardFailure | undefined) {
  if (!failure) return undefined;
  const { "": formErrors, ...fields } = failure.result.error ?? {};
  return {
    step: failure.step,
    errors: Object.fromEntries(
      Object.entries(fields).map(([name, messages]) => [name, messages?.[0]]),
    ) as Record<string, string | undefined>,
    formError: formErrors?.[0],
  };
}

/**
 * The clock of the 2025 season's checks: 1 July 2025, 10:00 in Watford, before the first 2025
 * session (requests carry it as the `wic_test_now` cookie, honoured because tests run with
 * WIC_TEST_ROUTES=1).
 */
export const SUMMER_2025_NOW = instantAt("2025-07-01", "10:00");

/** A visitor going through the wizard: keeps the draft cookie like a browser. */
export class Visitor {
  cookie = "";
  /** The visitor's clock (`null`: the real one). */
  constructor(readonly now: number | null = SUMMER_2025_NOW) {}
  private cookies() {
    return [this.cookie, this.now === null ? "" : `wic_test_now=${this.now}`]
      .filter(Boolean)
      .join("; ");
  }
  async post(fields: Record<string, string | string[]>) {
    const request = formRequest("/summer/register", fields, {
      headers: { Cookie: this.cookies() },
    });
    const result = answer<WizardFailure>(await registerRoute.action(routeArgs(request)));
    const setCookie = result.headers.get("set-cookie");
    if (setCookie) this.cookie = setCookie.split(";")[0] ?? "";
    return { ...result, data: refusal(result.data) };
  }
  async draft() {
    const request = new Request("http://localhost/summer/register", {
      headers: { Cookie: this.cookies() },
    });
    return answer(await registerRoute.loader(routeArgs(request))).data as Awaited<
      ReturnType<typeof registerRoute.loader>
    >["data"];
  }
}

/** A draft ready to submit: Zayd (7) on Fantastic 5's `dates`, his parent Omar Farouk at `email`. */
export const zaydDraft = ({
  dates,
  email = "parent@example.org",
  lateFinish = false,
}: {
  dates: string[];
  email?: string;
  lateFinish?: boolean;
}): Draft => ({
  ...emptyDraft(),
  step: 5,
  children: [
    {
      name: "Zayd",
      age: "7",
      programmes: [
        { programme: "fantastic-5", dates, wednesdayDates: [], earlyStart: false, lateFinish },
      ],
    },
  ],
  parentName: "Omar Farouk",
  parentPhone: "07700 900222",
  parentEmail: email,
  termsAccepted: true,
});

/** Step 1 as the wizard posts it for one child, on `programme`'s `dates` (and Wednesdays). */
export function oneChildStep(child: {
  name: string;
  age: string;
  programme: string;
  dates?: readonly string[];
  wednesdayDates?: readonly string[];
  intent?: string;
}): Record<string, string | string[]> {
  const fields: Record<string, string | string[]> = {
    step: "1",
    intent: child.intent ?? "next",
    childCount: "1",
    "child.0.name": child.name,
    "child.0.age": child.age,
    "child.0.programme": child.programme,
  };
  if (child.dates) fields[`child.0.${child.programme}.dates`] = [...child.dates];
  if (child.wednesdayDates)
    fields[`child.0.${child.programme}.wednesdayDates`] = [...child.wednesdayDates];
  return fields;
}

export const twoChildren = {
  step: "1",
  intent: "next",
  childCount: "2",
  "child.0.name": "Yusuf",
  "child.0.age": "8",
  "child.0.programme": "fantastic-5",
  "child.0.fantastic-5.dates": [...SATURDAYS],
  "child.0.fantastic-5.earlyStart": "on",
  "child.1.name": "Aisha",
  "child.1.age": "12",
  "child.1.programme": "quran",
  "child.1.quran.dates": [SUNDAYS[0]],
  "child.1.quran.wednesdayDates": [WEDNESDAYS[0]],
};

export async function throughToReview(visitor: Visitor, coupon = "") {
  expect((await visitor.post(twoChildren)).status).toBe(302);
  expect(
    (
      await visitor.post({
        step: "2",
        intent: "next",
        parentName: "Hafsa Ali",
        parentPhone: "07700 900111",
        parentEmail: "hafsa@example.org",
      })
    ).status,
  ).toBe(302);
  expect((await visitor.post({ step: "3", intent: "next", couponCode: coupon })).status).toBe(302);
  expect((await visitor.post({ step: "4", intent: "next", termsAccepted: "on" })).status).toBe(302);
}

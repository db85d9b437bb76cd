import { count, getTableName, is } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "#app/lib/db/schema";
import { CONTROL_CHARACTER_MESSAGES } from "#app/lib/security/control-characters";
import { HONEYPOT_FIELD } from "#app/lib/security/honeypot";
import { instantAt } from "#app/lib/time/london";
import { createAccount } from "../support/auth";
import { formFields } from "../support/page-forms";
import { startTestServer, type TestServer } from "../support/server";

/**
 * The hostile inputs found by hand on the public forms and pages: a NUL (or another invisible
 * control character) in any field or address, and oversized email addresses. Each is refused with
 * a 400 and a clear message, never a 5xx, and nothing is stored.
 */

let server: TestServer;
let member = "";
/** The summer wizard's and the competition's clocks: days their 2025 editions take registrations. */
const SUMMER_OPEN = `wic_test_now=${instantAt("2025-07-01", "10:00")}`;
const COMPETITION_OPEN = `wic_test_now=${instantAt("2025-12-01", "12:00")}`;

beforeAll(async () => {
  server = await startTestServer();
  member = (await createAccount(server.database.db, { name: "Member", email: "m@example.org" }))
    .cookie;
});

afterAll(async () => {
  await server?.close();
});

/** Rows in every table but the sign-ins and counters. */
async function stored() {
  const counts: Record<string, number> = {};
  for (const table of Object.values(schema) as unknown[]) {
    if (!is(table, PgTable)) continue;
    const name = getTableName(table);
    if (name === "sessions" || name === "rate_limits") continue;
    const [row] = await server.database.db.select({ n: count() }).from(table);
    counts[name] = row?.n ?? 0;
  }
  return counts;
}

const get = (path: string, cookie = "") =>
  fetch(`${server.url}${path}`, { headers: cookie ? { Cookie: cookie } : {} });

async function post(path: string, body: URLSearchParams | FormData, cookie = "") {
  const response = await fetch(`${server.url}${path}`, {
    method: "POST",
    body,
    redirect: "manual",
    headers: cookie ? { Cookie: cookie } : {},
  });
  return { status: response.status, html: await response.text() };
}

/** The opening tag of the field named `name` in a page's HTML. */
const fieldTag = (html: string, name: string) =>
  new RegExp(`<(?:input|textarea)\\b[^>]*\\bname="${name.replace(/[.[\]]/g, "\\$&")}"[^>]*>`).exec(
    html,
  )?.[0] ?? "";

describe("a control character in a form's text", () => {
  const forms: [string, string, string][] = [
    ["the contact form", "/contact", ""],
    ["the volunteer form", "/volunteer", ""],
    ["the counselling form", "/projects/advice-and-counselling", ""],
    ["the enrolment form", "/enrol-now", ""],
    ["the competition form", "/quran-competition", COMPETITION_OPEN],
    ["the business form", "/directory/businesses/new", member],
    ["the job seeker form", "/directory/job-seekers/new", member],
    ["the summer wizard's first step", "/summer/register", SUMMER_OPEN],
  ];

  it.each(forms)(
    "%s: 400 for each text field, the message beside it, nothing stored",
    async (_, path, cookie) => {
      const page = await get(path, cookie);
      const textFields = formFields(await page.text(), "post").textFields.filter(
        (name) => name !== HONEYPOT_FIELD,
      );
      expect(textFields.length, `${path} has text fields`).toBeGreaterThan(0);
      const before = await stored();
      for (const name of textFields) {
        const body = new URLSearchParams({ [name]: "Amina\u0000 Khan" });
        if (path === "/summer/register") body.set("step", "1");
        const answer = await post(path, body, cookie);
        expect(answer.status, `${path} ${name}`).toBe(400);
        expect(answer.html).toContain(CONTROL_CHARACTER_MESSAGES.field);
        const tag = fieldTag(answer.html, name);
        expect(tag, `${path} ${name} is marked`).toContain('aria-invalid="true"');
        // What was typed comes back, without the character.
        if (tag.startsWith("<input")) expect(tag).toContain('value="Amina Khan"');
        else expect(answer.html).toMatch(new RegExp(`name="${name}"[^>]*>Amina Khan<`));
      }
      expect(await stored()).toEqual(before);
    },
  );

  it("the summer wizard's parent and payment steps too (their drafts are not saved)", async () => {
    const before = await stored();
    for (const [step, field] of [
      ["2", "parentName"],
      ["2", "parentEmail"],
      ["3", "couponCode"],
    ] as const) {
      const answer = await post(
        "/summer/register",
        new URLSearchParams({ step, intent: "next", [field]: "x\u0000y" }),
        SUMMER_OPEN,
      );
      expect(answer.status, `step ${step} ${field}`).toBe(400);
      expect(answer.html).toContain(CONTROL_CHARACTER_MESSAGES.field);
    }
    expect(await stored()).toEqual(before);
  });
});

describe("a control character in an address", () => {
  it.each([
    ["/directory?q=a%00b"],
    ["/directory?category=a%00b"],
    ["/blog?tag=a%00b"],
    ["/blog/a%00b"],
    ["/projects/a%00b"],
    ["/thank-you?session_id=a%00b"],
    ["/donate/thank-you?session_id=a%00b"],
    ["/quran-competition?session_id=a%00b"],
  ])("%s answers 400 with a plain message", async (path) => {
    const response = await get(path);
    expect(response.status).toBe(400);
    expect(await response.text()).toBe(CONTROL_CHARACTER_MESSAGES.address);
  });
});

describe("an email address of 100,020 characters", () => {
  it.each([
    ["/directory/businesses/new", "Email is invalid"],
    ["/directory/job-seekers/new", "Email is invalid"],
  ])("%s refuses it beside the field and stores nothing", async (path, message) => {
    const before = await stored();
    const form = new FormData();
    form.set("email", `${"a".repeat(100_000)}@example.org`);
    const answer = await post(path, form, member);
    expect(answer.status).toBe(400);
    expect(fieldTag(answer.html, "email")).toContain('aria-invalid="true"');
    expect(answer.html).toContain(message);
    expect(await stored()).toEqual(before);
  });
});

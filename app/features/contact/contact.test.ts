import { PGlite } from "@electric-sql/pglite";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { resetEnv } from "#app/lib/config/env.server";
import { site } from "#app/lib/config/site";
import { installDatabase, openPglite } from "#app/lib/db/client.server";
import { outbox, rateLimits, submissions } from "#app/lib/db/schema";
import { HONEYPOT_FIELD } from "#app/lib/security/honeypot";
import {
  answer,
  expectRedirectWithToast,
  formRequest,
  routeArgs,
  testContext,
} from "#tests/support/actions";
import { setupTestDatabase } from "#tests/support/database";
import { action } from "./routes/contact";
import { CONTACT_FAILURE_MESSAGE, CONTACT_SUCCESS_MESSAGE } from "./schema";

const { db, handle } = setupTestDatabase({ emptied: [outbox, submissions] });

const valid = {
  firstName: "Amina",
  lastName: "Khan",
  email: "amina@example.org",
  phone: "07700 900456",
  message: "Assalamu alaikum, what time do the Saturday classes start?",
};

async function send(fields: Record<string, string>, context = testContext) {
  return answer(await action(routeArgs(formRequest("/contact", fields), {}, context)));
}

describe("contact action", () => {
  it("stores the message, queues an email to the centre and one to the sender, then redirects with a toast", async () => {
    const result = await send(valid);

    expectRedirectWithToast(result, "/contact");

    const stored = await db().select().from(submissions);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ kind: "contact", status: "new", payload: valid });

    const emails = await db().select().from(outbox).orderBy(outbox.id);
    expect(emails.map((email) => [email.toAddress, email.replyTo, email.status])).toEqual([
      [site.emails.contact, valid.email, "queued"],
      [valid.email, site.emails.contact, "queued"],
    ]);
    expect(emails.every((email) => email.submissionId === stored[0]?.id)).toBe(true);
    expect(emails[0]?.text).toContain(valid.message);
    expect(emails[1]?.text).toContain(CONTACT_SUCCESS_MESSAGE);
  });

  it("answers 400 with a message per field, keeps what was typed, and stores nothing", async () => {
    const result = await send({
      firstName: " ",
      lastName: "",
      email: "not-an-email",
      message: "Hi",
      phone: "abc",
    });

    expect(result.status).toBe(400);
    const reply = result.data as {
      result: { error: Record<string, string[]>; initialValue: Record<string, string> };
    };
    expect(reply.result.error).toEqual({
      firstName: ["Please enter your first name"],
      lastName: ["Please enter your last name"],
      email: ["Please enter a valid email address"],
      phone: ["Please enter a valid phone number"],
    });
    expect(reply.result.initialValue).toMatchObject({ email: "not-an-email", message: "Hi" });
    expect(await db().select().from(submissions)).toHaveLength(0);
  });

  it("accepts a message without a phone number", async () => {
    const { phone: _phone, ...withoutPhone } = valid;
    expect((await send(withoutPhone)).status).toBe(302);
    const [stored] = await db().select().from(submissions);
    expect(stored?.payload).toEqual(withoutPhone);
  });

  it("pretends to accept a bot that fills the honeypot, and stores nothing", async () => {
    const result = await send({ ...valid, [HONEYPOT_FIELD]: "http://spam.example" });
    expect(result.status).toBe(302);
    expect(await db().select().from(submissions)).toHaveLength(0);
    expect(await db().select().from(outbox)).toHaveLength(0);
  });

  describe("rate limits", () => {
    beforeEach(async () => {
      await db().delete(rateLimits);
      Object.assign(process.env, { FORM_RATE_LIMIT: "2", FORM_RATE_ADDRESS_LIMIT: "4" });
      resetEnv();
    });
    afterEach(() => {
      delete process.env.FORM_RATE_LIMIT;
      delete process.env.FORM_RATE_ADDRESS_LIMIT;
      resetEnv();
    });

    const from = (clientIp: string, visitorId: string | null) => ({
      ...testContext,
      clientIp,
      visitorId,
    });
    const asPerson = (n: number) => ({ ...valid, email: `person${n}@example.org` });
    const stored = async () =>
      (await db().select().from(submissions).where(eq(submissions.kind, "contact"))).length;

    it("answers 429 after the limit per browser session, beside the form with the wait, Retry-After and the message kept", async () => {
      const session = from("198.51.100.9", "session-one");
      expect((await send(asPerson(1), session)).status).toBe(302);
      expect((await send(asPerson(2), session)).status).toBe(302);
      const limited = await send(asPerson(3), session);
      expect(limited.status).toBe(429);
      const reply = limited.data as {
        result: { error: Record<string, string[]>; initialValue: Record<string, string> };
      };
      const wait = Number(limited.headers.get("Retry-After"));
      expect(wait).toBeGreaterThan(500);
      expect(wait).toBeLessThanOrEqual(600);
      expect(reply.result.error[""]).toEqual([
        `Too many attempts — please wait ${Math.ceil(wait / 60)} minutes and try again.`,
      ]);
      expect(reply.result.initialValue.message).toBe(valid.message);
      expect(await stored()).toBe(2);
      // Another browser behind the same address is someone else.
      expect((await send(asPerson(3), from("198.51.100.9", "session-two"))).status).toBe(302);
    });

    it("counts each email address, whatever the session and address", async () => {
      expect((await send(valid, from("198.51.100.11", "a"))).status).toBe(302);
      expect((await send(valid, from("198.51.100.21", "b"))).status).toBe(302);
      expect((await send(valid, from("198.51.100.31", "c"))).status).toBe(429);
    });

    it("stops fresh sessions from one address at the address ceiling, and counts addresses apart", async () => {
      for (let n = 0; n < 4; n++)
        expect((await send(asPerson(n), from("198.51.100.12", `fresh-${n}`))).status).toBe(302);
      expect((await send(asPerson(5), from("198.51.100.12", "fresh-5"))).status).toBe(429);
      expect((await send(asPerson(5), from("198.51.100.13", "fresh-5"))).status).toBe(302);
      expect(await stored()).toBe(5);
    });
  });

  it("says 'Failed to send message. Please try again.' and keeps the input when the database cannot store it", async () => {
    // A real database without the tables: the insert fails as it would during an outage.
    const broken = openPglite(new PGlite());
    installDatabase(broken);
    try {
      const result = await send(valid);
      expect(result.status).toBe(503);
      const reply = result.data as {
        result: { error: Record<string, string[]>; initialValue: Record<string, string> };
      };
      expect(reply.result.error[""]).toEqual([CONTACT_FAILURE_MESSAGE]);
      expect(reply.result.initialValue).toMatchObject(valid);
    } finally {
      installDatabase(handle());
      await broken.close();
    }
  });
});

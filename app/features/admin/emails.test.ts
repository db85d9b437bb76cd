import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, outbox } from "#app/lib/db/schema";
import { answer, expectRedirectWithToast, thrown } from "#tests/support/actions";
import { setupAdminTests, type Who } from "#tests/support/admin";
import { EMAIL_PREVIEW_CSP } from "./emails.server";
import * as emailPreview from "./routes/email-preview";
import * as emails from "./routes/emails";

const { db, admin, get, post, insertEmail } = setupAdminTests();

describe("emails", () => {
  it("lists emails newest first and filters by status", async () => {
    await insertEmail({
      subject: "Old",
      status: "sent",
      createdAt: new Date("2025-01-01T00:00:00Z"),
    });
    await insertEmail({
      subject: "Broken",
      status: "failed",
      attempts: 5,
      lastError: "Connection refused",
      createdAt: new Date("2025-01-02T00:00:00Z"),
    });
    await insertEmail({
      subject: "Waiting",
      status: "queued",
      createdAt: new Date("2025-01-03T00:00:00Z"),
    });

    const all = await emails.loader(get("/admin/emails", "admin"));
    expect(all.emails.map((email) => email.subject)).toEqual(["Waiting", "Broken", "Old"]);
    expect(all.filters.status).toBe("all");
    expect(all.emails[0]).not.toHaveProperty("html");

    const failed = await emails.loader(get("/admin/emails?status=failed", "admin"));
    expect(failed.emails.map((email) => [email.subject, email.attempts, email.lastError])).toEqual([
      ["Broken", 5, "Connection refused"],
    ]);
    expect(failed.total).toBe(1);
  });

  async function retry(id: number, who: Who, status = "failed") {
    return emails.action(post("/admin/emails", { intent: "retry", id: String(id), status }, who));
  }

  it.each(["user", "anonymous"] as const)(
    "refuses a retry by a %s with 403 and changes nothing",
    async (who) => {
      const email = await insertEmail({ status: "failed", attempts: 5, lastError: "boom" });
      const error = await thrown(() => retry(email.id, who));
      expect(answer(error as Response).status).toBe(403);
      const [after] = await db().select().from(outbox).where(eq(outbox.id, email.id));
      expect(after).toMatchObject({ status: "failed", attempts: 5, lastError: "boom" });
      expect(await db().select().from(auditLog)).toHaveLength(0);
    },
  );

  it("lets an admin queue a failed email again, recording it", async () => {
    const email = await insertEmail({ status: "failed", attempts: 5, lastError: "boom" });
    const result = answer(await retry(email.id, "admin"));
    expectRedirectWithToast(result, "/admin/emails?status=failed");
    const [after] = await db().select().from(outbox).where(eq(outbox.id, email.id));
    expect(after).toMatchObject({ status: "queued", attempts: 0, lastError: null });
    const entries = await db().select().from(auditLog);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorId: admin.id,
      actorEmail: "aisha.admin@example.org",
      action: "email.retry",
      target: `email:${email.id}`,
    });
  });

  it("does not retry or record an email that has not failed, and 404s an unknown one", async () => {
    const email = await insertEmail({ status: "sent", attempts: 1 });
    const result = answer(await retry(email.id, "admin", "nonsense"));
    expect(result.status).toBe(302);
    expect(result.headers.get("Location")).toBe("/admin/emails?status=all");
    const [after] = await db().select().from(outbox).where(eq(outbox.id, email.id));
    expect(after).toMatchObject({ status: "sent", attempts: 1 });
    const unknown = await thrown(() => retry(999_999, "admin"));
    expect(answer(unknown as Response).status).toBe(404);
    const malformed = await thrown(() =>
      emails.action(post("/admin/emails", { intent: "retry", id: "1 or 1=1" }, "admin")),
    );
    expect(answer(malformed as Response).status).toBe(400);
    expect(await db().select().from(auditLog)).toHaveLength(0);
  });

  it("previews the stored HTML under a policy that forbids scripts", async () => {
    const email = await insertEmail();
    const response = await emailPreview.loader(
      get(`/admin/emails/${email.id}/preview`, "admin", { id: String(email.id) }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    expect(response.headers.get("Content-Security-Policy")).toBe(EMAIL_PREVIEW_CSP);
    expect(EMAIL_PREVIEW_CSP).toBe(
      "default-src 'none'; img-src data: https:; style-src 'unsafe-inline'; sandbox",
    );
    expect(await response.text()).toBe(email.html);
  });

  it.each(["999999", "abc", "1.5", "-1"])("answers 404 for the preview of email %s", async (id) => {
    const error = await thrown(() =>
      emailPreview.loader(get(`/admin/emails/${id}/preview`, "admin", { id })),
    );
    expect(error).toBeInstanceOf(Response);
    expect((error as Response).status).toBe(404);
  });
});

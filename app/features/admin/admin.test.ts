import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { auth } from "~/features/accounts/auth.server";
import { auditLog, outbox, submissions, users } from "~/lib/db/schema";
import { answer, formRequest, routeArgs, thrown } from "../../../tests/support/actions";
import { setupTestDatabase } from "../../../tests/support/database";
import { EMAIL_PREVIEW_CSP } from "./emails.server";
import * as adminHome from "./routes/admin-home";
import * as adminLayout from "./routes/admin-layout";
import * as audit from "./routes/audit";
import * as emailPreview from "./routes/email-preview";
import * as emails from "./routes/emails";
import * as submission from "./routes/submission";
import * as submissions_ from "./routes/submissions";
import * as submissionsExport from "./routes/submissions-export";

const database = setupTestDatabase();
const db = () => database.handle().db;

const cookies = { admin: "", user: "" };
let adminId = "";

/** Signs up through Better Auth and returns the session cookie as a browser would send it. */
async function signUp(name: string, email: string): Promise<{ cookie: string; id: string }> {
  const { headers, response } = await auth().api.signUpEmail({
    body: { name, email, password: "correct-horse-battery" },
    returnHeaders: true,
  });
  const cookie = headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  return { cookie, id: response.user.id };
}

beforeAll(async () => {
  const admin = await signUp("Aisha Admin", "aisha.admin@example.org");
  const user = await signUp("Umar User", "umar.user@example.org");
  await db().update(users).set({ role: "admin" }).where(eq(users.id, admin.id));
  cookies.admin = admin.cookie;
  cookies.user = user.cookie;
  adminId = admin.id;
});

type Who = "anonymous" | "user" | "admin";

function headersFor(who: Who): HeadersInit {
  return who === "anonymous" ? {} : { Cookie: cookies[who] };
}

function get(path: string, who: Who, params: Record<string, string> = {}) {
  return routeArgs(new Request(`http://localhost${path}`, { headers: headersFor(who) }), params);
}

function post(
  path: string,
  fields: Record<string, string>,
  who: Who,
  params: Record<string, string> = {},
) {
  return routeArgs(formRequest(path, fields, { headers: headersFor(who) }), params);
}

async function insertSubmission(
  values: Partial<typeof submissions.$inferInsert> & { payload: Record<string, unknown> },
) {
  const [row] = await db()
    .insert(submissions)
    .values({ kind: "contact", ...values })
    .returning();
  if (!row) throw new Error("no row");
  return row;
}

async function insertEmail(values: Partial<typeof outbox.$inferInsert> = {}) {
  const [row] = await db()
    .insert(outbox)
    .values({
      template: "contact-notification",
      toAddress: "office@example.org",
      subject: "New message",
      html: "<p>Hello <strong>there</strong></p><script>alert(1)</script>",
      text: "Hello there",
      ...values,
    })
    .returning();
  if (!row) throw new Error("no row");
  return row;
}

beforeEach(async () => {
  await db().delete(auditLog);
  await db().delete(outbox);
  await db().delete(submissions);
});

describe("access to admin pages", () => {
  const someUuid = "5b0c7a3e-2f4d-4c1a-9a8e-0d5f7c6b1e2a";
  const pages = [
    { name: "admin-layout", loader: adminLayout.loader, path: "/admin" },
    { name: "admin-home", loader: adminHome.loader, path: "/admin" },
    { name: "submissions", loader: submissions_.loader, path: "/admin/submissions" },
    {
      name: "submission",
      loader: submission.loader,
      path: `/admin/submissions/${someUuid}`,
      params: { id: someUuid },
    },
    {
      name: "submissions-export",
      loader: submissionsExport.loader,
      path: "/admin/submissions/export.csv",
    },
    { name: "emails", loader: emails.loader, path: "/admin/emails" },
    {
      name: "email-preview",
      loader: emailPreview.loader,
      path: "/admin/emails/1/preview",
      params: { id: "1" },
    },
    { name: "audit", loader: audit.loader, path: "/admin/audit" },
  ] as const;

  for (const page of pages) {
    for (const who of ["anonymous", "user"] as const) {
      it(`${page.name}: sends a ${who} visitor to the home page with nothing loaded`, async () => {
        await insertSubmission({ id: someUuid, payload: { name: "Secret Person" } });
        await insertEmail({ id: 1 });
        const params = "params" in page ? page.params : {};
        const error = await thrown(() => page.loader(get(page.path, who, params)));
        expect(error).toBeInstanceOf(Response);
        const response = error as Response;
        expect(response.status).toBe(302);
        expect(response.headers.get("Location")).toBe("/");
        expect(response.headers.get("Set-Cookie")).toContain("wic_toast=");
        expect(await response.text()).not.toContain("Secret Person");
      });
    }

    it(`${page.name}: loads for an admin`, async () => {
      await insertSubmission({ id: someUuid, payload: { name: "Secret Person" } });
      await insertEmail({ id: 1 });
      const params = "params" in page ? page.params : {};
      const result = await page.loader(get(page.path, "admin", params));
      expect(result).toBeTruthy();
      if (result instanceof Response) expect(result.status).toBe(200);
    });
  }
});

describe("admin layout and overview", () => {
  it("gives the layout the admin's name and what is pending", async () => {
    await insertSubmission({ payload: { name: "A" } });
    await insertSubmission({ payload: { name: "B" }, status: "handled" });
    await insertEmail({ status: "failed" });
    const result = await adminLayout.loader(get("/admin", "admin"));
    expect(result).toEqual({
      user: { name: "Aisha Admin", email: "aisha.admin@example.org" },
      pendingCounts: { newSubmissions: 1, failedEmails: 1, directoryPending: 0 },
    });
  });

  it("counts submissions, emails and accounts, and lists the latest audit entries", async () => {
    await insertSubmission({ payload: { name: "A" } });
    await insertSubmission({ payload: { name: "B" } });
    await insertSubmission({ payload: { name: "C" }, status: "handled" });
    await insertEmail({ status: "queued" });
    await insertEmail({ status: "failed" });
    await insertEmail({ status: "sent" });
    for (let n = 1; n <= 12; n++) {
      await db()
        .insert(auditLog)
        .values({
          actorId: adminId,
          actorEmail: "aisha.admin@example.org",
          action: "test.action",
          target: `thing:${n}`,
          createdAt: new Date(Date.UTC(2025, 0, n)),
        });
    }
    const { stats, audit: entries } = await adminHome.loader(get("/admin", "admin"));
    expect(stats).toEqual({
      newSubmissions: 2,
      totalSubmissions: 3,
      queuedEmails: 1,
      failedEmails: 1,
      accounts: 2,
      admins: 1,
      directoryPending: 0,
    });
    expect(entries).toHaveLength(10);
    expect(entries[0]?.target).toBe("thing:12");
    expect(entries[9]?.target).toBe("thing:3");
  });

  it("lists the audit log newest first with its details", async () => {
    await db()
      .insert(auditLog)
      .values([
        {
          actorId: adminId,
          actorEmail: "aisha.admin@example.org",
          action: "submission.mark-handled",
          target: "submission:x",
          details: { kind: "contact" },
          createdAt: new Date("2025-01-01T10:00:00Z"),
        },
        {
          actorId: null,
          actorEmail: "gone@example.org",
          action: "email.retry",
          target: "email:3",
          createdAt: new Date("2025-01-02T10:00:00Z"),
        },
      ]);
    const { entries } = await audit.loader(get("/admin/audit", "admin"));
    expect(
      entries.map((entry) => [entry.actorEmail, entry.action, entry.target, entry.details]),
    ).toEqual([
      ["gone@example.org", "email.retry", "email:3", ""],
      ["aisha.admin@example.org", "submission.mark-handled", "submission:x", '{"kind":"contact"}'],
    ]);
  });
});

describe("submissions list", () => {
  async function seed() {
    await insertSubmission({
      kind: "contact",
      payload: {
        firstName: "Amina",
        lastName: "Khan",
        email: "amina@example.org",
        message: "Saturday classes?",
      },
      createdAt: new Date("2025-03-01T10:00:00Z"),
    });
    await insertSubmission({
      kind: "enrolment",
      payload: { parent_name: "Bilal Ahmed", email: "bilal@example.org", note: "100% keen_on it" },
      status: "handled",
      handledAt: new Date("2025-03-03T10:00:00Z"),
      createdAt: new Date("2025-03-02T10:00:00Z"),
    });
    await insertSubmission({
      kind: "advice-and-counselling",
      payload: { name: "Private Person", email: "private@example.org", situation: "Confidential" },
      createdAt: new Date("2025-03-03T10:00:00Z"),
    });
  }

  async function list(search: string) {
    return submissions_.loader(get(`/admin/submissions${search}`, "admin"));
  }

  it("lists every submission newest first with a name and email summary", async () => {
    await seed();
    const result = await list("");
    expect(result.total).toBe(3);
    expect(result.kinds).toEqual(["advice-and-counselling", "contact", "enrolment"]);
    expect(
      result.submissions.map((row) => [row.kind, row.name, row.email, row.status, row.sensitive]),
    ).toEqual([
      ["advice-and-counselling", "Private Person", "private@example.org", "new", true],
      ["enrolment", "Bilal Ahmed", "bilal@example.org", "handled", false],
      ["contact", "Amina Khan", "amina@example.org", "new", false],
    ]);
    // The list never sends the full payloads to the page.
    expect(JSON.stringify(result)).not.toContain("Confidential");
    expect(result.exportHref).toBe("/admin/submissions/export.csv");
  });

  it("filters by kind and status", async () => {
    await seed();
    expect((await list("?kind=enrolment")).submissions.map((row) => row.kind)).toEqual([
      "enrolment",
    ]);
    expect((await list("?status=new")).submissions.map((row) => row.kind)).toEqual([
      "advice-and-counselling",
      "contact",
    ]);
    expect((await list("?status=handled&kind=contact")).submissions).toEqual([]);
    expect((await list("?kind=all&status=all")).total).toBe(3);
    // An unexpected status falls back to all.
    expect((await list("?status=deleted")).total).toBe(3);
  });

  it("searches the payload without regard to case, taking % and _ literally", async () => {
    await seed();
    expect((await list("?q=AMINA")).submissions.map((row) => row.name)).toEqual(["Amina Khan"]);
    expect((await list("?q=saturday")).total).toBe(1);
    expect((await list("?q=100%25")).submissions.map((row) => row.name)).toEqual(["Bilal Ahmed"]);
    expect((await list("?q=%25")).total).toBe(1);
    expect((await list("?q=keen_on")).total).toBe(1);
    expect((await list("?q=keen_o_")).total).toBe(0);
    const none = await list("?q=nobody-here");
    expect(none.total).toBe(0);
    expect(none.submissions).toEqual([]);
  });

  it("keeps the filters in the export link", async () => {
    const result = await list("?kind=contact&status=new&q=a%26b&page=2");
    expect(result.exportHref).toBe("/admin/submissions/export.csv?kind=contact&status=new&q=a%26b");
  });

  it("pages 25 at a time", async () => {
    for (let n = 0; n < 26; n++) {
      await insertSubmission({
        payload: { name: `Person ${n}` },
        createdAt: new Date(Date.UTC(2025, 0, 1, 0, n)),
      });
    }
    const first = await list("");
    expect(first.submissions).toHaveLength(25);
    expect(first.pageCount).toBe(2);
    expect(first.submissions[0]?.name).toBe("Person 25");
    const second = await list("?page=2");
    expect(second.submissions.map((row) => row.name)).toEqual(["Person 0"]);
    expect((await list("?page=nonsense")).submissions).toHaveLength(25);
  });
});

describe("one submission", () => {
  it("shows the whole payload, the dates and the emails it sent", async () => {
    const row = await insertSubmission({
      payload: { firstName: "Amina", email: "amina@example.org", classes: ["Quran"] },
    });
    await insertEmail({
      submissionId: row.id,
      toAddress: "office@example.org",
      subject: "New message",
    });
    await insertEmail({ toAddress: "someone-else@example.org" });
    const result = await submission.loader(
      get(`/admin/submissions/${row.id}`, "admin", { id: row.id }),
    );
    expect(result.submission).toMatchObject({
      id: row.id,
      kind: "contact",
      status: "new",
      handledAt: null,
    });
    expect(result.submission.payload).toEqual({
      firstName: "Amina",
      email: "amina@example.org",
      classes: ["Quran"],
    });
    expect(result.emails.map((email) => [email.toAddress, email.subject, email.status])).toEqual([
      ["office@example.org", "New message", "queued"],
    ]);
    expect(result.sensitive).toBe(false);
  });

  it("flags medical details as sensitive", async () => {
    const row = await insertSubmission({
      kind: "enrolment",
      payload: { medical_conditions: "Asthma" },
    });
    const result = await submission.loader(
      get(`/admin/submissions/${row.id}`, "admin", { id: row.id }),
    );
    expect(result.sensitive).toBe(true);
  });

  it.each([
    ["an unknown id", "5b0c7a3e-2f4d-4c1a-9a8e-0d5f7c6b1e2a"],
    ["a malformed id", "not-a-uuid"],
    ["an id with SQL in it", "1' or '1'='1"],
  ])("answers 404 for %s", async (_label, id) => {
    const error = await thrown(() =>
      submission.loader(get(`/admin/submissions/${encodeURIComponent(id)}`, "admin", { id })),
    );
    expect(answer(error as Response).status).toBe(404);
  });
});

describe("marking a submission handled or new", () => {
  async function mark(id: string, intent: string, who: Who) {
    return submission.action(post(`/admin/submissions/${id}`, { intent }, who, { id }));
  }

  it.each(["user", "anonymous"] as const)(
    "refuses a %s with 403 and changes nothing",
    async (who) => {
      const row = await insertSubmission({ payload: { name: "A" } });
      const error = await thrown(() => mark(row.id, "mark-handled", who));
      expect(answer(error as Response).status).toBe(403);
      const [after] = await db().select().from(submissions).where(eq(submissions.id, row.id));
      expect(after).toMatchObject({ status: "new", handledAt: null });
      expect(await db().select().from(auditLog)).toHaveLength(0);
    },
  );

  it("lets an admin mark it handled and back to new, recording each change", async () => {
    const row = await insertSubmission({ kind: "enrolment", payload: { name: "A" } });

    const handled = answer(await mark(row.id, "mark-handled", "admin"));
    expect(handled.status).toBe(302);
    expect(handled.headers.get("Location")).toBe(`/admin/submissions/${row.id}`);
    expect(handled.headers.get("Set-Cookie")).toContain("wic_toast=");
    const [afterHandled] = await db().select().from(submissions).where(eq(submissions.id, row.id));
    expect(afterHandled?.status).toBe("handled");
    expect(afterHandled?.handledAt).toBeInstanceOf(Date);

    const back = answer(await mark(row.id, "mark-new", "admin"));
    expect(back.status).toBe(302);
    const [afterNew] = await db().select().from(submissions).where(eq(submissions.id, row.id));
    expect(afterNew).toMatchObject({ status: "new", handledAt: null });

    const entries = await db().select().from(auditLog).orderBy(auditLog.id);
    expect(
      entries.map((entry) => [
        entry.actorId,
        entry.actorEmail,
        entry.action,
        entry.target,
        entry.details,
      ]),
    ).toEqual([
      [
        adminId,
        "aisha.admin@example.org",
        "submission.mark-handled",
        `submission:${row.id}`,
        { kind: "enrolment" },
      ],
      [
        adminId,
        "aisha.admin@example.org",
        "submission.mark-new",
        `submission:${row.id}`,
        { kind: "enrolment" },
      ],
    ]);
  });

  it("answers 404 for an unknown submission and 400 for an unknown intent, recording nothing", async () => {
    const unknown = await thrown(() =>
      mark("5b0c7a3e-2f4d-4c1a-9a8e-0d5f7c6b1e2a", "mark-handled", "admin"),
    );
    expect(answer(unknown as Response).status).toBe(404);
    const row = await insertSubmission({ payload: { name: "A" } });
    const bad = await thrown(() => mark(row.id, "delete", "admin"));
    expect(answer(bad as Response).status).toBe(400);
    expect(await db().select().from(auditLog)).toHaveLength(0);
  });
});

describe("CSV export", () => {
  async function exportCsv(search = "") {
    const response = await submissionsExport.loader(
      get(`/admin/submissions/export.csv${search}`, "admin"),
    );
    return { response, text: (await response.text()).replace(/^\uFEFF/, "") };
  }

  it("downloads the filtered submissions with escaped, formula-safe cells", async () => {
    const row = await insertSubmission({
      kind: "contact",
      payload: { firstName: "Amina", message: 'Hi, "team"\nsee you', phone: "+44 7700 900456" },
      createdAt: new Date("2025-03-01T10:00:00Z"),
    });
    await insertSubmission({ kind: "enrolment", payload: { parent_name: "=cmd|' /C calc'!A0" } });

    const { response, text } = await exportCsv("?kind=contact");
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="submissions-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(text).toBe(
      "id,kind,status,created_at,handled_at,firstName,message,phone\r\n" +
        `${row.id},contact,new,2025-03-01T10:00:00.000Z,,Amina,"Hi, ""team""\nsee you",'+44 7700 900456\r\n`,
    );

    const all = await exportCsv();
    expect(all.text.split("\r\n")[0]).toBe(
      "id,kind,status,created_at,handled_at,firstName,message,parent_name,phone",
    );
    expect(all.text).toContain(",'=cmd|' /C calc'!A0,");
  });

  it("exports every page, not just the first 25", async () => {
    for (let n = 0; n < 30; n++) await insertSubmission({ payload: { name: `P${n}` } });
    const { text } = await exportCsv();
    expect(text.trimEnd().split("\r\n")).toHaveLength(31);
  });

  it("has just the header when nothing matches", async () => {
    const { text } = await exportCsv("?q=nothing");
    expect(text).toBe("id,kind,status,created_at,handled_at\r\n");
  });
});

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
    expect(result.status).toBe(302);
    expect(result.headers.get("Location")).toBe("/admin/emails?status=failed");
    expect(result.headers.get("Set-Cookie")).toContain("wic_toast=");
    const [after] = await db().select().from(outbox).where(eq(outbox.id, email.id));
    expect(after).toMatchObject({ status: "queued", attempts: 0, lastError: null });
    const entries = await db().select().from(auditLog);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorId: adminId,
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

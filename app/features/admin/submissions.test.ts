import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, submissions } from "#app/lib/db/schema";
import { answer, expectRedirectWithToast, thrown } from "#tests/support/actions";
import { setupAdminTests, type Who } from "#tests/support/admin";
import * as submission from "./routes/submission";
import * as submissions_ from "./routes/submissions";
import * as submissionsExport from "./routes/submissions-export";

const { db, admin, get, post, insertSubmission, insertEmail } = setupAdminTests();

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
    expectRedirectWithToast(handled, `/admin/submissions/${row.id}`);
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
        admin.id,
        "aisha.admin@example.org",
        "submission.mark-handled",
        `submission:${row.id}`,
        { kind: "enrolment" },
      ],
      [
        admin.id,
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

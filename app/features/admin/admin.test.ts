import { describe, expect, it } from "vitest";
import { auditLog } from "#app/lib/db/schema";
import { expectRedirectWithToast, thrown } from "#tests/support/actions";
import { setupAdminTests } from "#tests/support/admin";
import * as adminHome from "./routes/admin-home";
import * as adminLayout from "./routes/admin-layout";
import * as audit from "./routes/audit";
import * as emailPreview from "./routes/email-preview";
import * as emails from "./routes/emails";
import * as submission from "./routes/submission";
import * as submissions_ from "./routes/submissions";
import * as submissionsExport from "./routes/submissions-export";

const { db, admin, get, insertSubmission, insertEmail } = setupAdminTests();

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
        expectRedirectWithToast(response, "/");
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
    expect(result.user).toEqual({ name: "Aisha Admin", email: "aisha.admin@example.org" });
    // The menu comes from the features' declarations, grouped by job, in their order.
    expect(result.menu.map((link) => [link.group, link.label])).toEqual([
      ["Today", "Today"],
      ["People & forms", "Submissions"],
      ["People & forms", "Directory"],
      ["Programmes", "Academy"],
      ["Programmes", "Summer"],
      ["Programmes", "Competition"],
      ["Prayer & screens", "Prayer Times"],
      ["Prayer & screens", "Ramadan"],
      ["Prayer & screens", "Eid"],
      ["Prayer & screens", "Weekly Events"],
      ["Content", "Notices"],
      ["Content", "Newsletter"],
      ["Content", "Pages"],
      ["Content", "Projects"],
      ["Content", "Blog"],
      ["Content", "Media"],
      ["Money", "Donations"],
      ["Centre", "Settings"],
      ["Centre", "Accounts & roles"],
      ["Centre", "Backups"],
      ["Centre", "Emails"],
      ["Centre", "Data retention"],
      ["Centre", "Demo content"],
      ["Centre", "Audit log"],
    ]);
    expect(result.menu.filter((link) => link.badge)).toEqual([
      expect.objectContaining({ label: "Submissions", badge: { count: 1, label: "new" } }),
      expect.objectContaining({ label: "Directory", badge: { count: 0, label: "pending" } }),
      expect.objectContaining({ label: "Emails", badge: { count: 1, label: "failed" } }),
    ]);
  });

  it("says what waits (new submissions, failed emails) and lists the latest audit entries", async () => {
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
          actorId: admin.id,
          actorEmail: "aisha.admin@example.org",
          action: "test.action",
          target: `thing:${n}`,
          createdAt: new Date(Date.UTC(2025, 0, n)),
        });
    }
    const { items, audit: entries } = await adminHome.loader(get("/admin", "admin"));
    expect(items).toEqual(
      expect.arrayContaining([
        { text: "2 new submissions", href: "/admin/submissions?status=new", kind: "todo" },
        { text: "1 email could not be sent", href: "/admin/emails?status=failed", kind: "problem" },
      ]),
    );
    expect(entries).toHaveLength(10);
    expect(entries?.[0]?.target).toBe("thing:12");
    expect(entries?.[9]?.target).toBe("thing:3");
  });

  it("lists the audit log newest first with its details", async () => {
    await db()
      .insert(auditLog)
      .values([
        {
          actorId: admin.id,
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
      ["aisha.admin@example.org", "submission.mark-handled", "submission:x", "Kind: contact"],
    ]);
  });
});

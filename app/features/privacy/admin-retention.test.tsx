import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, submissions } from "#app/lib/db/schema";
import { RETENTION_RULES } from "#app/lib/privacy/retention";
import { answer, thrown } from "#tests/support/actions";
import { setupAdminTests } from "#tests/support/admin";
import { renderRoute } from "#tests/support/render";
import AdminRetention, { action, loader } from "./routes/admin-retention";

const admin = setupAdminTests();

describe("/admin/retention", () => {
  it("is for administrators only", async () => {
    const anonymous = (await thrown(() =>
      loader(admin.get("/admin/retention", "anonymous")),
    )) as Response;
    expect(anonymous.status).toBe(302);
    const member = answer(
      (await thrown(() => loader(admin.get("/admin/retention", "user")))) as never,
    );
    // A member is sent home with a message; a POST is refused outright.
    expect(member.status).toBe(302);
    expect(member.headers.get("Location")).toBe("/");
    const run = answer(
      (await thrown(() =>
        action(admin.post("/admin/retention", { intent: "run" }, "user")),
      )) as never,
    );
    expect(run.status).toBe(403);
  });

  it("shows each rule and what the next run will do; Run now runs it, audited", async () => {
    await admin.insertSubmission({
      kind: "contact",
      payload: { name: "Old message" },
      createdAt: new Date("2020-01-01T00:00:00Z"),
    });
    const data = answer(await loader(admin.get("/admin/retention", "admin"))).data;
    expect(data?.preview.counts.formSubmissions).toBe(1);
    expect(data?.preview.details.formSubmissions).toEqual(["contact (1)"]);

    const html = renderRoute(
      { id: "retention", path: "/admin/retention", Component: AdminRetention as never },
      data,
    );
    expect(html).toContain("<h1");
    expect(html).toContain('scope="col"');
    expect(html).toContain(RETENTION_RULES.jobSeekers.what);
    expect(html).toContain("12 months after the profile was last updated");
    expect(html).toContain("The job has not run yet.");

    const ran = await action(admin.post("/admin/retention", { intent: "run" }, "admin"));
    expect(answer(ran).status).toBe(302);
    expect(await admin.db().select().from(submissions)).toHaveLength(0);
    const audit = await admin
      .db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "retention.run"));
    expect(audit[0]?.details).toMatchObject({ counts: { formSubmissions: 1 } });
    const after = answer(await loader(admin.get("/admin/retention", "admin"))).data;
    expect(after?.lastRun?.counts.formSubmissions).toBe(1);
    expect(after?.preview.counts.formSubmissions).toBe(0);
  });
});

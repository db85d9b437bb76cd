import { describe, expect, it } from "vitest";
import * as adminHome from "#app/features/admin/routes/admin-home";
import { auditLog, businesses, jobSeekers, outbox } from "#app/lib/db/schema";
import { answer, getAs, postAs, thrown } from "#tests/support/actions";
import {
  ADMIN,
  insertBusiness,
  insertSeeker,
  OWNER,
  setupDirectoryTest,
  shownForm,
  storedBusiness,
} from "#tests/support/directory";
import * as adminDirectory from "./routes/admin-directory";

const { db, cookies, ids } = setupDirectoryTest(
  {
    admin: ADMIN,
    moderator: { name: "Musa Moderator", email: "musa@example.org", role: "admin" },
    owner: OWNER,
  },
  { emptied: [businesses, jobSeekers, outbox, auditLog] },
);

const insert = (values: Partial<typeof businesses.$inferInsert> = {}) =>
  insertBusiness(db(), { ownerId: ids.owner, ...values });
const stored = (id: number) => storedBusiness(db(), id);

/** What /admin/directory shows the administrator, with these filters. */
const load = async (query: string) =>
  answer(await adminDirectory.loader(getAs(cookies.admin, `/admin/directory${query}`))).data;

function act(fields: Record<string, string>, who: keyof typeof cookies) {
  return adminDirectory.action(postAs(cookies[who], "/admin/directory", fields));
}

describe("/admin/directory", () => {
  it("refuses a user who is not an admin: 403 and nothing changes", async () => {
    const row = await insert();
    for (const intent of ["approve", "deny", "delete"]) {
      const error = answer(
        (await thrown(() => act({ id: String(row.id), intent, note: "x" }, "owner"))) as never,
      );
      expect(error.status).toBe(403);
    }
    expect(await stored(row.id)).toEqual(row);
    expect(await db().select().from(outbox)).toEqual([]);
    const page = await thrown(() =>
      adminDirectory.loader(getAs(cookies.owner, "/admin/directory")),
    );
    expect((page as Response).headers.get("location")).toBe("/");
  });

  it("approves a pending business, audits it and emails the owner", async () => {
    const row = await insert();
    const result = await act({ id: String(row.id), intent: "approve" }, "admin");
    expect(answer(result).status).toBe(302);
    expect(await stored(row.id)).toMatchObject({ status: "approved" });
    const [email] = await db().select().from(outbox);
    expect(email).toMatchObject({
      template: "directory-business-approved",
      toAddress: "bilal@example.org",
      subject: 'Your business "Barakah Butchers" is now in the directory',
    });
    const audits = await db().select().from(auditLog);
    expect(audits.map((entry) => [entry.action, entry.target])).toEqual([
      ["business.approve", `business:${row.id}`],
    ]);
    // Approving again is refused.
    const again = answer(await act({ id: String(row.id), intent: "approve" }, "admin"));
    expect(again.status).toBe(409);
  });

  it("needs a reason to deny; with one it stores the note and emails it", async () => {
    const row = await insert();
    const refused = answer(await act({ id: String(row.id), intent: "deny", note: "  " }, "admin"));
    expect(refused.status).toBe(400);
    expect(shownForm(refused)).toMatchObject({
      errors: { note: "Please provide a reason for denial" },
    });
    expect(await stored(row.id)).toEqual(row);
    expect(await db().select().from(outbox)).toEqual([]);

    await act(
      { id: String(row.id), intent: "deny", note: "Please add your opening hours" },
      "admin",
    );
    expect(await stored(row.id)).toMatchObject({
      status: "denied",
      adminNote: "Please add your opening hours",
    });
    const [email] = await db().select().from(outbox);
    expect(email?.template).toBe("directory-business-denied");
    expect(email?.text).toContain("Please add your opening hours");
  });

  describe("two moderators reviewing the same pending listing", () => {
    const approve = (id: number) => ({ id: String(id), intent: "approve" });
    const deny = (id: number) => ({ id: String(id), intent: "deny", note: "Add opening hours" });
    const reviews = async () => ({
      emails: (await db().select().from(outbox)).map((email) => email.template),
      audits: (await db().select().from(auditLog)).map((entry) => entry.action),
    });

    it("refuses a denial after someone else approved it: 409, nothing changed, nothing emailed", async () => {
      const row = await insert();
      expect(answer(await act(approve(row.id), "admin")).status).toBe(302);
      const approved = await stored(row.id);

      const refused = answer(await act(deny(row.id), "moderator"));
      expect(refused.status).toBe(409);
      expect(shownForm(refused).formError).toBe(
        "Someone else has already approved this business: your decision was not saved and no email was sent.",
      );
      expect(await stored(row.id)).toEqual(approved);
      expect(await reviews()).toEqual({
        emails: ["directory-business-approved"],
        audits: ["business.approve"],
      });
    });

    it("refuses an approval after someone else denied it, keeping their reason", async () => {
      const row = await insertSeeker(db(), { ownerId: ids.owner });
      expect(answer(await act({ ...deny(row.id), kind: "seeker" }, "admin")).status).toBe(302);

      const refused = answer(await act({ ...approve(row.id), kind: "seeker" }, "moderator"));
      expect(refused.status).toBe(409);
      expect(shownForm(refused).formError).toBe(
        "Someone else has already denied this job seeker profile: your decision was not saved and no email was sent.",
      );
      const [stored] = await db().select().from(jobSeekers);
      expect(stored).toMatchObject({ status: "denied", adminNote: "Add opening hours" });
      expect(await reviews()).toEqual({
        emails: ["directory-seeker-denied"],
        audits: ["job-seeker.deny"],
      });
    });
  });

  it("deletes permanently and audits it", async () => {
    const row = await insert({ status: "approved" });
    expect(answer(await act({ id: String(row.id), intent: "delete" }, "admin")).status).toBe(302);
    expect(await stored(row.id)).toBeUndefined();
    expect((await db().select().from(auditLog)).map((entry) => entry.action)).toEqual([
      "business.delete",
    ]);
  });

  it("lists, searches and filters by status; /admin shows the pending count", async () => {
    await insert({ name: "Pending Bakery" });
    await insert({ name: "Approved Garage", status: "approved" });
    await insert({ name: "Denied Café", status: "denied", adminNote: "no" });
    const all = await load("");
    expect(all?.stats).toMatchObject({ total: 3, pending: 1, approved: 1, denied: 1 });
    expect(all?.businesses.map((item) => item.name)).toEqual([
      "Pending Bakery",
      "Denied Café",
      "Approved Garage",
    ]);
    expect((await load("?status=approved"))?.businesses.map((item) => item.name)).toEqual([
      "Approved Garage",
    ]);
    expect((await load("?q=bakery"))?.businesses.map((item) => item.name)).toEqual([
      "Pending Bakery",
    ]);
    const home = answer(await adminHome.loader(getAs(cookies.admin, "/admin")));
    expect(home.data?.items).toContainEqual({
      text: "1 business awaiting review",
      href: "/admin/directory?status=pending",
      kind: "todo",
    });
  });

  it("pages the businesses, pending first, 25 a page, keeping the filters", async () => {
    for (let index = 0; index < 26; index += 1)
      await insert({ name: `Approved ${String(index).padStart(2, "0")}`, status: "approved" });
    await insert({ name: "Zulu Pending" });
    const first = await load("");
    expect(first).toMatchObject({ matched: 27, pageCount: 2 });
    expect(first?.businesses).toHaveLength(25);
    expect(first?.businesses[0]?.name).toBe("Zulu Pending");
    const second = await load("?page=2");
    expect(second?.businesses.map((item) => item.name)).toEqual(["Approved 24", "Approved 25"]);
    expect((await load("?status=approved&page=2"))?.businesses.map((item) => item.name)).toEqual([
      "Approved 25",
    ]);
  });
});

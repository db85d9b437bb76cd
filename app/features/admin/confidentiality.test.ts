import { describe, expect, it } from "vitest";
import { FEATURES } from "#app/features.server";
import { answer, thrown } from "#tests/support/actions";
import { setupAdminTests, type Who } from "#tests/support/admin";
import { adminMenu } from "./menu.server";
import * as adminHome from "./routes/admin-home";
import * as submission from "./routes/submission";
import * as submissionsList from "./routes/submissions";
import * as submissionsExport from "./routes/submissions-export";
import { submissionScope } from "./visibility";

/**
 * Counselling requests are confidential: only the counselling role and administrators see them,
 * and nothing shown to an editor (the list, its search and filter, a submission's page, the CSV
 * export, the Today page, the menu's count) tells that one exists.
 */
const { get, post, insertSubmission } = setupAdminTests();

async function seed() {
  const contact = await insertSubmission({
    kind: "contact",
    payload: { firstName: "Amina", email: "amina@example.org", message: "Saturday classes?" },
  });
  const counselling = await insertSubmission({
    kind: "advice-and-counselling",
    payload: { name: "Private Person", email: "private@example.org", situation: "Confidential" },
  });
  return { contact, counselling };
}

const listFor = async (who: Who, search = "") =>
  submissionsList.loader(get(`/admin/submissions${search}`, who));

async function exportFor(who: Who) {
  return (await submissionsExport.loader(get("/admin/submissions/export.csv", who))).text();
}

/** What the Today page says of submissions to `who`. */
const waiting = async (who: Who) =>
  (await adminHome.loader(get("/admin", who))).items
    .filter((item) => item.href.startsWith("/admin/submissions"))
    .map((item) => item.text);

describe("who sees which submissions", () => {
  it("maps roles to what they may see", () => {
    expect(submissionScope(["administrator"])).toBe("all");
    expect(submissionScope(["editor"])).toBe("others");
    expect(submissionScope(["counselling"])).toBe("counselling");
    expect(submissionScope(["editor", "counselling"])).toBe("all");
    expect(submissionScope(["treasurer"])).toBe("none");
  });

  it("hides counselling requests from an editor everywhere", async () => {
    const { contact, counselling } = await seed();
    const list = await listFor("editor");
    expect(list.submissions.map((row) => row.id)).toEqual([contact.id]);
    expect(list.kinds).toEqual(["contact"]);
    expect((await listFor("editor", "?q=Confidential")).total).toBe(0);
    expect((await listFor("editor", "?kind=advice-and-counselling")).total).toBe(0);

    const path = `/admin/submissions/${counselling.id}`;
    const params = { id: counselling.id };
    const page = await thrown(() => submission.loader(get(path, "editor", params)));
    expect(answer(page as Response).status).toBe(404);
    const marked = await thrown(() =>
      submission.action(post(path, { intent: "mark-handled" }, "editor", params)),
    );
    expect(answer(marked as Response).status).toBe(404);

    const csv = await exportFor("editor");
    expect(csv).toContain("amina@example.org");
    expect(csv).not.toContain("private@example.org");

    expect(await waiting("editor")).toEqual(["1 new submission"]);
    expect((await adminHome.loader(get("/admin", "editor"))).roles).toBe("Editor");
    const menu = await adminMenu(FEATURES, ["editor"]);
    expect(menu.find((link) => link.label === "Submissions")?.badge?.count).toBe(1);
  });

  it("shows the counselling role its requests and nothing else", async () => {
    const { counselling } = await seed();
    expect((await listFor("counselling")).submissions.map((row) => row.id)).toEqual([
      counselling.id,
    ]);
    const csv = await exportFor("counselling");
    expect(csv).toContain("private@example.org");
    expect(csv).not.toContain("amina@example.org");
    expect(await waiting("counselling")).toEqual(["1 new submission"]);
    const menu = await adminMenu(FEATURES, ["counselling"]);
    expect(menu.map((link) => link.label)).toEqual(["Today", "Submissions"]);
  });

  it("shows an administrator both", async () => {
    await seed();
    expect((await listFor("admin")).total).toBe(2);
    expect(await waiting("admin")).toEqual(["2 new submissions"]);
  });
});

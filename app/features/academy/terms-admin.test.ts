import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as home from "#app/features/home/routes/home";
import { academyCourses, academyTerms, auditLog, submissions } from "#app/lib/db/schema";
import { actionAnswer } from "#app/lib/forms";
import { refusedVersion } from "#app/lib/versions";
import { answer, formRequest, routeArgs, thrown } from "#tests/support/actions";
import { setupAdminTests } from "#tests/support/admin";
import { courseFormValues } from "./admin-schema";
import { courseFormId } from "./components/term-editor";
import { seedDemoTerm } from "./demo-term.server";
import * as termsPage from "./routes/admin-academy";
import * as exportPage from "./routes/admin-academy-export";
import * as termPage from "./routes/admin-academy-term";
import * as enrol from "./routes/enrol-now";
import { COURSES } from "./rules";
import { currentTerm } from "./terms.server";

const { db, get, post } = setupAdminTests();

type Reply = { result: { error: Record<string, string[]>; initialValue: Record<string, unknown> } };

const parent = {
  parentName: "Hafsa Ali",
  parentPhone: "07700 900111",
  parentEmail: "hafsa@example.org",
  termsAccepted: "on",
};

async function enrolWith(fields: Record<string, string | string[]>) {
  return answer<unknown>(
    await enrol.action(routeArgs(formRequest("/enrol-now", { ...parent, ...fields }))),
  );
}

const course = {
  title: "Hifz Circle",
  ageLabel: "Ages 7-14",
  minAge: "7",
  maxAge: "14",
  description: "Memorisation of the Qur'an at each child's pace.",
  features: "Revision every week\nTajweed",
  times: "Sundays 9 AM-11 AM",
  choice: "checkbox",
  options: "Sunday | 9 AM-11 AM",
  contact: "Call us about places.",
};

/** The enrol form's one learner. */
const learner = (name: string, age: string, course: string, scheduleOptions: string) => ({
  "learners[0].name": name,
  "learners[0].age": age,
  "learners[0].course": course,
  "learners[0].scheduleOptions": scheduleOptions,
});

/** The administrator posts to the list of terms. */
const onTerms = async (fields: Record<string, string>) =>
  answer<unknown>(await termsPage.action(post("/admin/academy", fields, "admin")));
/** The administrator posts to one term's page. */
const onTerm = async (id: string, fields: Record<string, string>) =>
  answer<unknown>(await termPage.action(post(`/admin/academy/${id}`, fields, "admin", { id })));
const termView = (id: string) => termPage.loader(get(`/admin/academy/${id}`, "admin", { id }));
const frontPageLine = async () =>
  (await home.loader(routeArgs(new Request("http://localhost/")))).academyLine;

async function auditActions() {
  return (await db().select().from(auditLog)).map((row) => [row.action, row.actorEmail]);
}

describe("academy terms", () => {
  it("seeds the first term as the current term, exactly as the site showed it", async () => {
    const term = await currentTerm();
    expect(term?.name).toBe("New term from September 2025");
    expect(term?.startsOn).toBe("2025-09-01");
    expect(term?.videos).toEqual([
      { title: "Academy Highlights" },
      { title: "Student Success" },
      { title: "Learning Experience" },
    ]);
    expect(term?.courses.map(({ rowId: _, ...each }) => each)).toEqual(COURSES);
    const page = await enrol.loader(routeArgs(new Request("http://localhost/enrol-now")));
    expect(page.term?.name).toBe("New term from September 2025");
    expect(await frontPageLine()).toBe("New term from September.");
  });

  it("keeps the admin pages to administrators", async () => {
    for (const who of ["anonymous", "user"] as const) {
      const error = await thrown(() => termsPage.loader(get("/admin/academy", who)));
      expect((error as Response).status).toBe(302);
      const refused = await thrown(() =>
        termsPage.action(post("/admin/academy", { intent: "copy" }, who)),
      );
      expect((refused as { init: ResponseInit }).init.status).toBe(403);
      const term = await thrown(() => termPage.loader(get("/admin/academy/1", who, { id: "1" })));
      expect((term as Response).status).toBe(302);
      const csv = await thrown(() =>
        exportPage.loader(get("/admin/academy/1/enrolments.csv", who, { id: "1" })),
      );
      expect((csv as Response).status).toBe(302);
      const edit = await thrown(() =>
        termPage.action(post("/admin/academy/1", { intent: "term", name: "X" }, who, { id: "1" })),
      );
      expect((edit as { init: ResponseInit }).init.status).toBe(403);
    }
    expect(await db().select().from(academyTerms)).toHaveLength(1);
  });

  it("an admin copies the current term, edits it, makes it current; enrolment follows it", async () => {
    // Copy: a draft starting 2 March 2026 with the same courses.
    const copied = await onTerms({ intent: "copy" });
    expect(copied.status).toBe(302);
    const [draft] = await db().select().from(academyTerms).where(eq(academyTerms.status, "draft"));
    expect(draft).toMatchObject({ name: "New term from March 2026", startsOn: "2026-03-02" });
    const id = String(draft?.id);
    expect(copied.headers.get("Location")).toBe(`/admin/academy/${id}`);
    const loaded = await termView(id);
    expect(loaded.term.courses.map((each) => each.id)).toEqual(["weekday", "weekend", "adult"]);

    // A user error answers 400 with the message on its field and the values kept.
    const bad = await onTerm(id, { intent: "term", name: "", startsOn: "2026-02-30" });
    expect(bad.status).toBe(400);
    expect((bad.data as Reply).result.error).toEqual({
      name: ["Please enter the term's name"],
      startsOn: ["Please enter a date such as 2026-09-07"],
    });
    expect((bad.data as Reply).result.initialValue.startsOn).toBe("2026-02-30");

    // Rename, add a course, remove the adult programme.
    const renamed = await onTerm(id, {
      intent: "term",
      name: "Spring term 2026",
      startsOn: "2026-03-02",
      videos: "",
    });
    expect(renamed.status).toBe(302);
    const added = await onTerm(id, { intent: "create-course", ...course });
    expect(added.status).toBe(302);
    const adult = loaded.term.courses.find((each) => each.id === "adult");
    await onTerm(id, { intent: "delete-course", course: String(adult?.rowId) });
    const hifz = (await termView(id)).term.courses.at(-1);
    expect(hifz).toMatchObject({ id: "hifz-circle", ages: { min: 7, max: 14 } });
    await onTerm(id, { intent: "up", course: String(hifz?.rowId) });
    const reordered = await termView(id);
    expect(reordered.term.courses.map((each) => each.id)).toEqual([
      "weekday",
      "hifz-circle",
      "weekend",
    ]);

    // Still the 2025 term until it is made current.
    expect((await currentTerm())?.name).toBe("New term from September 2025");
    const made = await onTerms({ intent: "make-current", id });
    expect(made.status).toBe(302);
    expect((await currentTerm())?.name).toBe("Spring term 2026");
    const statuses = await db().select().from(academyTerms);
    expect(statuses.map((term) => [term.name, term.status]).sort()).toEqual([
      ["New term from September 2025", "archived"],
      ["Spring term 2026", "current"],
    ]);
    expect(await frontPageLine()).toBe("Spring term.");

    // The enrol form accepts the new term's course, and refuses one the new term no longer has.
    const accepted = await enrolWith(learner("Yusuf", "9", "hifz-circle", "Sunday"));
    expect(accepted.status).toBe(302);
    const [stored] = await db().select().from(submissions).where(eq(submissions.kind, "enrolment"));
    expect(stored?.payload).toMatchObject({ termId: Number(id), term: "Spring term 2026" });
    const refused = await enrolWith(learner("Maryam", "30", "adult", "Tafseer Only"));
    expect(refused.status).toBe(400);
    expect((refused.data as Reply).result.error["learners[0].course"]).toEqual([
      "Please select a course",
    ]);
    expect(await db().select().from(submissions)).toHaveLength(1);

    // The list counts the enrolment against the new term; every change is in the audit log.
    const list = await termsPage.loader(get("/admin/academy", "admin"));
    expect(list.terms.map((term) => [term.name, term.enrolments])).toEqual([
      ["Spring term 2026", 1],
      ["New term from September 2025", 0],
    ]);
    const enrolments = await termView(id);
    expect(enrolments.enrolments.map((row) => row.parentName)).toEqual(["Hafsa Ali"]);
    const csv = await exportPage.loader(
      get(`/admin/academy/${id}/enrolments.csv`, "admin", { id }),
    );
    const lines = (await csv.text()).replace("\uFEFF", "").trim().split("\r\n");
    expect(lines[0]).toBe("Submitted,Parent,Phone,Email,Learner,Age,Course,Schedule,Photo consent");
    expect(lines.slice(1).map((line) => line.split(",").slice(1).join(","))).toEqual([
      "Hafsa Ali,07700 900111,hafsa@example.org,Yusuf,9,Hifz Circle,Sunday,No",
    ]);
    expect(await auditActions()).toEqual([
      ["academy-term.copied", "aisha.admin@example.org"],
      ["academy-term.updated", "aisha.admin@example.org"],
      ["academy-course.created", "aisha.admin@example.org"],
      ["academy-course.deleted", "aisha.admin@example.org"],
      ["academy-course.moved", "aisha.admin@example.org"],
      ["academy-term.made-current", "aisha.admin@example.org"],
    ]);
  });

  it("refuses to archive the current term, and answers 404 for a term that does not exist", async () => {
    const current = await currentTerm();
    const archived = await onTerms({ intent: "archive", id: String(current?.id) });
    expect(archived.status).toBe(409);
    expect((await currentTerm())?.id).toBe(current?.id);
    const missing = await thrown(() =>
      termPage.loader(get("/admin/academy/99999", "admin", { id: "99999" })),
    );
    expect((missing as { init: ResponseInit }).init.status).toBe(404);
    const nonsense = await onTerms({ intent: "archive", id: "x" });
    expect(nonsense.status).toBe(404);
    expect(await auditActions()).toEqual([]);
  });

  it("refuses a course with errors next to its fields, values kept", async () => {
    const id = String((await currentTerm())?.id);
    const result = await onTerm(id, {
      intent: "create-course",
      ...course,
      minAge: "12",
      maxAge: "abc",
      title: "",
    });
    expect(result.status).toBe(400);
    const reply = (result.data as Reply).result;
    expect(Object.keys(reply.error).sort()).toEqual(["maxAge", "title"]);
    expect(reply.initialValue.description).toBe(course.description);
  });

  it("refuses a stale course save on that course's form, and takes it sent again", async () => {
    const id = String((await currentTerm())?.id);
    const editor = async (rowId: number) => {
      const { editing } = await termPage.loader(
        get(`/admin/academy/${id}?course=${rowId}`, "admin", { id }),
      );
      if (!editing || editing === "new") throw new Error(`course ${rowId} is not open`);
      return editing;
    };
    const [first] = (await termView(id)).term.courses;
    const rowId = first?.rowId ?? 0;
    const mine = await editor(rowId);
    const theirs = await editor(rowId);
    const saveFrom = (opened: typeof mine, changes: Record<string, string>, version: string) =>
      onTerm(id, {
        ...courseFormValues(opened),
        ...changes,
        intent: "update-course",
        course: String(rowId),
        version,
      });

    // Moving a course is not an edit of its text: forms opened before the move still save.
    await onTerm(id, { intent: "down", course: String(rowId) });
    expect((await editor(rowId)).version).toBe(theirs.version);
    const saved = await saveFrom(theirs, { title: "Weekday Qur'an" }, theirs.version);
    expect(saved.status).toBe(302);
    const stored = async () =>
      (await db().select().from(academyCourses).where(eq(academyCourses.id, rowId)))[0];
    const afterTheirs = await stored();

    const refused = await saveFrom(mine, { description: "My description." }, mine.version);
    expect(refused.status).toBe(409);
    const refusal = refused.data as object;
    expect(refusal).toMatchObject({ formId: courseFormId(rowId) });
    const onCourseForm = actionAnswer(refusal, courseFormId(rowId)).lastResult;
    expect(onCourseForm?.error?.[""]).toEqual([
      "Someone else saved this course after you opened it. Their version differs from yours in: Course title, Description. Your text is still in the form: save again to replace their version with yours, or reload the page to start from theirs.",
    ]);
    expect(onCourseForm?.initialValue?.description).toBe("My description.");
    // Not on the term's form, nor on another course's.
    expect(actionAnswer(refusal).lastResult).toBeUndefined();
    expect(actionAnswer(refusal, courseFormId(rowId + 1)).lastResult).toBeUndefined();
    expect(await stored()).toEqual(afterTheirs);

    // Sent again with the newest version (the refused form now carries it), mine replaces theirs.
    const newest = refusedVersion(refusal);
    expect(newest).toBe((await editor(rowId)).version);
    const again = await saveFrom(mine, { description: "My description." }, String(newest));
    expect(again.status).toBe(302);
    expect(await stored()).toMatchObject({ title: first?.title, description: "My description." });
  });

  it("seeds one demo term from today, marked demo, and only once", async () => {
    await seedDemoTerm(new Date("2026-11-24T12:00:00Z"));
    await seedDemoTerm(new Date("2026-12-24T12:00:00Z"));
    const demos = await db().select().from(academyTerms).where(eq(academyTerms.demo, true));
    expect(demos.map((term) => [term.name, term.startsOn, term.status])).toEqual([
      ["New term from November 2026", "2026-11-30", "draft"],
    ]);
    const loaded = await termView(String(demos[0]?.id));
    expect(loaded.term.courses.length).toBeGreaterThan(0);
  });

  it("closes the enrol form between terms, and the server refuses it", async () => {
    await db().update(academyTerms).set({ status: "archived" });
    const page = await enrol.loader(routeArgs(new Request("http://localhost/enrol-now")));
    expect(page.term).toBeNull();
    const result = await enrolWith(learner("Yusuf", "9", "weekday", "Monday & Wednesday"));
    expect(result.status).toBe(409);
    expect((result.data as Reply).result.error[""]).toEqual([
      "Enrolment is closed until the next term is published. Please contact us for details.",
    ]);
    expect(await frontPageLine()).toBe("Enrolment for the next term opens soon.");
  });
});

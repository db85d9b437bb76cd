import { eq } from "drizzle-orm";
import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { seedDemoTerm } from "#app/features/academy/demo-term.server";
import { COURSES } from "#app/features/academy/rules";
import {
  type CourseInput,
  currentTerm,
  getTerm,
  updateCourse,
  updateTerm,
} from "#app/features/academy/terms.server";
import { SEED_BUSINESSES, SEED_JOB_SEEKERS } from "#app/features/directory/seed.server";
import { FEATURES } from "#app/features.server";
import {
  academyCourses,
  academyTerms,
  auditLog,
  backupRuns,
  blogPosts,
  businesses,
  competitionEditions,
  jobSeekers,
  submissions,
  summerSeasons,
  weeklyEvents,
} from "#app/lib/db/schema";
import { demoContentRemoved, removeDemoContent } from "#app/lib/features/demo-content.server";
import { answer, expectRedirectWithToast, reply, thrown } from "#tests/support/actions";
import { setupAdminTests, type Who } from "#tests/support/admin";
import { seed } from "../../../scripts/seed";
import { withAdminGuard } from "../../../server/admin-guard";
import * as weeklyEventsPage from "../prayer-times/routes/admin-weekly-events";
import * as demoContent from "./routes/demo-content";

const { db, admin, get, post, insertSubmission } = setupAdminTests();

const PAGE = "/admin/demo-content";

/** The page as the server serves it: behind the admin guard, which enforces the area's roles. */
function guardedPage() {
  const build = {
    routes: {
      admin: { id: "admin", path: "admin", module: {} },
      demo: { id: "demo", parentId: "admin", path: "demo-content", module: demoContent },
    },
  } as unknown as ServerBuild;
  const module = withAdminGuard(build, FEATURES).routes.demo?.module;
  return module as unknown as typeof demoContent;
}

/** Every feature's demo content, as `npm start` adds it to a new site. */
async function seedDemoContent() {
  for (const feature of FEATURES)
    for (const seeder of feature.seed?.demo ?? []) if (seeder.demoContent) await seeder.run();
}

const titles = async () => ({
  events: (await db().select().from(weeklyEvents)).map((row) => row.title).sort(),
  posts: (await db().select().from(blogPosts)).map((row) => row.title),
  demoEditions: await db()
    .select()
    .from(competitionEditions)
    .where(eq(competitionEditions.demo, true)),
  demoSeasons: (await db().select().from(summerSeasons).where(eq(summerSeasons.demo, true))).map(
    (row) => row.title,
  ),
  demoTerms: (await db().select().from(academyTerms).where(eq(academyTerms.demo, true))).map(
    (row) => row.name,
  ),
  businesses: (await db().select().from(businesses)).map((row) => row.name).sort(),
  jobSeekers: (await db().select().from(jobSeekers)).map((row) => row.fullName).sort(),
});

/** What the page lists, kind by kind: how many, by label. */
const listed = async () =>
  (await guardedPage().loader(get(PAGE, "admin"))).left.map((kind) => [
    kind.label,
    kind.titles.length,
  ]);

/** The titles the page lists under `label`. */
const listedAs = async (label: string) =>
  (await guardedPage().loader(get(PAGE, "admin"))).left.find((kind) => kind.label === label)
    ?.titles ?? [];

const removeAsAdmin = () =>
  removeDemoContent(FEATURES, { id: null, email: "aisha.admin@example.org" });

/** The demo term, added again as the seed adds it (the previous one, edited or not, gone). */
async function freshDemoTerm() {
  await db().delete(academyTerms).where(eq(academyTerms.demo, true));
  await seedDemoTerm();
  const [term] = await db().select().from(academyTerms).where(eq(academyTerms.demo, true));
  if (!term) throw new Error("no demo term");
  return term;
}

/** A term's first course: its row, and its values as the admin's course form saves them. */
async function firstCourseOf(termId: number): Promise<{ rowId: number; values: CourseInput }> {
  const course = (await getTerm(termId))?.courses[0];
  if (!course) throw new Error("no course");
  const { rowId, id: _, ages, ...values } = course;
  return { rowId, values: { ...values, minAge: ages.min, maxAge: ages.max } };
}

describe("/admin/demo-content", () => {
  it("is refused to every staff role but administrator, and removes nothing then", async () => {
    await seedDemoContent();
    const before = await titles();
    const page = guardedPage();
    for (const who of ["editor", "counselling", "user"] satisfies Who[]) {
      const refused = await thrown(() => page.action(post(PAGE, { intent: "remove" }, who)));
      expect(reply(refused).status, who).toBe(403);
    }
    expect(reply(await thrown(() => page.loader(get(PAGE, "editor")))).status).toBe(302);
    expect(await titles()).toEqual(before);
    expect(await demoContentRemoved()).toBeNull();
  });

  it("removes the demo rows after a backup, keeps what staff made or changed, and stays removed", async () => {
    await seedDemoContent();
    // Staff add an event of their own, and change one of the demo events.
    const staffEvent = {
      intent: "create",
      title: "Family night",
      dayOfWeek: "4",
      startTime: "18:00",
      endTime: "20:00",
      location: "Main hall",
      description: "",
      active: "on",
    };
    expect(
      answer(await weeklyEventsPage.action(post("/admin/weekly-events", staffEvent, "admin")))
        .status,
    ).toBe(302);
    const [youthClub] = await db()
      .select()
      .from(weeklyEvents)
      .where(eq(weeklyEvents.title, "Youth club"));
    expect(
      answer(
        await weeklyEventsPage.action(
          post(
            "/admin/weekly-events",
            {
              intent: "update",
              id: String(youthClub?.id),
              title: "Youth club",
              dayOfWeek: "5",
              startTime: "19:00",
              endTime: "21:00",
              location: "Community hall",
              description: "Sports, games and talks for ages 11-16.",
              active: "on",
            },
            "admin",
          ),
        ),
      ).status,
    ).toBe(302);

    const page = guardedPage();
    const shown = await page.loader(get(PAGE, "admin"));
    expect(shown.removed).toBeNull();
    expect(await listed()).toEqual([
      ["Directory job seekers", SEED_JOB_SEEKERS.length],
      ["Directory businesses", SEED_BUSINESSES.length + 1],
      ["Summer seasons", 1],
      ["Competition editions", 1],
      ["Academy terms", 1],
      ["Blog posts", 3],
      ["Weekly events", 4],
      ["Announced Ramadan", 1],
      ["Ramadan night notes", 5],
      ["Community iftar nights", 3],
      ["Eid al-Fitr prayers", 2],
    ]);
    expect(await listedAs("Directory businesses")).toContain("Watford Halal Pizza");
    expect(await listedAs("Directory job seekers")).toContain("Yusuf Rahman");

    expectRedirectWithToast(
      reply(await page.action(post(PAGE, { intent: "remove" }, "admin"))),
      PAGE,
    );
    const removedTitles = {
      events: ["Family night", "Youth club"],
      posts: [],
      demoEditions: [],
      demoSeasons: [],
      demoTerms: [],
      businesses: [],
      jobSeekers: [],
    };
    expect(await titles()).toEqual(removedTitles);
    const [backup] = await db().select().from(backupRuns);
    expect(backup).toMatchObject({ trigger: "manual", ok: true });
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "demo-content.removed"));
    expect(entry).toMatchObject({ actorEmail: "aisha.admin@example.org", target: "demo-content" });
    expect(entry?.details).toMatchObject({
      backup: expect.stringContaining(backup?.fileName ?? "?"),
      removed: { "Weekly events": expect.arrayContaining(["Tafsir circle"]) },
    });
    expect((await page.loader(get(PAGE, "admin"))).left).toEqual([]);

    // The next start does not add it again.
    expect(await demoContentRemoved()).toMatchObject({ by: "aisha.admin@example.org" });
    await seed();
    expect(await titles()).toEqual(removedTitles);
    // Removing again finds nothing, and changes nothing.
    expectRedirectWithToast(
      reply(await page.action(post(PAGE, { intent: "remove" }, "admin"))),
      PAGE,
    );
    expect(await titles()).toEqual(removedTitles);
  });

  it("keeps the academy's demo term once staff changed it or its courses, or someone enrolled", async () => {
    const demoTerm = await freshDemoTerm();
    expect(await listedAs("Academy terms")).toEqual([demoTerm.name]);

    // Staff change the current term's course: the demo term, copied before, is still the seed's,
    // and so is one copied after.
    const current = await currentTerm();
    if (!current) throw new Error("no current term");
    const currentCourse = await firstCourseOf(current.id);
    const changed = { ...currentCourse.values, times: "6 PM-7:30 PM" };
    expect(await updateCourse(current.id, currentCourse.rowId, changed)).toBe(true);
    expect(await listedAs("Academy terms")).toEqual([demoTerm.name]);
    const copiedFromChanged = await freshDemoTerm();
    expect(await listedAs("Academy terms")).toEqual([copiedFromChanged.name]);
    await updateCourse(current.id, currentCourse.rowId, currentCourse.values);

    // Saving a course leaves the term's `updated_at` as it was: the term is kept all the same.
    const courseChanged = await freshDemoTerm();
    const course = await firstCourseOf(courseChanged.id);
    await updateCourse(courseChanged.id, course.rowId, { ...course.values, title: "Hifz Circle" });
    expect(await listedAs("Academy terms")).toEqual([]);
    await removeAsAdmin();
    expect((await titles()).demoTerms).toEqual([courseChanged.name]);
    expect(
      await db().select().from(academyCourses).where(eq(academyCourses.termId, courseChanged.id)),
    ).toHaveLength(COURSES.length);

    const termChanged = await freshDemoTerm();
    await updateTerm(termChanged.id, {
      name: "Spring term",
      startsOn: termChanged.startsOn,
      videos: [],
    });
    await removeAsAdmin();
    expect((await titles()).demoTerms).toEqual(["Spring term"]);

    const enrolledIn = await freshDemoTerm();
    await insertSubmission({
      kind: "enrolment",
      payload: { termId: enrolledIn.id, parentName: "Hafsa Ali" },
    });
    expect(await listedAs("Academy terms")).toEqual([]);
    await removeAsAdmin();
    expect((await titles()).demoTerms).toEqual([enrolledIn.name]);

    // Left as it came, it goes, with its courses.
    await db().delete(submissions);
    await removeAsAdmin();
    expect((await titles()).demoTerms).toEqual([]);
    expect(
      await db().select().from(academyCourses).where(eq(academyCourses.termId, enrolledIn.id)),
    ).toEqual([]);
  });

  it("keeps the directory's examples that staff or an owner edited or reviewed, or that someone owns", async () => {
    await seedDemoContent();
    // As an edit or a review saves a listing: new values, and the time it was saved.
    const edited = "Medina Café";
    const withLogo = "Barakah Butchers";
    const reviewed = "Watford Halal Pizza";
    const owned = "Al-Noor Bakery";
    const saved = (name: string, values: Partial<typeof businesses.$inferInsert>) =>
      db()
        .update(businesses)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(businesses.name, name));
    await saved(edited, { description: "Our own words." });
    await saved(withLogo, { logo: "logos/barakah.webp" });
    await saved(reviewed, { status: "approved" });
    await db().update(businesses).set({ ownerId: admin.id }).where(eq(businesses.name, owned));
    await db()
      .update(jobSeekers)
      .set({ cvFile: "cvs/khadija.pdf", cvName: "khadija.pdf", updatedAt: new Date() })
      .where(eq(jobSeekers.fullName, "Khadija Ali"));
    const listedBusinesses = await listedAs("Directory businesses");
    expect(listedBusinesses).toHaveLength(SEED_BUSINESSES.length + 1 - 4);
    expect(listedBusinesses).not.toContain(withLogo);
    expect(await listedAs("Directory job seekers")).not.toContain("Khadija Ali");

    const kept = {
      businesses: [edited, withLogo, reviewed, owned].sort(),
      jobSeekers: ["Khadija Ali"],
    };
    await removeAsAdmin();
    expect(await titles()).toMatchObject(kept);
    await removeAsAdmin();
    expect(await titles()).toMatchObject(kept);
  });
});

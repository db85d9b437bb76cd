import { eq } from "drizzle-orm";
import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { FEATURES } from "#app/features.server";
import {
  auditLog,
  backupRuns,
  blogPosts,
  competitionEditions,
  summerSeasons,
  weeklyEvents,
} from "#app/lib/db/schema";
import { demoContentRemoved } from "#app/lib/features/demo-content.server";
import { answer, expectRedirectWithToast, reply, thrown } from "#tests/support/actions";
import { setupAdminTests, type Who } from "#tests/support/admin";
import { seed } from "../../../scripts/seed";
import { withAdminGuard } from "../../../server/admin-guard";
import * as weeklyEventsPage from "../prayer-times/routes/admin-weekly-events";
import * as demoContent from "./routes/demo-content";

const { db, get, post } = setupAdminTests();

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
});

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
    expect(shown.left.map((kind) => [kind.label, kind.titles.length])).toEqual([
      ["Summer seasons", 1],
      ["Competition editions", 1],
      ["Blog posts", 3],
      ["Weekly events", 4],
    ]);

    expectRedirectWithToast(
      reply(await page.action(post(PAGE, { intent: "remove" }, "admin"))),
      PAGE,
    );
    expect(await titles()).toEqual({
      events: ["Family night", "Youth club"],
      posts: [],
      demoEditions: [],
      demoSeasons: [],
    });
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
    expect(await titles()).toEqual({
      events: ["Family night", "Youth club"],
      posts: [],
      demoEditions: [],
      demoSeasons: [],
    });
  });
});

import { eq } from "drizzle-orm";
import type { ServerBuild } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { FEATURES } from "#app/features.server";
import { auditLog, iftarNights, iftarSignups, iftarVolunteers } from "#app/lib/db/schema";
import { demoContentLeft } from "#app/lib/features/demo-content.server";
import { reply, thrown } from "#tests/support/actions";
import { setupAdminTests } from "#tests/support/admin";
import { withAdminGuard } from "../../../../server/admin-guard";
import { ramadanFeature } from "../index.server";
import { personalData } from "./personal-data.server";
import { countIftarPeopleToDelete, deleteIftarPeople } from "./retention.server";
import * as nightPage from "./routes/admin-iftar-night";
import * as listPage from "./routes/admin-iftars";
import * as exportRoute from "./routes/admin-iftars-export";
import { demoIftarNights, seedDemoIftars } from "./seed.server";

const { db, get, post } = setupAdminTests();

const LIST = "/admin/ramadan/iftars";
const SATURDAY = "2027-02-13";

beforeEach(async () => {
  await db().delete(iftarSignups);
  await db().delete(iftarNights);
});

const save = async (fields: Record<string, string>, who: "admin" | "editor" = "admin") =>
  reply(await listPage.action(post(LIST, fields, who)));

const loadList = () => listPage.loader(get(LIST, "admin"));

async function addNight(capacity = 120) {
  const answer = await save({
    intent: "create",
    date: SATURDAY,
    capacity: String(capacity),
    note: "Opening iftar",
    open: "on",
  });
  expect(answer.status).toBe(302);
}

async function book(people: number, email = "family@example.org", cancelled = false) {
  await db()
    .insert(iftarSignups)
    .values({
      date: SATURDAY,
      name: "A family",
      email,
      people,
      token: `token-${email}-${people}-${Math.random()}`,
      cancelledAt: cancelled ? new Date() : null,
    });
}

/** The edit form of the night as the loaded page sends it, with these changes. */
async function editForm(changes: Record<string, string>, version?: string) {
  const night = (await loadList()).nights.find((row) => row.date === SATURDAY);
  if (!night) throw new Error("no night");
  return {
    intent: "update",
    version: version ?? night.version,
    date: night.values.date,
    capacity: night.values.capacity,
    note: night.values.note,
    ...(night.values.open ? { open: "on" } : {}),
    ...changes,
  };
}

describe("/admin/ramadan/iftars", () => {
  it("adds a night, records it in the audit log, and refuses a second on its date", async () => {
    await addNight();
    const { nights } = await loadList();
    expect(nights).toMatchObject([
      { date: SATURDAY, capacity: 120, note: "Opening iftar", open: true, taken: 0 },
    ]);
    const again = await save({ intent: "create", date: SATURDAY, capacity: "50" });
    expect(again.status).toBe(409);
    expect(again.data).toMatchObject({
      result: { error: { date: ["There is already an iftar on Sat 13 Feb 2027."] } },
    });
    const [entry] = await db().select().from(auditLog);
    expect(entry).toMatchObject({
      action: "ramadan.iftar-create",
      target: `iftar_night:${SATURDAY}`,
    });
  });

  it("refuses a save from an out-of-date form (409) and places below those booked", async () => {
    await addNight();
    const opened = await editForm({ note: "Sisters' iftar" });
    expect((await save(await editForm({ capacity: "100" }))).status).toBe(302);
    const stale = await save(opened);
    expect(stale.status).toBe(409);
    expect(stale.data).toMatchObject({
      result: {
        error: { "": [expect.stringContaining("Someone else saved this iftar night")] },
      },
      version: expect.any(String),
    });
    expect((await loadList()).nights[0]).toMatchObject({ capacity: 100, note: "Opening iftar" });

    await book(7);
    await book(5, "cancelled@example.org", true);
    const below = await save(await editForm({ capacity: "6" }));
    expect(below.status).toBe(409);
    expect(below.data).toMatchObject({
      result: {
        error: { capacity: ["7 people already booked: the places cannot be fewer than 7."] },
        initialValue: { capacity: "6" },
      },
    });
    expect((await save(await editForm({ capacity: "7" }))).status).toBe(302);
    expect((await save(await editForm({}, undefined))).status).toBe(302);
    const closed = { ...(await editForm({})) };
    delete (closed as Record<string, string>).open;
    expect((await save(closed)).status).toBe(302);
    expect((await loadList()).nights[0]).toMatchObject({ capacity: 7, open: false, taken: 7 });
    const updates = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "ramadan.iftar-update"));
    expect(updates.at(-1)?.details).toEqual({ changes: { open: { from: true, to: false } } });
  });

  it("refuses to delete a night people signed up for, saying how many", async () => {
    await addNight();
    await book(3);
    await book(2, "second@example.org");
    const refused = await save({ intent: "delete", date: SATURDAY });
    expect(refused.status).toBe(409);
    expect(refused.data).toMatchObject({
      formId: "buttons",
      result: {
        error: {
          "": [expect.stringMatching(/^The iftar on Sat 13 Feb 2027 has 2 sign-ups \(5 people\)/)],
        },
      },
    });
    await db().update(iftarSignups).set({ cancelledAt: new Date() });
    expect((await save({ intent: "delete", date: SATURDAY })).status).toBe(302);
    expect(await db().select().from(iftarNights)).toEqual([]);
    expect(await db().select().from(iftarSignups)).toEqual([]);
    expect((await save({ intent: "delete", date: SATURDAY })).status).toBe(404);
  });

  it("shows a night's sign-ups with totals, keeps its rota, and exports both", async () => {
    await addNight();
    await book(4);
    await book(2, "gone@example.org", true);
    const args = (fields: Record<string, string>) =>
      post(`${LIST}/${SATURDAY}`, fields, "admin", { date: SATURDAY });
    const added = reply(
      await nightPage.action(
        args({ intent: "add-volunteer", name: "Bilal", task: "Serving", contact: "07700 900123" }),
      ),
    );
    expect(added.status).toBe(302);
    expect(
      reply(await nightPage.action(args({ intent: "add-volunteer", name: "", task: "" }))).status,
    ).toBe(400);
    const night = await nightPage.loader(get(`${LIST}/${SATURDAY}`, "admin", { date: SATURDAY }));
    expect(night.totals).toEqual({ signups: 1, people: 4 });
    expect(night.signups).toHaveLength(2);
    expect(night.signups[0]).not.toHaveProperty("token");
    expect(night.volunteers).toMatchObject([{ name: "Bilal", task: "Serving" }]);

    const csv = await exportRoute.loader(get(`${LIST}/export.csv?date=${SATURDAY}`, "admin", {}));
    const text = await csv.text();
    expect(text).toContain("2027-02-13,Guest,A family,family@example.org,4,");
    expect(text).toContain("2027-02-13,Volunteer,Bilal,07700 900123,,Serving,");
    expect(csv.headers.get("Content-Disposition")).toMatch(/filename="iftar-2027-02-13-/);
    const every = await exportRoute.loader(get(`${LIST}/export.csv`, "admin"));
    expect(every.headers.get("Content-Disposition")).toMatch(/filename="iftars-/);
    expect((await every.text()).split("\r\n").filter(Boolean)).toHaveLength(4);
    expect(
      reply(
        await thrown(() => exportRoute.loader(get(`${LIST}/export.csv?date=2027-02-14`, "admin"))),
      ).status,
    ).toBe(404);

    const id = String(night.volunteers[0]?.id);
    expect(reply(await nightPage.action(args({ intent: "remove-volunteer", id }))).status).toBe(
      302,
    );
    expect(reply(await nightPage.action(args({ intent: "remove-volunteer", id }))).status).toBe(
      404,
    );
    expect((await db().select().from(auditLog)).map((entry) => entry.action).slice(-2)).toEqual([
      "ramadan.iftar-volunteer-add",
      "ramadan.iftar-volunteer-remove",
    ]);
    expect(
      reply(
        await thrown(() =>
          nightPage.loader(get(`${LIST}/2027-02-14`, "admin", { date: "2027-02-14" })),
        ),
      ).status,
    ).toBe(404);
  });

  it("opens to staff who manage prayer times, and to no other role", async () => {
    const build = {
      routes: {
        admin: { id: "admin", path: "admin", module: {} },
        list: { id: "list", parentId: "admin", path: "ramadan/iftars", module: listPage },
        night: { id: "night", parentId: "admin", path: "ramadan/iftars/:date", module: nightPage },
      },
    } as unknown as ServerBuild;
    const guarded = withAdminGuard(build, FEATURES).routes;
    const list = guarded.list?.module as unknown as typeof listPage;
    const nightRoute = guarded.night?.module as unknown as typeof nightPage;

    const refusedPage = reply(await thrown(() => list.loader(get(LIST, "counselling"))));
    expect(refusedPage.status).toBe(302);
    expect(refusedPage.headers.get("Location")).toBe("/admin");
    const refusedPost = reply(
      await thrown(() =>
        list.action(post(LIST, { intent: "create", date: SATURDAY, capacity: "5" }, "counselling")),
      ),
    );
    expect(refusedPost.status).toBe(403);
    expect(
      reply(
        await thrown(() =>
          nightRoute.action(
            post(`${LIST}/${SATURDAY}`, { intent: "add-volunteer" }, "counselling", {
              date: SATURDAY,
            }),
          ),
        ),
      ).status,
    ).toBe(403);
    expect(await db().select().from(iftarNights)).toEqual([]);

    // An editor manages prayer times, and so the iftars.
    const created = reply(
      await list.action(post(LIST, { intent: "create", date: SATURDAY, capacity: "5" }, "editor")),
    );
    expect(created.status).toBe(302);
    expect((await list.loader(get(LIST, "editor"))).nights).toHaveLength(1);
  });
});

describe("the community iftars' people, across the site", () => {
  it("gives a person their sign-ups and rota entries in their data, without the link's token", async () => {
    await addNight();
    await book(2, "Amina@Example.org");
    await book(3, "someone.else@example.org");
    await db()
      .insert(iftarVolunteers)
      .values({ date: SATURDAY, name: "Amina", task: "Serving", contact: "amina@example.org" });
    const data = await personalData({
      userId: "x",
      email: "amina@example.org",
      confirmedEmail: "amina@example.org",
      request: new Request("http://localhost/dashboard/export"),
    });
    expect(data.records.iftarSignups).toMatchObject([{ people: 2, date: SATURDAY }]);
    expect(data.records.iftarSignups?.[0]).not.toHaveProperty("token");
    expect(data.records.iftarVolunteers).toMatchObject([{ name: "Amina", task: "Serving" }]);
    expect(ramadanFeature.personalData?.tables).toEqual([iftarSignups, iftarVolunteers]);
  });

  it("deletes the people of nights before the cutoff, keeping the nights", async () => {
    await addNight();
    await book(2);
    await db()
      .insert(iftarVolunteers)
      .values({ date: SATURDAY, name: "Bilal", task: "Serving", contact: "" });
    expect(await countIftarPeopleToDelete(SATURDAY)).toBe(0);
    expect(await countIftarPeopleToDelete("2027-02-14")).toBe(2);
    expect(await deleteIftarPeople("2027-02-14")).toBe(2);
    expect(await deleteIftarPeople("2027-02-14")).toBe(0);
    expect(await db().select().from(iftarNights)).toHaveLength(1);
  });

  it("seeds three demo nights with a rota on the first, found and removed as demo content", async () => {
    await seedDemoIftars();
    await seedDemoIftars();
    const nights = await db().select().from(iftarNights);
    expect(nights.map((night) => [night.date, night.capacity])).toEqual([
      ["2027-02-13", 120],
      ["2027-02-20", 120],
      ["2027-02-27", 120],
    ]);
    expect(await db().select().from(iftarVolunteers)).toHaveLength(3);

    // Someone signed up for the second: it is the centre's now.
    await db().insert(iftarSignups).values({
      date: "2027-02-20",
      name: "A family",
      email: "family@example.org",
      people: 2,
      token: "demo-signup-token-0000000000",
    });
    const found = await demoIftarNights.find(db());
    expect(found.map((row) => row.id)).toEqual([20270213, 20270227]);
    const left = await demoContentLeft(FEATURES);
    expect(left.find((kind) => kind.label === "Community iftar nights")?.titles).toHaveLength(2);
    await demoIftarNights.remove(
      db(),
      found.map((row) => row.id),
    );
    expect((await db().select().from(iftarNights)).map((night) => night.date)).toEqual([
      "2027-02-20",
    ]);
    expect(await db().select().from(iftarVolunteers)).toEqual([]);
  });
});

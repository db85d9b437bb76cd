import { eq } from "drizzle-orm";
import type { ServerBuild } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { FEATURES } from "#app/features.server";
import {
  auditLog,
  eidBookings,
  eidDays,
  eidPrayers,
  islamicMonthStarts,
  outbox,
} from "#app/lib/db/schema";
import { instantAt } from "#app/lib/time/london";
import { formResult, reply, thrown } from "#tests/support/actions";
import { setupAdminTests, type Who } from "#tests/support/admin";
import { queuedEmails } from "#tests/support/outbox";
import { withAdminGuard } from "../../../server/admin-guard";
import { eidNoticeOn } from "./eid.server";
import * as adminPage from "./routes/admin-eid";
import * as exportRoute from "./routes/admin-eid-export";

const { db, get, post } = setupAdminTests();

beforeEach(async () => {
  for (const table of [eidBookings, eidPrayers, eidDays, islamicMonthStarts])
    await db().delete(table);
});

const PAGE = "/admin/eid";
/** Monday 8 March 2027, 20:00: the evening of 29 Ramadan 1448. */
const NOW = instantAt("2027-03-08", "20:00");

/** The page as the server serves it: behind the admin guard, which enforces the area's roles. */
function guarded() {
  const build = {
    routes: {
      admin: { id: "admin", path: "admin", module: {} },
      eid: { id: "eid", parentId: "admin", path: "eid", module: adminPage },
    },
  } as unknown as ServerBuild;
  return withAdminGuard(build, FEATURES).routes.eid?.module as unknown as typeof adminPage;
}

const withClock = <Args extends { request: Request }>(args: Args): Args => {
  const headers = new Headers(args.request.headers);
  headers.set("Cookie", [headers.get("Cookie"), `wic_test_now=${NOW}`].filter(Boolean).join("; "));
  return { ...args, request: new Request(args.request, { headers }) };
};
const load = (who: Who = "admin", path = `${PAGE}?year=1448`) =>
  guarded().loader(withClock(get(path, who)));
const send = async (fields: Record<string, string>, who: Who = "admin") =>
  reply(await guarded().action(withClock(post(PAGE, fields, who))));

async function fitrWithBookings() {
  const [hall] = await db()
    .insert(eidPrayers)
    .values({
      eid: "fitr",
      hijriYear: 1448,
      time: "07:30",
      place: "Main hall",
      language: "English",
      booking: true,
      capacity: 400,
    })
    .returning();
  const prayerId = hall?.id as number;
  await db()
    .insert(eidBookings)
    .values([
      { prayerId, name: "Amina Khan", email: "amina@example.org", people: 2, token: "a" },
      {
        prayerId,
        name: "Bilal Ahmed",
        email: "bilal@example.org",
        people: 3,
        token: "b",
        cancelledAt: new Date(),
      },
    ]);
  return prayerId;
}

const moon = (answer: string) => ({ intent: "moon", eid: "fitr", hijriYear: "1448", answer });

describe("/admin/eid", () => {
  it("adds a jama'at with booking, which the site then shows", async () => {
    const added = await send({
      intent: "create",
      eid: "fitr",
      hijriYear: "1448",
      time: "08:00",
      place: "Victoria Park",
      language: "English",
      booking: "on",
      capacity: "250",
    });
    expect(added.status).toBe(302);
    const page = await load();
    const fitr = page.eids.find((eid) => eid.eid === "fitr");
    expect(fitr).toMatchObject({ date: "2027-03-09", announced: false, moon: null });
    expect(fitr?.showFrom).toMatchObject({ saved: true, values: { showFrom: "2027-02-27" } });
    expect(fitr?.jamaat).toMatchObject([{ time: "08:00", place: "Victoria Park", capacity: 250 }]);
    expect((await eidNoticeOn("2027-03-01"))?.jamaat).toHaveLength(1);
    const [audit] = await db().select().from(auditLog);
    expect(audit).toMatchObject({ action: "eid.jamaat-created" });

    const noCapacity = await send({
      intent: "create",
      eid: "fitr",
      hijriYear: "1448",
      time: "09:00",
      place: "Car park",
      booking: "on",
    });
    expect(noCapacity.status).toBe(400);
    expect(formResult(noCapacity as never).error?.capacity).toEqual([
      "Enter how many places can be booked",
    ]);
  });

  it("moves the day when the moon is not sighted, and tells everyone who booked", async () => {
    await fitrWithBookings();
    const before = await load();
    expect(before.eids[0]?.answers).toEqual({ sighted: "2027-03-09", notSighted: "2027-03-10" });

    const answered = await send(moon("not-sighted"));
    expect(answered.status).toBe(302);
    expect(await db().select().from(islamicMonthStarts)).toMatchObject([
      { hijriYear: 1448, month: 10, startsOn: "2027-03-10" },
    ]);
    expect(await eidNoticeOn("2027-03-09")).toMatchObject({
      date: "2027-03-10",
      confirmed: true,
      moon: "not-sighted",
    });
    const emails = await queuedEmails(db(), "eid-day-moved");
    expect(emails.map((email) => email.toAddress)).toEqual(["amina@example.org"]);
    for (const detail of ["Wednesday 10 March 2027", "Tuesday 9 March 2027", "07:30", "Main hall"])
      expect(emails[0]?.text).toContain(detail);
    const [day] = await db().select().from(eidDays);
    expect(day).toMatchObject({ moon: "not-sighted", bookersToldAt: new Date(NOW) });
    const audits = await db().select().from(auditLog).where(eq(auditLog.action, "eid.moon"));
    expect(audits[0]?.details).toMatchObject({ previousDate: "2027-03-09", date: "2027-03-10" });

    // The same answer again moves nothing and emails nobody; switching back emails again.
    expect((await send(moon("not-sighted"))).status).toBe(302);
    expect(await queuedEmails(db(), "eid-day-moved")).toHaveLength(1);
    expect((await send(moon("sighted"))).status).toBe(302);
    expect(await queuedEmails(db(), "eid-day-moved")).toHaveLength(2);
    expect((await eidNoticeOn("2027-03-09"))?.date).toBe("2027-03-09");
  });

  it("refuses a jama'at saved from an out-of-date form, and deleting one with bookings", async () => {
    const prayerId = await fitrWithBookings();
    const opened = (await load()).eids[0]?.jamaat[0];
    const form = (place: string, version = opened?.version ?? "") => ({
      intent: "update",
      id: String(prayerId),
      version,
      eid: "fitr",
      hijriYear: "1448",
      time: "07:30",
      place,
      language: "English",
      booking: "on",
      capacity: "400",
    });
    expect((await send(form("Main hall and gallery"))).status).toBe(302);
    const stale = await send(form("Upper hall"));
    expect(stale.status).toBe(409);
    expect(formResult(stale as never).error?.[""]?.[0]).toContain("Place");
    const [row] = await db().select().from(eidPrayers);
    expect(row?.place).toBe("Main hall and gallery");

    const below = await send({
      ...form("Main hall", (await load()).eids[0]?.jamaat[0]?.version),
      capacity: "1",
    });
    expect(below.status).toBe(409);
    expect(formResult(below as never).error?.capacity).toEqual([
      "2 places are already booked: enter at least 2",
    ]);

    const deleted = await send({ intent: "delete", id: String(prayerId) });
    expect(deleted.status).toBe(409);
    expect(formResult(deleted as never).error?.[""]?.[0]).toMatch(
      /^This jama'at has 1 booking \(2 places\), so it cannot be deleted\./,
    );
    expect(await db().select().from(eidPrayers)).toHaveLength(1);
  });

  it("keeps the 'show from' date on or before the Eid", async () => {
    const late = await send({
      intent: "show-from",
      eid: "fitr",
      hijriYear: "1448",
      showFrom: "2027-03-12",
    });
    expect(late.status).toBe(400);
    expect(formResult(late as never).error?.showFrom).toEqual([
      "Choose a day on or before the Eid, Tuesday 9 March 2027.",
    ]);
    const saved = await send({
      intent: "show-from",
      eid: "fitr",
      hijriYear: "1448",
      showFrom: "2027-03-01",
    });
    expect(saved.status).toBe(302);
    expect((await db().select().from(eidDays))[0]?.showFrom).toBe("2027-03-01");
  });

  it("exports the bookings, and opens only to roles that manage prayer times", async () => {
    await fitrWithBookings();
    const csv = (await exportRoute.loader(
      get("/admin/eid/bookings.csv?eid=fitr&year=1448", "admin"),
    )) as Response;
    const text = await csv.text();
    expect(text).toContain("Amina Khan,amina@example.org,2");
    expect(text).not.toContain("Bilal");
    const every = (await exportRoute.loader(get("/admin/eid/bookings.csv", "admin"))) as Response;
    expect(await every.text()).toContain("Eid al-Fitr,1448,");
    const unknown = reply(
      await thrown(() =>
        exportRoute.loader(get("/admin/eid/bookings.csv?eid=eid&year=1", "admin")),
      ),
    );
    expect(unknown.status).toBe(404);

    expect((await load("editor")).hijriYear).toBe(1448);
    const page = reply(await thrown(() => load("counselling")));
    expect(page.status).toBe(302);
    expect(page.headers.get("Location")).toBe("/admin");
    const refused = reply(await thrown(() => send(moon("sighted"), "counselling")));
    expect(refused.status).toBe(403);
    expect(await db().select().from(islamicMonthStarts)).toEqual([]);
    expect(await db().select().from(outbox)).toEqual([]);
  });
});
